import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createModalWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';

const assign = vi.fn();
vi.stubGlobal('location', { ...window.location, assign, pathname: '/user/setting', search: '?about=membership' });

const { default: ChangePaymentCardModal } = await import('./change-payment-card-modal');

const checkout = {
  checkoutId: 'co_1', purpose: 'CHANGE_CARD', mode: 'redirect', authUrl: 'http://localhost:4002/billing/auth?c=co_1',
  clientKey: 'ck', customerKey: 'cus', successUrl: 'http://localhost:3000/membership/checkout/complete', failUrl: 'http://localhost:3000/membership/checkout/complete',
  orderName: null, amount: null, expiresAt: '2026-01-01T00:00:00Z',
};

describe("Named modal 'settings-change-payment-card'", () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    signIn();
    assign.mockReset();
  });

  it('starts a CHANGE_CARD checkout and goes to the card registration', async () => {
    let sent: unknown;
    mockApi((method, url, body) => {
      if (method === 'POST' && url === '/api/sejong/v1/users/me/checkouts') { sent = body; return json(checkout); }
    });
    render(<ChangePaymentCardModal args={{ currentCard: '신한 1234-****-****-5678' }} close={vi.fn()} />, { wrapper: createModalWrapper() });
    expect(screen.getByText('신한 1234-****-****-5678')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByTestId('change-card-submit')); });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout.authUrl));
    expect(sent).toEqual({ purpose: 'CHANGE_CARD' });
  });

  it("shows the API's message when the checkout cannot start", async () => {
    mockApi(() => json(errorBody('SUBSCRIPTION_NOT_FOUND', '구독 중인 멤버십이 없습니다.'), 404));
    render(<ChangePaymentCardModal args={{ currentCard: null }} close={vi.fn()} />, { wrapper: createModalWrapper() });
    await act(async () => { fireEvent.click(screen.getByTestId('change-card-submit')); });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('구독 중인 멤버십이 없습니다.'));
  });
});
