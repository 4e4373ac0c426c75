import { AppError } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import { revokeSeat } from './corporate-membership';
import { lockCorporation, managerColumns, managerIds, userRow } from './corporation-rules';

const { users } = schema;

export interface MemberActor {
  userId: string;
  ip: string;
}

/**
 * DELETE /corporations/{id}/members/{userId}: a manager removes someone, or a person leaves (self).
 * With the corporation locked: the target must belong to it (MEMBER_NOT_FOUND), a caller removing
 * someone else must still be a manager, and the last manager can neither be removed nor leave
 * (LAST_MANAGER). The user becomes personal again and their seat ends at once, so their next request
 * has no corporate tier. Audited as 'corporation.member.remove' (or '.leave').
 */
export async function removeMember(db: Db, corporationId: string, targetUserId: string, actor: MemberActor, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await lockCorporation(tx, corporationId))) throw new AppError('CORPORATION_NOT_FOUND');
    const self = targetUserId === actor.userId;
    const caller = await userRow(tx, actor.userId);
    if (!caller || caller.corporationId !== corporationId) throw new AppError('FORBIDDEN');
    if (!self && caller.assign !== 'MANAGER') throw new AppError('ACCESS_CORPORATION_MANAGER_ONLY');
    const target = self ? caller : await userRow(tx, targetUserId);
    if (!target || target.corporationId !== corporationId) throw new AppError('MEMBER_NOT_FOUND');
    if (target.assign === 'MANAGER') {
      const managers = await managerIds(tx, corporationId);
      if (managers.filter((id) => id !== target.id).length === 0) throw new AppError('LAST_MANAGER');
    }
    await tx
      .update(users)
      .set({ corporationId: null, ...managerColumns(null), type: 'PERSONAL', corporationJoinedAt: null, corporationVia: null, updatedAt: now })
      .where(eq(users.id, target.id));
    await revokeSeat(tx, corporationId, target.id, now);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: self ? 'corporation.member.leave' : 'corporation.member.remove',
      targetType: 'corporation',
      targetId: corporationId,
      ip: actor.ip,
      meta: { userId: target.id, role: target.assign },
    });
  });
}

export interface TransferInput {
  toUserId: string;
  keepSelfAsManager: boolean;
}

/**
 * POST /corporations/{id}/transfer-manager: the target (another person of the same corporation,
 * else TRANSFER_TARGET_INVALID) becomes a manager; the caller becomes a member unless they keep their
 * role. Two managers demoting each other at once: the corporation row is locked, so the second
 * request re-reads the roles the first one wrote — the caller must still be a manager, and at least
 * one manager must remain (LAST_MANAGER).
 */
export async function transferManager(db: Db, corporationId: string, input: TransferInput, actor: MemberActor, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await lockCorporation(tx, corporationId))) throw new AppError('CORPORATION_NOT_FOUND');
    const caller = await userRow(tx, actor.userId);
    if (!caller || caller.corporationId !== corporationId) throw new AppError('FORBIDDEN');
    if (caller.assign !== 'MANAGER') throw new AppError('ACCESS_CORPORATION_MANAGER_ONLY');
    if (input.toUserId === actor.userId) throw new AppError('TRANSFER_TARGET_INVALID');
    const target = await userRow(tx, input.toUserId);
    if (!target || target.corporationId !== corporationId) throw new AppError('TRANSFER_TARGET_INVALID');
    const after = new Set(await managerIds(tx, corporationId));
    after.add(target.id);
    if (!input.keepSelfAsManager) after.delete(caller.id);
    if (after.size === 0) throw new AppError('LAST_MANAGER');
    await tx.update(users).set({ ...managerColumns('MANAGER'), updatedAt: now }).where(eq(users.id, target.id));
    if (!input.keepSelfAsManager) await tx.update(users).set({ ...managerColumns('MEMBER'), updatedAt: now }).where(eq(users.id, caller.id));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'corporation.manager.transfer',
      targetType: 'corporation',
      targetId: corporationId,
      ip: actor.ip,
      meta: { from: caller.id, to: target.id, keepSelfAsManager: input.keepSelfAsManager },
    });
  });
}
