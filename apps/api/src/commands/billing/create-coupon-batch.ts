import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, couponCodeFromBytes, PAID_TIER_ORDER } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { invalidFields } from '../cms/cms-context';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import { endOfSeoulDay } from './coupon-time';

export interface CreateCouponBatchInput {
  name: string;
  /** A paid tier code (the contract's schema checks it; checked again here). */
  tierCode: string;
  benefitDays: number;
  count: number;
  /** YYYY-MM-DD in Asia/Seoul, inclusive. */
  redeemBy: string;
  onePerUser: boolean;
}

export interface CouponActor {
  userId: string;
  ip: string;
}

export type CouponBatchRow = typeof schema.couponBatches.$inferSelect;

/** Codes from the OS's cryptographic randomness (a pool of bytes refilled as needed). */
export function generateCouponCode(): string {
  let pool = randomBytes(32);
  let i = 0;
  return couponCodeFromBytes(() => {
    if (i >= pool.length) {
      pool = randomBytes(32);
      i = 0;
    }
    return pool[i++]!;
  });
}

const INSERT_CHUNK = 500;
/** A collision among ~59-bit codes is astronomically rare; the bound only guards against a broken generator. */
const MAX_ROUNDS = 20;

function validationError(field: string, message: string): AppError {
  return invalidFields([{ path: field, message }]);
}

/**
 * Creates a batch and its codes in one transaction. A code that already exists (in any batch) is
 * skipped by ON CONFLICT DO NOTHING and replaced by a fresh one until the batch has `count` codes.
 */
export async function createCouponBatch(db: Db, input: CreateCouponBatchInput, actor: CouponActor, now: Date): Promise<CouponBatchRow> {
  if (!(PAID_TIER_ORDER as readonly string[]).includes(input.tierCode)) throw validationError('tierCode', '쿠폰의 멤버십 등급이 올바르지 않습니다.');
  const redeemBy = endOfSeoulDay(input.redeemBy);
  if (!redeemBy) throw validationError('redeemBy', '사용 기한이 올바른 날짜가 아닙니다.');
  if (redeemBy.getTime() < now.getTime()) throw validationError('redeemBy', '사용 기한은 오늘 또는 이후 날짜여야 합니다.');
  const id = randomUUID();
  return inTransaction(db, async (tx) => {
    const [batch] = await tx
      .insert(schema.couponBatches)
      .values({
        id,
        name: input.name,
        tierCode: input.tierCode,
        benefitDays: input.benefitDays,
        codeCount: input.count,
        redeemBy,
        onePerUser: input.onePerUser,
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning();
    let remaining = input.count;
    for (let round = 0; remaining > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error('coupon code generation kept colliding');
      const codes = new Set<string>();
      while (codes.size < remaining) codes.add(generateCouponCode());
      const list = [...codes];
      for (let i = 0; i < list.length; i += INSERT_CHUNK) {
        const inserted = await tx
          .insert(schema.couponCodes)
          .values(list.slice(i, i + INSERT_CHUNK).map((code) => ({ code, batchId: id, status: 'AVAILABLE' as const })))
          .onConflictDoNothing()
          .returning({ code: schema.couponCodes.code });
        remaining -= inserted.length;
      }
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'coupon_batch.create',
      targetType: 'coupon_batch',
      targetId: id,
      ip: actor.ip,
      meta: { name: input.name, tierCode: input.tierCode, benefitDays: input.benefitDays, count: input.count, redeemBy: input.redeemBy, onePerUser: input.onePerUser },
    });
    return batch!;
  });
}

/** Voids the batch's codes nobody has redeemed yet; redeemed codes and their benefits stay. */
export async function voidCouponBatch(db: Db, batchId: string, actor: CouponActor): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [batch] = await tx.select({ id: schema.couponBatches.id }).from(schema.couponBatches).where(eq(schema.couponBatches.id, batchId)).for('update');
    if (!batch) throw new AppError('NOT_FOUND', '쿠폰 묶음을 찾을 수 없습니다.');
    const voided = await tx
      .update(schema.couponCodes)
      .set({ status: 'VOID' })
      .where(and(eq(schema.couponCodes.batchId, batchId), eq(schema.couponCodes.status, 'AVAILABLE')))
      .returning({ code: schema.couponCodes.code });
    await recordAudit(tx, { actorId: actor.userId, action: 'coupon_batch.void', targetType: 'coupon_batch', targetId: batchId, ip: actor.ip, meta: { voided: voided.length } });
    return voided.length;
  });
}
