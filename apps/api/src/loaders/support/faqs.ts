import { FAQ_CATEGORIES, type FaqCategory, type FaqListQuery } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../load-media';

const { faqs } = schema;
export type FaqRow = typeof faqs.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DEMO_ID = /^faq-[a-z0-9-]{1,40}$/;

/** Whether `raw` can be a FAQ id (server-made UUIDs, or the demo data's `faq-…` ids); anything else is a 404. */
export function isFaqId(raw: string): boolean {
  return UUID.test(raw) || DEMO_ID.test(raw);
}

const order = [sql`array_position(array[${sql.join(FAQ_CATEGORIES.map((c) => sql`${c}`), sql`, `)}]::text[], ${faqs.category})`, asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id)];

/**
 * Published entries in display order (category order, then sortOrder). `q` matches the question or the
 * answer, case-insensitively, with `%` and `_` taken literally (ILIKE works on Korean text as is).
 */
export async function loadPublishedFaqs(db: Db, query: FaqListQuery): Promise<FaqRow[]> {
  const conditions: SQL[] = [eq(faqs.published, true)];
  if (query.category) conditions.push(eq(faqs.category, query.category));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern))!);
  }
  return db.select().from(faqs).where(and(...conditions)).orderBy(...order);
}

/** Published entries per category (every category present, 0 when empty). */
export async function countPublishedFaqs(db: Db): Promise<Record<FaqCategory, number>> {
  const rows = await db.select({ category: faqs.category, count: sql<number>`count(*)::int` }).from(faqs).where(eq(faqs.published, true)).groupBy(faqs.category);
  const counts = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, 0])) as Record<FaqCategory, number>;
  for (const row of rows) counts[row.category] = Number(row.count);
  return counts;
}

/** Every entry, drafts included, in display order. */
export async function loadAllFaqs(db: Db): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(...order);
}

export async function loadFaq(db: Db, id: string): Promise<FaqRow | null> {
  if (!isFaqId(id)) return null;
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ?? null;
}
