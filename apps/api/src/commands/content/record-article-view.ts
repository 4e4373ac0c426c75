import { randomUUID } from 'node:crypto';
import { schema, type Db } from '@spi/db';
import { eq, sql } from 'drizzle-orm';
import { inTransaction } from '../transaction';

export interface ArticleView {
  articleId: number;
  /** The signed-in reader, whose read also goes into their history; null for a guest. */
  userId: string | null;
  /** `u:<user id>` or `g:<keyed hash of day, IP and user agent>`: who read, without the raw IP. */
  viewerKey: string;
  /** 'YYYY-MM-DD' in Asia/Seoul. */
  day: string;
  at: Date;
}

/**
 * A reader opened an article: the first read of the day per reader counts towards the view count (the
 * most-read lists); the (article, reader, day) key makes a second count impossible, also when two
 * requests race. Every read of a signed-in reader goes into their history (which shows the latest read
 * of each article per day). Returns whether this read was counted.
 */
export async function recordArticleView(db: Db, view: ArticleView): Promise<boolean> {
  const { articleViewDays, articleViews, articles } = schema;
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(articleViewDays)
      .values({ articleId: view.articleId, viewerKey: view.viewerKey, day: view.day, createdAt: view.at })
      .onConflictDoNothing()
      .returning({ articleId: articleViewDays.articleId });
    if (view.userId) await tx.insert(articleViews).values({ id: randomUUID(), userId: view.userId, articleId: view.articleId, createdAt: view.at });
    if (inserted.length === 0) return false;
    await tx.update(articles).set({ viewCount: sql`${articles.viewCount} + 1` }).where(eq(articles.id, view.articleId));
    return true;
  });
}
