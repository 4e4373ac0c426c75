import { schema, type Db } from '@spi/db';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditRow } from '../presenters/audit-entry';

export interface AuditLogPage {
  rows: AuditRow[];
  count: number;
}

/**
 * One page of the audit log, newest first, with the actor's current nickname; `page` starts at 0.
 * `where` narrows it (the CMS log passes its target types).
 */
export async function loadAuditLog(db: Db, page: number, size: number, where?: SQL): Promise<AuditLogPage> {
  const { auditLog, users } = schema;
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorNickname: users.nickname,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      meta: auditLog.meta,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ count: count() }).from(auditLog).where(where);
  return { rows, count: total?.count ?? 0 };
}
