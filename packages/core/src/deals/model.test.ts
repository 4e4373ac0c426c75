import { describe, expect, it } from 'vitest';
import { dealListQuerySchema } from '../contracts/deals';
import { fundInputSchema, fundListQuerySchema } from '../contracts/funds';
import { PRICE_BANDS, priceBandOf, pricePerPyeong, pyeongToSqm, quarterOf, quarterLabel, quarterShortLabel, quartersBetween, sqmToPyeong } from './model';

describe('deal arithmetic', () => {
  it('converts ㎡ and 평 (1평 = 400/121 ㎡)', () => {
    expect(sqmToPyeong(3305.785)).toBeCloseTo(1000, 2);
    expect(pyeongToSqm(1000)).toBeCloseTo(3305.785, 2);
  });

  it('computes 평당가 on the whole building, grossing up a partial stake', () => {
    // 1,000억원 for 33,057.85㎡ (10,000평) → 1,000만원 per 평.
    expect(pricePerPyeong(1000e8, 33057.85)).toBe(10_000_000);
    expect(pricePerPyeong(500e8, 33057.85, 0.5)).toBe(10_000_000);
    expect(pricePerPyeong(null, 1000)).toBeNull();
    expect(pricePerPyeong(1e8, 0)).toBeNull();
    expect(pricePerPyeong(1e8, null)).toBeNull();
  });

  it('bands prices without gaps', () => {
    expect(priceBandOf(null)).toBeNull();
    expect(priceBandOf(0)).toBe('500억원 미만');
    expect(priceBandOf(500e8)).toBe('500억~1,000억원');
    expect(priceBandOf(2999e8)).toBe('1,000억~3,000억원');
    expect(priceBandOf(2.1e12)).toBe('1조원 이상');
    for (let i = 1; i < PRICE_BANDS.length; i++) expect(PRICE_BANDS[i]!.min).toBe(PRICE_BANDS[i - 1]!.max);
  });

  it('names quarters', () => {
    expect(quarterOf('2024-03-31')).toBe('2024Q1');
    expect(quarterOf('2024-10-01')).toBe('2024Q4');
    expect(quartersBetween('2023Q3', '2024Q2')).toEqual(['2023Q3', '2023Q4', '2024Q1', '2024Q2']);
    expect(quarterLabel('2024Q3')).toBe('2024년 3분기');
    expect(quarterShortLabel('2024Q3')).toBe('24.3Q');
  });
});

describe('deal list query (the URL state is the query string)', () => {
  it('reads comma lists, numbers, dates and defaults', () => {
    const q = dealListQuerySchema.parse({ type: 'OFFICE,LOGISTICS,OFFICE', region: 'CBD', priceMin: '1,000', capMax: '5.5', from: '2024-01-01', page: '2', size: '50' });
    expect(q).toMatchObject({ type: ['OFFICE', 'LOGISTICS'], region: ['CBD'], priceMin: 1000, capMax: 5.5, from: '2024-01-01', page: 2, size: 50 });
    expect(dealListQuerySchema.parse({})).toMatchObject({ type: [], page: 1, size: 20 });
  });

  it.each([
    [{ type: 'CASTLE' }, '자산 유형 값이 올바르지 않습니다: CASTLE'],
    [{ priceMin: 'abc' }, '거래가 최소(억원): 숫자를 입력해 주세요.'],
    [{ priceMin: '10', priceMax: '5' }, '거래가: 최소값이 최대값보다 큽니다.'],
    [{ from: '2024-13-01' }, '거래일(시작): 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.'],
    [{ size: '7' }, '한 페이지에 볼 개수는 20, 50, 100 중 하나입니다.'],
    [{ page: '0' }, '페이지 번호가 올바르지 않습니다.'],
    [{ q: 'ㄱ'.repeat(101) }, '검색어는 100자 이하로 입력해 주세요.'],
    [{ capMin: '101' }, '캡레이트 최소(%): 0에서 100 사이로 입력해 주세요.'],
  ])('rejects %o with a Korean message', (input, message) => {
    const result = dealListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('checks fund list ranges and fund inputs', () => {
    expect(fundListQuerySchema.safeParse({ vintageFrom: '2020', vintageTo: '2019' }).success).toBe(false);
    expect(fundListQuerySchema.parse({ strategy: 'CORE,VALUE_ADD' }).strategy).toEqual(['CORE', 'VALUE_ADD']);
    const base = {
      id: 'K55105BU0829', name: '펀드', amc: '운용사', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'CORE', assetType: 'OFFICE', status: 'ACTIVE',
      inceptionDate: '2020-01-01', maturityDate: '2019-01-01', extension: '', originalPrincipalWon: null, aumWon: null, navWon: null, navAsOf: null, leverageCap: null,
      targetIrr: null, managementFee: null, performanceFee: '', salesCompanies: [], trustee: '', description: '', source: 'SPI', assets: [], investors: [],
    };
    const result = fundInputSchema.safeParse(base);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('만기일은 설정일 이후여야 합니다.');
  });
});
