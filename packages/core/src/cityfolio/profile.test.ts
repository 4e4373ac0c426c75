import { describe, expect, it } from 'vitest';
import { investmentProfileAnswersSchema, investmentProfileClaimSchema, investmentProfileCreateSchema, cityfolioItemInputSchema, cityfolioListQuerySchema } from '../contracts/cityfolio';
import {
  CITYFOLIO_CONSENT_VERSION, fallbackVideoTitle, formatVideoDuration, INVESTMENT_PROFILE_GUEST_TTL_DAYS, isGuestProfileExpired, normalizeIsbn13, parseVideoUrl,
} from './model';
import {
  INVESTMENT_PROFILE_CODES, INVESTMENT_PROFILE_QUESTIONS, INVESTMENT_PROFILES, preferredReitSectors, profileCodeForScore, scoreInvestmentProfile,
  type InvestmentProfileAnswers,
} from './profile';

const base: InvestmentProfileAnswers = { goal: 'PRESERVE', horizon: 'UNDER_1Y', risk: 'SELL_ALL', experience: 'NONE', assetTypes: ['OFFICE'], regions: ['SEOUL_CORE'] };
const answers = (over: Partial<InvestmentProfileAnswers>): InvestmentProfileAnswers => ({ ...base, ...over });

describe('scoreInvestmentProfile', () => {
  it('reaches every profile', () => {
    const cases: Array<[Partial<InvestmentProfileAnswers>, string, number]> = [
      [{}, 'STABLE', 0],
      [{ goal: 'INCOME', horizon: 'Y1_3', risk: 'SELL_SOME', experience: 'NONE' }, 'STABILITY_SEEKING', 27],
      [{ goal: 'INCOME_GROWTH', horizon: 'Y3_5', risk: 'HOLD', experience: 'FUNDS' }, 'NEUTRAL', 60],
      [{ goal: 'INCOME_GROWTH', horizon: 'Y3_5', risk: 'HOLD', experience: 'DIRECT' }, 'ACTIVE', 67],
      [{ goal: 'GROWTH', horizon: 'OVER_5Y', risk: 'BUY_MORE', experience: 'PROFESSIONAL' }, 'AGGRESSIVE', 100],
    ];
    const seen = new Set<string>();
    for (const [over, code, score] of cases) {
      const result = scoreInvestmentProfile(answers(over));
      expect([result.code, result.score]).toEqual([code, score]);
      expect(result.profile).toBe(INVESTMENT_PROFILES[result.code]);
      seen.add(result.code);
    }
    expect([...seen].sort()).toEqual([...INVESTMENT_PROFILE_CODES].sort());
  });

  it('puts band edges on the lower profile', () => {
    // raw 8 → 20 (안정형), raw 9 → 27 (안정추구형)
    expect(scoreInvestmentProfile(answers({ horizon: 'Y1_3', risk: 'SELL_SOME' }))).toMatchObject({ score: 20, code: 'STABLE' });
    expect(scoreInvestmentProfile(answers({ goal: 'INCOME', horizon: 'Y1_3', risk: 'SELL_SOME' }))).toMatchObject({ score: 27, code: 'STABILITY_SEEKING' });
    // raw 17 → 80 (적극투자형), raw 18 → 87 (공격투자형)
    expect(scoreInvestmentProfile(answers({ goal: 'GROWTH', horizon: 'OVER_5Y', risk: 'HOLD', experience: 'DIRECT' }))).toMatchObject({ score: 80, code: 'ACTIVE' });
    expect(scoreInvestmentProfile(answers({ goal: 'GROWTH', horizon: 'OVER_5Y', risk: 'HOLD', experience: 'PROFESSIONAL' }))).toMatchObject({ score: 87, code: 'AGGRESSIVE' });
    expect(profileCodeForScore(40)).toBe('STABILITY_SEEKING');
    expect(profileCodeForScore(41)).toBe('NEUTRAL');
  });

  it('caps whoever sells everything after a loss, and a horizon under a year', () => {
    const seller = scoreInvestmentProfile(answers({ goal: 'GROWTH', horizon: 'OVER_5Y', risk: 'SELL_ALL', experience: 'PROFESSIONAL' }));
    expect(seller).toMatchObject({ score: 60, code: 'STABILITY_SEEKING' });
    const short = scoreInvestmentProfile(answers({ goal: 'GROWTH', horizon: 'UNDER_1Y', risk: 'BUY_MORE', experience: 'PROFESSIONAL' }));
    expect(short).toMatchObject({ score: 80, code: 'NEUTRAL' });
  });

  it('maps asset types to REIT sectors without changing the profile', () => {
    const a = scoreInvestmentProfile(answers({ assetTypes: ['DATA_CENTER', 'OFFICE', 'HOTEL'] }));
    const b = scoreInvestmentProfile(answers({ assetTypes: ['RETAIL'] }));
    expect(a.code).toBe(b.code);
    expect(a.sectors).toEqual(['OFFICE', 'HOTEL', 'INFRA']);
    expect(preferredReitSectors([])).toEqual([]);
  });

  it('describes each profile with 2–3 sentences and guidance', () => {
    for (const code of INVESTMENT_PROFILE_CODES) {
      const p = INVESTMENT_PROFILES[code];
      expect(p.code).toBe(code);
      const sentences = p.description.split(/(?<=다\.)\s*/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(p.guidance.length).toBeGreaterThan(0);
    }
    expect(INVESTMENT_PROFILE_QUESTIONS.map((q) => q.id)).toEqual(['goal', 'horizon', 'risk', 'experience', 'assetTypes', 'regions']);
  });
});

describe('investmentProfileAnswersSchema', () => {
  it('accepts a complete set', () => {
    expect(investmentProfileAnswersSchema.parse({ ...base, assetTypes: ['OFFICE', 'LOGISTICS'] })).toMatchObject({ assetTypes: ['OFFICE', 'LOGISTICS'] });
  });

  it('names the step that is missing or wrong, in Korean', () => {
    const messages = (value: unknown) => investmentProfileAnswersSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages({ ...base, goal: undefined })).toEqual(['goal: 투자 목표: 항목을 하나 선택해 주세요.']);
    expect(messages({ ...base, risk: 'PANIC' })).toEqual(['risk: 위험 감내: 항목을 하나 선택해 주세요.']);
    expect(messages({ ...base, assetTypes: [] })).toEqual(['assetTypes: 선호 자산: 하나 이상 선택해 주세요.']);
    expect(messages({ ...base, regions: ['SEOUL_CORE', 'SEOUL_CORE'] })).toEqual(['regions: 선호 지역: 같은 항목을 두 번 선택할 수 없습니다.']);
    expect(messages({ ...base, regions: ['MARS'] })[0]).toContain('선호 지역');
    expect(messages(null)).toEqual([': 응답을 모두 입력해 주세요.']);
  });

  it('leaves the consent check to the API but types it', () => {
    expect(investmentProfileCreateSchema.parse({ answers: base, consent: true, consentVersion: CITYFOLIO_CONSENT_VERSION }).consent).toBe(true);
    expect(investmentProfileCreateSchema.safeParse({ answers: base, consent: 'yes' }).success).toBe(false);
    expect(investmentProfileClaimSchema.safeParse({ guestId: 'short' }).success).toBe(false);
    expect(investmentProfileClaimSchema.safeParse({ guestId: 'a'.repeat(32) }).success).toBe(true);
  });
});

