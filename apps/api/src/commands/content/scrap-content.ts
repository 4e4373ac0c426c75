import { AppError, type ContentType } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { isReadable } from '../../loaders/load-articles';

const { articles, scraps } = schema;

/**
 * The stored id of a scrap target. CONTENT ids are article ids that must exist and be readable (404
 * otherwise), kept in canonical form ('007' → '7'); other content types have no tables yet and are
 * kept as given.
 */
export async function scrapTargetId(db: Db, contentType: ContentType, contentId: string, now: Date): Promise<string> {
  if (contentType !== 'CONTENT') return contentId;
  const id = /^\d{1,9}$/.test(contentId) ? Number(contentId) : 0;
  if (id <= 0) throw new AppError('NOT_FOUND');
  const [row] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.id, id), isReadable(now)));
  if (!row) throw new AppError('NOT_FOUND');
  return String(id);
}

/** Saves content for a reader; saving twice keeps the first save. */
export async function addScrap(db: Db, userId: string, contentType: ContentType, contentId: string, at: Date): Promise<void> {
  await db.insert(scraps).values({ userId, contentType, contentId, createdAt: at }).onConflictDoNothing();
}

/** Removes a saved item; removing one that is not saved is not an error. */
export async function removeScrap(db: Db, userId: string, contentType: ContentType, contentId: string): Promise<void> {
  await db.delete(scraps).where(and(eq(scraps.userId, userId), eq(scraps.contentType, contentType), eq(scraps.contentId, contentId)));
}

export async function isScrapped(db: Db, userId: string | null, contentType: ContentType, contentId: string): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ userId: scraps.userId }).from(scraps).where(and(eq(scraps.userId, userId), eq(scraps.contentType, contentType), eq(scraps.contentId, contentId)));
  return row !== undefined;
}
