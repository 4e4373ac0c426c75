import { NOTICE_LIMITS } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, desc, eq, gt, lte, min } from 'drizzle-orm';

const { notices, media } = schema;

export type NoticeRow = typeof notices.$inferSelect;

/**
 * The notices showing at `now` (start ≤ now < end), newest start first, at most NOTICE_LIMITS.activeMax,
 * and when that set can next change: the earliest end of a showing notice or the earliest upcoming start.
 */
export async function loadActiveNotices(db: Db, now: Date): Promise<{ rows: NoticeRow[]; nextChangeAt: Date | null }> {
  const showing = and(lte(notices.startsAt, now), gt(notices.endsAt, now));
  const [rows, [ends], [starts]] = await Promise.all([
    db.select().from(notices).where(showing).orderBy(desc(notices.startsAt), asc(notices.id)).limit(NOTICE_LIMITS.activeMax),
    db.select({ at: min(notices.endsAt) }).from(notices).where(showing),
    db.select({ at: min(notices.startsAt) }).from(notices).where(gt(notices.startsAt, now)),
  ]);
  const candidates = [ends?.at, starts?.at].filter((d): d is Date => d instanceof Date || typeof d === 'string').map((d) => new Date(d));
  const next = candidates.length ? new Date(Math.min(...candidates.map((d) => d.getTime()))) : null;
  return { rows, nextChangeAt: next };
}

/** Every notice for the CMS: newest start first. */
export async function loadAdminNotices(db: Db): Promise<NoticeRow[]> {
  return db.select().from(notices).orderBy(desc(notices.startsAt), asc(notices.id));
}

export async function loadNotice(db: Db, id: string): Promise<NoticeRow | null> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row ?? null;
}

/** The kind of a media item, or null when there is none with that id. */
export async function loadMediaKind(db: Db, mediaId: string): Promise<string | null> {
  const [row] = await db.select({ kind: media.kind }).from(media).where(eq(media.id, mediaId));
  return row?.kind ?? null;
}
