import { membershipTierCode, type MembershipDto } from '@spi/core';
import type { schema } from '@spi/db';

export type MembershipRow = typeof schema.memberships.$inferSelect;

/** A membership as the client sees it; orders stay empty until payments exist. */
export function presentMembership(row: MembershipRow): MembershipDto {
  const couponApplied = row.couponBenefitEnd !== null && row.couponBenefitDays !== null;
  return {
    membershipId: row.id,
    membershipName: row.name,
    tierCode: membershipTierCode(row.name) ?? row.tierCode,
    appliedCoupon: couponApplied ? { benefitPeriodEnd: row.couponBenefitEnd!.toISOString(), benefitValue: row.couponBenefitDays! } : null,
    orders: [],
    roles: [...row.roles],
  };
}
