import type { ContentType } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { resolveContentId } from '../../content-types/registry';

const { scraps } = schema;

/** The stored id of a scrap target, resolved by the content-type registry (404 when there is none). */
export function scrapTargetId(db: Db, contentType: ContentType, contentId: string, now: Date): Promise<string> {
  return resolveContentId(db, contentType, contentId, now);
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
