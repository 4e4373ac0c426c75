import type { AuditEntryDto } from '@spi/core';
import type { schema } from '@spi/db';

export type AuditRow = Omit<typeof schema.auditLog.$inferSelect, 'ip'> & { actorNickname: string | null };

/** One audit-log entry for the admin list; the IP address stays on the server. */
export function presentAuditEntry(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    actorId: row.actorId,
    actorNickname: row.actorNickname,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    meta: row.meta ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}
