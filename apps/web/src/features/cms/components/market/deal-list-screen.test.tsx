import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';

let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/deals',
  useSearchParams: () => search,
}));

const { DealListScreen } = await import('./deal-list-screen');

const ITEM = {
  id: 'D-2024-0153', assetName: '센터원 빌딩', address: '서울 중구 을지로5길 26', district: '서울 중구', region: 'CBD', regionLabel: 'CBD (도심)',
  assetType: 'OFFICE', assetTypeLabel: '오피스', subtype: '프라임', gfaSqm: 82_000, landSqm: 6_000, completionYear: 2010, status: 'CLOSED', statusLabel: '완료',
  dealDate: '2024-09-30', buyer: '미래에셋', buyerType: 'FUND', seller: '이지스', sellerType: 'FUND', stake: 1, priceBand: '5,000억~1조원',
  priceWon: 900_000_000_000, pricePerPyeongWon: 36_000_000, capRate: 0.045, priceQuality: 'CONFIRMED', priceQualityLabel: '확정', isSample: true,
};
const page = (data: unknown[]) => ({
  note: { asOf: '2026-11-20', isSample: true, source: 'SPI 샘플' },
  access: { prices: true, statistics: true, export: true },
  data,
  pagination: { page: 1, size: 20, total: data.length, pages: 1 },
});

describe('DealListScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    replace.mockReset();
    search = new URLSearchParams();
  });

  it('lists deals with price, status and the sample label; filters go to the address and the query', async () => {
    search = new URLSearchParams('q=센터원&status=CLOSED&page=2');
    const calls = mockApi((method, url) => (url.startsWith('/api/seoul/v1/deals?') ? json(page([ITEM])) : undefined));
    render(<DealListScreen />, { wrapper: createWrapper() });
    const row = await screen.findByTestId('admin-deal-row');
    expect(row.textContent).toContain('센터원 빌딩');
    expect(row.textContent).toContain('D-2024-0153');
    expect(row.textContent).toContain('2024.09.30');
    expect(row.textContent).toContain('완료');
    expect(row.textContent).toContain('9,000억원');
    expect(screen.getByRole('link', { name: '센터원 빌딩' }).getAttribute('href')).toBe('/admin/deals/D-2024-0153');
    expect(screen.getByText('샘플 데이터 · 2026.11.20 기준')).toBeTruthy();
    expect(screen.getByRole('link', { name: '파일로 가져오기' }).getAttribute('href')).toBe('/admin/deals/import');
    expect(calls[0]).toBe(`GET /api/seoul/v1/deals?q=${encodeURIComponent('센터원')}&status=CLOSED&sort=date&order=desc&page=2&size=20`);

    fireEvent.change(screen.getByLabelText('자산 유형'), { target: { value: 'OFFICE' } });
    expect(replace).toHaveBeenCalledWith(`/admin/deals?q=${encodeURIComponent('센터원')}&type=OFFICE&status=CLOSED`, { scroll: false });
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    search = new URLSearchParams('type=HOTEL');
    mockApi(() => json(page([])));
    render(<DealListScreen />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('조건에 맞는 딜이 없습니다.');
    expect(screen.getByRole('link', { name: '필터 모두 지우기' }).getAttribute('href')).toBe('/admin/deals');
  });
});
