import type { CheckoutResponse } from '@spi/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { checkoutErrorMessage, handOffToGateway } from './checkout-api';

const base: CheckoutResponse = {
  checkoutId: 'chk_1', purpose: 'SUBSCRIBE', mode: 'redirect', authUrl: 'http://127.0.0.1:4002/billing/auth?c=1', clientKey: 'ck_live',
  customerKey: 'cus_1', successUrl: 'https://spi.example/membership/checkout/complete', failUrl: 'https://spi.example/membership/checkout/fail',
  orderName: 'SPI 라이트 월간', amount: 9900, expiresAt: '2026-11-25T10:00:00Z',
};

afterEach(() => {
  delete (window as unknown as { TossPayments?: unknown }).TossPayments;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('handOffToGateway', () => {
  it("mode 'redirect' goes to authUrl and loads no SDK", async () => {
    const navigate = vi.fn();
    await handOffToGateway(base, navigate);
    expect(navigate).toHaveBeenCalledWith(base.authUrl);
    expect(document.head.querySelector('script[src*="tosspayments"]')).toBeNull();
  });

  it("mode 'toss-sdk' calls requestBillingAuth with the customer key and the return URLs", async () => {
    const requestBillingAuth = vi.fn().mockResolvedValue(undefined);
    const payment = vi.fn(() => ({ requestBillingAuth }));
    const TossPayments = vi.fn(() => ({ payment }));
    (window as unknown as { TossPayments: unknown }).TossPayments = TossPayments;
    const navigate = vi.fn();
    await handOffToGateway({ ...base, mode: 'toss-sdk', authUrl: null }, navigate);
    expect(TossPayments).toHaveBeenCalledWith('ck_live');
    expect(payment).toHaveBeenCalledWith({ customerKey: 'cus_1' });
    expect(requestBillingAuth).toHaveBeenCalledWith({ method: 'CARD', successUrl: base.successUrl, failUrl: base.failUrl });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('checkoutErrorMessage', () => {
  it('uses the API message, and Korean text for the gateway window being closed', () => {
    expect(checkoutErrorMessage(new ApiError(402, 'CARD_DECLINED', '카드사에서 결제를 거절했습니다.'))).toBe('카드사에서 결제를 거절했습니다.');
    expect(checkoutErrorMessage({ code: 'USER_CANCEL', message: 'closed' })).toBe('카드 등록을 취소했습니다.');
    expect(checkoutErrorMessage(new Error('x'))).toBe('결제를 진행하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });
});
