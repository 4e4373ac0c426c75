import type { ErrorCode } from '@spi/core';
import { isApiError, type ApiError } from '@/lib/api-client';

export type FieldErrors = Record<string, string>;

interface IssueLike { path: ReadonlyArray<PropertyKey> | string; message: string }

/** First message per top-level field ('tagNames.2' is reported on 'tagNames'). */
export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const key = path[0] ?? '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The field errors of a 400 VALIDATION_FAILED from the API (details.issues[].path names the field). */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  const details = error.details as { issues?: Array<{ path?: unknown; message?: unknown }> } | undefined;
  const issues = (details?.issues ?? [])
    .filter((i): i is { path: string; message: string } => typeof i.path === 'string' && typeof i.message === 'string');
  return issues.length > 0 ? issuesToFieldErrors(issues) : null;
}

/** The refusals the API reports against one form field, by error code, and that field. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, string>> = {
  SLUG_TAKEN: 'slug',
  TAG_NAME_TAKEN: 'name',
  CATEGORY_SECTION_LOCKED: 'section',
};

/** A 409 that belongs to one field (slug taken, tag name taken ...) as field errors; null otherwise. */
export function conflictFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error)) return null;
  const field = FIELD_OF_CODE[error.code as ErrorCode];
  return field ? { [field]: error.message } : null;
}

/** The article was saved by someone else since the editor loaded it (409 ARTICLE_EDIT_CONFLICT). */
export function isEditConflict(error: unknown): error is ApiError {
  const code: ErrorCode = 'ARTICLE_EDIT_CONFLICT';
  return isApiError(error) && error.code === code;
}

/** A Korean message for any failure (the API's own message when it sent one). */
export function errorMessage(error: unknown, fallback = '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'): string {
  if (isApiError(error)) {
    if (error.code === 'VALIDATION_FAILED') {
      const fields = apiFieldErrors(error);
      const first = fields ? Object.values(fields)[0] : undefined;
      return first ?? '입력값을 확인해 주세요.';
    }
    return error.message || fallback;
  }
  return fallback;
}
