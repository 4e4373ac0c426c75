import { randomUUID } from 'node:crypto';
import { AppError, type AdminArticleUpdate, type AdminArticleUpsert, type ArticleSnapshot } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq, sql } from 'drizzle-orm';
import { indexArticle } from '../../search/index-article';
import { inTransaction } from '../transaction';
import { articleColumns, changedFields, prepareArticle } from './article-input';
import { loadArticleTagNames, setArticleTags } from './article-tags';
import { auditCms, type CmsActor } from './cms-context';
import { articleSlug } from './slugs';

const { articles, articleRevisions } = schema;
type ArticleRow = typeof articles.$inferSelect;

export interface SavedArticle {
  articleId: number;
  status: ArticleRow['status'];
  revisionId: string;
}

/** The editable state of a stored article, as a revision snapshot holds it. */
export function snapshotOf(row: ArticleRow, tagNames: string[]): ArticleSnapshot {
  return {
    title: row.title,
    description: row.description,
    section: row.section,
    type: row.type,
    categoryId: row.categoryId,
    seriesId: row.seriesId,
    tagNames,
    writerId: row.writerId,
    html: row.html,
    doc: row.doc ?? null,
    isMemberOnly: row.isMemberOnly,
    isPublic: row.isPublic,
    thumbnailMediaId: row.thumbnailMediaId,
    voiceMediaId: row.voiceMediaId,
    videos: row.videos,
    readMinutes: row.readMinutes,
  };
}

/**
 * A revision is stamped by the database clock (microseconds) at the insert — `clock_timestamp()`, not the
 * transaction's start (`now()`): the insert comes after the article row's lock, so two saves racing from two
 * processes get stamps in the order they committed, and the latest revision is always the article's state.
 */
async function writeRevision(tx: Db, articleId: number, snapshot: ArticleSnapshot, actor: CmsActor, note: string): Promise<string> {
  const id = randomUUID();
  await tx.insert(articleRevisions).values({ id, articleId, editorId: actor.userId, snapshot, note, createdAt: sql`clock_timestamp()` });
  return id;
}

/**
 * POST /admin/articles: a DRAFT with a slug from its title, its tags, a first revision ('create'), the
 * search tokens and an audit row 'article.create', in one transaction.
 */
export async function createArticle(db: Db, input: AdminArticleUpsert, actor: CmsActor, now: Date): Promise<SavedArticle> {
  return inTransaction(db, async (tx) => {
    const prepared = await prepareArticle(tx, input);
    const [row] = await tx
      .insert(articles)
      .values({ ...articleColumns(prepared), slug: `draft-${randomUUID()}`, status: 'DRAFT', createdBy: actor.userId, updatedBy: actor.userId, createdAt: now, updatedAt: now })
      .returning({ id: articles.id });
    const articleId = row!.id;
    await tx.update(articles).set({ slug: articleSlug(prepared.title, articleId) }).where(eq(articles.id, articleId));
    const snapshot = { ...prepared, tagNames: (await setArticleTags(tx, articleId, prepared.tagNames)).sort() };
    const revisionId = await writeRevision(tx, articleId, snapshot, actor, 'create');
    await indexArticle(tx, articleId);
    await auditCms(tx, actor, 'article.create', 'article', articleId, { revisionId, fields: Object.keys(snapshot) });
    return { articleId, status: 'DRAFT', revisionId };
  });
}

export interface UpdateOptions {
  /** Revision note and audit action: a plain save, or a restore of an older revision. */
  note?: string;
  action?: string;
  meta?: Record<string, unknown>;
}

/**
 * PUT /admin/articles/{id} (and a revision restore): locks the row, refuses a stale save when
 * `baseUpdatedAt` is given and differs (409 ARTICLE_EDIT_CONFLICT), writes the new state, its tags, a revision, the search
 * tokens and an audit row naming the changed fields. The status does not change.
 */
export async function updateArticle(db: Db, articleId: number, input: AdminArticleUpdate, actor: CmsActor, now: Date, options: UpdateOptions = {}): Promise<SavedArticle> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(articles).where(eq(articles.id, articleId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '기사를 찾을 수 없습니다.');
    if (input.baseUpdatedAt && Date.parse(input.baseUpdatedAt) !== current.updatedAt.getTime()) {
      throw new AppError('ARTICLE_EDIT_CONFLICT');
    }
    const before = snapshotOf(current, await loadArticleTagNames(tx, articleId));
    const prepared = await prepareArticle(tx, input);
    await tx.update(articles).set({ ...articleColumns(prepared), updatedBy: actor.userId, updatedAt: now }).where(eq(articles.id, articleId));
    const snapshot = { ...prepared, tagNames: (await setArticleTags(tx, articleId, prepared.tagNames)).sort() };
    const note = options.note ?? 'update';
    const revisionId = await writeRevision(tx, articleId, snapshot, actor, note);
    await indexArticle(tx, articleId);
    await auditCms(tx, actor, options.action ?? 'article.update', 'article', articleId, {
      ...options.meta,
      revisionId,
      status: current.status,
      fields: changedFields(before, snapshot),
    });
    return { articleId, status: current.status, revisionId };
  });
}
