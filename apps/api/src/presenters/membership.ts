import { MEMBERSHIP_TIER_CODES, type MembershipDto, type MembershipTierCode } from '@spi/core';
import type { MembershipRow, MembershipState } from '../loaders/billing/load-membership-state';

export type { MembershipRow } from '../loaders/billing/load-membership-state';

export function tierOf(row: Pick<MembershipRow, 'tierCode'>): MembershipTierCode {
  return (MEMBERSHIP_TIER_CODES as string[]).includes(row.tierCode) ? (row.tierCode as MembershipTierCode) : 'NONE';
}

/**
 * A membership as the client sees it (spec section 3): the wire fields are presented from the row's
 * tier code and the coupon redemption behind it; nothing reads them back to decide.
 */
export function presentMembership(row: MembershipRow, state: Pick<MembershipState, 'coupon' | 'orders'> = { coupon: null, orders: [] }): MembershipDto {
  const coupon = state.coupon && state.coupon.membershipId === row.id ? state.coupon : null;
  return {
    membershipId: row.id,
    membershipName: row.name,
    tierCode: tierOf(row),
    appliedCoupon: coupon ? { benefitPeriodStart: coupon.benefitStart.toISOString(), benefitPeriodEnd: coupon.benefitEnd.toISOString(), benefitValue: coupon.benefitDays } : null,
    orders: state.orders
      .filter((o) => o.paidAt !== null)
      .map((o) => ({ orderId: o.id, orderName: o.orderName, amount: o.amount, paidAt: o.paidAt!.toISOString(), status: o.status, receiptUrl: o.receiptUrl })),
    roles: [...row.roles],
  };
}
