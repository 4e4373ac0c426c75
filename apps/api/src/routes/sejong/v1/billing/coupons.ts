import { AppError, COUPON_LOCK_SECONDS, COUPON_WRONG_CODE_LIMIT, membershipResponseSchema, redeemCouponRequestSchema, redeemCouponResponseSchema } from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { redeemCoupon, sendCouponRedeemedMail } from '../../../../commands/billing/redeem-coupon';
import { loadMembershipState } from '../../../../loaders/billing/load-membership-state';
import { presentMembership } from '../../../../presenters/membership';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];

/** Redeem attempts per minute, per user and per IP. */
export const COUPON_REDEEM_LIMIT = { max: 10, windowMs: 60_000 } as const;

/**
 * The per-user wrong-code lock and the per-user / per-IP rate limit, on the shared counter store
 * (Redis when configured, so every API process counts together). A store outage lets requests through.
 */
function couponGuard(app: FastifyInstance) {
  const store = app.counterStore;
  const lockKey = (userId: string) => `coupon:lock:${userId}`;
  const failKey = (userId: string) => `coupon:fail:${userId}`;
  const failOpen = (err: unknown, what: string) => app.log.warn({ errName: (err as Error).name }, `coupon guard store unavailable: ${what}`);
  return {
    async assertNotLocked(userId: string): Promise<void> {
      let locked = false;
      try {
        locked = (await store.get(lockKey(userId))) > 0;
      } catch (err) {
        failOpen(err, 'lock not checked');
      }
      if (locked) throw new AppError('COUPON_LOCKED');
    },
    async assertWithinRate(userId: string, ip: string): Promise<void> {
      let counts: number[] = [];
      try {
        counts = await Promise.all([
          store.increment(`coupon:rate:user:${userId}`, COUPON_REDEEM_LIMIT.windowMs),
          store.increment(`coupon:rate:ip:${ip}`, COUPON_REDEEM_LIMIT.windowMs),
        ]);
      } catch (err) {
        failOpen(err, 'rate not counted');
      }
      if (counts.some((n) => n > COUPON_REDEEM_LIMIT.max)) throw new AppError('RATE_LIMITED');
    },
    /** Counts a wrong code; the one that reaches the limit sets the lock and answers COUPON_LOCKED. */
    async recordWrongCode(userId: string): Promise<boolean> {
      try {
        const failures = await store.increment(failKey(userId), COUPON_LOCK_SECONDS * 1000);
        if (failures < COUPON_WRONG_CODE_LIMIT) return false;
        await store.set(lockKey(userId), 1, COUPON_LOCK_SECONDS * 1000);
        await store.delete(failKey(userId));
        app.log.warn({ failures }, 'too many wrong coupon codes: redeeming locked');
        return true;
      } catch (err) {
        failOpen(err, 'wrong code not counted');
        return false;
      }
    },
    async clearWrongCodes(userId: string): Promise<void> {
      try {
        await store.delete(failKey(userId));
      } catch (err) {
        failOpen(err, 'wrong codes not cleared');
      }
    },
  };
}

/** /api/sejong/v1/users/me: redeeming coupons, and the membership a coupon keeps aside. */
export default resource('/users/me', async (app) => {
  const guard = couponGuard(app);

  app.post(
    '/coupons/redeem',
    {
      schema: {
        tags: ['membership'],
        summary: '쿠폰 등록',
        description:
          '쿠폰 코드(12자리, 하이픈·공백·소문자 허용)를 등록하면 쿠폰의 멤버십이 혜택 기간 동안 적용되고, 이용 중이던 멤버십은 원래 멤버십으로 보관되었다가 쿠폰이 끝나면 다시 적용됩니다. ' +
          '사용자·IP마다 1분에 10번까지(429 RATE_LIMITED), 잘못된 코드를 5번 입력하면 15분 동안 잠깁니다(429 COUPON_LOCKED). ' +
          '오류 코드: COUPON_NOT_FOUND, COUPON_ALREADY_USED, COUPON_EXPIRED, COUPON_ONE_PER_USER, COUPON_ALREADY_APPLIED, COUPON_TIER_TOO_LOW.',
        security,
        body: redeemCouponRequestSchema,
        response: { 200: redeemCouponResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const userId = viewer.userId;
      await guard.assertNotLocked(userId);
      await guard.assertWithinRate(userId, request.ip);
      let result;
      try {
        result = await redeemCoupon(app.db.db, { userId, code: request.body.code, now: new Date(app.clock()) });
      } catch (err) {
        if (err instanceof AppError && err.code === 'COUPON_NOT_FOUND' && (await guard.recordWrongCode(userId))) throw new AppError('COUPON_LOCKED');
        throw err;
      }
      await guard.clearWrongCodes(userId);
      await sendCouponRedeemedMail(app.mailer, result, request.log);
      const state = await loadMembershipState(app.db.db, userId);
      const coupon = state.coupon?.id === result.redemption.id ? state.coupon : result.redemption;
      const membership = state.membership?.id === result.membership.id ? state.membership : result.membership;
      return {
        membership: presentMembership(membership, { coupon, orders: state.orders }),
        tierCode: result.tierCode,
        benefitPeriodEnd: result.redemption.benefitEnd.toISOString(),
        benefitValue: result.redemption.benefitDays,
      };
    },
  );

  app.get(
    '/membership/original',
    {
      schema: {
        tags: ['membership'],
        summary: '쿠폰 적용 전 원래 멤버십',
        description: '쿠폰이 적용된 경우에만 있습니다. 그렇지 않으면 404입니다.',
        security,
        response: { 200: membershipResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const state = await loadMembershipState(app.db.db, viewer.userId);
      if (!state.membership || !state.coupon) throw new AppError('NOT_FOUND', '쿠폰이 적용된 멤버십이 아닙니다.');
      const originalId = state.membership.originalMembershipId ?? state.coupon.originalMembershipId;
      if (!originalId) return { membership: null };
      const [original] = await app.db.db.select().from(schema.memberships).where(eq(schema.memberships.id, originalId));
      return { membership: original ? presentMembership(original, { coupon: null, orders: state.orders }) : null };
    },
  );
});
