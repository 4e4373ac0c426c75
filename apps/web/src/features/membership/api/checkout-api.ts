'use client';

import {
  API_ROOTS, ERROR_CATALOGUE,
  type BillingCycle, type ErrorCode,
} from '@spi/core';
import { useMutation, useQueryClient } from '@/lib/query';
import { api, isApiError, NETWORK_ERROR_MESSAGE, type ApiErrorHandlers } from '@/lib/api-client';
import { handOffToGateway, isTossUserCancel, TossSdkLoadError } from '@/lib/toss-billing';
import { billingSchemas } from './lazy-schemas';

/**
 * Checkout (issue 9): POST /users/me/checkouts starts a card registration, the gateway's page comes back
 * to /membership/checkout/complete, and POST .../confirm issues the billing key and makes the first
 * charge. The confirm carries Idempotency-Key = checkoutId: a repeat (reload, double effect) gets the
 * first answer again and is never charged twice.
 */
const V1 = API_ROOTS.sejong;
const quiet = () => undefined;
/** Every failure here is shown in place by the caller (no global snackbar on top). */
const IN_PLACE: ApiErrorHandlers = { byStatus: { 400: quiet, 402: quiet, 403: quiet, 409: quiet, 410: quiet, 502: quiet }, fallback: quiet };

export type CheckoutRequest = { purpose: 'SUBSCRIBE'; planCode: string; cycle: BillingCycle } | { purpose: 'CHANGE_CARD' };

export const startCheckout = (body: CheckoutRequest) =>
  api.post(`${V1}/users/me/checkouts`, body, { schema: billingSchemas.checkout, onError: IN_PLACE });

export const confirmCheckout = (checkoutId: string, body: { authKey: string; customerKey: string }) =>
  api.post(`${V1}/users/me/checkouts/${encodeURIComponent(checkoutId)}/confirm`, body, {
    schema: billingSchemas.confirmCheckout,
    headers: { 'Idempotency-Key': checkoutId },
    onError: IN_PLACE,
  });

export function useStartCheckout() {
  return useMutation({ mutationKey: ['user', 'me', 'checkout'], mutationFn: startCheckout });
}

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'me', 'checkout', 'confirm'],
    mutationFn: ({ checkoutId, authKey, customerKey }: { checkoutId: string; authKey: string; customerKey: string }) =>
      confirmCheckout(checkoutId, { authKey, customerKey }),
    // The header badge, the settings screen and the /membership highlight all read the membership.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}

/** The Korean message for a checkout failure: the API's own message, else the catalogue's, else a generic one. */
export function checkoutErrorMessage(error: unknown): string {
  if (!isApiError(error)) {
    if (isTossUserCancel(error)) return '카드 등록을 취소했습니다.';
    if (error instanceof TossSdkLoadError) return '결제창을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.';
    return '결제를 진행하지 못했습니다. 잠시 후 다시 시도해 주세요.';
  }
  if (error.code === 'NETWORK_ERROR') return NETWORK_ERROR_MESSAGE;
  if (error.code === 'UNAUTHENTICATED') return '로그인이 필요합니다. 다시 로그인한 뒤 시도해 주세요.';
  const known = (ERROR_CATALOGUE as Record<string, { message: string } | undefined>)[error.code as ErrorCode];
  return error.message || known?.message || '결제를 진행하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}

/** Failures after which another card may succeed: the page offers '다른 카드로 다시 시도'. */
export const RETRYABLE_WITH_ANOTHER_CARD = new Set(['CARD_DECLINED', 'CARD_EXPIRED', 'CARD_LIMIT_EXCEEDED', 'CARD_REGISTRATION_FAILED', 'CHECKOUT_EXPIRED']);

// --- gateway hand-off --------------------------------------------------------------------------

/** Where the browser goes next: the sandbox's card page (redirect) or Toss's card registration window (lib/toss-billing). */
export { handOffToGateway, TossSdkLoadError };
