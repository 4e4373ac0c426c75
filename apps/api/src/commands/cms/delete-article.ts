import { AppError } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { indexArticle } from '../../search/index-article';
import { inTransaction } from '../transaction';
import { auditCms, type CmsActor } from './cms-context';

const { articles, scraps } = schema;

/**
 * DELETE /admin/articles/{id} (ROLE_ADMIN): the article with its tags, revisions, views and unlocks
 * (cascades), the scraps that point at it, and its search entry; the audit row keeps the title.
 */
export async function deleteArticle(db: Db, articleId: number, actor: CmsActor): Promise<{ wasPublished: boolean }> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select({ title: articles.title, status: articles.status }).from(articles).where(eq(articles.id, articleId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '기사를 찾을 수 없습니다.');
    await tx.delete(scraps).where(and(eq(scraps.contentType, 'CONTENT'), eq(scraps.contentId, String(articleId))));
    await tx.delete(articles).where(eq(articles.id, articleId));
    await indexArticle(tx, articleId);
    await auditCms(tx, actor, 'article.delete', 'article', articleId, { title: current.title, status: current.status });
    return { wasPublished: current.status === 'PUBLISHED' };
  });
}
