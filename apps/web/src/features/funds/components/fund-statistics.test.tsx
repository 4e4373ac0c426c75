import { render, screen, within } from '@testing-library/react';
import type { FundStatisticsResponse } from '@spi/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { installMatchMedia } from '@/components/ui/testing/match-media';
import { resetApiClientForTests } from '@/lib/api-client';
import { NOTE } from '../testing/fixtures';
import { FundStatistics } from './fund-statistics';

const STATS: FundStatisticsResponse = {
  note: NOTE,
  byAmc: [{ amc: '이지스자산운용', aumWon: 3_200_000_000_000, count: 9 }, { amc: '마스턴투자운용', aumWon: 870_000_000_000, count: 4 }, { amc: '기타', aumWon: 120_000_000_000, count: 2 }],
  byStrategy: [{ key: 'CORE', label: '코어', aumWon: 2_000_000_000_000, count: 6 }, { key: 'VALUE_ADD', label: '밸류애드', aumWon: 1_100_000_000_000, count: 5 }],
  vintages: [{ year: 2019, count: 3, originalPrincipalWon: 400_000_000_000 }, { year: 2018, count: 2, originalPrincipalWon: 250_000_000_000 }],
};

function renderStats() {
  const Wrapper = createWrapper();
  render(<Wrapper><FundStatistics /></Wrapper>);
}

// The first render loads the UI kit and the contracts; slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('FundStatistics', () => {
  beforeAll(() => installMatchMedia(1280));
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
  });

  it('locks the statistics for a guest with the tiers and the fund role, without asking the API', () => {
    const calls = mockApi(() => json(STATS));
    renderStats();
    const locked = screen.getByTestId('fund-statistics-locked');
    expect(locked.textContent).toContain('또는 사모펀드 권한');
    expect(within(locked).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/sign-in?redirect=%2Ffund%2Fstatistics');
    expect(calls).toEqual([]);
  });

  it('locks them for a member below the tier (403) with the membership link only', async () => {
    signIn('yuna');
    mockApi(() => json(errorBody('FUND_FIGURES_TIER_REQUIRED', '프리미엄 멤버십이 필요합니다.'), 403));
    renderStats();
    const locked = await screen.findByTestId('fund-statistics-locked');
    expect(within(locked).queryByRole('link', { name: '로그인' })).toBeNull();
    expect(within(locked).getByRole('link', { name: '멤버십 보기' }).getAttribute('href')).toBe('/membership');
  });

  it('draws AUM by AMC and strategy as labelled bars with amounts and counts, and the vintages', async () => {
    signIn('haeun');
    const calls = mockApi(() => json(STATS));
    renderStats();
    const byAmc = await screen.findByTestId('stats-by-amc');
    expect(calls).toEqual(['GET /api/seoul/v1/funds/statistics']);
    const rows = within(byAmc).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['이지스자산운용3.20조원9개', '마스턴투자운용8,700억원4개', '기타1,200억원2개']);
    expect(within(screen.getByTestId('stats-by-strategy')).getByText('코어')).toBeTruthy();
    expect(screen.getByText('4.19조원')).toBeTruthy();
    expect(screen.getByText('2018~2019년')).toBeTruthy();
    expect(screen.getByTestId('stats-vintages')).toBeTruthy();
    expect(screen.getByTestId('data-note').textContent).toContain('샘플 데이터');
  });
});
