import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createModalWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import CouponModal from './coupon-modal';

const args = { tierCode: 'LIGHT_PLUS', benefitPeriodEnd: '2026-03-01T05:30:00Z', benefitValue: 30, daysLeft: 2 };

describe("Named modal 'membership-coupon'", () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    signIn();
  });

  it('shows the tier, the end in Asia/Seoul, the days left, and that the original membership returns', async () => {
    mockApi((method, url) => (url === '/api/sejong/v1/users/me/membership/original'
      ? json({ membership: { membershipId: 'm', membershipName: '라이트', tierCode: 'LIGHT', appliedCoupon: null, orders: [], roles: [] } })
      : undefined));
    render(<CouponModal args={args} close={vi.fn()} />, { wrapper: createModalWrapper() });
    const modal = screen.getByTestId('coupon-modal');
    expect(modal.textContent).toContain('라이트 플러스');
    expect(modal.textContent).toContain('2026.03.01 14:30');
    expect(modal.textContent).toContain('2일 남음');
    await waitFor(() => expect(screen.getByTestId('coupon-modal-after').textContent).toBe('쿠폰 혜택이 끝나면 이전에 이용하던 라이트 멤버십으로 돌아갑니다.'));
    expect(screen.getByRole('link', { name: '멤버십 구독하기' }).getAttribute('href')).toBe('/membership');
  });

  it('says the membership ends when there is no original membership', async () => {
    mockApi((method, url) => (url === '/api/sejong/v1/users/me/membership/original' ? json({ membership: null }) : undefined));
    render(<CouponModal args={{ ...args, daysLeft: 0 }} close={vi.fn()} />, { wrapper: createModalWrapper() });
    expect(screen.getByTestId('coupon-modal').textContent).toContain('오늘 종료');
    await waitFor(() => expect(screen.getByTestId('coupon-modal-after').textContent).toContain('라이트 플러스 멤버십 이용이 종료됩니다.'));
  });
});
