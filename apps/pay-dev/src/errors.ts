/** An error answered in Toss's shape: HTTP status and `{ code, message }` with a Korean message. */
export class TossError extends Error {
  override name = 'TossError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  toBody(): { code: string; message: string } {
    return { code: this.code, message: this.message };
  }
}

/** Codes this sandbox answers, with the status and Korean message it uses for each. */
export const ERRORS = {
  UNAUTHORIZED_KEY: { status: 401, message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' },
  INVALID_REQUEST: { status: 400, message: '잘못된 요청입니다.' },
  INVALID_IDEMPOTENCY_KEY: { status: 400, message: '멱등키(Idempotency-Key)는 1자 이상 300자 이하여야 합니다.' },
  IDEMPOTENT_REQUEST_BODY_MISMATCH: { status: 422, message: '같은 멱등키로 내용이 다른 요청을 보냈습니다. 새 멱등키를 사용하세요.' },
  INVALID_AUTH_KEY: { status: 400, message: '유효하지 않은 인증 키입니다. 인증 키가 만료되었거나 이미 사용되었거나 고객 키와 일치하지 않습니다.' },
  NOT_FOUND_BILLING: { status: 404, message: '존재하지 않는 빌링키입니다.' },
  NOT_MATCHES_CUSTOMER_KEY: { status: 403, message: '빌링 인증 고객키와 결제 요청 고객키가 일치하지 않습니다.' },
  DUPLICATED_ORDER_ID: { status: 409, message: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.' },
  REJECT_CARD_PAYMENT: { status: 403, message: '카드사에서 결제를 거절했습니다.' },
  REJECT_CARD_COMPANY: { status: 403, message: '결제 승인이 거절되었습니다.' },
  INVALID_CARD_EXPIRATION: { status: 400, message: '카드 정보를 다시 확인해주세요. (유효기간)' },
  EXCEED_MAX_DAILY_PAYMENT_COUNT: { status: 400, message: '하루 결제 가능 횟수를 초과했습니다.' },
  INVALID_STOPPED_CARD: { status: 400, message: '정지된 카드 입니다.' },
  EXCEED_MAX_PAYMENT_AMOUNT: { status: 400, message: '하루 결제 가능 금액을 초과했습니다.' },
  NOT_FOUND_PAYMENT: { status: 404, message: '존재하지 않는 결제 정보 입니다.' },
  ALREADY_CANCELED_PAYMENT: { status: 400, message: '이미 취소된 결제 입니다.' },
  NOT_CANCELABLE_AMOUNT: { status: 400, message: '취소 할 수 없는 금액 입니다.' },
  NOT_CANCELABLE_PAYMENT: { status: 403, message: '취소 할 수 없는 결제 입니다.' },
  PROVIDER_ERROR: { status: 400, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  FAILED_INTERNAL_SYSTEM_PROCESSING: { status: 500, message: '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.' },
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: { status: 500, message: '결제가 완료되지 않았어요. 다시 시도해주세요.' },
  UNKNOWN_PAYMENT_ERROR: { status: 500, message: '결제에 실패했어요. 같은 문제가 반복된다면 은행이나 카드사로 문의해주세요.' },
  NOT_FOUND: { status: 404, message: '요청한 API를 찾을 수 없습니다.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type KnownErrorCode = keyof typeof ERRORS;

export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(ERRORS, code);
}

/** A TossError for a catalogued code; `message` replaces the default text (e.g. to name the bad field). */
export function tossError(code: KnownErrorCode, message?: string): TossError {
  const entry = ERRORS[code];
  return new TossError(entry.status, code, message ?? entry.message);
}
