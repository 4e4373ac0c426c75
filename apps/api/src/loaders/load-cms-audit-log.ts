import { CMS_AUDIT_TARGETS } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { loadAuditLog, type AuditLogPage } from './load-audit-log';

const { auditLog } = schema;

/** CMS audit entries (articles, taxonomy, media), newest first; optionally of one target type or target. */
export function loadCmsAuditLog(
  db: Db,
  filter: { targetType?: (typeof CMS_AUDIT_TARGETS)[number]; targetId?: string },
  page: number,
  size: number,
): Promise<AuditLogPage> {
  const conditions: SQL[] = [filter.targetType ? eq(auditLog.targetType, filter.targetType) : inArray(auditLog.targetType, [...CMS_AUDIT_TARGETS])];
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  return loadAuditLog(db, page, size, and(...conditions));
}
