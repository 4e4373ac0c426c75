import { AppError, type CMS_AUDIT_TARGETS } from '@spi/core';
import type { Db } from '@spi/db';
import { recordAudit } from '../record-activity';

/** Who is changing content: an editor or admin (null for the scheduler). */
export interface CmsActor {
  userId: string | null;
  ip: string;
}

export type CmsTarget = (typeof CMS_AUDIT_TARGETS)[number];

/** The audit row of a CMS change: actor, action ('article.publish'), target and what changed. */
export function auditCms(tx: Db, actor: CmsActor, action: string, targetType: CmsTarget, targetId: string | number, meta: Record<string, unknown> = {}): Promise<void> {
  return recordAudit(tx, { actorId: actor.userId, action, targetType, targetId: String(targetId), ip: actor.ip, meta });
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** 400 VALIDATION_FAILED with the same details shape as a schema failure, for rules that need the database. */
export function invalidFields(issues: FieldIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { location: 'body', issues });
}

/** The Postgres error code of a failed statement, whichever driver raised it. */
export function pgErrorCode(err: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
