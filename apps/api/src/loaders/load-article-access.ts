import { articleAccess, type ArticleAccess, type Viewer } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq } from 'drizzle-orm';

/** Korea has one offset all year (no daylight saving): Asia/Seoul is UTC+9. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar month in Asia/Seoul, 'YYYY-MM' (the unit of the monthly unlock allowance). */
export function seoulMonth(now: number): string {
  return new Date(now + SEOUL_OFFSET_MS).toISOString().slice(0, 7);
}

/** The Asia/Seoul calendar day 'YYYY-MM-DD' of an instant. */
export function seoulDay(now: number): string {
  return new Date(now + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight at the start of a 'YYYY-MM-DD' day in Asia/Seoul, as an instant. */
export function seoulDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

export interface AccessViewer extends Viewer {
  userId: string | null;
}

/** The unlock facts the policy needs: whether this reader opened the article, and how many unlocks this month. */
export async function loadUnlockState(db: Db, userId: string, articleId: number, month: string) {
  const { articleUnlocks } = schema;
  const [[unlocked], [spent]] = await Promise.all([
    db.select({ month: articleUnlocks.month }).from(articleUnlocks).where(and(eq(articleUnlocks.userId, userId), eq(articleUnlocks.articleId, articleId))),
    db.select({ n: count() }).from(articleUnlocks).where(and(eq(articleUnlocks.userId, userId), eq(articleUnlocks.month, month))),
  ]);
  return { alreadyUnlocked: unlocked !== undefined, unlocksThisMonth: spent?.n ?? 0 };
}

/** articleAccess of core for this viewer and article, with the viewer's unlocks loaded only when they matter. */
export async function loadArticleAccess(db: Db, viewer: AccessViewer, article: { id: number; isMemberOnly: boolean }, now: number): Promise<ArticleAccess> {
  const quick = articleAccess(viewer, { isMemberOnly: article.isMemberOnly, alreadyUnlocked: false, unlocksThisMonth: 0 });
  if (quick.access !== 'UNLOCK_AVAILABLE' || !viewer.userId) return quick;
  return articleAccess(viewer, { isMemberOnly: true, ...(await loadUnlockState(db, viewer.userId, article.id, seoulMonth(now))) });
}
