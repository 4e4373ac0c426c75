import { AppError, htmlToText } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { indexArticle } from '../../search/index-article';
import { inTransaction } from '../transaction';
import { auditCms, invalidFields, type CmsActor } from './cms-context';

const { articles } = schema;
type ArticleStatus = (typeof articles.$inferSelect)['status'];

export type StatusAction = 'publish' | 'schedule' | 'unpublish' | 'archive';

export interface StatusChange {
  articleId: number;
  from: ArticleStatus;
  to: ArticleStatus;
  /** Readers' pages changed: the article appeared or disappeared (the web cache must be refreshed). */
  readerVisibleChange: boolean;
}

/**
 * The status actions of the CMS, each in one transaction with an audit row 'article.<action>':
 * - publish: any status -> PUBLISHED; publishedAt stays when it was published before, else now;
 * - schedule: DRAFT, SCHEDULED or ARCHIVED -> SCHEDULED at a future time (the scheduler publishes it);
 *   a PUBLISHED article must be unpublished first (409 ARTICLE_ALREADY_PUBLISHED);
 * - unpublish: -> DRAFT (the scheduled time is cleared);
 * - archive: -> ARCHIVED.
 * Repeating the current state (publish a PUBLISHED article) changes nothing and writes no audit row.
 */
export async function changeArticleStatus(
  db: Db,
  articleId: number,
  action: StatusAction,
  actor: CmsActor,
  now: Date,
  scheduledAt?: Date,
): Promise<StatusChange> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(articles).where(eq(articles.id, articleId)).for('update');
    if (!current) throw new AppError('NOT_FOUND', '기사를 찾을 수 없습니다.');
    const from = current.status;
    const values: Partial<typeof articles.$inferInsert> = { updatedBy: actor.userId, updatedAt: now };
    let to: ArticleStatus;
    switch (action) {
      case 'publish':
        if (!htmlToText(current.html)) throw invalidFields([{ path: 'html', message: '본문이 비어 있는 기사는 발행할 수 없습니다.' }]);
        to = 'PUBLISHED';
        values.publishedAt = current.publishedAt ?? now;
        values.scheduledAt = null;
        break;
      case 'schedule':
        if (!scheduledAt || scheduledAt.getTime() <= now.getTime()) {
          throw invalidFields([{ path: 'scheduledAt', message: '예약 시간은 현재 시각 이후여야 합니다.' }]);
        }
        if (from === 'PUBLISHED') throw new AppError('ARTICLE_ALREADY_PUBLISHED');
        if (!htmlToText(current.html)) throw invalidFields([{ path: 'html', message: '본문이 비어 있는 기사는 예약할 수 없습니다.' }]);
        to = 'SCHEDULED';
        values.scheduledAt = scheduledAt;
        break;
      case 'unpublish':
        to = 'DRAFT';
        values.scheduledAt = null;
        break;
      case 'archive':
        to = 'ARCHIVED';
        values.scheduledAt = null;
        break;
    }
    const sameSchedule = action === 'schedule' && current.scheduledAt?.getTime() === scheduledAt?.getTime();
    if (from === to && (action !== 'schedule' || sameSchedule)) return { articleId, from, to, readerVisibleChange: false };

    await tx.update(articles).set({ ...values, status: to }).where(eq(articles.id, articleId));
    await indexArticle(tx, articleId);
    await auditCms(tx, actor, `article.${action}`, 'article', articleId, {
      from,
      to,
      ...(values.publishedAt ? { publishedAt: values.publishedAt.toISOString() } : {}),
      ...(action === 'schedule' ? { scheduledAt: scheduledAt!.toISOString() } : {}),
    });
    return { articleId, from, to, readerVisibleChange: from === 'PUBLISHED' || to === 'PUBLISHED' };
  });
}
