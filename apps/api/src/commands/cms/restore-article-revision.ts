import { AppError, adminArticleUpsertSchema } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import type { CmsActor } from './cms-context';
import { updateArticle, type SavedArticle } from './save-article';

const { articleRevisions } = schema;

/**
 * POST /admin/articles/{id}/revisions/{revisionId}/restore: saves the revision's snapshot as the
 * article's current state through the normal save path (sanitised again, references checked), which
 * writes a new revision 'restore:<revisionId>'; history is never rewritten. The status stays.
 */
export async function restoreArticleRevision(db: Db, articleId: number, revisionId: string, actor: CmsActor, now: Date): Promise<SavedArticle> {
  const [revision] = await db
    .select({ snapshot: articleRevisions.snapshot })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)));
  if (!revision) throw new AppError('NOT_FOUND', '버전을 찾을 수 없습니다.');
  const parsed = adminArticleUpsertSchema.safeParse(revision.snapshot);
  if (!parsed.success) throw new AppError('REVISION_NOT_RESTORABLE');
  return updateArticle(db, articleId, parsed.data, actor, now, {
    note: `restore:${revisionId}`,
    action: 'article.restore',
    meta: { restoredRevisionId: revisionId },
  });
}
