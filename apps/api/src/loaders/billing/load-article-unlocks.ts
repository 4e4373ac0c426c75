import { articleAccess, type ArticleUnlockAllowanceDto, type Principal, type Viewer } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, eq } from 'drizzle-orm';
import { seoulDayStart, seoulMonth } from '../load-article-access';

/** The first instant of the Asia/Seoul month after `month` ('YYYY-MM'): when the allowance refills. */
export function nextSeoulMonthStart(month: string): Date {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return seoulDayStart(`${next}-01`);
}

/**
 * The member-only unlocks a metered reader (LIGHT, LIGHT_STUDENT) has left this Asia/Seoul month, by
 * core's articleAccess (one count query); null for everyone the allowance does not apply to (unlimited
 * tiers, staff, members without a membership).
 */
export async function loadArticleUnlockAllowance(db: Db, viewer: (Viewer | Principal) & { userId: string }, now: number): Promise<ArticleUnlockAllowanceDto | null> {
  const probe = articleAccess(viewer, { isMemberOnly: true, alreadyUnlocked: false, unlocksThisMonth: 0 });
  if (probe.access !== 'UNLOCK_AVAILABLE') return null;
  const month = seoulMonth(now);
  const { articleUnlocks } = schema;
  const [row] = await db.select({ n: count() }).from(articleUnlocks).where(and(eq(articleUnlocks.userId, viewer.userId), eq(articleUnlocks.month, month)));
  const used = row?.n ?? 0;
  const limit = probe.monthlyLimit;
  return { used, limit, remaining: Math.max(0, limit - used), resetsAt: nextSeoulMonthStart(month).toISOString() };
}
