import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@spi/db';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  ip: string;
  meta?: Record<string, unknown>;
}

/** Who did what to whom: admin access to other users' records, account leave. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({ id: randomUUID(), ...entry, meta: entry.meta ?? {} });
}

export type UserEventType = 'sign_in' | 'sign_up' | 'sign_out' | 'leave';

/** First-party analytics event of spec section 3 (sign-in, sign-up). */
export async function recordUserEvent(db: Db, userId: string, type: UserEventType, props: Record<string, unknown> = {}, at?: Date): Promise<void> {
  await db.insert(schema.userEvents).values({ id: randomUUID(), userId, type, props, ...(at ? { createdAt: at } : {}) });
}
