/**
 * The errors any HTTP answer can be read as, without the API's whole catalogue: the web client's fallback
 * when a response carries no error envelope (a proxy's 502, an HTML error page). Kept apart from
 * errors.ts so the shared client code of every page does not ship every message (about 15 kB gzip).
 */
export const HTTP_ERRORS = {
  BAD_REQUEST: { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  UNAUTHENTICATED: { status: 401, message: '로그인이 필요합니다.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  NOT_FOUND: { status: 404, message: '요청하신 페이지를 찾을 수 없습니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  INTERNAL_ERROR: { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type HttpErrorCode = keyof typeof HTTP_ERRORS;

export interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
