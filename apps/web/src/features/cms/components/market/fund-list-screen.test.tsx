import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/admin/funds',
  useSearchParams: () => search,
}));

const { FundListScreen } = await import('./fund-list-screen');

const ITEM = {
  id: 'K55105BU0829', name: '이지스 코어 오피스 1호', amc: '이지스자산운용', kind: 'REAL_ESTATE', kindLabel: '부동산', legalForm: 'TRUST', legalFormLabel: '투자신탁',
  redemption: 'CLOSED', redemptionLabel: '폐쇄형', strategy: 'CORE', strategyLabel: '코어', assetType: 'OFFICE', assetTypeLabel: '오피스',
  inceptionDate: '2020-03-02', maturityDate: null, status: 'ACTIVE', statusLabel: '운용 중', aumWon: 420_000_000_000, assetCount: 2, reportCount: 3, isSample: true,
};
const page = (data: unknown[]) => ({
  note: { asOf: '2026-11-20', isSample: true, source: 'SPI 샘플' },
  access: { figures: true, statistics: true, reports: true },
  amcs: ['이지스자산운용'],
  data,
  pagination: { page: 1, size: 20, total: data.length, pages: 1 },
});

describe('FundListScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    search = new URLSearchParams();
  });

  it('lists funds with AUM, assets and reports; kind and status filters go to the query', async () => {
    search = new URLSearchParams('type=REAL_ESTATE&status=ACTIVE');
    const calls = mockApi((method, url) => (url.startsWith('/api/seoul/v1/funds?') ? json(page([ITEM])) : undefined));
    render(<FundListScreen />, { wrapper: createWrapper() });
    const row = await screen.findByTestId('admin-fund-row');
    expect(row.textContent).toContain('이지스 코어 오피스 1호');
    expect(row.textContent).toContain('이지스자산운용 · 샘플');
    expect(row.textContent).toContain('2020.03.02');
    expect(row.textContent).toContain('4,200억원');
    expect(row.textContent).toContain('2개 · 3건');
    expect(screen.getByRole('link', { name: '이지스 코어 오피스 1호' }).getAttribute('href')).toBe('/admin/funds/K55105BU0829');
    expect(screen.getByRole('link', { name: '새 펀드 등록' }).getAttribute('href')).toBe('/admin/funds/new');
    expect(screen.getByText('샘플 데이터 · 2026.11.20 기준')).toBeTruthy();
    expect(calls[0]).toBe('GET /api/seoul/v1/funds?kind=REAL_ESTATE&status=ACTIVE&sort=inception&order=desc&page=1&size=20');
  });

  it('an empty list without filters offers the new-fund form', async () => {
    mockApi(() => json(page([])));
    render(<FundListScreen />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('아직 등록한 펀드가 없습니다.');
    expect(screen.getAllByRole('link', { name: '새 펀드 등록' }).map((a) => a.getAttribute('href'))).toEqual(['/admin/funds/new', '/admin/funds/new']);
  });
});
