import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_CHECKED_DDAY_KEY } from '@spi/core';
import type * as UiModule from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';

const open = vi.fn(() => Promise.resolve(true));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/components/ui', async (importOriginal) => ({ ...(await importOriginal<typeof UiModule>()), useModal: () => ({ open, close: vi.fn() }) }));

const { default: CouponNotices } = await import('./coupon-notices');

const DAY = 86_400_000;
const NOW = Date.parse('2026-01-10T03:00:00Z');

function membershipWith(coupon: { benefitPeriodEnd: string; benefitValue: number } | null) {
  return {
    membership: { membershipId: 'm', membershipName: '라이트 플러스', tierCode: 'LIGHT_PLUS', appliedCoupon: coupon, orders: [], roles: [] },
    subscription: null,
  };
}

function serve(body: unknown) {
  return mockApi((method, url) => (url === '/api/sejong/v1/users/me/membership' ? json(body) : undefined));
}

describe('CouponNotices: the membership coupon modal rule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    resetApiClientForTests();
    clearCookies();
    signIn();
    open.mockClear();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  it('opens at 259 200 s (3 days) left, once per session per coupon', async () => {
    const coupon = { benefitPeriodEnd: new Date(NOW + 3 * DAY).toISOString(), benefitValue: 6 };
    serve(membershipWith(coupon));
    const { unmount } = render(<CouponNotices userId="user-1" userLoading={false} />, { wrapper: createWrapper() });
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith({ name: 'membership-coupon', args: { tierCode: 'LIGHT_PLUS', benefitPeriodEnd: coupon.benefitPeriodEnd, benefitValue: 6, daysLeft: 3 } });
    unmount();
    render(<CouponNotices userId="user-1" userLoading={false} />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('coupon-toast')).toBeTruthy());
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open a second over 3 days left when more than a third of the benefit remains', async () => {
    // A 6-day coupon: its last third is 2 days, so only the 3-day threshold applies.
    serve(membershipWith({ benefitPeriodEnd: new Date(NOW + 3 * DAY + 1000).toISOString(), benefitValue: 6 }));
    render(<CouponNotices userId="user-1" userLoading={false} />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('coupon-toast')).toBeTruthy());
    expect(open).not.toHaveBeenCalled();
  });

  it('opens within the last third of the benefit (10 of 30 days left)', async () => {
    serve(membershipWith({ benefitPeriodEnd: new Date(NOW + 10 * DAY).toISOString(), benefitValue: 30 }));
    render(<CouponNotices userId="user-1" userLoading={false} />, { wrapper: createWrapper() });
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('does not open with 11 of 30 days left', async () => {
    serve(membershipWith({ benefitPeriodEnd: new Date(NOW + 11 * DAY).toISOString(), benefitValue: 30 }));
    render(<CouponNotices userId="user-1" userLoading={false} />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('coupon-toast')).toBeTruthy());
    expect(open).not.toHaveBeenCalled();
  });

  it('waits while the user is loading, and needs a userId and a coupon', async () => {
    serve(membershipWith({ benefitPeriodEnd: new Date(NOW + DAY).toISOString(), benefitValue: 30 }));
    const { rerender } = render(<CouponNotices userId="user-1" userLoading />, { wrapper: createWrapper() });
    await waitFor(() => expect(screen.getByTestId('coupon-toast')).toBeTruthy());
    expect(open).not.toHaveBeenCalled();
    rerender(<CouponNotices userId={null} userLoading={false} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(open).not.toHaveBeenCalled();
    rerender(<CouponNotices userId="user-1" userLoading={false} />);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('shows nothing without a coupon', async () => {
    const calls = serve(membershipWith(null));
    render(<CouponNotices userId="user-1" userLoading={false} />, { wrapper: createWrapper() });
    await waitFor(() => expect(calls.length).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByTestId('coupon-toast')).toBeNull();
    expect(localStorage.getItem(LAST_CHECKED_DDAY_KEY)).toBeNull();
  });
});
