import { couponDaysLeft, membershipTierCode, membershipTierLabel, type AdditionalInfoDto, type MembershipTierCode, type UserInfoDto } from '@spi/core';

export interface AccountLink {
  href: string;
  label: string;
  icon: 'membership' | 'scrap' | 'settings' | 'notifications';
}

/** The member's account menu of spec section 2 (the sign-out entry follows these links). */
export function accountLinks(hasMembership: boolean): AccountLink[] {
  return [
    { href: '/membership', label: hasMembership ? '멤버십 안내' : '멤버십 구독', icon: 'membership' },
    { href: '/user/scrap', label: '나의 스크랩', icon: 'scrap' },
    { href: '/user/setting', label: '계정 관리', icon: 'settings' },
    { href: '/user/notifications', label: '알림 설정', icon: 'notifications' },
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
