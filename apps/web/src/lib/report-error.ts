import { randomId, type ErrorReportRequest } from '@spi/core';
import { apiRequest, readAccessToken } from './api-client';
import { captureError } from './observability/capture';

const USER_LOOKUP_TIMEOUT_MS = 3_000;

/**
 * The signed-in user's label for the report ('e-mail (id)'), looked up through the api client silently.
 * A 401 or 403 (or any other failure) is tolerated: the report is then sent without user data (spec §8).
 */
export async function lookupReportUser(): Promise<string | null> {
  if (!readAccessToken()) return null;
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  const timer = controller ? setTimeout(() => controller.abort(), USER_LOOKUP_TIMEOUT_MS) : undefined;
  try {
    const me = await apiRequest<{ userId?: unknown; email?: unknown }>('/api/sejong/v1/users/me', { silent: true, signal: controller?.signal });
    const email = typeof me?.email === 'string' ? me.email : '';
    const id = typeof me?.userId === 'string' ? me.userId : '';
    const label = email && id ? `${email} (${id})` : email || id;
    return label ? label.slice(0, 200) : null;
  } catch {
    return null;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/**
 * Reports a crash to the API (POST /api/slack, spec sections 3 and 7) and to the error-reporting service
 * (when configured), and prints the ERR id the user can quote to the team. Never throws: reporting must
 * not cause a second crash. Resolves `sent` once the report left (tests).
 */
export function reportClientError(error: unknown): string {
  const errorId = `ERR-${randomId()}`;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`예상치 못한 오류가 발생했습니다. 개발팀에 ${errorId} 코드와 함께 문의해 주세요.`, error);
  captureError(error, { errorId });
  if (typeof window === 'undefined') return errorId;
  void sendErrorReport(errorId, message);
  return errorId;
}

/** Builds and posts the /api/slack report; the user lookup may fail without stopping it. */
export async function sendErrorReport(errorId: string, message: string): Promise<void> {
  try {
    let localUserId: string | null = null;
    try { localUserId = window.localStorage.getItem('spi-userId'); } catch { /* storage may be blocked */ }
    const path = window.location.pathname;
    const queryParam = window.location.search.replace(/^\?/, '').slice(0, 2000);
    const user = await lookupReportUser();
    const body: ErrorReportRequest = {
      user,
      errMsg: `[${errorId}] ${message}`.slice(0, 4000),
      path,
      queryParam,
      userIdFromLocalStorage: localUserId,
    };
    // Plain fetch on purpose: a crash report must leave even when the API client itself is what broke.
    await fetch('/api/slack', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch {
    // Reporting is best effort.
  }
}
