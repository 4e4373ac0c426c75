import { ARTICLE_MONTHLY_UNLOCKS, type ArticleAccess } from '@spi/core';

/**
 * What the paywall says for each access decision of core's articleAccess (the one policy). Rule of the
 * article open confirm modal: it asks before anything limited is spent, i.e. exactly when the access is
 * UNLOCK_AVAILABLE (LIGHT memberships: ARTICLE_MONTHLY_UNLOCKS member-only articles per month); an
 * article already opened this way stays open and never asks again.
 */
export interface PaywallCopy {
  title: string;
  message: string;
}

export function paywallCopy(access: Exclude<ArticleAccess, { access: 'FULL' }>): PaywallCopy {
  if (access.access === 'UNLOCK_AVAILABLE') {
    return {
      title: '라이트 멤버십으로 이 글을 열 수 있습니다',
      message: `이번 달 남은 열람 ${access.remaining}회 (월 ${access.monthlyLimit}회). 한 번 연 글은 언제든 다시 읽을 수 있습니다.`,
    };
  }
  switch (access.reason) {
    case 'LOGIN':
      return {
        title: '멤버십 회원에게 공개된 글입니다',
        message: '로그인하면 멤버십 혜택으로 이 글의 나머지를 읽을 수 있습니다. 아직 멤버십이 없다면 멤버십을 알아보세요.',
      };
    case 'MEMBERSHIP':
      return {
        title: '멤버십 회원 전용 글입니다',
        message: `프리미엄·라이트 플러스 멤버십은 모든 멤버십 전용 글을, 라이트 멤버십은 매달 ${ARTICLE_MONTHLY_UNLOCKS}편을 읽을 수 있습니다.`,
      };
    case 'UNLOCKS_EXHAUSTED':
      return {
        title: '이번 달 열람 횟수를 모두 사용했습니다',
        message: `라이트 멤버십은 매달 ${ARTICLE_MONTHLY_UNLOCKS}편의 멤버십 전용 글을 열 수 있고, 다음 달 1일에 다시 채워집니다. 프리미엄으로 바꾸면 제한 없이 읽을 수 있습니다.`,
      };
  }
}

/** The confirm text of the article open confirm modal. */
export function unlockConfirmMessage(remaining: number): string {
  return `이번 달 남은 열람 ${remaining}회 중 1회를 사용해 이 글을 엽니다.`;
}
