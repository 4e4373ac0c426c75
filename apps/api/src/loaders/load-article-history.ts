import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { isReadable, type PageRequest } from './load-articles';

const { articleViews, articles } = schema;

/** The Asia/Seoul calendar day of a view, 'YYYY-MM-DD' (Korea keeps UTC+9 all year, so no tz database is needed). */
const seoulDay = sql<string>`to_char((${articleViews.createdAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

export interface HistoryEntry {
  articleId: number;
  day: string;
  viewedAt: Date;
}

/**
 * A reader's viewed-article history, one entry per article per day (its latest view that day), newest
 * first. `count` is the number of such article-days, so "a next page exists while pages × size < count"
 * holds exactly. Articles that are no longer readable are left out (and not counted).
 */
export async function loadArticleHistory(db: Db, userId: string, paging: PageRequest, now: Date): Promise<{ entries: HistoryEntry[]; count: number }> {
  const where = and(eq(articleViews.userId, userId), isReadable(now));
  const lastView = max(articleViews.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ articleId: articleViews.articleId, day: seoulDay, viewedAt: lastView })
      .from(articleViews)
      .innerJoin(articles, eq(articles.id, articleViews.articleId))
      .where(where)
      .groupBy(articleViews.articleId, seoulDay)
      .orderBy(desc(lastView), desc(articleViews.articleId))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db
      .select({ n: count() })
      .from(
        db
          .selectDistinct({ articleId: articleViews.articleId, day: seoulDay.as('day') })
          .from(articleViews)
          .innerJoin(articles, eq(articles.id, articleViews.articleId))
          .where(where)
          .as('article_days'),
      ),
  ]);
  return { entries: rows.map((r) => ({ articleId: r.articleId, day: r.day, viewedAt: r.viewedAt! })), count: total?.n ?? 0 };
}
