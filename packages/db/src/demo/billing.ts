import { couponBatches, couponCodes } from '../schema';
import type { DemoLoader } from '../seed';

/**
 * Demo coupons, so a reader of the local product can redeem one (README): known codes of two sample
 * batches. Real batches are created by admins with random codes.
 */
export const DEMO_COUPON_BATCHES = [
  {
    id: 'demo-batch-light-plus-30',
    name: 'SPI 체험 쿠폰 · 라이트 플러스 30일 (샘플)',
    tierCode: 'LIGHT_PLUS',
    benefitDays: 30,
    codes: ['DEMXTRYA2345', 'DEMXTRYA2346', 'DEMXTRYA2347', 'DEMXTRYA2348', 'DEMXTRYA2349', 'DEMXTRYA2352', 'DEMXTRYA2353', 'DEMXTRYA2354'],
  },
  {
    id: 'demo-batch-premium-light-3',
    name: '세미나 참가자 쿠폰 · 프리미엄 라이트 3일 (샘플)',
    tierCode: 'PREMIUM_LIGHT',
    benefitDays: 3,
    codes: ['DEMXSEMN3456', 'DEMXSEMN3457', 'DEMXSEMN3458', 'DEMXSEMN3459', 'DEMXSEMN3462', 'DEMXSEMN3463', 'DEMXSEMN3464', 'DEMXSEMN3465'],
  },
] as const;

export const demoBillingLoader: DemoLoader = {
  name: 'billing',
  async load(db) {
    for (const batch of DEMO_COUPON_BATCHES) {
      await db.insert(couponBatches).values({
        id: batch.id,
        name: batch.name,
        tierCode: batch.tierCode,
        benefitDays: batch.benefitDays,
        codeCount: batch.codes.length,
        redeemBy: new Date('2027-12-31T14:59:59.999Z'),
        onePerUser: true,
        createdBy: 'demo-user-minjun',
      });
      await db.insert(couponCodes).values(batch.codes.map((code) => ({ code, batchId: batch.id })));
    }
  },
};
