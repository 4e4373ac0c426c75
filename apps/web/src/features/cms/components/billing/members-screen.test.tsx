import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';

let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/billing/members',
  useSearchParams: () => search,
}));

const { MembersScreen } = await import('./members-screen');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (members: unknown[]) => ({ members, pagination: { page: 0, size: 20, count: members.length, hasNext: false } });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('MembersScreen', () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    replace.mockReset();
    search = new URLSearchParams();
  });

  it('shows an error with a retry, then the empty state for a filter that matches nobody', async () => {
    search = new URLSearchParams('q=nobody&tier=PREMIUM');
    const urls: string[] = [];
    let fail = true;
    configureApiClient({
      fetch: (async (input: RequestInfo | URL) => {
        urls.push(String(input));
        return fail ? json({ error: { code: 'INTERNAL_ERROR', message: '서버 오류가 발생했습니다.' } }, 500) : json(page([]));
      }) as typeof fetch,
    });
    render(<MembersScreen />, { wrapper });

    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('error-state').textContent).toContain('회원 목록을 불러오지 못했습니다.'));
    expect(urls[0]).toBe('/api/sejong/v1/admin/billing/members?q=nobody&tier=PREMIUM&page=0&size=20');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toContain('조건에 맞는 회원이 없습니다.'));
    expect(screen.getByRole('link', { name: '필터 모두 지우기' }).getAttribute('href')).toBe('/admin/billing/members');
  });

  it('lists members with tier, source, subscription and paid total; a filter goes to the address', async () => {
    configureApiClient({
      fetch: (async () => json(page([{
        userId: 'u1', email: 'kim@example.com', nickname: '김리츠', tierCode: 'PREMIUM', membershipSource: 'SUBSCRIPTION', couponEndsAt: null, paidTotal: 165_000,
        subscription: {
          subscriptionId: 's1', planCode: 'PREMIUM', planName: '프리미엄', cycle: 'YEARLY', status: 'ACTIVE', currentPeriodStart: '2026-01-01T00:00:00.000Z',
          currentPeriodEnd: '2027-01-01T00:00:00.000Z', cancelAtPeriodEnd: false, nextBilling: { at: '2027-01-01T00:00:00.000Z', amount: 150_000, planCode: 'PREMIUM', cycle: 'YEARLY' },
          pendingChange: null, retry: null, card: null,
        },
      }]))) as typeof fetch,
    });
    render(<MembersScreen />, { wrapper });

    const row = await screen.findByTestId('billing-member-row');
    expect(row.textContent).toContain('김리츠');
    expect(row.textContent).toContain('kim@example.com');
    expect(row.textContent).toContain('구독');
    expect(row.textContent).toContain('이용 중');
    expect(row.textContent).toContain('2027.01.01');
    expect(row.textContent).toContain('165,000원');

    fireEvent.change(screen.getByLabelText('등급'), { target: { value: 'LIGHT' } });
    expect(replace).toHaveBeenCalledWith('/admin/billing/members?tier=LIGHT', { scroll: false });
  });

  it('switches the fund role of a member with a membership (FUND), shows the result, and offers none without a membership', async () => {
    document.cookie = 'spi-csrf=csrf-token; path=/';
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    let roles: string[] = [];
    configureApiClient({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const call = { url: String(input), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null };
        calls.push(call);
        if (call.method === 'PUT') {
          roles = (call.body as { fund: boolean }).fund ? ['FUND'] : [];
          return json({ roles });
        }
        return json(page([
          { userId: 'u1', email: 'kim@example.com', nickname: '김리츠', tierCode: 'LIGHT_PLUS', membershipSource: 'GRANT', couponEndsAt: null, paidTotal: 0, subscription: null, membershipRoles: roles },
          { userId: 'u2', email: 'guest@example.com', nickname: '손님', tierCode: 'NONE', membershipSource: null, couponEndsAt: null, paidTotal: 0, subscription: null, membershipRoles: [] },
        ]));
      }) as typeof fetch,
    });
    render(<MembersScreen />, { wrapper });

    const [withMembership, without] = await screen.findAllByTestId('billing-member-row');
    expect(screen.getByRole('columnheader', { name: 'FUND (펀드 권한)' })).toBeTruthy();
    expect(without!.textContent).toContain('멤버십 없음');
    expect(without!.querySelector('[role="switch"]')).toBeNull();

    const fund = screen.getByRole('switch', { name: '김리츠 FUND (펀드 권한)' });
    expect(fund.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(fund);
    await waitFor(() => expect(fund.getAttribute('aria-checked')).toBe('true'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/sejong/v1/admin/users/u1/fund-role', body: { fund: true } });
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('김리츠님에게 펀드 권한을 주었습니다.');
    expect(withMembership!.textContent).toContain('부여됨');

    fireEvent.click(fund);
    await waitFor(() => expect(fund.getAttribute('aria-checked')).toBe('false'));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ body: { fund: false } });
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('김리츠님의 펀드 권한을 해제했습니다.');
  });

  it('keeps the switch as it was and shows the API message when the change is refused', async () => {
    document.cookie = 'spi-csrf=csrf-token; path=/';
    configureApiClient({
      fetch: (async (_input: RequestInfo | URL, init: RequestInit = {}) => (init.method === 'PUT'
        ? json({ error: { code: 'NOT_FOUND', message: '멤버십이 있는 회원에게만 펀드 권한을 줄 수 있습니다.' } }, 404)
        : json(page([{ userId: 'u1', email: 'kim@example.com', nickname: '김리츠', tierCode: 'LIGHT_PLUS', membershipSource: 'GRANT', couponEndsAt: null, paidTotal: 0, subscription: null, membershipRoles: ['FUND'] }])))) as typeof fetch,
    });
    render(<MembersScreen />, { wrapper });
    const fund = await screen.findByRole('switch', { name: '김리츠 FUND (펀드 권한)' });
    expect(fund.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(fund);
    await waitFor(() => expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('멤버십이 있는 회원에게만 펀드 권한을 줄 수 있습니다.'));
    expect(fund.getAttribute('aria-checked')).toBe('true');
  });
});
