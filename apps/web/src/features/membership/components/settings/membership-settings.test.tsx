import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionDto, UserInfoDto } from '@spi/core';
import type * as UiModule from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';

const confirm = vi.fn();
const openModal = vi.fn(() => Promise.resolve(true));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  useSystemConfirm: () => confirm,
  useModal: () => ({ open: openModal, close: vi.fn() }),
}));

const { MembershipSettings } = await import('./membership-settings');

const user = (over: Partial<UserInfoDto> = {}): UserInfoDto => ({
  userId: 'user-1', email: 'a@b.c', corporationId: null, isManager: false, type: 'PERSONAL', assign: null, provider: 'kakao',
  subscribeNews: false, useEmail: true, nickname: 'n', ...over,
});
const membership = { membershipId: 'm', membershipName: '라이트', tierCode: 'LIGHT', appliedCoupon: null, orders: [], roles: [] };
const subscription = (over: Partial<SubscriptionDto> = {}): SubscriptionDto => ({
  subscriptionId: 's1', planCode: 'LIGHT', planName: '라이트', cycle: 'MONTHLY', status: 'ACTIVE',
  currentPeriodStart: '2026-01-05T03:00:00Z', currentPeriodEnd: '2026-02-05T03:00:00Z', cancelAtPeriodEnd: false,
  nextBilling: { at: '2026-02-05T03:00:00Z', amount: 9900, planCode: 'LIGHT', cycle: 'MONTHLY' },
  pendingChange: null, retry: null, card: { company: '신한', number: '1234-****-****-5678' }, ...over,
});
const emptyOrders = { orders: [], pagination: { page: 0, size: 10, count: 0, hasNext: false } };
const order = {
  orderId: 'ord_1', orderName: 'SPI 라이트 월간', kind: 'FIRST', planCode: 'LIGHT', cycle: 'MONTHLY', amount: 9900, refundedAmount: 0,
  status: 'PAID', createdAt: '2026-01-05T03:00:00Z', paidAt: '2026-01-05T03:00:05Z', periodStart: null, periodEnd: null,
  receiptUrl: 'https://pay.example/receipt/1', card: null, failureMessage: null,
};

