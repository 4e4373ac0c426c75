import { MEMBERSHIP_TIERS, membershipTierLabel, type MembershipTierCode } from '@spi/core';
import { formatSeoulDate, formatSeoulDateTime } from '@/lib/seoul-time';

/** Formatting shared by the billing admin screens (dates in Asia/Seoul; amounts with core's formatWon). */
export const formatDate = (iso: string | null | undefined): string => (iso ? formatSeoulDate(iso) || '—' : '—');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? formatSeoulDateTime(iso) || '—' : '—');

export const tierLabel = (code: string): string =>
  (MEMBERSHIP_TIERS.some((t) => t.code === code) ? membershipTierLabel(code as MembershipTierCode) : code);

/** Tiers a coupon or plan can grant: every tier except 비회원. */
export const PAID_TIERS = MEMBERSHIP_TIERS.filter((t) => t.code !== 'NONE');

export const SOURCE_LABELS = { SUBSCRIPTION: '구독', COUPON: '쿠폰', CORPORATION: '법인', GRANT: '부여' } as const;

export const OUTBOX_STATUS_LABELS = { QUEUED: '대기', SENT: '발송', FAILED: '실패' } as const;

/** Digits only ('12,000원' → '12000'), so an amount field accepts what people paste. */
export const digitsOnly = (value: string): string => value.replace(/[^\d]/g, '');
