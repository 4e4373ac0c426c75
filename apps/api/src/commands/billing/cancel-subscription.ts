import { AppError, formatWon } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mailer';
import type { SubscriptionRow } from '../../presenters/billing/subscription';
import { endMembership } from './membership-grants';

const LIVE_STATUSES = ['ACTIVE', 'PAST_DUE'] as const;

/**
 * The user's live subscription (ACTIVE or PAST_DUE; a unique index keeps it one), locked for update
 * when `lock` (inside a transaction): every change of one subscription happens one at a time.
 */
export async function findLiveSubscription(db: Db, userId: string, lock = false): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(schema.subscriptions)
    .where(and(eq(schema.subscriptions.userId, userId), isNotNull(schema.subscriptions.userId), inArray(schema.subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(schema.subscriptions.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** 2025년 3월 31일, in Asia/Seoul. */
export function seoulDateLabel(at: Date): string {
  const local = new Date(at.getTime() + 9 * 3600_000);
  return `${local.getUTCFullYear()}년 ${local.getUTCMonth() + 1}월 ${local.getUTCDate()}일`;
}

export interface CancelInput {
  userId: string;
  reason?: string;
  now: Date;
}

/**
 * Cancels at the period end: the membership stays until currentPeriodEnd, no renewal is charged, and
 * the renewal job ends it then. The reader can undo it until then (`resumeSubscription`). A past-due
 * subscription (its period is over, only retries remain) ends now with its membership. A notice is
 * mailed once per cancellation.
 */
export async function cancelSubscription(db: Db, mailer: Mailer, input: CancelInput): Promise<SubscriptionRow> {
  const { row, email, planName } = await db.transaction(async (tx) => {
    const current = await findLiveSubscription(tx, input.userId, true);
    if (!current) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    if (current.cancelAtPeriodEnd) throw new AppError('SUBSCRIPTION_ALREADY_CANCELED');
    // Past due: the paid period is already over and only retries remain, so cancelling ends it now.
    const endNow = current.status === 'PAST_DUE';
    const [updated] = await tx
      .update(schema.subscriptions)
      .set(
        endNow
          ? { status: 'ENDED', canceledAt: input.now, endedAt: input.now, nextRetryAt: null, pendingPlanCode: null, pendingCycle: null, updatedAt: input.now }
          : { cancelAtPeriodEnd: true, canceledAt: input.now, updatedAt: input.now },
      )
      .where(eq(schema.subscriptions.id, current.id))
      .returning();
    if (endNow && current.membershipId) await endMembership(tx, current.membershipId, input.now);
    const [user] = await tx.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, input.userId));
    const [plan] = await tx.select({ name: schema.membershipPlans.name }).from(schema.membershipPlans).where(eq(schema.membershipPlans.code, current.planCode));
    return { row: updated!, email: user?.email ?? '', planName: plan?.name ?? current.planCode };
  });
  if (email) {
    const until = seoulDateLabel(row.currentPeriodEnd);
    const ended = row.status === 'ENDED';
    await mailer.send({
      to: email,
      subject: ended ? `[SPI] ${planName} 멤버십이 해지되었습니다` : `[SPI] ${planName} 멤버십 해지가 예약되었습니다`,
      text: [
        ended ? `${planName} 멤버십이 해지되었습니다. 밀린 결제는 더 이상 시도하지 않습니다.` : `${planName} 멤버십 해지가 예약되었습니다.`,
        ended ? null : `${until}까지 지금처럼 이용하실 수 있으며, 이후에는 자동 결제(${formatWon(row.paidPrice)})가 청구되지 않습니다.`,
        input.reason ? `해지 사유: ${input.reason}` : null,
        ended ? `다시 이용하시려면 멤버십 페이지에서 새로 구독해 주세요.` : `마음이 바뀌시면 ${until} 전까지 [설정 > 멤버십]에서 '해지 취소'를 누르면 그대로 이어서 이용하실 수 있습니다.`,
      ]
        .filter((line): line is string => line !== null)
        .join('\n'),
      template: 'subscription-canceled',
      dedupeKey: `subscription-canceled:${row.id}:${row.canceledAt?.getTime() ?? input.now.getTime()}`,
    });
  }
  return row;
}

/** Undoes a cancellation before the period end: renewals go on as before. */
export async function resumeSubscription(db: Db, input: { userId: string; now: Date }): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    const current = await findLiveSubscription(tx, input.userId, true);
    if (!current) throw new AppError('SUBSCRIPTION_NOT_FOUND');
    if (!current.cancelAtPeriodEnd) throw new AppError('SUBSCRIPTION_NOT_CANCELED');
    if (current.currentPeriodEnd.getTime() <= input.now.getTime()) throw new AppError('SUBSCRIPTION_NOT_FOUND', '이미 이용 기간이 끝난 멤버십입니다. 멤버십을 새로 구독해 주세요.');
    const [updated] = await tx
      .update(schema.subscriptions)
      .set({ cancelAtPeriodEnd: false, canceledAt: null, updatedAt: input.now })
      .where(eq(schema.subscriptions.id, current.id))
      .returning();
    return updated!;
  });
}
