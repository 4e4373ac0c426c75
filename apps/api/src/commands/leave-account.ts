import { AppError } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { recordAudit, recordUserEvent } from './record-activity';
import { revokeAllUserSessions } from './revoke-sessions';
import { inTransaction } from './transaction';

export const LEFT_USER_NICKNAME = '탈퇴한 회원';

/**
 * Account leave: every session revoked, personal data scrubbed (e-mail, nickname, interests), social
 * identities deleted so the same account can sign up again as a new person, investment-profile answers
 * deleted (the consent ends with the account), the reader's own data deleted (scraps, viewed-article
 * history, member-only unlock history, notification settings), and the contact details of event
 * registrations scrubbed (organisers keep only that a seat was taken). The row stays (status LEFT) for
 * memberships, orders and payments (kept as the law requires) and the audit trail. The texts of the
 * settings leave section and /user/leave/done (apps/web features/account) say exactly this.
 */
export async function leaveAccount(db: Db, userId: string, actor: { actorId: string; ip: string; reason?: string }, now: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [user] = await tx.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.id, userId)).for('update');
    if (!user || user.status !== 'ACTIVE') throw new AppError('USER_NOT_FOUND');
    const at = new Date(now);
    const revoked = await revokeAllUserSessions(tx, userId, 'leave', now);
    await tx.delete(schema.userIdentities).where(eq(schema.userIdentities.userId, userId));
    await tx.delete(schema.investmentProfiles).where(eq(schema.investmentProfiles.userId, userId));
    await tx.delete(schema.scraps).where(eq(schema.scraps.userId, userId));
    await tx.delete(schema.articleViews).where(eq(schema.articleViews.userId, userId));
    await tx.delete(schema.articleUnlocks).where(eq(schema.articleUnlocks.userId, userId));
    await tx.delete(schema.notificationSettings).where(eq(schema.notificationSettings.userId, userId));
    // Sophi's conversations are the member's own words: deleted with their messages and feedback (cascade).
    await tx.delete(schema.sophiConversations).where(eq(schema.sophiConversations.userId, userId));
    await tx
      .update(schema.eventRegistrations)
      .set({ name: LEFT_USER_NICKNAME, email: '', phone: '', company: '', jobTitle: '', note: '', updatedAt: at })
      .where(eq(schema.eventRegistrations.userId, userId));
    await tx
      .update(schema.users)
      .set({ status: 'LEFT', email: '', nickname: LEFT_USER_NICKNAME, subscribeNews: false, marketingAgreedAt: null, interests: [], leftAt: at, updatedAt: at })
      .where(eq(schema.users.id, userId));
    await recordAudit(tx, {
      actorId: actor.actorId,
      action: 'user.leave',
      targetType: 'user',
      targetId: userId,
      ip: actor.ip,
      meta: { revokedSessions: revoked, ...(actor.reason ? { reason: actor.reason } : {}) },
    });
    await recordUserEvent(tx, userId, 'leave', {}, at);
  });
}
