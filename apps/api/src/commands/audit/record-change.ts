import { randomId, type RecordAudit } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq } from 'drizzle-orm';

/**
 * The audit trail of deal and fund records (ADR 019): every admin create, update, delete, report upload
 * and every import that changed a record writes one row with the fields that changed, before and after.
 * Call it inside the transaction that makes the change.
 */
export type AuditedEntity = 'DEAL' | 'FUND';
export type AuditAction = RecordAudit['action'];
export interface FieldChange { field: string; before: unknown; after: unknown }

const comparable = (value: unknown): string => JSON.stringify(value ?? null);

/** The fields whose values differ between two records (keys of either; timestamps and search text ignored). */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, ignore: readonly string[] = ['createdAt', 'updatedAt', 'searchText']): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of keys) {
    if (ignore.includes(field)) continue;
    const b = before?.[field] ?? null;
    const a = after?.[field] ?? null;
    if (comparable(b) !== comparable(a)) changes.push({ field, before: b, after: a });
  }
  return changes;
}

export async function recordChange(
  tx: Db,
  entry: { entity: AuditedEntity; entityId: string; action: AuditAction; actorId: string | null; changes: FieldChange[]; at?: Date },
): Promise<void> {
  await tx.insert(schema.recordAudits).values({
    id: randomId(),
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actorId,
    changes: entry.changes,
    createdAt: entry.at ?? new Date(),
  });
}

/** Many rows at once (imports), in batches. */
export async function recordChanges(tx: Db, entries: Array<Parameters<typeof recordChange>[1]>): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    const batch = entries.slice(i, i + 500).map((e) => ({ id: randomId(), entity: e.entity, entityId: e.entityId, action: e.action, actorId: e.actorId, changes: e.changes, createdAt: e.at ?? new Date() }));
    if (batch.length > 0) await tx.insert(schema.recordAudits).values(batch);
  }
}

/** The newest `limit` audit rows of one record, with the actor's nickname. */
export async function loadRecordAudits(db: Db, entity: AuditedEntity, entityId: string, limit = 50): Promise<RecordAudit[]> {
  const rows = await db
    .select({ audit: schema.recordAudits, nickname: schema.users.nickname })
    .from(schema.recordAudits)
    .leftJoin(schema.users, eq(schema.users.id, schema.recordAudits.actorId))
    .where(and(eq(schema.recordAudits.entity, entity), eq(schema.recordAudits.entityId, entityId)))
    .orderBy(desc(schema.recordAudits.createdAt))
    .limit(limit);
  return rows.map(({ audit, nickname }) => ({
    id: audit.id,
    action: audit.action,
    actor: audit.actorId ? { userId: audit.actorId, name: nickname ?? '(탈퇴한 사용자)' } : null,
    changes: audit.changes,
    createdAt: audit.createdAt.toISOString(),
  }));
}
