'use client';

import { isTossUserCancel } from '@/lib/toss-billing';

/**
 * The card hand-off of a corporate CARD order: the membership checkout's, shared in lib/toss-billing (the sandbox's
 * card page by redirect, or Toss's billing window with real keys); the gateway comes back to
 * /membership/checkout/complete, which confirms the checkout and shows the corporate receipt.
 */
export { handOffToGateway } from '@/lib/toss-billing';

/** What to say when the hand-off itself failed (the reader closed Toss's window, the SDK did not load). */
export function gatewayErrorMessage(error: unknown): string {
  if (isTossUserCancel(error)) return '카드 등록을 취소했습니다.';
  return '결제창을 열지 못했습니다. 잠시 후 다시 시도해 주세요.';
}
