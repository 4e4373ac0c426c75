import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientForTests } from '@/lib/api-client';

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
});
