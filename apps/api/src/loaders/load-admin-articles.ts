import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likePattern } from './load-media';

const { articleRevisions, articles, categories, media, series, users, writers } = schema;
const updater = alias(users, 'updater');
const creator = alias(users, 'creator');

function selectAdminArticles(db: Db) {
  return db
    .select({
      article: articles,
      categoryPath: categories.path,
      seriesName: series.name,
      writerName: writers.name,
      thumbnailVariants: media.variants,
      updatedByNickname: updater.nickname,
      createdByNickname: creator.nickname,
    })
    .from(articles)
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(series, eq(series.id, articles.seriesId))
    .leftJoin(media, eq(media.id, articles.thumbnailMediaId))
    .leftJoin(updater, eq(updater.id, articles.updatedBy))
    .leftJoin(creator, eq(creator.id, articles.createdBy));
}

export type AdminArticleRow = Awaited<ReturnType<ReturnType<typeof selectAdminArticles>['execute']>>[number];

export interface AdminArticleQuery {
  page: number;
  size: number;
  status?: AdminArticleRow['article']['status'];
  section?: AdminArticleRow['article']['section'];
  query?: string;
}

/** Every article whatever its status, most recently changed first. */
export async function loadAdminArticlePage(db: Db, query: AdminArticleQuery): Promise<{ rows: AdminArticleRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(articles.status, query.status));
  if (query.section) conditions.push(eq(articles.section, query.section));
  if (query.query) conditions.push(ilike(articles.title, likePattern(query.query)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectAdminArticles(db).where(where).orderBy(desc(articles.updatedAt), desc(articles.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function loadAdminArticle(db: Db, articleId: number): Promise<AdminArticleRow | null> {
  const [row] = await selectAdminArticles(db).where(eq(articles.id, articleId));
  return row ?? null;
}

export async function countRevisions(db: Db, articleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articleRevisions).where(eq(articleRevisions.articleId, articleId));
  return row?.n ?? 0;
}

const revisionColumns = {
  id: articleRevisions.id,
  articleId: articleRevisions.articleId,
  note: articleRevisions.note,
  editorId: articleRevisions.editorId,
  editorNickname: users.nickname,
  createdAt: articleRevisions.createdAt,
  title: sql<string>`coalesce(${articleRevisions.snapshot}->>'title', '')`,
};

function selectRevisions(db: Db) {
  return db.select(revisionColumns).from(articleRevisions).leftJoin(users, eq(users.id, articleRevisions.editorId));
}

export type RevisionRow = Awaited<ReturnType<ReturnType<typeof selectRevisions>['execute']>>[number];

/** Revisions of an article, newest first. */
export async function loadRevisionPage(db: Db, articleId: number, page: number, size: number): Promise<{ rows: RevisionRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    selectRevisions(db).where(eq(articleRevisions.articleId, articleId)).orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id)).limit(size).offset(page * size),
    countRevisions(db, articleId),
  ]);
  return { rows, count: total };
}

/** One revision with its snapshot. */
export async function loadRevision(db: Db, articleId: number, revisionId: string) {
  const [row] = await db
    .select({ ...revisionColumns, snapshot: articleRevisions.snapshot })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.editorId))
    .where(and(eq(articleRevisions.articleId, articleId), eq(articleRevisions.id, revisionId)));
  return row ?? null;
}
