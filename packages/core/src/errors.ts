/**
 * Stable error codes shared by the API and the web client. Clients branch on `code`, never on text.
 * Every message is the Korean text a user sees.
 */
export const ERROR_CATALOGUE = {
  BAD_REQUEST: { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  VALIDATION_FAILED: { status: 400, message: '입력값을 다시 확인해 주세요.' },
  MALFORMED_JSON: { status: 400, message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
  UNAUTHENTICATED: { status: 401, message: '로그인이 필요합니다.' },
  CSRF_TOKEN_INVALID: { status: 403, message: '보안 토큰이 유효하지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  NOT_FOUND: { status: 404, message: '요청하신 페이지를 찾을 수 없습니다.' },
  ROUTE_NOT_FOUND: { status: 404, message: '요청하신 API 경로를 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: { status: 405, message: '허용되지 않은 요청 방식입니다.' },
  CONFLICT: { status: 409, message: '이미 처리되었거나 충돌하는 요청입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 본문이 허용된 크기를 초과했습니다.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '지원하지 않는 콘텐츠 형식입니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  TOKEN_EXPIRED: { status: 401, message: '로그인이 만료되었습니다. 다시 로그인해 주세요.' },
  TOKEN_INVALID: { status: 401, message: '유효하지 않은 인증 정보입니다. 다시 로그인해 주세요.' },
  REFRESH_TOKEN_INVALID: { status: 401, message: '로그인 세션이 만료되었습니다. 다시 로그인해 주세요.' },
  SESSION_REVOKED: { status: 401, message: '로그아웃된 세션입니다. 다시 로그인해 주세요.' },
  REFRESH_TOKEN_REUSED: { status: 401, message: '보안을 위해 모든 기기에서 로그아웃되었습니다. 다시 로그인해 주세요.' },
  SIGNUP_SESSION_INVALID: { status: 401, message: '회원가입 정보가 만료되었습니다. 처음부터 다시 시도해 주세요.' },
  SIGNUP_ALREADY_CONFIRMED: { status: 409, message: '이미 가입이 완료된 계정입니다.' },
  OAUTH_STATE_INVALID: { status: 400, message: '로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.' },
  OAUTH_PROVIDER_ERROR: { status: 502, message: '소셜 로그인 제공자와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  OAUTH_DENIED: { status: 400, message: '소셜 로그인이 취소되었습니다.' },
  ACCOUNT_LOCKED: { status: 429, message: '실패한 시도가 많아 잠시 잠겼습니다. 잠시 후 다시 시도해 주세요.' },
  DEV_GATE_INVALID_KEY: { status: 401, message: '잘못된 키입니다.' },
  DEV_GATE_BLOCKED: { status: 423, message: '5번 모두 실패했습니다. 접근이 차단되었습니다.' },
  DEV_GATE_REQUIRED: { status: 401, message: '접근 권한이 필요합니다.' },
  ACCESS_GUEST_ONLY: { status: 403, message: '해당 페이지는 비로그인 사용자만 접근이 가능합니다.' },
  ACCESS_CORPORATION_MANAGER_ONLY: { status: 403, message: '해당 페이지는 법인 관리자만 접근 가능합니다.' },
  ACCESS_CORPORATION_MEMBER_ONLY: { status: 403, message: '해당 페이지는 법인 멤버만 접근 가능합니다.' },
  ACCESS_ROLE_REQUIRED: { status: 403, message: '해당 페이지에 접근할 수 있는 권한이 없습니다.' },
  ACCESS_MEMBERSHIP_REQUIRED: { status: 403, message: '해당 페이지는 멤버십 결제 회원만 접근 가능합니다.' },
  ACCESS_MEMBERSHIP_TIER_REQUIRED: { status: 403, message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.' },
  REIT_NOT_FOUND: { status: 404, message: '요청하신 리츠를 찾을 수 없습니다.' },
  REIT_DOWNLOAD_TIER_REQUIRED: { status: 403, message: '리츠 데이터 다운로드는 프리미엄, 프리미엄 라이트, 라이트 플러스 멤버십에서 이용할 수 있습니다.' },
  IMPORT_FILE_INVALID: { status: 422, message: '파일에 오류가 있어 아무것도 저장하지 않았습니다. 오류 목록을 확인해 주세요.' },
  USER_NOT_FOUND: { status: 404, message: '사용자를 찾을 수 없습니다.' },
  LEGACY_USER_NOT_FOUND: { status: 404, message: '입력하신 아이디로 가입된 계정을 찾을 수 없습니다.' },
  INTERNAL_ERROR: { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  SERVICE_UNAVAILABLE: { status: 503, message: '서비스를 일시적으로 사용할 수 없습니다.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface ErrorEnvelope {
  error: { code: ErrorCode | (string & {}); message: string; details?: unknown };
}

export function errorEnvelope(code: ErrorCode, message?: string, details?: unknown): ErrorEnvelope {
  const body: ErrorEnvelope = { error: { code, message: message ?? ERROR_CATALOGUE[code].message } };
  if (details !== undefined) body.error.details = details;
  return body;
}

/** Error thrown by API commands and policies; the API's error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = details;
  }
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
