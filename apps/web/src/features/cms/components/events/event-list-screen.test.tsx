import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { createWrapper, json, mockApi } from '@/components/ui/testing/api-mocks';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/admin/events',
  useSearchParams: () => search,
}));

const { EventListScreen } = await import('./event-list-screen');

const item = (id: string, extra: Record<string, unknown>) => ({
  id, title: `세미나 ${id}`, type: 'SEMINAR', typeLabel: '세미나', format: 'OFFLINE', formatLabel: '오프라인', status: 'PUBLISHED', statusLabel: '공개',
  startsAt: '2026-12-03T05:00:00.000Z', endsAt: '2026-12-03T07:00:00.000Z', pricePolicy: 'FREE', pricePolicyLabel: '무료', priceWon: 0,
  capacity: 40, waitlistCapacity: 10, counts: { confirmed: 38, pendingPayment: 2, waitlisted: 4, cancelled: 1 }, phase: 'UPCOMING', isSample: false,
  updatedAt: '2026-11-20T01:00:00.000Z', ...extra,
});

describe('EventListScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetApiClientForTests();
    search = new URLSearchParams();
  });

  it('lists events with their Seoul time, seats taken of the capacity, the waiting list and the price; the filters are the query', async () => {
    search = new URLSearchParams('q=세미나&status=PUBLISHED');
    const calls = mockApi((method, url) => (url.startsWith('/api/seoul/v1/admin/events?') ? json({
      data: [item('7', {}), item('8', { pricePolicy: 'MEMBERS_FREE', priceWon: 30_000, waitlistCapacity: 0, counts: { confirmed: 3, pendingPayment: 0, waitlisted: 0, cancelled: 0 }, status: 'DRAFT', statusLabel: '임시 저장' })],
      pagination: { page: 1, size: 20, total: 2, pages: 1 },
    }) : undefined));
    render(<EventListScreen />, { wrapper: createWrapper() });
    const rows = await screen.findAllByTestId('admin-event-row');
    expect(calls[0]).toBe('GET /api/seoul/v1/admin/events?q=%EC%84%B8%EB%AF%B8%EB%82%98&status=PUBLISHED&page=1&size=20');
    expect(within(rows[0]!).getByRole('link', { name: '세미나 7' }).getAttribute('href')).toBe('/admin/events/7');
    expect(rows[0]!.textContent).toContain('2026.12.03 14:00');
    expect(rows[0]!.textContent).toContain('40 / 40');
    expect(rows[0]!.textContent).toContain('4명');
    expect(rows[0]!.textContent).toContain('무료');
    expect(rows[1]!.textContent).toContain('3 / 40');
    expect(rows[1]!.textContent).toContain('받지 않음');
    expect(rows[1]!.textContent).toContain('30,000원 (회원 무료)');
    expect(rows[1]!.textContent).toContain('임시 저장');
    expect(screen.queryByRole('link', { name: '파일로 가져오기' })).toBeNull();
    expect(screen.getByRole('link', { name: '새 이벤트 등록' }).getAttribute('href')).toBe('/admin/events/new');
  });
});
