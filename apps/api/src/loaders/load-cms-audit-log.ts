import { CMS_AUDIT_TARGETS } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuditRow } from '../presenters/audit-entry';

const { auditLog, users } = schema;

/** CMS audit entries (articles, taxonomy, media), newest first; optionally of one target type or target. */
export async function loadCmsAuditLog(
  db: Db,
  filter: { targetType?: (typeof CMS_AUDIT_TARGETS)[number]; targetId?: string },
  page: number,
  size: number,
): Promise<{ rows: AuditRow[]; count: number }> {
  const conditions: SQL[] = [filter.targetType ? eq(auditLog.targetType, filter.targetType) : inArray(auditLog.targetType, [...CMS_AUDIT_TARGETS])];
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
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
      .offset(page * size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
