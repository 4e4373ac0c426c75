import { CONTENT_TYPE_VALUES, type ContentType } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq } from 'drizzle-orm';
import { loadArticlesByIds, type ArticleListRow, type PageRequest } from './load-articles';

const { scraps } = schema;

export interface ScrapPage {
  rows: Array<{ contentType: ContentType; contentId: string; createdAt: Date; article: ArticleListRow | null }>;
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
  const articleIds = rows.filter((r) => r.contentType === 'CONTENT').map((r) => Number(r.contentId));
  const articles = new Map((await loadArticlesByIds(db, articleIds, now, { listedOnly: false })).map((a) => [String(a.id), a]));
  return {
    rows: rows.map((r) => ({ contentType: r.contentType, contentId: r.contentId, createdAt: r.createdAt, article: r.contentType === 'CONTENT' ? articles.get(r.contentId) ?? null : null })),
    count: contentType ? counts[contentType] : Object.values(counts).reduce((a, b) => a + b, 0),
    counts,
  };
}