describe('MembershipSettings (/user/setting?about=membership)', () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    signIn();
    confirm.mockReset();
    openModal.mockClear();
  });
  afterEach(() => clearCookies());

  it('shows the subscription: tier, status, period, next billing and the masked card; the card change opens the named modal', async () => {
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership, subscription: subscription() });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json({ ...emptyOrders, orders: [order], pagination: { ...emptyOrders.pagination, count: 1 } });
    });
    render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('membership-tier').textContent).toContain('라이트'));
    expect(screen.getByTestId('subscription-status').textContent).toBe('이용 중');
    expect(screen.getByText('2026.01.05 ~ 2026.02.05')).toBeTruthy();
    expect(screen.getByTestId('next-billing').textContent).toContain('2026.02.05 · 9,900원');
    expect(screen.getByText('신한 1234-****-****-5678')).toBeTruthy();
    fireEvent.click(screen.getByTestId('change-card'));
    expect(openModal).toHaveBeenCalledWith({ name: 'settings-change-payment-card', args: { currentCard: '신한 1234-****-****-5678', pastDue: false } });

    const row = await screen.findByTestId('order-row');
    expect(row.textContent).toContain('2026.01.05 12:00');
    expect(row.textContent).toContain('9,900원');
    expect(row.textContent).toContain('결제 완료');
    const receipt = within(row).getByRole('link', { name: /영수증/ });
    expect(receipt.getAttribute('href')).toBe('https://pay.example/receipt/1');
    expect(receipt.getAttribute('target')).toBe('_blank');
  });

  it('cancels at period end through the confirm, then undoes it', async () => {
    let current = subscription();
    const calls = mockApi((method, url, body) => {
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership, subscription: current });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json(emptyOrders);
      if (method === 'POST' && url === '/api/sejong/v1/users/me/subscription/cancel') {
        expect(body).toEqual({});
        current = subscription({ cancelAtPeriodEnd: true, nextBilling: null });
        return json({ subscription: current });
      }
      if (method === 'POST' && url === '/api/sejong/v1/users/me/subscription/resume') {
        current = subscription();
        return json({ subscription: current });
      }
    });
    confirm.mockImplementation(async (args: { onSubmit: () => Promise<unknown>; title: string }) => {
      expect(args.title).toBe('멤버십을 해지할까요?');
      await args.onSubmit();
      return true;
    });
    render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    await act(async () => { fireEvent.click(await screen.findByTestId('cancel-subscription')); });
    await waitFor(() => expect(screen.getByTestId('next-billing').textContent).toContain('해지 예약됨 · 2026.02.05에 종료'));
    expect(calls).toContain('POST /api/sejong/v1/users/me/subscription/cancel');

    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '해지 취소' })); });
    await waitFor(() => expect(screen.getByTestId('next-billing').textContent).toContain('9,900원'));
    expect(calls).toContain('POST /api/sejong/v1/users/me/subscription/resume');
  });

  it('PAST_DUE shows the retry date, the last failure and a card change CTA', async () => {
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') {
        return json({ membership, subscription: subscription({ status: 'PAST_DUE', retry: { failures: 1, nextRetryAt: '2026-02-08T00:00:00Z', lastFailureMessage: '카드 한도가 초과되었습니다.' } }) });
      }
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json(emptyOrders);
    });
    render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    const alert = await screen.findByTestId('past-due');
    expect(alert.textContent).toContain('2026.02.08 09:00에 다시 결제를 시도합니다.');
    expect(alert.textContent).toContain('카드 한도가 초과되었습니다.');
    expect(screen.getByTestId('subscription-status').textContent).toBe('결제 재시도 중');
    fireEvent.click(within(alert).getByRole('button', { name: '카드 변경' }));
    expect(openModal).toHaveBeenCalledWith({ name: 'settings-change-payment-card', args: expect.objectContaining({ pastDue: true }) });
  });

  it('order history: empty state, and an error state with retry', async () => {
    let fail = true;
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership: null, subscription: null });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return fail ? json(errorBody('INTERNAL_ERROR', '오류'), 500) : json(emptyOrders);
    });
    render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    expect(await screen.findByText('이용 중인 멤버십이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '멤버십 알아보기' }).getAttribute('href')).toBe('/membership');
    expect(screen.getByTestId('redeem-coupon-form')).toBeTruthy();
    const history = screen.getByTestId('order-history');
    expect(await within(history).findByText('결제 내역을 불러오지 못했습니다.')).toBeTruthy();
    fail = false;
    await act(async () => { fireEvent.click(within(history).getByRole('button', { name: '다시 시도' })); });
    expect(await within(history).findByText('결제 내역이 없습니다.')).toBeTruthy();
  });

  it('a coupon holder sees the coupon and the membership it returns to', async () => {
    const calls = mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') {
        return json({ membership: { ...membership, membershipName: '라이트 플러스', tierCode: 'LIGHT_PLUS', appliedCoupon: { benefitPeriodEnd: '2099-01-01T00:00:00Z', benefitValue: 30 } }, subscription: null });
      }
      if (url === '/api/sejong/v1/users/me/membership/original') return json({ membership });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json(emptyOrders);
    });
    render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('original-membership').textContent).toBe('라이트'));
    expect(screen.getByTestId('applied-coupon').textContent).toContain('라이트 플러스 · 30일');
    expect(screen.getByTestId('applied-coupon').textContent).toContain('2099.01.01 09:00');
    expect(calls).toContain('GET /api/sejong/v1/users/me/membership/original');
  });

  it('a metered member sees the member-only unlocks left this month and when they refill; an unlimited tier sees none', async () => {
    const articleUnlocks = { used: 2, limit: 10, remaining: 8, resetsAt: '2026-03-31T15:00:00.000Z' };
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership, subscription: subscription(), articleUnlocks });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json(emptyOrders);
    });
    const { unmount } = render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    const line = await screen.findByTestId('article-unlocks');
    expect(line.textContent).toContain('이번 달 남은 회원 전용 열람 8회 / 10회');
    expect(line.textContent).toContain('2026.04.01에 다시 10회로 채워집니다.');
    unmount();

    resetApiClientForTests();
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership: { ...membership, membershipName: '프리미엄', tierCode: 'PREMIUM' }, subscription: null, articleUnlocks: null });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json(emptyOrders);
    });
    render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('membership-tier').textContent).toContain('프리미엄'));
    expect(screen.queryByTestId('article-unlocks')).toBeNull();
  });

  it('a coupon membership shows its period (쿠폰 적용 기간 start – end, Asia/Seoul days)', async () => {
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') {
        const appliedCoupon = { benefitPeriodStart: '2026-04-30T16:00:00Z', benefitPeriodEnd: '2026-05-30T16:00:00Z', benefitValue: 30 };
        return json({ membership: { ...membership, appliedCoupon }, subscription: null, articleUnlocks: { used: 0, limit: 10, remaining: 10, resetsAt: '2026-05-31T15:00:00.000Z' } });
      }
      if (url === '/api/sejong/v1/users/me/membership/original') return json({ membership: null });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json(emptyOrders);
    });
    render(<MembershipSettings user={user()} info={null} />, { wrapper: createWrapper() });
    expect(await screen.findByText('쿠폰 적용 기간 2026.05.01 – 2026.05.31')).toBeTruthy();
    expect(screen.getByTestId('article-unlocks').textContent).toContain('10회 / 10회');
  });

  it('a corporate member sees the corporation membership read-only', async () => {
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership: { ...membership, membershipName: '프리미엄', tierCode: 'PREMIUM' }, subscription: null });
    });
    render(<MembershipSettings user={user({ corporationId: 'c1', type: 'CORPORATE' })} info={null} />, { wrapper: createWrapper() });
    expect(await screen.findByText('법인 멤버십은 법인 관리자가 관리합니다.')).toBeTruthy();
    expect(screen.queryByTestId('cancel-subscription')).toBeNull();
    expect(screen.queryByTestId('redeem-coupon-form')).toBeNull();
  });

  it('tells staff why they can read everything; members do not see it', async () => {
    mockApi((method, url) => {
      if (url === '/api/sejong/v1/users/me/membership') return json({ membership: null, subscription: null });
      if (url.startsWith('/api/sejong/v1/users/me/orders')) return json(emptyOrders);
    });
    const staff = render(<MembershipSettings user={user()} info={{ isCorporationManager: false, membership: null, roles: ['ROLE_USER', 'ROLE_EDITOR'] }} />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('staff-access')).textContent).toContain('운영진 계정은 모든 콘텐츠를 열람할 수 있습니다.');
    staff.unmount();
    render(<MembershipSettings user={user()} info={{ isCorporationManager: false, membership: null, roles: ['ROLE_USER'] }} />, { wrapper: createWrapper() });
    await screen.findByText('이용 중인 멤버십이 없습니다.');
    expect(screen.queryByTestId('staff-access')).toBeNull();
  });
});
