import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
// The store itself, not '@/components/ui': that module is mocked by the tests that use uiWithConfirm.
import { resetSnackbars } from '@/components/ui/snackbar/snackbar-store';

/**
 * The setup every admin editor test shares: a mocked router (its spies here), a mocked system confirm,
 * the reset between tests, and queries on the form by field name. In a test file:
 *
 *   vi.mock('next/navigation', async () => (await import('../testing/editor-test-kit')).navigationMock('/admin/x/new'));
 *   vi.mock('@/components/ui', async (importOriginal) => (await import('../testing/editor-test-kit')).uiWithConfirm(importOriginal));
 */

/** The router the mocked next/navigation hands out. */
export const router = { replace: vi.fn(), push: vi.fn() };

/** The mocked showSystemConfirm (give it an answer with mockResolvedValue). */
export const confirm = vi.fn();

export function navigationMock(pathname: string) {
  return { useRouter: () => router, usePathname: () => pathname, useSearchParams: () => new URLSearchParams() };
}

export async function uiWithConfirm(importOriginal: <T>() => Promise<T>) {
  return { ...(await importOriginal<Record<string, unknown>>()), showSystemConfirm: (...args: unknown[]) => confirm(...args) };
}

/** Between tests: the API client's state, the snackbars, the router and confirm spies. */
export function resetEditorTest(): void {
  resetApiClientForTests();
  resetSnackbars();
  router.replace.mockReset();
  router.push.mockReset();
  confirm.mockReset();
}

/** The form control named `name` (throws when there is none). */
export const field = (container: HTMLElement, name: string) => {
  const el = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};

/** Types `value` into the control named `name`. */
export const type = (container: HTMLElement, name: string, value: string) => fireEvent.change(field(container, name), { target: { value } });

/** The error shown under the field `name`, or null. */
export const errorOf = (container: HTMLElement, name: string) => container.querySelector(`[data-field="${name}"] [role="alert"]`)?.textContent ?? null;
