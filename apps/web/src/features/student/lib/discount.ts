import { membershipTierLabel, type Plan } from '@spi/core';

/** The student price beside the regular LIGHT price, both read from GET /memberships/plans. */
export interface StudentDiscount {
  studentLabel: string;
  regularLabel: string;
  student: { monthly: number; yearly: number };
  regular: { monthly: number; yearly: number } | null;
  /** Whole percent off the regular monthly price, rounded down so it is never overstated (0 when unknown). */
  percent: number;
}

export function studentDiscount(plans: readonly Plan[]): StudentDiscount | null {
  const student = plans.find((p) => p.code === 'LIGHT_STUDENT' && p.onSale) ?? plans.find((p) => p.audience === 'STUDENT' && p.onSale);
  if (!student) return null;
  const regular = plans.find((p) => p.code === 'LIGHT') ?? null;
  const percent = regular && regular.monthlyPrice > 0 ? Math.floor((1 - student.monthlyPrice / regular.monthlyPrice) * 100 + 1e-9) : 0;
  return {
    studentLabel: membershipTierLabel('LIGHT_STUDENT'),
    regularLabel: membershipTierLabel('LIGHT'),
    student: { monthly: student.monthlyPrice, yearly: student.yearlyPrice },
    regular: regular ? { monthly: regular.monthlyPrice, yearly: regular.yearlyPrice } : null,
    percent: Math.max(0, percent),
  };
}
