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
  CARD_DECLINED: { status: 402, message: '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.' },
  CARD_EXPIRED: { status: 402, message: '유효기간이 지난 카드입니다. 다른 카드를 등록해 주세요.' },
  CARD_LIMIT_EXCEEDED: { status: 402, message: '카드의 결제 한도를 넘었습니다. 다른 카드로 다시 시도해 주세요.' },
  CARD_REGISTRATION_FAILED: { status: 400, message: '카드를 등록하지 못했습니다. 카드 정보를 확인하고 다시 시도해 주세요.' },
  CARD_REGISTRATION_CANCELED: { status: 400, message: '카드 등록을 취소했습니다.' },
  PAYMENT_METHOD_REQUIRED: { status: 409, message: '등록된 결제 카드가 없습니다. 카드를 먼저 등록해 주세요.' },
  PAYMENT_UNKNOWN: { status: 502, message: '결제 결과를 아직 확인하지 못했습니다. 중복 결제 없이 확인되는 대로 결제 내역에 반영됩니다.' },
  PAYMENT_GATEWAY_ERROR: { status: 502, message: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  ORDER_IN_PROGRESS: { status: 409, message: '이미 진행 중인 결제가 있습니다. 잠시 후 결제 내역을 확인해 주세요.' },
  ORDER_NOT_FOUND: { status: 404, message: '주문을 찾을 수 없습니다.' },
  CHECKOUT_EXPIRED: { status: 410, message: '결제 요청이 만료되었습니다. 처음부터 다시 시도해 주세요.' },
  PLAN_NOT_FOUND: { status: 404, message: '멤버십 상품을 찾을 수 없습니다.' },
  PLAN_NOT_ON_SALE: { status: 409, message: '지금은 구독할 수 없는 멤버십입니다.' },
  PLAN_CHANGE_INVALID: { status: 409, message: '현재 멤버십에서 선택하신 멤버십으로 변경할 수 없습니다.' },
  SUBSCRIPTION_EXISTS: { status: 409, message: '이미 구독 중인 멤버십이 있습니다. 멤버십 관리에서 변경해 주세요.' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: '구독 중인 멤버십이 없습니다.' },
  SUBSCRIPTION_NOT_ACTIVE: { status: 409, message: '결제가 밀린 멤버십은 카드를 변경한 뒤 변경할 수 있습니다.' },
  SUBSCRIPTION_ALREADY_CANCELED: { status: 409, message: '이미 해지 예약된 멤버십입니다.' },
  SUBSCRIPTION_NOT_CANCELED: { status: 409, message: '해지 예약된 멤버십이 아닙니다.' },
  REFUND_EXCEEDS_PAID: { status: 409, message: '환불 금액이 환불 가능한 금액보다 큽니다.' },
  REFUND_NOT_ALLOWED: { status: 409, message: '환불할 수 없는 주문입니다.' },
  COUPON_NOT_FOUND: { status: 404, message: '존재하지 않는 쿠폰 코드입니다. 코드를 다시 확인해 주세요.' },
  COUPON_EXPIRED: { status: 409, message: '사용 기한이 지난 쿠폰입니다.' },
  COUPON_ALREADY_USED: { status: 409, message: '이미 사용된 쿠폰입니다.' },
  COUPON_ONE_PER_USER: { status: 409, message: '이 쿠폰은 한 사람당 한 번만 사용할 수 있습니다. 이미 같은 쿠폰을 사용하셨습니다.' },
  COUPON_TIER_TOO_LOW: { status: 409, message: '지금 이용 중인 멤버십보다 낮은 등급의 쿠폰은 사용할 수 없습니다.' },
  COUPON_ALREADY_APPLIED: { status: 409, message: '이미 쿠폰 혜택을 받고 있습니다. 지금 혜택이 끝난 뒤 사용해 주세요.' },
  COUPON_LOCKED: { status: 429, message: '잘못된 쿠폰 코드를 여러 번 입력해 15분 동안 쿠폰 등록이 제한됩니다.' },
  SEAT_LIMIT_REACHED: { status: 409, message: '구매한 좌석을 모두 사용했습니다. 좌석을 추가한 뒤 다시 시도해 주세요.' },
  STUDENT_VERIFICATION_REQUIRED: { status: 403, message: '학생 할인 멤버십은 학생 인증 후 구독할 수 있습니다.' },
  BUSINESS_NUMBER_INVALID: { status: 400, message: '사업자등록번호가 올바르지 않습니다. 10자리 번호를 다시 확인해 주세요.' },
  BUSINESS_NUMBER_TAKEN: { status: 409, message: '이미 등록된 사업자등록번호입니다. 법인 관리자에게 초대를 요청해 주세요.' },
  CORPORATION_NOT_FOUND: { status: 404, message: '법인을 찾을 수 없습니다.' },
  ALREADY_IN_CORPORATION: { status: 409, message: '이미 다른 법인에 소속되어 있습니다. 지금 법인에서 나온 뒤 다시 시도해 주세요.' },
  CORPORATION_JOIN_SUBSCRIPTION_ACTIVE: { status: 409, message: '개인 멤버십 자동결제가 진행 중입니다. 설정 → 멤버십에서 해지한 뒤 법인에 참여해 주세요.' },
  INVITATION_NOT_FOUND: { status: 404, message: '초대를 찾을 수 없습니다. 링크를 다시 확인해 주세요.' },
  INVITATION_EXPIRED: { status: 410, message: '초대 링크의 유효기간이 지났습니다. 법인 관리자에게 다시 초대를 요청해 주세요.' },
  INVITATION_USED: { status: 409, message: '이미 사용된 초대 링크입니다.' },
  INVITATION_REVOKED: { status: 410, message: '법인 관리자가 취소한 초대입니다.' },
  INVITATION_EMAIL_MISMATCH: { status: 403, message: '초대받은 이메일 주소의 계정으로 로그인해 주세요.' },
  INVITATION_ALREADY_PENDING: { status: 409, message: '이 이메일 주소로 보낸 초대가 이미 있습니다. 초대 목록에서 다시 보내기를 눌러 주세요.' },
  INVITEE_IN_OTHER_CORPORATION: { status: 409, message: '이 이메일 주소의 사용자는 이미 다른 법인에 소속되어 있습니다.' },
  INVITEE_ALREADY_MEMBER: { status: 409, message: '이미 이 법인의 멤버입니다.' },
  DOMAIN_NOT_VERIFIED: { status: 409, message: '관리자 본인의 로그인 이메일과 같은 회사 도메인만 자동 참여에 쓸 수 있습니다.' },
  DOMAIN_PUBLIC_MAIL: { status: 409, message: '공용 메일 도메인(gmail.com, naver.com 등)은 자동 참여에 쓸 수 없습니다.' },
  DOMAIN_TAKEN: { status: 409, message: '다른 법인이 이미 자동 참여에 쓰고 있는 도메인입니다.' },
  AUTO_JOIN_NOT_ALLOWED: { status: 403, message: '이 법인에 자동으로 참여할 수 없습니다. 법인 관리자에게 초대를 요청해 주세요.' },
  LAST_MANAGER: { status: 409, message: '법인에는 관리자가 한 명 이상 있어야 합니다. 다른 멤버에게 관리자 권한을 넘긴 뒤 다시 시도해 주세요.' },
  MEMBER_NOT_FOUND: { status: 404, message: '이 법인의 멤버가 아닙니다.' },
  TRANSFER_TARGET_INVALID: { status: 409, message: '관리자 권한은 이 법인의 다른 멤버에게만 넘길 수 있습니다.' },
  SEATS_BELOW_MEMBERS: { status: 409, message: '구매할 좌석 수가 지금 멤버 수보다 적습니다.' },
  CORPORATE_MEMBERSHIP_ACTIVE: { status: 409, message: '이미 이용 중인 법인 멤버십이 있습니다.' },
  DEPOSIT_ORDER_PENDING: { status: 409, message: '입금을 기다리는 주문이 이미 있습니다. 입금하시거나 주문을 취소한 뒤 다시 신청해 주세요.' },
  DEPOSIT_ALREADY_CONFIRMED: { status: 409, message: '이미 입금이 확인된 주문입니다.' },
  DEPOSIT_ORDER_CLOSED: { status: 409, message: '입금 기한이 지났거나 취소된 주문입니다.' },
  STUDENT_EMAIL_NOT_SCHOOL: { status: 400, message: '학교 이메일(ac.kr 등) 주소를 입력해 주세요.' },
  STUDENT_CODE_INVALID: { status: 400, message: '인증 코드가 맞지 않습니다. 메일로 받은 6자리 코드를 다시 확인해 주세요.' },
  STUDENT_CODE_EXPIRED: { status: 410, message: '인증 코드의 유효시간이 지났습니다. 코드를 다시 받아 주세요.' },
  STUDENT_CODE_ATTEMPTS: { status: 429, message: '인증 코드를 여러 번 잘못 입력했습니다. 코드를 다시 받아 주세요.' },
  STUDENT_ALREADY_VERIFIED: { status: 409, message: '이미 학생 인증이 완료되었습니다.' },
  STUDENT_REVIEW_PENDING: { status: 409, message: '심사 중인 학생증이 있습니다. 결과를 기다려 주세요.' },
  STUDENT_DOCUMENT_INVALID: { status: 415, message: '학생증은 JPG, PNG, WEBP 이미지나 PDF 파일만 올릴 수 있습니다.' },
  STUDENT_DOCUMENT_TOO_LARGE: { status: 413, message: '학생증 파일은 5MB 이하로 올려 주세요.' },
  STUDENT_VERIFICATION_CLOSED: { status: 409, message: '이미 심사가 끝난 학생 인증입니다.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: '웹훅 서명이 올바르지 않습니다.' },
  ARTICLE_EDIT_CONFLICT: { status: 409, message: '다른 사람이 먼저 이 기사를 저장했습니다. 새로 불러온 뒤 다시 저장해 주세요.' },
  ARTICLE_ALREADY_PUBLISHED: { status: 409, message: '이미 발행된 기사는 예약할 수 없습니다. 먼저 발행을 취소해 주세요.' },
  REVISION_NOT_RESTORABLE: { status: 409, message: '이 버전은 지금 규칙으로 복원할 수 없습니다. 내용을 직접 옮겨 주세요.' },
  SLUG_TAKEN: { status: 409, message: '이미 사용 중인 슬러그입니다. 다른 슬러그를 입력해 주세요.' },
  TAG_NAME_TAKEN: { status: 409, message: '같은 이름의 태그가 이미 있습니다.' },
  CATEGORY_HAS_CHILDREN: { status: 409, message: '하위 카테고리가 있는 카테고리는 삭제할 수 없습니다.' },
  CATEGORY_SECTION_LOCKED: { status: 409, message: '기사가 있는 카테고리는 섹션을 바꿀 수 없습니다.' },
  TAXONOMY_IN_USE: { status: 409, message: '이 항목을 쓰는 기사가 있어 삭제할 수 없습니다. 기사를 먼저 옮겨 주세요.' },
  MEDIA_IN_USE: { status: 409, message: '기사나 필자 프로필에서 쓰고 있는 미디어는 삭제할 수 없습니다.' },
  GLOSSARY_TERM_TAKEN: { status: 409, message: '같은 용어나 주소용 이름이 이미 있습니다.' },
  DEAL_NOT_FOUND: { status: 404, message: '요청하신 딜 정보를 찾을 수 없습니다.' },
  DEAL_PRICES_TIER_REQUIRED: { status: 403, message: '거래 가격·평당가·캡레이트는 라이트 이상 멤버십에서 볼 수 있습니다.' },
  DEAL_STATISTICS_TIER_REQUIRED: { status: 403, message: '거래 통계와 엑셀 내보내기는 프리미엄, 프리미엄 라이트 멤버십에서 이용할 수 있습니다.' },
  DEAL_ID_TAKEN: { status: 409, message: '같은 ID의 딜이 이미 있습니다.' },
  DEAL_REFERENCE_UNKNOWN: { status: 400, message: '연결한 리츠 티커나 펀드 코드를 찾을 수 없습니다.' },
  FUND_NOT_FOUND: { status: 404, message: '요청하신 펀드를 찾을 수 없습니다.' },
  FUND_FIGURES_TIER_REQUIRED: { status: 403, message: '사모펀드 수치와 통계는 프리미엄, 프리미엄 라이트 멤버십이나 사모펀드 권한이 있어야 볼 수 있습니다.' },
  FUND_ID_TAKEN: { status: 409, message: '같은 코드의 펀드가 이미 있습니다.' },
  FUND_REPORT_NOT_FOUND: { status: 404, message: '요청하신 펀드 보고서를 찾을 수 없습니다.' },
  FUND_REPORT_TERMS_REQUIRED: { status: 400, message: '보고서 이용 약관에 동의해야 내려받을 수 있습니다.' },
  FUND_REPORT_TERMS_OUTDATED: { status: 409, message: '보고서 이용 약관이 바뀌었습니다. 새 약관을 확인한 뒤 다시 내려받아 주세요.' },
  FUND_REPORT_INVALID: { status: 415, message: '펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.' },
  FUND_REPORT_TOO_LARGE: { status: 413, message: '펀드 보고서 파일은 30MB 이하로 올려 주세요.' },
  EVENT_NOT_FOUND: { status: 404, message: '요청하신 이벤트를 찾을 수 없습니다.' },
  EVENT_REGISTRATION_CLOSED: { status: 409, message: '신청 기간이 끝난 이벤트입니다.' },
  EVENT_FULL: { status: 409, message: '정원과 대기 인원이 모두 찼습니다.' },
  EVENT_CANCELLED: { status: 409, message: '취소된 이벤트입니다.' },
  EVENT_ALREADY_REGISTERED: { status: 409, message: '이미 신청한 이벤트입니다.' },
  EVENT_REGISTRATION_NOT_FOUND: { status: 404, message: '이벤트 신청 내역을 찾을 수 없습니다.' },
  EVENT_ATTENDEE_FILE_REQUIRED: { status: 400, message: '이 이벤트는 신청할 때 파일을 함께 올려야 합니다.' },
  EVENT_FILE_INVALID: { status: 415, message: '올릴 수 없는 파일 형식입니다. PDF, PPTX, DOCX, XLSX, JPG, PNG 파일을 올려 주세요.' },
  EVENT_FILE_TOO_LARGE: { status: 413, message: '파일이 너무 큽니다. 참가자 파일은 10MB, 자료 파일은 50MB 이하로 올려 주세요.' },
  EVENT_MATERIAL_NOT_FOUND: { status: 404, message: '요청하신 이벤트 자료를 찾을 수 없습니다.' },
  EVENT_MATERIAL_REGISTRANTS_ONLY: { status: 403, message: '참가 신청을 마친 분만 받을 수 있는 자료입니다.' },
  EVENT_CAPACITY_BELOW_CONFIRMED: { status: 409, message: '정원을 이미 확정된 참가자 수보다 적게 줄일 수 없습니다.' },
  JOB_NOT_FOUND: { status: 404, message: '요청하신 채용 공고를 찾을 수 없습니다.' },
  CITYFOLIO_ITEM_NOT_FOUND: { status: 404, message: '요청하신 시티폴리오 콘텐츠를 찾을 수 없습니다.' },
  CITYFOLIO_VIDEO_URL_INVALID: { status: 400, message: 'YouTube 또는 Vimeo 영상 주소를 입력해 주세요.' },
  CITYFOLIO_VIDEO_LOOKUP_FAILED: { status: 502, message: '영상 정보를 가져오지 못했습니다. 주소를 확인하거나 잠시 후 다시 시도해 주세요.' },
  INVESTMENT_PROFILE_CONSENT_REQUIRED: { status: 400, message: '투자 성향 응답을 저장하려면 개인정보 수집·이용에 동의해 주세요.' },
  INVESTMENT_PROFILE_NOT_FOUND: { status: 404, message: '투자 성향 진단 결과를 찾을 수 없습니다. 다시 진단해 주세요.' },
  INVESTMENT_PROFILE_ALREADY_CLAIMED: { status: 409, message: '이미 다른 계정에 연결된 진단 결과입니다.' },
  SOPHI_QUESTION_INVALID: { status: 400, message: '질문을 다시 확인해 주세요.' },
  SOPHI_FRAME_INVALID: { status: 400, message: '요청 형식이 올바르지 않습니다.' },
  SOPHI_RATE_LIMITED: { status: 429, message: '질문이 너무 잦습니다. 잠시 후 다시 물어봐 주세요.' },
  SOPHI_QUOTA_EXCEEDED: { status: 429, message: '오늘 Sophi에게 물어볼 수 있는 횟수를 모두 사용했습니다. 내일 다시 이용해 주세요.' },
  SOPHI_CONVERSATION_NOT_FOUND: { status: 404, message: '대화를 찾을 수 없습니다.' },
  SOPHI_MESSAGE_NOT_FOUND: { status: 404, message: '답변을 찾을 수 없습니다.' },
  SOPHI_ENGINE_FAILED: { status: 502, message: '답변을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  SOPHI_BUSY: { status: 409, message: '이전 답변이 끝난 뒤에 다시 물어봐 주세요.' },
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
