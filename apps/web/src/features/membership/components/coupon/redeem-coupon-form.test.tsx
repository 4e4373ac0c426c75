import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { RedeemCouponForm } from './redeem-coupon-form';

const membership = { membershipId: 'm', membershipName: '라이트 플러스', tierCode: 'LIGHT_PLUS', appliedCoupon: { benefitPeriodEnd: '2026-03-01T05:30:00Z', benefitValue: 30 }, orders: [], roles: [] };

describe('RedeemCouponForm', () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    clearCookies();
    signIn();
  });
  afterEach(() => clearCookies());

  it('formats the code as it is typed (lower case, spaces) and checks its shape before sending', async () => {
    const calls = mockApi(() => undefined);
    render(<RedeemCouponForm />, { wrapper: createWrapper() });
    const input = screen.getByLabelText('쿠폰 코드') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abcd efgh' } });
    expect(input.value).toBe('ABCD-EFGH');
    fireEvent.change(input, { target: { value: 'abcd-efgh-jkmnpq' } });
    expect(input.value).toBe('ABCD-EFGH-JKMN');

    fireEvent.change(input, { target: { value: 'abcd ef' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '쿠폰 등록' })); });
    expect(screen.getByRole('alert').textContent).toBe('쿠폰 코드는 12자리입니다.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // 0, O, 1, I and L are not in the alphabet.
    fireEvent.change(input, { target: { value: 'ABCD-EFGH-JK10' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '쿠폰 등록' })); });
    expect(screen.getByRole('alert').textContent).toBe('쿠폰 코드는 12자리입니다.');
    expect(calls).toEqual([]);
  });

  it('redeems: sends the stored form, shows the result line in Asia/Seoul and a snackbar', async () => {
    let sent: unknown = null;
    mockApi((method, url, body) => {
      if (method === 'POST' && url === '/api/sejong/v1/users/me/coupons/redeem') {
        sent = body;
        return json({ membership, tierCode: 'LIGHT_PLUS', benefitPeriodEnd: '2026-03-01T05:30:00Z', benefitValue: 30 });
      }
    });
    render(<RedeemCouponForm />, { wrapper: createWrapper() });
    fireEvent.change(screen.getByLabelText('쿠폰 코드'), { target: { value: 'abcd efgh jkmn' } });
    await act(async () => { fireEvent.submit(screen.getByTestId('redeem-coupon-form')); });
    await waitFor(() => expect(screen.getByTestId('redeem-coupon-result').textContent).toBe('라이트 플러스 멤버십이 2026.03.01 14:30까지 적용되었습니다'));
    expect(sent).toEqual({ code: 'ABCDEFGHJKMN' });
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('쿠폰을 등록했어요.');
  });

  it("shows the API's Korean message as is", async () => {
    mockApi(() => json(errorBody('COUPON_ALREADY_USED', '이미 사용된 쿠폰입니다.'), 409));
    render(<RedeemCouponForm />, { wrapper: createWrapper() });
    fireEvent.change(screen.getByLabelText('쿠폰 코드'), { target: { value: 'ABCDEFGHJKMN' } });
    await act(async () => { fireEvent.submit(screen.getByTestId('redeem-coupon-form')); });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('이미 사용된 쿠폰입니다.'));
  });

  it('offers a guest a sign-in link back to this page', () => {
    render(<RedeemCouponForm signedIn={false} />, { wrapper: createWrapper() });
    const link = screen.getByRole('link', { name: '로그인하고 쿠폰 등록하기' });
    expect(link.getAttribute('href')).toBe('/sign-in?redirect=%2F');
  });
});
