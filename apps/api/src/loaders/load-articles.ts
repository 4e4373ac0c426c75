import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';

const { articles, articleTags, categories, media, series, tags, writers } = schema;

/** Readers see an article once it is PUBLISHED and its publish time has come. */
export function isReadable(now: Date): SQL {
  return and(eq(articles.status, 'PUBLISHED'), lte(articles.publishedAt, now))!;
}

/** Lists, home, related, search and feeds show readable articles that are also public (listed). */
export function isListed(now: Date): SQL {
  return and(isReadable(now), eq(articles.isPublic, true))!;
}

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  section: articles.section,
  type: articles.type,
  status: articles.status,
  title: articles.title,
  description: articles.description,
  isMemberOnly: articles.isMemberOnly,
  isPublic: articles.isPublic,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  readMinutes: articles.readMinutes,
  viewCount: articles.viewCount,
  categoryId: articles.categoryId,
  categoryName: categories.name,
  categoryPath: categories.path,
  seriesId: articles.seriesId,
  seriesName: series.name,
  writerId: writers.id,
  writerSlug: writers.slug,
  writerName: writers.name,
  writerTitle: writers.title,
  thumbnailMediaId: articles.thumbnailMediaId,
  thumbnailVariants: media.variants,
};

const readerColumns = {
  ...listColumns,
  html: articles.html,
  videos: articles.videos,
  voiceMediaId: articles.voiceMediaId,
  writerBio: writers.bio,
  writerAvatarMediaId: writers.avatarMediaId,
};

function selectList(db: Db) {
  return db
    .select(listColumns)
    .from(articles)
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(series, eq(series.id, articles.seriesId))
    .leftJoin(media, eq(media.id, articles.thumbnailMediaId));
}

/** List columns plus the stored HTML (for the lead of feeds and snippets, cut by the presenters). */
function selectWithHtml(db: Db) {
  return db
    .select({ ...listColumns, html: articles.html })
    .from(articles)
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(series, eq(series.id, articles.seriesId))
    .leftJoin(media, eq(media.id, articles.thumbnailMediaId));
}

function selectReader(db: Db) {
  return db
    .select(readerColumns)
    .from(articles)
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(series, eq(series.id, articles.seriesId))
    .leftJoin(media, eq(media.id, articles.thumbnailMediaId));
}

export type ArticleListRow = Awaited<ReturnType<ReturnType<typeof selectList>['execute']>>[number];

export interface ArticleFilter {
  section?: 'PRO' | 'LIFESTYLE';
  /** Slugs; an unknown slug matches nothing. A category includes its sub-categories. */
  category?: string;
  series?: string;
  tag?: string;
  writer?: string;
}

/** A category and all categories below it (the tree is small: read whole). */
export async function categoryWithDescendants(db: Db, slug: string): Promise<string[]> {
  const all = await db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories);
  const root = all.find((c) => c.slug === slug);
  if (!root) return [];
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) ids.push(...all.filter((c) => c.parentId === ids[i]).map((c) => c.id));
  return ids;
}

/**
 * A tag by the segment of its page, case-insensitively: /article/tag/PF and /article/tag/pf are one page.
 * The lower-cased slug is matched first, then the lower-cased name (a link made from the tag's name). The
 * caller answers with the canonical slug. Null when no tag matches (or the text cannot be a tag).
 */
export async function findTagBySlug(db: Db, segment: string): Promise<typeof tags.$inferSelect | null> {
  const key = segment.normalize('NFC').trim().toLowerCase();
  if (!key || key.includes('\u0000')) return null;
  const [bySlug] = await db.select().from(tags).where(eq(sql`lower(${tags.slug})`, key)).orderBy(tags.slug).limit(1);
  if (bySlug) return bySlug;
  const [byName] = await db.select().from(tags).where(eq(sql`lower(${tags.name})`, key)).orderBy(tags.name).limit(1);
  return byName ?? null;
}

/** SQL conditions of a list filter, or null when a slug is unknown (nothing can match). */
export async function filterConditions(db: Db, filter: ArticleFilter): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  if (filter.section) conditions.push(eq(articles.section, filter.section));
  if (filter.category) {
    const ids = await categoryWithDescendants(db, filter.category);
    if (ids.length === 0) return null;
    conditions.push(inArray(articles.categoryId, ids));
  }
  if (filter.series) {
    const [row] = await db.select({ id: series.id }).from(series).where(eq(series.slug, filter.series));
    if (!row) return null;
    conditions.push(eq(articles.seriesId, row.id));
  }
  if (filter.tag) {
    const row = await findTagBySlug(db, filter.tag);
    if (!row) return null;
    conditions.push(inArray(articles.id, db.select({ id: articleTags.articleId }).from(articleTags).where(eq(articleTags.tagId, row.id))));
  }
  if (filter.writer) {
    const [row] = await db.select({ id: writers.id }).from(writers).where(eq(writers.slug, filter.writer));
    if (!row) return null;
    conditions.push(eq(articles.writerId, row.id));
  }
  return conditions;
}

export interface PageRequest {
  page: number;
  size: number;
}

