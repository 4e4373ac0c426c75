import { schema, type Db } from '@spi/db';
import { and, asc, count, eq, ilike, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { likePattern } from './load-media';

const { articleTags, articles, categories, series, tags, writers } = schema;

/** Article counts (every status) by a foreign-key column of articles. */
async function countsBy(db: Db, column: typeof articles.categoryId | typeof articles.seriesId | typeof articles.writerId, ids?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: column, n: count() })
    .from(articles)
    .where(and(isNotNull(column), ids ? inArray(column, ids) : undefined))
    .groupBy(column);
  return new Map(rows.map((row) => [row.key as string, row.n]));
}

export async function loadCategoriesWithCounts(db: Db) {
  const [rows, counts] = await Promise.all([db.select().from(categories), countsBy(db, articles.categoryId)]);
  return { rows, counts };
}

export async function loadCategory(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ? { row, count: (await countsBy(db, articles.categoryId, [id])).get(id) ?? 0 } : null;
}

export async function loadSeriesWithCounts(db: Db) {
  const [rows, counts] = await Promise.all([db.select().from(series).orderBy(asc(series.name)), countsBy(db, articles.seriesId)]);
  return { rows, counts };
}

export async function loadOneSeries(db: Db, id: string) {
  const [row] = await db.select().from(series).where(eq(series.id, id));
  return row ? { row, count: (await countsBy(db, articles.seriesId, [id])).get(id) ?? 0 } : null;
}

export async function loadWritersWithCounts(db: Db) {
  const [rows, counts] = await Promise.all([db.select().from(writers).orderBy(asc(writers.name)), countsBy(db, articles.writerId)]);
  return { rows, counts };
}

export async function loadWriter(db: Db, id: string) {
  const [row] = await db.select().from(writers).where(eq(writers.id, id));
  return row ? { row, count: (await countsBy(db, articles.writerId, [id])).get(id) ?? 0 } : null;
}

async function tagCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ key: articleTags.tagId, n: count() }).from(articleTags).where(inArray(articleTags.tagId, ids)).groupBy(articleTags.tagId);
  return new Map(rows.map((row) => [row.key, row.n]));
}

/** Tags by name, optionally those whose name contains `query`. */
export async function loadTagPage(db: Db, query: { page: number; size: number; query?: string }) {
  const where: SQL | undefined = query.query ? ilike(tags.name, likePattern(query.query)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(tags).where(where).orderBy(asc(tags.name), asc(tags.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(tags).where(where),
  ]);
  return { rows, counts: await tagCounts(db, rows.map((r) => r.id)), count: total?.n ?? 0 };
}

export async function loadTag(db: Db, id: string) {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  return row ? { row, count: (await tagCounts(db, [id])).get(id) ?? 0 } : null;
}
