import { randomId, type ErrorReportRequest } from '@spi/core';

/**
 * Reports a crash to the API (POST /api/slack, spec sections 3 and 7) and prints the ERR id the user can
 * quote to the team. Never throws: reporting must not cause a second crash.
 */
export function reportClientError(error: unknown): string {
  const errorId = `ERR-${randomId()}`;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`예상치 못한 오류가 발생했습니다. 개발팀에 ${errorId} 코드와 함께 문의해 주세요.`, error);
  if (typeof window === 'undefined') return errorId;
  let localUserId: string | null = null;
  try { localUserId = window.localStorage.getItem('spi-userId'); } catch { /* storage may be blocked */ }
  const body: ErrorReportRequest = {
    user: null,
    errMsg: `[${errorId}] ${message}`.slice(0, 4000),
    path: window.location.pathname,
    queryParam: window.location.search.replace(/^\?/, '').slice(0, 2000),
    userIdFromLocalStorage: localUserId,
  };
  // Plain fetch on purpose: a crash report must leave even when the API client itself is what broke.
  void fetch('/api/slack', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'include',
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
  return errorId;
}
