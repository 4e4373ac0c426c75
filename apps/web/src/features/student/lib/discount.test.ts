import type { Plan } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { studentDiscount } from './discount';

const plan = (code: string, audience: Plan['audience'], monthlyPrice: number, onSale = true) =>
  ({ code, audience, monthlyPrice, yearlyPrice: monthlyPrice * 10, onSale }) as unknown as Plan;

describe('studentDiscount', () => {
  it('rounds the percent down, so 4,900원 against 9,900원 is 50%, never 51%', () => {
    expect(studentDiscount([plan('LIGHT', 'PERSONAL', 9900), plan('LIGHT_STUDENT', 'STUDENT', 4900)])?.percent).toBe(50);
    expect(studentDiscount([plan('LIGHT', 'PERSONAL', 10000), plan('LIGHT_STUDENT', 'STUDENT', 5000)])?.percent).toBe(50);
  });
  it('is null when the student plan is not on sale, 0 % without the regular price', () => {
    expect(studentDiscount([plan('LIGHT', 'PERSONAL', 9900), plan('LIGHT_STUDENT', 'STUDENT', 4900, false)])).toBeNull();
    expect(studentDiscount([plan('LIGHT_STUDENT', 'STUDENT', 4900)])?.percent).toBe(0);
  });
});
