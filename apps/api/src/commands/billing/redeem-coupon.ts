import { randomUUID } from 'node:crypto';
import { AppError, isWellFormedCouponCode, MEMBERSHIP_TIERS, normalizeCouponCode, SECONDS_PER_DAY, TIER_RANK, type MembershipTierCode } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer';
import type { CouponRedemptionRow, MembershipRow } from '../../loaders/billing/load-membership-state';
import { tierOf } from '../../presenters/membership';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { inTransaction } from '../transaction';
import { formatSeoulDateTime } from './coupon-time';
import { lockUser } from './membership-grants';

export interface RedeemCouponResult {
  membership: MembershipRow;
  redemption: CouponRedemptionRow;
  tierCode: MembershipTierCode;
  /** The membership kept aside (SUSPENDED), if the user had one. */
  original: MembershipRow | null;
  /** The subscription whose next charge moved back by the benefit days, if any. */
  subscriptionPeriodEnd: Date | null;
  email: string | null;
}

/** The tier's display name: the plan's name when the tiers table has it, else the core name. */
export async function tierDisplayName(db: Db, tierCode: MembershipTierCode): Promise<string> {
  const [plan] = await db.select({ name: schema.membershipPlans.name }).from(schema.membershipPlans).where(eq(schema.membershipPlans.code, tierCode));
  return plan?.name || MEMBERSHIP_TIERS.find((t) => t.code === tierCode)?.name || tierCode;
}

