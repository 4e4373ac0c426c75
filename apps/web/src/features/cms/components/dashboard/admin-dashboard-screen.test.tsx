import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { createWrapper, errorBody, json, mockApi } from '@/components/ui/testing/api-mocks';

vi.setConfig({ testTimeout: 30_000 });

let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/dashboard',
  useSearchParams: () => search,
}));

const { AdminDashboardScreen } = await import('./admin-dashboard-screen');

const dates = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
const longMessage = `TypeError: ${'x'.repeat(200)}`;
const dashboard = {
  period: { from: '2026-11-20', to: '2026-11-26', days: 7 },
  asOf: '2026-11-26T03:05:00.000Z',
  signUps: { total: 3, daily: dates.map((date, i) => ({ date, count: i === 5 ? 2 : i === 0 ? 1 : 0 })) },
  activeMembersByTier: [
    { tier: 'PREMIUM', label: '프리미엄', count: 4 },
    { tier: 'LIGHT', label: '라이트', count: 6 },
    { tier: 'NONE', label: '비회원', count: 20 },
  ],
  revenue: { total: 497_000, refunds: 12_900, daily: dates.map((date, i) => ({ date, amount: i === 1 ? 500_000 : i === 2 ? -9_900 : i === 6 ? 6_900 : 0 })) },
  topArticles: [{ id: '12', title: '오피스 시장 분석', href: '/article?id=12', views: 30 }],
  topReits: [{ ticker: '293940', name: '테스트리츠', href: '/reitsfocus/293940', views: 8 }],
  recentErrors: [{ id: 'e1', message: longMessage, path: '/article?id=12', createdAt: '2026-11-26T02:30:00.000Z' }],
  openInquiries: 4,
  pageViews: { total: 120, daily: dates.map((date) => ({ date, count: date === '2026-11-26' ? 120 : 0 })) },
};
const empty = {
  ...dashboard,
  signUps: { total: 0, daily: dates.map((date) => ({ date, count: 0 })) },
  activeMembersByTier: [{ tier: 'PREMIUM', label: '프리미엄', count: 0 }, { tier: 'NONE', label: '비회원', count: 1 }],
  revenue: { total: 0, refunds: 0, daily: dates.map((date) => ({ date, amount: 0 })) },
  topArticles: [], topReits: [], recentErrors: [], openInquiries: 0,
  pageViews: { total: 0, daily: dates.map((date) => ({ date, count: 0 })) },
};

describe('AdminDashboardScreen', () => {
  beforeEach(() => {
    resetApiClientForTests();
    replace.mockReset();
    search = new URLSearchParams();
  });

  it('shows the loading frame, then the period, the figure cards, the charts, tiers, top lists and recent errors', async () => {
    search = new URLSearchParams('days=7');
    const calls = mockApi((_method, url) => (url.startsWith('/api/seoul/v1/admin/dashboard') ? json(dashboard) : undefined));
    render(<AdminDashboardScreen />, { wrapper: createWrapper() });

    expect(screen.getByTestId('dashboard-skeleton')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('dashboard-figures')).toBeTruthy());
    expect(calls).toContain('GET /api/seoul/v1/admin/dashboard?days=7');
    expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
    expect(screen.getByTestId('dashboard-period').textContent).toBe('2026.11.20 ~ 2026.11.26 (오늘 포함 7일) · 기준 시각 2026.11.26 12:05');
    expect(screen.getByRole('tab', { name: '7일' }).getAttribute('aria-selected')).toBe('true');

    const figure = (id: string) => screen.getByTestId(`dashboard-figure-${id}`).textContent;
    expect(figure('sign-ups')).toContain('3명');
    expect(figure('members')).toContain('10명');
    expect(figure('members')).toContain('비회원 20명');
    expect(figure('revenue')).toContain('497,000원');
    expect(figure('revenue')).toContain('결제 509,900원 · 환불 12,900원');
    expect(figure('page-views')).toContain('120');
    expect(figure('inquiries')).toContain('4건');
    expect(screen.getByTestId('dashboard-inquiries-link').getAttribute('href')).toBe('/admin/support/inquiries');

    expect(screen.getByTestId('dashboard-signups-chart')).toBeTruthy();
    expect(screen.getByTestId('dashboard-revenue-chart')).toBeTruthy();
    expect(screen.getByTestId('dashboard-tier-PREMIUM').textContent).toContain('4명');
    expect(screen.getByTestId('dashboard-tier-NONE').textContent).toContain('비회원');
    expect(within(screen.getByTestId('dashboard-top-articles')).getByRole('link', { name: '오피스 시장 분석' }).getAttribute('href')).toBe('/article?id=12');
    expect(within(screen.getByTestId('dashboard-top-reits')).getByRole('link', { name: '테스트리츠 (293940)' }).getAttribute('href')).toBe('/reitsfocus/293940');

    const row = screen.getByTestId('dashboard-error-row');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('2026.11.26 11:30');
    expect(cells[1]!.textContent!.length).toBe(80);
    expect(cells[1]!.textContent!.endsWith('…')).toBe(true);
    expect(cells[1]!.getAttribute('title')).toBe(longMessage);
    expect(cells[2]!.textContent).toBe('/article?id=12');
    expect(screen.queryByTestId('dashboard-remote')).toBeNull();
  });

  it('puts the chosen period in the address (30 days is the default and is left out)', async () => {
    mockApi(() => json(dashboard));
    render(<AdminDashboardScreen />, { wrapper: createWrapper() });
    expect(screen.getByRole('tab', { name: '30일' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '90일' }));
    expect(replace).toHaveBeenCalledWith('/admin/dashboard?days=90', { scroll: false });
  });

  it('says when the period is empty', async () => {
    mockApi(() => json(empty));
    render(<AdminDashboardScreen />, { wrapper: createWrapper() });
    expect(await screen.findByTestId('dashboard-empty')).toBeTruthy();
    expect(screen.getByTestId('dashboard-errors-empty').textContent).toBe('접수된 오류 보고가 없습니다.');
    expect(screen.getByText('이 기간에 읽힌 아티클이 없습니다.')).toBeTruthy();
    expect(screen.getByTestId('dashboard-figure-revenue').textContent).toContain('0원');
  });

  it('shows the error state with a retry', async () => {
    let fail = true;
    mockApi(() => (fail ? json(errorBody('FORBIDDEN', '관리자만 볼 수 있습니다.'), 403) : json(dashboard)));
    render(<AdminDashboardScreen />, { wrapper: createWrapper() });
    const alert = await screen.findByTestId('error-state');
    expect(alert.textContent).toContain('대시보드를 불러오지 못했습니다.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-figures')).toBeTruthy());
  });

  it('shows the 외부 위젯 panel only with a configured remote', async () => {
    mockApi(() => json(dashboard));
    render(<AdminDashboardScreen remoteBaseUrl="http://remote.test" />, { wrapper: createWrapper() });
    const panel = screen.getByTestId('dashboard-remote');
    expect(within(panel).getByRole('heading', { name: '외부 위젯' })).toBeTruthy();
    expect(within(panel).getByTestId('dashboard-remote-slot')).toBeTruthy();
    expect(document.head.querySelector('script[src="http://remote.test/remoteEntry.js"]')).not.toBeNull();
  });
});
