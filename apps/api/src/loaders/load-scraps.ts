import { CONTENT_TYPE_VALUES, type ContentType } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { CONTENT_TYPE_HANDLERS } from '../content-types/registry';
import type { ArticleListItemDto, ContentCard } from '@spi/core';
import type { PageRequest } from './load-articles';

const { scraps } = schema;

export interface ScrapPage {
  rows: Array<{ contentType: ContentType; contentId: string; createdAt: Date; article: ArticleListItemDto | null; card: ContentCard | null }>;
  count: number;
  /** Saved items per content type (every type, zero included), for the type tabs. */
  counts: Record<ContentType, number>;
}

/** A reader's saved items, newest first, with the article joined for CONTENT (null when it is no longer readable). */
export async function loadScrapPage(db: Db, userId: string, contentType: ContentType | undefined, paging: PageRequest, now: Date): Promise<ScrapPage> {
  const where = and(eq(scraps.userId, userId), contentType ? eq(scraps.contentType, contentType) : undefined);
  const [rows, perType] = await Promise.all([
    db.select().from(scraps).where(where).orderBy(desc(scraps.createdAt), desc(scraps.contentId)).limit(paging.size).offset(paging.page * paging.size),
    db.select({ contentType: scraps.contentType, n: count() }).from(scraps).where(eq(scraps.userId, userId)).groupBy(scraps.contentType),
  ]);
  const counts = Object.fromEntries(CONTENT_TYPE_VALUES.map((t) => [t, perType.find((r) => r.contentType === t)?.n ?? 0])) as Record<ContentType, number>;
  // One card query per content type on the page (a fixed number whatever the page size).
  const cards = new Map<string, { card: ContentCard; article?: ArticleListItemDto }>();
  for (const type of CONTENT_TYPE_VALUES) {
    const ids = rows.filter((r) => r.contentType === type).map((r) => r.contentId);
    if (ids.length === 0) continue;
    for (const [id, card] of await CONTENT_TYPE_HANDLERS[type].loadCards(db, ids, now)) cards.set(`${type}:${id}`, card);
  }
  return {
    rows: rows.map((r) => {
      const found = cards.get(`${r.contentType}:${r.contentId}`);
      return { contentType: r.contentType, contentId: r.contentId, createdAt: r.createdAt, article: found?.article ?? null, card: found?.card ?? null };
    }),
    count: contentType ? counts[contentType] : Object.values(counts).reduce((a, b) => a + b, 0),
    counts,
  };
}
