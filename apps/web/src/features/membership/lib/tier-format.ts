import { formatCouponCode, membershipTierLabel, normalizeCouponCode, MEMBERSHIP_TIER_CODES, type MembershipTierCode } from '@spi/core';

/** What the coupon field shows while typing: upper case, spaces dropped, XXXX-XXXX-XXXX. */
export function formatCouponInput(value: string): string {
  return formatCouponCode(normalizeCouponCode(value).slice(0, 12));
}

export function tierLabel(code: string | null | undefined): string {
  return code && (MEMBERSHIP_TIER_CODES as string[]).includes(code) ? membershipTierLabel(code as MembershipTierCode) : (code ?? '');
}

/** /membership/tiers/light-plus.svg for LIGHT_PLUS. */
export function tierImage(code: string): string {
  return `/membership/tiers/${code.toLowerCase().replace(/_/g, '-')}.svg`;
}
