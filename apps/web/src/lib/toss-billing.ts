'use client';

import type { CheckoutResponse } from '@spi/core';

/**
 * The card hand-off to the payment gateway, shared by the membership checkout and the corporate CARD
 * order: the sandbox's card page by redirect, or Toss's billing window (browser SDK v2) with real keys.
 * Both come back to /membership/checkout/complete.
 *
 * It lives in lib because two features hand off (features/membership and features/corporation) and
 * features never import each other; each feature's api module re-exports it.
 */
const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

interface TossBillingAuth {
  requestBillingAuth(input: { method: 'CARD'; successUrl: string; failUrl: string; customerEmail?: string; customerName?: string }): Promise<void>;
}
type TossPaymentsFactory = (clientKey: string) => { payment(input: { customerKey: string }): TossBillingAuth };

let tossSdk: Promise<TossPaymentsFactory> | null = null;

export class TossSdkLoadError extends Error {
  constructor() {
    super('The Toss Payments SDK could not be loaded');
    this.name = 'TossSdkLoadError';
  }
}

/** Loads Toss's browser SDK v2 once, only when the API says real keys are configured (mode 'toss-sdk'). */
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
      else reject(new TossSdkLoadError());
    };
    script.onerror = () => {
      script.remove();
      reject(new TossSdkLoadError());
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    tossSdk = null;
    throw error;
  });
  return tossSdk;
}

/** Where the browser goes next: the sandbox's card page (redirect) or Toss's card registration window. */
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

/** True when Toss's window was closed by the reader (it rejects with { code: 'USER_CANCEL' } or 'PAY_PROCESS_CANCELED'). */
export function isTossUserCancel(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'USER_CANCEL' || code === 'PAY_PROCESS_CANCELED';
}
