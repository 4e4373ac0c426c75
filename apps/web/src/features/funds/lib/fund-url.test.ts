import { describe, expect, it } from 'vitest';
import { defaultUrlState, parseUrlState } from '@/components/market/url-state';
import { asksForFigures, FUND_URL, fundApiSearch, fundFilterChips } from './fund-url';

const parse = (query: string) => parseUrlState(FUND_URL, new URLSearchParams(query));

describe('fund list URL state', () => {
  it('reads the API query and drops bad values', () => {
    const state = parse('kind=REAL_ESTATE,NOPE&strategy=CORE&vintageFrom=2019&aumMin=abc&sort=bogus&page=0&size=7&view=cards&amc=%EC%9D%B4%EC%A7%80%EC%8A%A4');
    expect(state).toMatchObject({ kind: ['REAL_ESTATE'], strategy: ['CORE'], vintageFrom: 2019, aumMin: null, sort: null, page: 1, size: 20, view: 'cards', amc: '이지스' });
  });

  it('writes the API query without the view, and without AUM filters or sort when figures are locked', () => {
    const state = parse('strategy=VALUE_ADD&aumMin=1000&sort=aum&order=desc&view=cards&page=2');
    expect(fundApiSearch(state, true)).toBe('?strategy=VALUE_ADD&aumMin=1000&sort=aum&order=desc&page=2');
    expect(fundApiSearch(state, false)).toBe('?strategy=VALUE_ADD&page=2');
    expect(asksForFigures(state)).toBe(true);
    expect(fundApiSearch(defaultUrlState(FUND_URL), false)).toBe('');
  });

  it('labels the applied filters, one chip per group', () => {
    const chips = fundFilterChips(parse('q=강남&kind=REAL_ESTATE&redemption=CLOSED&vintageFrom=2018&vintageTo=2020&aumMax=5000'));
    expect(chips.map((c) => c.label)).toEqual(['검색: 강남', '종류: 부동산', '환매: 폐쇄형', '설정연도: 2018년~2020년', 'AUM: 5,000억원 이하']);
    expect(chips.find((c) => c.key === 'vintage')?.clear).toEqual({ vintageFrom: null, vintageTo: null });
  });
});
