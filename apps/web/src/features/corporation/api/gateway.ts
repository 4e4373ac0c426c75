'use client';

import type { CheckoutResponse } from '@spi/core';

/**
 * The card hand-off of a corporate CARD order: the same as the membership checkout's (the sandbox's
 * card page by redirect, or Toss's billing window with real keys); the gateway comes back to
 * /membership/checkout/complete, which confirms the checkout and shows the corporate receipt.
 */
const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

interface TossBillingAuth {
  requestBillingAuth(input: { method: 'CARD'; successUrl: string; failUrl: string }): Promise<void>;
}
type TossPaymentsFactory = (clientKey: string) => { payment(input: { customerKey: string }): TossBillingAuth };

let tossSdk: Promise<TossPaymentsFactory> | null = null;

function loadTossSdk(): Promise<TossPaymentsFactory> {
  tossSdk ??= new Promise<TossPaymentsFactory>((resolve, reject) => {
    const existing = (window as unknown as { TossPayments?: TossPaymentsFactory }).TossPayments;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { TossPayments?: TossPaymentsFactory }).TossPayments;
      if (factory) resolve(factory);
      else reject(new Error('TossPayments missing'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Toss SDK failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    tossSdk = null;
    throw error;
  });
  return tossSdk;
}

export async function handOffToGateway(checkout: CheckoutResponse, navigate: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  if (checkout.mode === 'redirect') {
    if (!checkout.authUrl) throw new Error('authUrl missing');
    navigate(checkout.authUrl);
    return;
  }
  const TossPayments = await loadTossSdk();
  await TossPayments(checkout.clientKey)
    .payment({ customerKey: checkout.customerKey })
    .requestBillingAuth({ method: 'CARD', successUrl: checkout.successUrl, failUrl: checkout.failUrl });
}

/** What to say when the hand-off itself failed (the reader closed Toss's window, the SDK did not load). */
export function gatewayErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'USER_CANCEL' || code === 'PAY_PROCESS_CANCELED') return '카드 등록을 취소했습니다.';
  return '결제창을 열지 못했습니다. 잠시 후 다시 시도해 주세요.';
}