/** One page of listed articles, newest first or most read first, with the total count. */
export async function loadArticlePage(
  db: Db,
  filter: ArticleFilter,
  paging: PageRequest & { sort: 'published' | 'popular' },
  now: Date,
): Promise<{ rows: ArticleListRow[]; count: number }> {
  const conditions = await filterConditions(db, filter);
  if (conditions === null) return { rows: [], count: 0 };
  const where = and(isListed(now), ...conditions);
  const order = paging.sort === 'popular'
    ? [desc(articles.viewCount), desc(articles.publishedAt), desc(articles.id)]
    : [desc(articles.publishedAt), desc(articles.id)];
  const [rows, [total]] = await Promise.all([
    selectList(db).where(where).orderBy(...order).limit(paging.size).offset(paging.page * paging.size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** List rows by id, in the order of `ids`; ids that are not listed (or not readable) are left out. */
export async function loadArticlesByIds(db: Db, ids: number[], now: Date, options: { listedOnly?: boolean } = {}): Promise<ArticleListRow[]> {
  if (ids.length === 0) return [];
  const visible = options.listedOnly === false ? isReadable(now) : isListed(now);
  const rows = await selectList(db).where(and(inArray(articles.id, ids), visible));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ArticleListRow => r !== undefined);
}

/** Listed articles by id with their HTML (search hits build snippets from the public lead), in the order of `ids`. */
export async function loadArticlesWithHtmlByIds(db: Db, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  const rows = await selectWithHtml(db).where(and(inArray(articles.id, ids), isListed(now)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/** The newest listed articles of a section. */
export function loadLatest(db: Db, section: 'PRO' | 'LIFESTYLE', limit: number, now: Date): Promise<ArticleListRow[]> {
  return selectList(db).where(and(isListed(now), eq(articles.section, section))).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit);
}

/**
 * The most read listed articles of a section published in the last `days` days (by view count), filled
 * up with the most read of all time when the window holds too few.
 */
export async function loadMostRead(db: Db, section: 'PRO' | 'LIFESTYLE', limit: number, days: number, now: Date): Promise<ArticleListRow[]> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const order = [desc(articles.viewCount), desc(articles.publishedAt), desc(articles.id)];
  const recent = await selectList(db)
    .where(and(isListed(now), eq(articles.section, section), gte(articles.publishedAt, since)))
    .orderBy(...order)
    .limit(limit);
  if (recent.length >= limit) return recent;
  const exclude = recent.map((r) => r.id);
  const fill = await selectList(db)
    .where(and(isListed(now), eq(articles.section, section), exclude.length ? notInArray(articles.id, exclude) : undefined))
    .orderBy(...order)
    .limit(limit - recent.length);
  return [...recent, ...fill];
}

/** Everything the article page needs beyond the list row. */
export async function loadArticleForReader(db: Db, articleId: number) {
  const [row] = await selectReader(db).where(eq(articles.id, articleId));
  if (!row) return null;
  const tagRows = await db
    .select({ id: tags.id, slug: tags.slug, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, articleId))
    .orderBy(tags.name);
  return { ...row, tags: tagRows };
}

export type ArticleReaderRow = NonNullable<Awaited<ReturnType<typeof loadArticleForReader>>>;

/** Up to `limit` listed articles related by series (strongest), category, then shared tags; newest first within a rank. */
export async function loadRelatedArticles(db: Db, article: ArticleReaderRow, now: Date, limit = 4): Promise<ArticleListRow[]> {
  const tagIds = article.tags.map((t) => t.id);
  const sameSeries = article.seriesId ? sql`(case when ${articles.seriesId} = ${article.seriesId} then 4 else 0 end)` : sql`0`;
  const sameCategory = article.categoryId ? sql`(case when ${articles.categoryId} = ${article.categoryId} then 2 else 0 end)` : sql`0`;
  const sharedTags = tagIds.length
    ? sql`(select count(*)::int from ${articleTags} where ${articleTags.articleId} = ${articles.id} and ${inArray(articleTags.tagId, tagIds)})`
    : sql`0`;
  const related = or(
    article.seriesId ? eq(articles.seriesId, article.seriesId) : undefined,
    article.categoryId ? eq(articles.categoryId, article.categoryId) : undefined,
    tagIds.length ? inArray(articles.id, db.select({ id: articleTags.articleId }).from(articleTags).where(inArray(articleTags.tagId, tagIds))) : undefined,
  );
  if (!related) return [];
  const score = sql<number>`${sameSeries} + ${sameCategory} + ${sharedTags}`;
  const ids = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(isListed(now), ne(articles.id, article.id), related))
    .orderBy(desc(score), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return loadArticlesByIds(db, ids.map((r) => r.id), now);
}

/** Listed articles for feeds: newest first, with the HTML (the presenter keeps only the lead). */
export function loadFeedArticles(db: Db, limit: number, now: Date) {
  return selectWithHtml(db)
    .where(isListed(now))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}

/** Listed, readable article count of a writer or a tag. */
export async function countListed(db: Db, condition: SQL, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(and(isListed(now), condition));
  return row?.n ?? 0;
}

/** The newest listed articles carrying any of these tag names (REIT pages link articles by tag). */
export async function loadArticlesTagged(db: Db, tagNames: string[], limit: number, now: Date): Promise<ArticleListRow[]> {
  if (tagNames.length === 0) return [];
  const tagged = db.select({ id: articleTags.articleId }).from(articleTags).innerJoin(tags, eq(tags.id, articleTags.tagId)).where(inArray(tags.name, tagNames));
  return selectList(db).where(and(isListed(now), inArray(articles.id, tagged))).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit);
}
