import { AppError, ARTICLE_MONTHLY_UNLOCKS, articleAccess, type ArticleAccess } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import { loadUnlockState, seoulMonth } from '../../loaders/load-article-access';
import type { SignedInViewer } from '../../loaders/load-viewer';
import { inTransaction } from '../transaction';

export const UNLOCKS_EXHAUSTED_MESSAGE = `이번 달 회원 전용 기사 열람 횟수(${ARTICLE_MONTHLY_UNLOCKS}회)를 모두 사용했습니다. 다음 달 1일부터 다시 열람할 수 있습니다.`;
export const MEMBERSHIP_REQUIRED_MESSAGE = '멤버십 회원만 열람할 수 있는 기사입니다. 멤버십을 구독하면 전문을 읽을 수 있습니다.';

/**
 * Opens a member-only article for a metered reader (LIGHT, LIGHT_STUDENT): spends one of this month's
 * unlocks (Asia/Seoul month). Idempotent: an article already open to the reader (unlocked before, an
 * unlimited tier, staff, a public article) spends nothing. A reader without allowance gets 403. The
 * reader's row is locked so two tabs cannot both spend the last unlock.
 */
export async function unlockArticle(db: Db, viewer: SignedInViewer, article: { id: number; isMemberOnly: boolean }, now: number): Promise<ArticleAccess> {
  const { articleUnlocks, users } = schema;
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.userId)).for('update');
    const month = seoulMonth(now);
    const state = await loadUnlockState(tx, viewer.userId, article.id, month);
    const access = articleAccess(viewer, { isMemberOnly: article.isMemberOnly, ...state });
    if (access.access === 'FULL') return access;
    if (access.access === 'PAYWALL') {
      if (access.reason === 'LOGIN') throw new AppError('UNAUTHENTICATED');
      throw new AppError('FORBIDDEN', access.reason === 'UNLOCKS_EXHAUSTED' ? UNLOCKS_EXHAUSTED_MESSAGE : MEMBERSHIP_REQUIRED_MESSAGE);
    }
    await tx.insert(articleUnlocks).values({ userId: viewer.userId, articleId: article.id, month, createdAt: new Date(now) }).onConflictDoNothing();
    return { access: 'FULL' };
  });
}
