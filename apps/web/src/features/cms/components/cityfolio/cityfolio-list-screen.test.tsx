import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';

let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/cityfolio',
  useSearchParams: () => search,
}));

const { CityfolioListScreen } = await import('./cityfolio-list-screen');

const BOOK = {
  id: 41, kind: 'BOOK', kindLabel: '책', title: '부동산 투자의 정석', status: 'PUBLISHED', statusLabel: '공개', tags: ['리츠', '입문'], isSample: true,
  publishedAt: '2026-11-20T01:00:00.000Z', updatedAt: '2026-11-21T01:00:00.000Z',
};

describe('CityfolioListScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    replace.mockReset();
    search = new URLSearchParams();
  });

  it('shows the kind tabs from the address, asks the API for that kind, and links the new form with it', async () => {
    search = new URLSearchParams('type=BOOK&status=PUBLISHED');
    const calls = mockApi((method, url) => (url.startsWith('/api/seoul/v1/admin/cityfolio?') ? json({ data: [BOOK], pagination: { page: 1, size: 20, total: 1, pages: 1 } }) : undefined));
    render(<CityfolioListScreen />, { wrapper: createWrapper() });

    const row = await screen.findByTestId('admin-cityfolio-row');
    expect(within(row).getByRole('link', { name: '부동산 투자의 정석' }).getAttribute('href')).toBe('/admin/cityfolio/41');
    expect(row.textContent).toContain('#리츠 #입문 · 샘플');
    expect(row.textContent).toContain('2026.11.20');
    expect(calls[0]).toBe('GET /api/seoul/v1/admin/cityfolio?kind=BOOK&status=PUBLISHED&page=1&size=20');
    expect(screen.getByRole('tab', { name: '책' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: '책' }).id);
    expect(screen.getByRole('link', { name: '새 책 등록' }).getAttribute('href')).toBe('/admin/cityfolio/new?kind=BOOK');
    expect(screen.queryByRole('link', { name: '파일로 가져오기' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '영상' }));
    expect(replace).toHaveBeenLastCalledWith('/admin/cityfolio?type=VIDEO&status=PUBLISHED', { scroll: false });
    fireEvent.click(screen.getByRole('tab', { name: '전체' }));
    expect(replace).toHaveBeenLastCalledWith('/admin/cityfolio?status=PUBLISHED', { scroll: false });
  });
});
