'use client';

import { useState } from 'react';
import { Button, ModalActions, ModalBody, ModalTitle, useModalContext, type ModalComponentProps } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { goToCardRegistration, startCardChange } from '../../api/subscription-api';
import styles from './settings-modal.module.css';

export interface ChangePaymentCardArgs {
  /** The card in use, masked ('신한 · 1234-****-****-5678'), or null. */
  currentCard: string | null;
  /** A failed renewal is waiting for a working card. */
  pastDue?: boolean;
}

/**
 * Named modal 'settings-change-payment-card' (spec section 2): explains the card change, then starts a
 * CHANGE_CARD checkout and sends the browser to the card registration (the local sandbox's page, or
 * Toss's billing-auth window). The gateway returns to /membership/checkout/complete, which confirms.
 */
export default function ChangePaymentCardModal({ args, close }: ModalComponentProps<ChangePaymentCardArgs, boolean>) {
  const { setBusy } = useModalContext();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setPending(true);
    setBusy(true);
    setError(null);
    try {
      const checkout = await startCardChange();
      await goToCardRegistration(checkout);
      // The page is leaving (redirect) or the gateway window took over; keep the buttons locked.
    } catch (err) {
      setError(isApiError(err) ? err.message : '카드 등록을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      setPending(false);
      setBusy(false);
    }
  };

  return (
    <div className={styles.modal} data-testid="change-payment-card-modal">
      <ModalTitle className={styles.title}>결제 카드 변경</ModalTitle>
      <ModalBody className={styles.body}>
        {args.currentCard && (
          <dl className={styles.facts}>
            <div><dt>지금 카드</dt><dd>{args.currentCard}</dd></div>
          </dl>
        )}
        <p className={styles.text}>
          새 카드를 등록하면 다음 결제부터 새 카드로 결제됩니다. 카드 등록 화면으로 이동하며, 등록이 끝나면 이 화면으로 돌아옵니다.
        </p>
        {args.pastDue && <p className={styles.notice}>실패한 결제는 새 카드로 다시 시도됩니다.</p>}
        {error && <p className={styles.error} role="alert">{error}</p>}
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={() => close(false)}>닫기</Button>
        <Button size="lg" loading={pending} onClick={() => void submit()} data-testid="change-card-submit">새 카드 등록</Button>
      </ModalActions>
    </div>
  );
}
