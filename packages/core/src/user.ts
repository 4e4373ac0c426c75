import { isPremiumName } from './membership';

/** Roles carried with the ROLE_ prefix by the server (spec section 3). */
export const ROLE_PREFIX = 'ROLE_';
export const ROLES = {
  user: 'ROLE_USER',
  editor: 'ROLE_EDITOR',
  admin: 'ROLE_ADMIN',
} as const;
/** The fund role inside membership roles grants fund authority. */
export const FUND_ROLE = 'FUND';

export const PROVIDERS = ['kakao', 'google'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface UserInfo {
  userId: string;
  email: string;
  corporationId: string | null;
  isManager: boolean;
  type: 'PERSONAL' | 'CORPORATE';
  assign: 'MEMBER' | 'MANAGER' | null;
  provider: Provider;
  subscribeNews: boolean;
  useEmail: boolean;
  nickname: string;
}

export interface MembershipCoupon {
  /** UTC timestamp (ISO) when the coupon benefit ends. */
  benefitPeriodEnd: string;
  /** Benefit length in days. */
  benefitValue: number;
}

export interface MembershipOrder {
  orderId: string;
  orderName: string;
  amount: number;
  paidAt: string;
  status: string;
  receiptUrl: string | null;
}

export interface Membership {
  membershipId: string | null;
  membershipName: string;
  appliedCoupon: MembershipCoupon | null;
  orders: MembershipOrder[];
  roles: string[];
}

export interface AdditionalInfo {
  isCorporationManager: boolean;
  membership: Membership | null;
  roles: string[];
}

/** What the rules need to know about the viewer; a guest is { user: null }. */
export interface Viewer {
  user: UserInfo | null;
  info: AdditionalInfo | null;
}

export const GUEST: Viewer = { user: null, info: null };

export function stripRolePrefix(role: string): string {
  return role.startsWith(ROLE_PREFIX) ? role.slice(ROLE_PREFIX.length) : role;
}

export interface ViewerFlags {
  isLoggedIn: boolean;
  isGuest: boolean;
  isCorporate: boolean;
  isPersonal: boolean;
  /** The spec's 'admin when isManager' (a corporation manager), not the server's ROLE_ADMIN. */
  isCorporationAdmin: boolean;
  hasMembership: boolean;
  couponApplied: boolean;
  hasPaymentHistory: boolean;
  fundAuthority: { personal: boolean; corporate: boolean };
}

/** Derived flags of spec section 3, computed once. */
export function viewerFlags(viewer: Viewer): ViewerFlags {
  const user = viewer.user;
  const membership = viewer.info?.membership ?? null;
  const isLoggedIn = Boolean(user?.userId);
  const isCorporate = isLoggedIn && (user!.corporationId !== null || isPremiumName(membership?.membershipName));
  const hasFundRole = (membership?.roles ?? []).map(stripRolePrefix).includes(FUND_ROLE);
  return {
    isLoggedIn,
    isGuest: !isLoggedIn,
    isCorporate,
    isPersonal: isLoggedIn && !isCorporate,
    isCorporationAdmin: isLoggedIn && user!.isManager,
    hasMembership: Boolean(membership?.membershipName) && !membership?.appliedCoupon,
    couponApplied: Boolean(membership?.appliedCoupon),
    hasPaymentHistory: (membership?.orders.length ?? 0) > 0,
    fundAuthority: { personal: hasFundRole && isLoggedIn && !isCorporate, corporate: hasFundRole && isCorporate },
  };
}

export type NotificationTopic = 'newsletter' | 'newArticles' | 'events' | 'membership' | 'recruit';

/** The notification topics as members see them: /user/notifications and the onboarding modal's last step. */
export const NOTIFICATION_TOPICS: ReadonlyArray<{ key: NotificationTopic; label: string; description: string }> = [
  { key: 'newsletter', label: '뉴스레터', description: '주간 시장 리포트와 SPI 뉴스레터를 받습니다.' },
  { key: 'newArticles', label: '새 기사', description: '관심 분야의 새 SPI Pro 기사가 올라오면 알려 드립니다.' },
  { key: 'events', label: '이벤트·세미나', description: '세미나와 이벤트 일정, 신청 안내를 받습니다.' },
  { key: 'membership', label: '멤버십', description: '결제, 갱신, 쿠폰 혜택 만료 안내를 받습니다.' },
  { key: 'recruit', label: '채용', description: '새 채용 공고 소식을 받습니다.' },
];
