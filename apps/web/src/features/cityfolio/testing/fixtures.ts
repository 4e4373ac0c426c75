import { scoreInvestmentProfile, type InvestmentProfileAnswers } from '@spi/core/cityfolio/profile';
import {
  cityfolioItemResponseSchema, investmentProfileResponseSchema,
  type CityfolioItemResponse, type CityfolioItemSummary, type InvestmentProfileResponse,
} from '@spi/core/contracts/cityfolio';

/** Test data for 시티폴리오's components, checked against the contract so it cannot drift from the API. */

export const GUEST_ID = 'g_7bS2kQx9LmN4pR8tV1wZ3yA';

export const ANSWERS: InvestmentProfileAnswers = {
  goal: 'INCOME', horizon: 'Y3_5', risk: 'HOLD', experience: 'FUNDS', assetTypes: ['OFFICE', 'LOGISTICS'], regions: ['SEOUL_CORE'],
};

export function profileResponse(overrides: Partial<InvestmentProfileResponse> = {}, answers: InvestmentProfileAnswers = ANSWERS): InvestmentProfileResponse {
  const scored = scoreInvestmentProfile(answers);
  return investmentProfileResponseSchema.parse({
    id: 'ip_1',
    guestId: null,
    answers,
    result: { code: scored.code, label: scored.profile.label, description: scored.profile.description, guidance: scored.profile.guidance, score: scored.score },
    recommendations: {
      reits: [{
        ticker: '395400', nameKo: 'SK리츠', sector: 'OFFICE', sectorLabel: '오피스', dividendYield: 0.061, leverage: 0.48,
        asOf: '2026-11-20', reason: '배당이 꾸준하고 부채비율이 50% 이하입니다.', href: '/reits/395400',
      }],
      articles: [],
      items: [],
      reitsAsOf: '샘플 데이터 · 2026.11.20 기준',
    },
    answeredAt: '2026-11-26T09:00:00+09:00',
    expiresAt: null,
    claimedAt: null,
    ...overrides,
  });
}

export function itemSummary(overrides: Partial<CityfolioItemSummary> = {}): CityfolioItemSummary {
  return {
    id: 7, kind: 'BOOK', kindLabel: '책', title: '도시의 승리', summary: '도시가 인류를 더 풍요롭게 만든다는 주장.', coverUrl: '',
    tags: ['도시경제'], href: '/cityfolio/7', publishedAt: '2026-11-01T09:00:00+09:00', isSample: true,
    event: null, video: null,
    book: { author: '에드워드 글레이저', publisher: '해냄', publishedOn: '2011-06-10', isbn: '9788965740000', pages: 620, rating: 4 },
    ...overrides,
  };
}

export function itemResponse(item: Partial<CityfolioItemResponse['item']> = {}, extra: Partial<Omit<CityfolioItemResponse, 'item'>> = {}): CityfolioItemResponse {
  return cityfolioItemResponseSchema.parse({
    item: { ...itemSummary(), body: '첫 문단입니다.\n\n둘째 문단입니다.', updatedAt: '2026-11-02T09:00:00+09:00', ...item },
    linkedEvent: null,
    related: [],
    ...extra,
  });
}

export const VIDEO_ITEM = {
  id: 12, kind: 'VIDEO' as const, kindLabel: '영상', title: '서울 도심 오피스 시장 읽기', href: '/cityfolio/12', book: null,
  video: {
    provider: 'youtube' as const, providerLabel: 'YouTube', videoId: 'dQw4w9WgXcQ', watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: '서울 도심 오피스 시장 읽기', author: 'SPI 채널', thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', durationSec: 754,
  },
};
