import {
  checkPageAccess, couponDaysLeft, membershipTierCode, membershipTierLabel, type AdditionalInfoDto, type MembershipTierCode, type PageAccess, type UserInfoDto,
} from '@spi/core';

export interface AccountLink {
  href: string;
  label: string;
  icon: 'membership' | 'scrap' | 'settings' | 'notifications' | 'admin';
}

/**
 * Who may enter the CMS at /admin: the same rule as app/admin/(cms)/access.ts (ROLE_EDITOR or
 * ROLE_ADMIN, spec section 5 rule 5; a test keeps the two equal). The API checks every admin call too.
 */
export const CMS_PAGE_ACCESS: PageAccess = { role: ['EDITOR', 'ADMIN'] };

export const CMS_LINK: AccountLink = { href: '/admin', label: '관리자', icon: 'admin' };

/** Whether the signed-in viewer may open the CMS (the account menu's '관리자' entry). */
export function canEnterCms(user: UserInfoDto | null, info: AdditionalInfoDto | null): boolean {
  if (!user) return false;
  return checkPageAccess(CMS_PAGE_ACCESS, { user, info }).allowed;
}

/**
 * The member's account menu of spec section 2 (the sign-out entry follows these links); editors and
 * administrators also get '관리자' (/admin) last, so the spec's entries keep their order.
 */
export function accountLinks(hasMembership: boolean, cms = false): AccountLink[] {
  return [
    { href: '/membership', label: hasMembership ? '멤버십 안내' : '멤버십 구독', icon: 'membership' },
    { href: '/user/scrap', label: '나의 스크랩', icon: 'scrap' },
    { href: '/user/setting', label: '계정 관리', icon: 'settings' },
    { href: '/user/notifications', label: '알림 설정', icon: 'notifications' },
    ...(cms ? [CMS_LINK] : []),
  ];
}

export const MEMBERSHIP_SETTINGS_HREF = '/user/setting?about=membership';

export interface MembershipBadge {
  label: string;
  variant: 'membership' | 'coupon';
}

/**
 * The header badge: the tier label of the membership in force, or nothing for non-members. A coupon
 * membership shows the coupon variant with the days left ('라이트 플러스 쿠폰 · D-3'), except to manager
 * users (spec sections 2 and 4), who see the plain tier label.
 */
export function membershipBadge(user: UserInfoDto | null, info: AdditionalInfoDto | null, nowMs: number = Date.now()): MembershipBadge | null {
  const membership = info?.membership;
  if (!user || !membership?.membershipName) return null;
  const code = (membership.tierCode as MembershipTierCode | undefined) ?? membershipTierCode(membership.membershipName);
  if (!code || code === 'NONE') return null;
  const label = membershipTierLabel(code);
  const isManager = user.isManager || user.assign === 'MANAGER' || Boolean(info?.isCorporationManager);
  if (membership.appliedCoupon && !isManager) {
    return { label: `${label} 쿠폰 · D-${couponDaysLeft(membership.appliedCoupon, nowMs)}`, variant: 'coupon' };
  }
  return { label, variant: 'membership' };
}
