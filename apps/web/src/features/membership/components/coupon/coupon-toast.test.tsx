import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_CHECKED_DDAY_KEY } from '@spi/core';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const { CouponToast } = await import('./coupon-toast');

describe('CouponToast (days-left notice)', () => {
  beforeEach(() => {
    localStorage.clear();
    push.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows once per distinct days-left value', () => {
    localStorage.setItem(LAST_CHECKED_DDAY_KEY, '3');
    const { rerender } = render(<CouponToast daysLeft={3} />);
    expect(screen.queryByTestId('coupon-toast')).toBeNull();
    rerender(<CouponToast daysLeft={2} />);
    expect(screen.getByTestId('coupon-toast').textContent).toContain('쿠폰 혜택 기간이 2일 남았습니다.');
    const toast = screen.getByTestId('coupon-toast');
    expect(toast.style.width).toBe('328px');
    expect(toast.style.height).toBe('100px');
  });

  it("says '쿠폰 혜택이 곧 종료됩니다.' at 0 days", () => {
    render(<CouponToast daysLeft={0} />);
    expect(screen.getByTestId('coupon-toast').textContent).toContain('쿠폰 혜택이 곧 종료됩니다.');
  });

  it('close stores the value and removes the toast after the 500 ms animation', () => {
    vi.useFakeTimers();
    render(<CouponToast daysLeft={5} />);
    fireEvent.click(screen.getByRole('button', { name: '쿠폰 알림 닫기' }));
    expect(localStorage.getItem(LAST_CHECKED_DDAY_KEY)).toBe('5');
    expect(screen.getByTestId('coupon-toast').getAttribute('data-state')).toBe('closing');
    act(() => { vi.advanceTimersByTime(499); });
    expect(screen.queryByTestId('coupon-toast')).not.toBeNull();
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.queryByTestId('coupon-toast')).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('clicking the toast goes to /membership', () => {
    render(<CouponToast daysLeft={5} />);
    fireEvent.click(screen.getByRole('button', { name: /멤버십 보기/ }));
    expect(push).toHaveBeenCalledWith('/membership');
    expect(localStorage.getItem(LAST_CHECKED_DDAY_KEY)).toBe('5');
  });
});
