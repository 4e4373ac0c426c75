import { validationErrorDetailsSchema } from '@spi/core';
import { isApiError } from '@/lib/api-client';

/** Field messages from zod issues: the first message per top-level field (nested paths join with '.'). */
export function issuesToErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Field messages the API sent with a VALIDATION error (details.issues), else none. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const details = validationErrorDetailsSchema.safeParse(error.details);
  if (!details.success) return {};
  return Object.fromEntries(details.data.issues.map((issue) => [issue.path, issue.message]));
}

/** The API's Korean message, or a fallback for failures that are not API errors. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** Focuses the first field with an error, in the order given. */
export function focusFirstError(order: readonly string[], errors: Record<string, string>, idOf: (field: string) => string): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(idOf(first))?.focus();
}

/**
 * Focuses an element once a closing modal has let go of focus (its focus trap returns focus to the
 * opener when it unmounts the trap, which happens after the modal's promise resolved).
 */
export function focusAfterModal(id: string): void {
  setTimeout(() => requestAnimationFrame(() => document.getElementById(id)?.focus()), 0);
}
