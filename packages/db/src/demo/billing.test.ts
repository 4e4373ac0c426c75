import { isWellFormedCouponCode } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { DEMO_COUPON_BATCHES } from './billing';

describe('demo coupon codes', () => {
  it('are well-formed codes a reader can type (12 symbols of the coupon alphabet), all distinct', () => {
    const codes = DEMO_COUPON_BATCHES.flatMap((b) => [...b.codes]);
    for (const code of codes) expect(isWellFormedCouponCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
