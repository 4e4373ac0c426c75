import { isStaffPrincipal, type Principal } from '../billing/principal';
import type { MembershipTierCode } from '../membership';
import type { ContentType } from '../article-policy';

/**
 * Sophi, the research assistant (ADR 021, docs/sophi.md): constants and rules shared by the API and the
 * web. No I/O.
 */

/** The websocket, on the web's origin (ADR 003): Next proxies the upgrade to the API. */
export const SOPHI_WS_PATH = '/api/sophi/ws';
/** The plain HTTP fallback: POST a question, read server-sent events of the same stream. */
export const SOPHI_SSE_PATH = '/api/seoul/v1/sophi/answers';
/** The websocket subprotocol name (sent by the web client, echoed by the API). */
export const SOPHI_WS_PROTOCOL = 'sophi.v1';

/** Longest question (characters after trimming). */
export const SOPHI_QUESTION_MAX_CHARS = 500;
/** Largest frame the API reads from a client; bigger frames close the socket with 1009. */
export const SOPHI_MAX_FRAME_BYTES = 8 * 1024;
/** The server pings this often; a socket that misses two pongs is closed. */
export const SOPHI_HEARTBEAT_MS = 20_000;
/** A client reconnects after a drop with this back-off (ms), then gives up and offers the HTTP fallback. */
export const SOPHI_RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;
/** Earlier turns of a conversation sent to a language model as context. */
export const SOPHI_HISTORY_TURNS = 6;
/** Citations at most per answer. */
export const SOPHI_MAX_CITATIONS = 6;
/** Follow-up questions suggested after an answer. */
export const SOPHI_FOLLOW_UPS = 3;
/** Conversations listed per page in the history. */
export const SOPHI_CONVERSATIONS_PAGE_SIZE = 20;
/** Conversation titles are the first question, cut to this length. */
export const SOPHI_TITLE_MAX_CHARS = 60;

/** Questions per minute: per signed-in user and per IP address (guests and everyone behind one address). */
export const SOPHI_RATE_PER_USER_PER_MINUTE = 6;
export const SOPHI_RATE_PER_IP_PER_MINUTE = 20;

/**
 * Questions per day (Asia/Seoul) by tier. Guests count per IP address; members per account. Staff have
 * the staff quota. The quotas are SPI's choice: a reader can try Sophi, a member can work with it.
 */
export const SOPHI_GUEST_DAILY_QUOTA = 5;
/**
 * A guest counts per browser (the `spi-sophi-guest` cookie, set by GET /sophi/status), so readers behind one
 * office address do not share five questions; everything a guest asks from one address is capped at this.
 */
export const SOPHI_GUEST_IP_DAILY_QUOTA = 100;
export const SOPHI_GUEST_COOKIE = 'spi-sophi-guest';
export const SOPHI_GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const SOPHI_STAFF_DAILY_QUOTA = 1_000;
export const SOPHI_DAILY_QUOTA: Record<MembershipTierCode, number> = {
  NONE: 20,
  LIGHT: 50,
  LIGHT_STUDENT: 50,
  LIGHT_PLUS: 100,
  PREMIUM_LIGHT: 100,
  PREMIUM: 300,
};

/** The daily quota of a principal (guests: per IP address). */
export function sophiDailyQuota(principal: Principal): number {
  if (!principal.userId) return SOPHI_GUEST_DAILY_QUOTA;
  if (isStaffPrincipal(principal)) return SOPHI_STAFF_DAILY_QUOTA;
  return SOPHI_DAILY_QUOTA[principal.tier] ?? SOPHI_DAILY_QUOTA.NONE;
}

/** Which engine answered: the local grounded engine or a language model over the OpenAI protocol. */
export const SOPHI_ENGINE_KINDS = ['grounded', 'openai'] as const;
export type SophiEngineKind = (typeof SOPHI_ENGINE_KINDS)[number];
/** What the panel says about the engine: the grounded engine never pretends to be a generative model. */
export const SOPHI_ENGINE_LABELS: Record<SophiEngineKind, string> = {
  grounded: '검색 기반 답변',
  openai: 'AI 생성 답변',
};
export const SOPHI_ENGINE_DESCRIPTIONS: Record<SophiEngineKind, string> = {
  grounded: 'SPI의 기사와 데이터에서 관련 문장과 수치를 찾아 그대로 보여 드립니다. 생성형 AI가 글을 새로 쓰지 않습니다.',
  openai: 'SPI의 기사와 데이터를 근거로 언어 모델이 답변을 작성합니다. 번호가 붙은 출처를 확인해 주세요.',
};

/** Texts of the panel and the answers. */
export const SOPHI_TEXT = {
  name: 'Sophi',
  title: 'Sophi 리서치 어시스턴트',
  placeholder: '리츠, 딜, 펀드, 기사에 대해 물어보세요',
  disclaimer: '답변은 틀릴 수 있으며 투자 권유가 아닙니다. 출처를 함께 확인해 주세요.',
  insufficient: '근거가 부족합니다.',
  insufficientHint: 'SPI의 기사와 데이터에서 이 질문에 답할 만한 근거를 찾지 못했습니다. 다른 표현으로 물어보시거나 검색을 이용해 주세요.',
  memberOnlyHint: '멤버십 회원 전용 기사에 관련 내용이 있을 수 있습니다. 멤버십에 가입하면 Sophi가 회원 전용 기사도 근거로 사용합니다.',
  stopped: '답변을 중지했습니다.',
  quotaExceeded: '오늘 Sophi에게 물어볼 수 있는 횟수를 모두 사용했습니다. 내일 다시 이용해 주세요.',
  guestQuotaHint: '로그인하면 더 많이 물어볼 수 있습니다.',
} as const;

/** Sources an answer can cite: the content types of SPI. */
export type SophiSourceType = ContentType;

/** Stable error codes of the stream (also the close reasons of the websocket). */
export const SOPHI_STREAM_ERROR_CODES = [
  'SOPHI_QUESTION_INVALID',
  'SOPHI_RATE_LIMITED',
  'SOPHI_QUOTA_EXCEEDED',
  'SOPHI_CONVERSATION_NOT_FOUND',
  'SOPHI_MESSAGE_NOT_FOUND',
  'SOPHI_ENGINE_FAILED',
  'SOPHI_FRAME_INVALID',
  'SOPHI_BUSY',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'SESSION_REVOKED',
] as const;
export type SophiStreamErrorCode = (typeof SOPHI_STREAM_ERROR_CODES)[number];

/**
 * Websocket close codes (RFC 6455 private range 4000–4999 for ours). The reason string is the stable
 * error code, so a client can branch on it.
 */
export const SOPHI_CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  frameInvalid: 1007,
  policy: 1008,
  tooBig: 1009,
  serverError: 1011,
  unauthenticated: 4401,
  rateLimited: 4429,
} as const;