/** Which unique key a violation hit, from the driver's error (constraint name or message). */
function violatedConstraint(err: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (typeof constraint === 'string') return constraint;
    if (typeof message === 'string' && message.includes('coupon_redemptions_')) return message;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/**
 * Redeems a coupon code for a user, in one transaction that locks the user and the code row:
 * - a malformed or unknown code → COUPON_NOT_FOUND (the route counts it toward the wrong-code lock);
 * - a redeemed or voided code → COUPON_ALREADY_USED; past the batch's redeem-by → COUPON_EXPIRED;
 * - a one-per-user batch this user already used → COUPON_ONE_PER_USER (the unique key backs it);
 * - a coupon already in force → COUPON_ALREADY_APPLIED; a tier below the one in force → COUPON_TIER_TOO_LOW;
 * - otherwise the membership in force is kept aside (SUSPENDED; a subscription's next charge moves back
 *   by the benefit days, so the overlap is not paid twice) and the coupon membership becomes ACTIVE.
 */
export async function redeemCoupon(db: Db, input: { userId: string; code: string; now: Date }): Promise<RedeemCouponResult> {
  const code = normalizeCouponCode(input.code);
  if (!isWellFormedCouponCode(code)) throw new AppError('COUPON_NOT_FOUND');
  const { now, userId } = input;
  try {
    return await inTransaction(db, async (tx) => {
      await lockUser(tx, userId);
      const [codeRow] = await tx.select().from(schema.couponCodes).where(eq(schema.couponCodes.code, code)).for('update');
      if (!codeRow) throw new AppError('COUPON_NOT_FOUND');
      if (codeRow.status !== 'AVAILABLE') throw new AppError('COUPON_ALREADY_USED');
      const [batch] = await tx.select().from(schema.couponBatches).where(eq(schema.couponBatches.id, codeRow.batchId));
      if (!batch) throw new AppError('COUPON_NOT_FOUND');
      if (now.getTime() > batch.redeemBy.getTime()) throw new AppError('COUPON_EXPIRED');
      const onePerUserKey = batch.onePerUser ? `${batch.id}:${userId}` : null;
      if (onePerUserKey) {
        const [used] = await tx
          .select({ id: schema.couponRedemptions.id })
          .from(schema.couponRedemptions)
          .where(eq(schema.couponRedemptions.onePerUserKey, onePerUserKey))
          .limit(1);
        if (used) throw new AppError('COUPON_ONE_PER_USER');
      }
      const tierCode = tierOf({ tierCode: batch.tierCode });
      if (tierCode === 'NONE') throw new AppError('COUPON_NOT_FOUND');

      const [active] = await tx
        .select()
        .from(schema.memberships)
        .where(and(eq(schema.memberships.userId, userId), eq(schema.memberships.status, 'ACTIVE')))
        .limit(1);
      if (active?.source === 'COUPON') throw new AppError('COUPON_ALREADY_APPLIED');
      if (active && TIER_RANK[tierCode] < TIER_RANK[tierOf(active)]) throw new AppError('COUPON_TIER_TOO_LOW');

      const benefitEnd = new Date(now.getTime() + batch.benefitDays * SECONDS_PER_DAY * 1000);
      let original: MembershipRow | null = null;
      let subscriptionPeriodEnd: Date | null = null;
      if (active) {
        const [suspended] = await tx.update(schema.memberships).set({ status: 'SUSPENDED' }).where(eq(schema.memberships.id, active.id)).returning();
        original = suspended ?? null;
        if (active.source === 'SUBSCRIPTION') {
          const [subscription] = await tx
            .select()
            .from(schema.subscriptions)
            .where(and(eq(schema.subscriptions.membershipId, active.id), eq(schema.subscriptions.status, 'ACTIVE')))
            .for('update');
          if (subscription) {
            subscriptionPeriodEnd = new Date(subscription.currentPeriodEnd.getTime() + batch.benefitDays * SECONDS_PER_DAY * 1000);
            await tx
              .update(schema.subscriptions)
              .set({ currentPeriodEnd: subscriptionPeriodEnd, updatedAt: now })
              .where(eq(schema.subscriptions.id, subscription.id));
          }
        }
      }
      const membershipId = randomUUID();
      const [membership] = await tx
        .insert(schema.memberships)
        .values({
          id: membershipId,
          userId,
          tierCode,
          name: await tierDisplayName(tx, tierCode),
          roles: [],
          status: 'ACTIVE',
          source: 'COUPON',
          startedAt: now,
          endsAt: benefitEnd,
          originalMembershipId: active?.id ?? null,
        })
        .returning();
      const [redemption] = await tx
        .insert(schema.couponRedemptions)
        .values({
          id: randomUUID(),
          code,
          batchId: batch.id,
          userId,
          onePerUserKey,
          membershipId,
          originalMembershipId: active?.id ?? null,
          benefitDays: batch.benefitDays,
          benefitStart: now,
          benefitEnd,
          status: 'ACTIVE',
        })
        .returning();
      const taken = await tx
        .update(schema.couponCodes)
        .set({ status: 'REDEEMED', redeemedBy: userId, redeemedAt: now })
        .where(and(eq(schema.couponCodes.code, code), eq(schema.couponCodes.status, 'AVAILABLE')))
        .returning({ code: schema.couponCodes.code });
      if (taken.length !== 1) throw new AppError('COUPON_ALREADY_USED');
      const [user] = await tx.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
      return { membership: membership!, redemption: redemption!, tierCode, original, subscriptionPeriodEnd, email: user?.email ?? null };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      const constraint = violatedConstraint(err);
      if (constraint.includes('one_per_user')) throw new AppError('COUPON_ONE_PER_USER');
      if (constraint.includes('memberships_active')) throw new AppError('COUPON_ALREADY_APPLIED');
      throw new AppError('COUPON_ALREADY_USED');
    }
    throw err;
  }
}

/** The 'coupon-redeemed' mail: tier, end in Asia/Seoul, and what happens to the membership kept aside. */
export async function sendCouponRedeemedMail(mailer: Mailer, result: RedeemCouponResult, log: FastifyBaseLogger): Promise<void> {
  if (!result.email) return;
  const end = formatSeoulDateTime(result.redemption.benefitEnd);
  const lines = [
    '안녕하세요. SPI입니다.',
    '',
    `쿠폰이 등록되어 ${result.membership.name} 멤버십 혜택이 시작되었습니다.`,
    `혜택 기간: ${result.redemption.benefitDays}일 (${end}까지, 한국 시간)`,
  ];
  if (result.original) {
    lines.push('', `이용 중이던 ${result.original.name} 멤버십은 쿠폰 혜택이 끝나면 다시 적용됩니다.`);
  }
  if (result.subscriptionPeriodEnd) {
    lines.push(`쿠폰 혜택 기간만큼 정기결제일이 미뤄져 다음 결제는 ${formatSeoulDateTime(result.subscriptionPeriodEnd)}에 진행됩니다. 겹치는 기간에 대해서는 결제되지 않습니다.`);
  }
  lines.push('', '감사합니다.');
  try {
    await mailer.send({
      to: result.email,
      subject: `[SPI] ${result.membership.name} 쿠폰이 등록되었습니다`,
      text: lines.join('\n'),
      template: 'coupon-redeemed',
      dedupeKey: `coupon-redeemed:${result.redemption.id}`,
    });
  } catch (err) {
    log.warn({ errName: (err as Error).name, redemptionId: result.redemption.id }, 'coupon-redeemed mail not recorded');
  }
}
