'use client';

import { ConfirmError, safeReturnTo } from './checkout-complete';

export interface CheckoutFailProps {
  checkoutId: string | null;
  code: string | null;
  message: string | null;
  /** ADD_CARD: the same-site path the person came from; anything else is ignored. */
  returnTo?: string | null;
}

/** The gateway's failure return (card registration cancelled or refused): nothing was charged. */
export function CheckoutFail({ checkoutId, code, message, returnTo = null }: CheckoutFailProps) {
  const canceled = code === 'PAY_PROCESS_CANCELED' || code === 'USER_CANCEL';
  const text = canceled
    ? '결제는 진행되지 않았어요. 원하실 때 다시 시도해 주세요.'
    : `${(message ?? '').trim().slice(0, 200) || '카드를 등록하지 못했어요. 카드 정보를 확인하고 다시 시도해 주세요.'} 결제는 진행되지 않았어요.`;
  return (
    <ConfirmError
      code={canceled ? 'PAY_PROCESS_CANCELED' : 'CARD_REGISTRATION_FAILED'}
      title={canceled ? '카드 등록을 취소했습니다' : '카드를 등록하지 못했어요'}
      message={text}
      checkoutId={checkoutId}
      returnTo={safeReturnTo(returnTo)}
    />
  );
}