describe('cityfolioItemInputSchema', () => {
  const ok = { title: '제목', summary: '', body: '', coverUrl: '', status: 'PUBLISHED' } as const;
  const issues = (value: unknown) => cityfolioItemInputSchema.safeParse(value).error?.issues.map((i) => i.path.join('.')) ?? [];

  it('checks each kind', () => {
    expect(issues({ ...ok, kind: 'EVENT' })).toEqual(['eventStartsAt', 'eventPlace']);
    expect(issues({ ...ok, kind: 'EVENT', eventStartsAt: '2026-12-01T10:00:00+09:00', eventEndsAt: '2026-12-01T09:00:00+09:00', eventPlace: '여의도' })).toEqual(['eventEndsAt']);
    expect(issues({ ...ok, kind: 'EVENT', eventStartsAt: '2026-12-01T10:00:00+09:00', eventUrl: 'https://example.com/e' })).toEqual([]);
    expect(issues({ ...ok, kind: 'VIDEO' })).toEqual(['videoUrl']);
    expect(issues({ ...ok, kind: 'VIDEO', videoUrl: 'https://example.com/v' })).toEqual(['videoUrl']);
    expect(issues({ ...ok, kind: 'VIDEO', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual([]);
    expect(issues({ ...ok, kind: 'BOOK' })).toEqual(['bookAuthor', 'bookPublisher']);
    expect(issues({ ...ok, kind: 'BOOK', bookAuthor: 'a', bookPublisher: 'b', bookIsbn: '978-89-7914-874-8', bookRating: 6 })).toEqual(['bookRating', 'bookIsbn']);
    expect(issues({ ...ok, kind: 'BOOK', bookAuthor: 'a', bookPublisher: 'b', bookIsbn: '978-89-7914-874-9', bookRating: 5 })).toEqual([]);
    expect(issues({ ...ok, kind: 'BOOK', bookAuthor: 'a', bookPublisher: 'b', coverUrl: 'javascript:alert(1)' })).toEqual(['coverUrl']);
  });

  it('reads the list query', () => {
    expect(cityfolioListQuerySchema.parse({ kind: 'BOOK', page: '2', size: '24' })).toEqual({ kind: 'BOOK', tag: undefined, page: 2, size: 24 });
    expect(cityfolioListQuerySchema.safeParse({ kind: 'PODCAST' }).success).toBe(false);
    expect(cityfolioListQuerySchema.safeParse({ size: '7' }).success).toBe(false);
  });
});

describe('cityfolio model helpers', () => {
  it('checks ISBN-13 check digits', () => {
    expect(normalizeIsbn13('978-89-7914-874-9')).toBe('9788979148749');
    expect(normalizeIsbn13('9780306406157')).toBe('9780306406157');
    expect(normalizeIsbn13('9780306406158')).toBeNull();
    expect(normalizeIsbn13('0306406152')).toBeNull();
  });

  it('parses video links', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toEqual({ provider: 'youtube', videoId: 'dQw4w9WgXcQ' });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')).toEqual({ provider: 'vimeo', videoId: '76979871' });
    expect(parseVideoUrl('javascript:alert(1)')).toBeNull();
    expect(fallbackVideoTitle('youtube', 'abc')).toBe('YouTube 영상 abc');
    expect(formatVideoDuration(3723)).toBe('1:02:03');
    expect(formatVideoDuration(245)).toBe('4:05');
    expect(formatVideoDuration(null)).toBe('');
  });

  it('expires guest results after the TTL', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    expect(isGuestProfileExpired(created, new Date(created.getTime() + INVESTMENT_PROFILE_GUEST_TTL_DAYS * day))).toBe(false);
    expect(isGuestProfileExpired(created, new Date(created.getTime() + INVESTMENT_PROFILE_GUEST_TTL_DAYS * day + 1))).toBe(true);
  });
});
