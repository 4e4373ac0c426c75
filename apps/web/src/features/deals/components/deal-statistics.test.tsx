import { render, screen, within } from '@testing-library/react';
import type { DealStatisticsResponse } from '@spi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { compactAmount, DealStatistics } from './deal-statistics';

// The first render of a file loads the UI modules: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => '/dealsheet/statistics', useSearchParams: () => new URLSearchParams() }));

const series = (key: string, label: string, values: Array<number | null>) => ({ key, label, values, counts: values.map((v) => (v === null ? 0 : 2)) });
const stats: DealStatisticsResponse = {
  note: { asOf: '2026-11-24', isSample: true, source: 'SPI 샘플' },
  quarters: ['2025Q3', '2025Q4', '2026Q1'],
  volumeByType: [series('OFFICE', '오피스', [1.2e12, 8_000e8, null]), series('LOGISTICS', '물류', [3_000e8, null, 2_000e8])],
  volumeByRegion: [series('CBD', 'CBD', [1e12, 5_000e8, 1_000e8])],
  officePricePerPyeong: [series('CBD', 'CBD', [38_000_000, 39_500_000, null])],
  capRateByType: [series('OFFICE', '오피스', [0.043, 0.045, 0.046])],
  years: [2025, 2026],
  largest: { year: 2026, data: [] },
};

describe('DealStatistics', () => {
  afterEach(() => clearCookies());

  it('shows guests a locked panel with the tiers and sign-in, not an empty page', () => {
    const calls = mockApi(() => json(stats));
    render(<DealStatistics />, { wrapper: createWrapper() });
    const panel = screen.getByTestId('statistics-locked');
    expect(within(panel).getByText(/프리미엄/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/sign-in?redirect=%2Fdealsheet%2Fstatistics');
    expect(calls).toHaveLength(0);
  });

  it('shows a member below the tier the locked panel with the membership link', async () => {
    signIn('yuna');
    mockApi(() => json(errorBody('DEAL_STATISTICS_TIER_REQUIRED', '프리미엄 전용'), 403));
    render(<DealStatistics />, { wrapper: createWrapper() });
    const panel = await screen.findByTestId('statistics-locked');
    expect(within(panel).queryByRole('link', { name: '로그인' })).toBeNull();
    expect(within(panel).getByRole('link', { name: '멤버십 보기' }).getAttribute('href')).toBe('/membership');
  });

  it('draws the charts with captions and a table fallback for the statistics tiers', async () => {
    signIn('haeun');
    mockApi((method, url) => (url.includes('/deals/statistics') ? json(stats) : undefined));
    render(<DealStatistics />, { wrapper: createWrapper() });
    const volume = await screen.findByTestId('stat-volume-type');
    expect(within(volume).getByText(/완료된 거래의 거래가 합계/)).toBeTruthy();
    const table = within(volume).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '2025년 3분기' })).toBeTruthy();
    expect(within(table).getAllByText('1.50조원').length).toBeGreaterThan(0);
    expect(screen.getByTestId('stat-largest').textContent).toContain('이 해에 완료된 거래가 없습니다.');
  });

  it('writes compact axis amounts', () => {
    expect(compactAmount(0)).toBe('0');
    expect(compactAmount(3_500e8)).toBe('3,500억');
    expect(compactAmount(1.25e12)).toBe('1.3조');
  });
});
