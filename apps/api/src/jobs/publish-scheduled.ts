import { schema, type Db } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lte, sql } from 'drizzle-orm';
import { articleChangeTags, type ContentChangeNotifier } from '../adapters/content-change-notifier';
import { recordAudit } from '../commands/record-activity';
import { inTransaction } from '../commands/transaction';
import { indexArticle } from '../search/index-article';

const { articles } = schema;

export interface PublishDueOptions {
  notifier?: ContentChangeNotifier;
  log?: FastifyBaseLogger;
}

/**
 * Publishes every SCHEDULED article whose time has come, with one conditional UPDATE:
 * `UPDATE articles SET status='PUBLISHED', published_at=scheduled_at WHERE status='SCHEDULED' AND
 * scheduled_at <= $now RETURNING id`. Two API processes running it at once cannot both publish an
 * article: the second UPDATE waits on the first one's row locks and then re-checks `status`, which is no
 * longer SCHEDULED. Each published article gets an audit row (actor null,
 * 'article.publish.scheduled') and fresh search tokens in the same transaction; the web cache is told
 * after the commit. Returns the published ids.
 */
export async function publishDueArticles(db: Db, now: Date, options: PublishDueOptions = {}): Promise<number[]> {
  const published = await inTransaction(db, async (tx) => {
    const rows = await tx
      .update(articles)
      .set({ status: 'PUBLISHED', publishedAt: sql`${articles.scheduledAt}` })
      .where(and(eq(articles.status, 'SCHEDULED'), lte(articles.scheduledAt, now)))
      .returning({ id: articles.id, scheduledAt: articles.scheduledAt });
    for (const row of rows) {
      await indexArticle(tx, row.id);
      await recordAudit(tx, {
        actorId: null,
        action: 'article.publish.scheduled',
        targetType: 'article',
        targetId: String(row.id),
        ip: '',
        meta: { from: 'SCHEDULED', to: 'PUBLISHED', publishedAt: row.scheduledAt?.toISOString() ?? null },
      });
    }
    return rows.map((row) => row.id).sort((a, b) => a - b);
  });
  for (const id of published) {
    options.log?.info({ articleId: id }, 'scheduled article published');
    await options.notifier?.notify(articleChangeTags(id));
  }
  return published;
}
