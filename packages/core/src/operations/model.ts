/**
 * Operations (ADR 022): the main-home notice modal, onboarding, first-party analytics and consent, the
 * micro-frontend slot, and the constants of spec sections 4 and 9 they follow.
 */

// --- Main-home notice modal ----------------------------------------------------------------------

export const NOTICE_LIMITS = { titleMax: 80, bodyMax: 2000, linkLabelMax: 30, urlMax: 500, activeMax: 5 } as const;

/** 'Lazy modal load retries 3 at 1000 ms' (spec section 9). */
export const NOTICE_MODAL_LOAD = { retries: 3, delayMs: 1000 } as const;

/** localStorage key holding `{ [noticeId]: 'YYYY-MM-DD' }`: hidden until that Seoul day ends ('오늘 하루 보지 않기'). */
export const NOTICE_DISMISS_STORAGE_KEY = 'spi-notice-hidden';

export const NOTICE_TEXTS = {
  hideToday: '오늘 하루 보지 않기',
  close: '닫기',
  more: '자세히 보기',
} as const;

/** A notice shows between its start (inclusive) and end (exclusive). */
export function isNoticeActive(notice: { startsAt: string; endsAt: string }, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(notice.startsAt) <= t && t < Date.parse(notice.endsAt);
}

// --- Onboarding -----------------------------------------------------------------------------------

/** Interests a new member picks; they order the home page's suggestions and Sophi's examples later. */
export const INTEREST_TOPICS = ['OFFICE', 'LOGISTICS', 'RETAIL', 'RESIDENTIAL', 'HOTEL', 'DATA_CENTER', 'REITS', 'DEALS', 'FUNDS', 'DEVELOPMENT'] as const;
export type InterestTopic = (typeof INTEREST_TOPICS)[number];
export const INTEREST_TOPIC_LABELS: Record<InterestTopic, string> = {
  OFFICE: '오피스',
  LOGISTICS: '물류',
  RETAIL: '리테일',
  RESIDENTIAL: '주거',
  HOTEL: '호텔',
  DATA_CENTER: '데이터센터',
  REITS: '상장 리츠',
  DEALS: '거래·딜',
  FUNDS: '사모펀드',
  DEVELOPMENT: '개발·PF',
};
export const INTERESTS_MAX = 10;

// --- Analytics ------------------------------------------------------------------------------------

/** Events the web sends to the first-party endpoint (and to GA4 when configured). */
export const ANALYTICS_EVENTS = ['page_view', 'login', 'sign_up', 'logout', 'account_leave', 'user_properties'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** The user event of spec section 3. */
export interface AnalyticsUserEvent {
  user_type: string;
  membership_name: string;
  assign: string;
  provider: string;
  newsletter: boolean;
  crm_id: string;
}

/** Cookie holding the visitor's choice about third-party measurement ('granted' | 'denied'). */
export const CONSENT_COOKIE = 'spi-consent';
export const CONSENT_COOKIE_DAYS = 180;

export const ANALYTICS_LIMITS = { batchMax: 20, pathMax: 500, propsBytesMax: 2000 } as const;

// --- Micro-frontend slot --------------------------------------------------------------------------

/** Spec section 8: the text shown when the remote module fails to load. */
export const REMOTE_LOAD_FAILED = 'Failed to load reactRemote';
/** The global name a remoteEntry.js registers its container under (webpack Module Federation, type 'var'). */
export const REMOTE_CONTAINER_NAME = 'reactRemote';
