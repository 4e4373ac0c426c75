import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@spi/db';
import { eq, sql } from 'drizzle-orm';
import { inTransaction } from '../transaction';

/**
 * An article was opened: every read counts towards its view count (most-read lists), and a signed-in
 * reader's read is also kept in their viewed-article history.
 */
export async function recordArticleView(db: Db, view: { articleId: number; userId: string | null; at: Date }): Promise<void> {
  const { articleViews, articles } = schema;
  await inTransaction(db, async (tx) => {
    if (view.userId) await tx.insert(articleViews).values({ id: randomUUID(), userId: view.userId, articleId: view.articleId, createdAt: view.at });
    await tx.update(articles).set({ viewCount: sql`${articles.viewCount} + 1` }).where(eq(articles.id, view.articleId));
  });
}
