'use client';

import { BILLING_CYCLE_LABELS, priceOf, type BillingCycle, type Plan, formatWon } from '@spi/core';
import { useId, useState } from 'react';
import { Button, ModalActions, ModalBody, ModalHeader, useModalContext, type ModalComponentProps } from '@/components/ui';
import { formatSeoulDate } from '@/lib/seoul-time';
import { checkoutErrorMessage, handOffToGateway, startCheckout } from '../../api/checkout-api';
import { saveCheckoutContext } from '../../lib/checkout-context';
import { renewalRule } from '../../lib/format';
import styles from './checkout.module.css';

export interface RegistrationPaymentMethodArgs {
  plan: Plan;
  cycle: BillingCycle;
}

/**
 * Named modal 'registration-payment-method' (spec section 2): the order summary, the required consent
 * to 자동결제, then card registration at the gateway (the sandbox's page, or Toss's window when real keys
 * are configured). The first charge is made when the reader comes back (/membership/checkout/complete).
 */
export default function RegistrationPaymentMethodModal({ args, close }: ModalComponentProps<RegistrationPaymentMethodArgs, boolean>) {
  const { plan, cycle } = args;
  const { setBusy } = useModalContext();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [today] = useState(() => new Date());
  const amount = priceOf(plan, cycle);
  const student = plan.audience === 'STUDENT';

  const submit = async () => {
    if (!consent) {
      setConsentMissing(true);
      return;
    }
    setPending(true);
    setBusy(true);
    setError(null);
    try {
      const checkout = await startCheckout({ purpose: 'SUBSCRIBE', planCode: plan.code, cycle });
      saveCheckoutContext({ checkoutId: checkout.checkoutId, purpose: 'SUBSCRIBE', plan, cycle });
      await handOffToGateway(checkout);
      // The browser is leaving for the gateway's page (or Toss's window takes over): stay busy.
    } catch (err) {
      setError(checkoutErrorMessage(err));
      setPending(false);
      setBusy(false);
    }
  };

  return (
    <div className={styles.modal} data-testid="registration-payment-method-modal">
      <ModalHeader title="결제 수단 등록" />
      <ModalBody className={styles.modalBody}>
        <dl className={styles.summary} aria-label="주문 내용">
          <div><dt>멤버십</dt><dd>{plan.label}</dd></div>
          <div><dt>결제 주기</dt><dd>{BILLING_CYCLE_LABELS[cycle]} 자동결제</dd></div>
          <div className={styles.summaryTotal}><dt>결제 금액</dt><dd className="tabular"><strong>{formatWon(amount)}</strong> <span className={styles.vat}>(VAT 포함)</span></dd></div>
          <div><dt>첫 결제</dt><dd className="tabular">오늘 ({formatSeoulDate(today)}) 카드 등록 직후</dd></div>
          <div><dt>다음 결제</dt><dd className="tabular">{renewalRule(cycle, today)} 자동 결제 <span className={styles.vat}>(한국 시간 기준, 그 날이 없는 달은 말일)</span></dd></div>
        </dl>
        {student && (
          <p className={styles.info}>
            라이트 (학생 할인)은 학생 인증을 마친 분만 구독할 수 있어요. 인증은 1년 동안 유지되고, 인증이 끝난 뒤의 갱신은 라이트 정가로 결제돼요.
          </p>
        )}
        <div className={styles.consent}>
          <label className={styles.consentLabel} htmlFor={consentId}>
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              aria-invalid={consentMissing && !consent ? true : undefined}
              aria-describedby={`${consentId}-terms`}
              onChange={(e) => { setConsent(e.target.checked); setConsentMissing(false); }}
              data-testid="autopay-consent"
            />
            <span><strong>[필수]</strong> 정기결제(자동결제)에 동의합니다.</span>
          </label>
          <p id={`${consentId}-terms`} className={styles.terms}>
            등록한 카드로 {BILLING_CYCLE_LABELS[cycle]} {formatWon(amount)}이 {renewalRule(cycle, today)} 자동으로 결제됩니다.
            멤버십 관리에서 언제든 해지할 수 있으며, 해지하면 이미 결제한 기간이 끝날 때까지 이용하고 다음 결제부터 청구되지 않습니다.
            카드 정보는 결제사(토스페이먼츠)에만 저장됩니다.
          </p>
          {consentMissing && !consent && <p className={styles.fieldError} role="alert">자동결제에 동의해 주세요.</p>}
        </div>
        {error && <p className={styles.errorBox} role="alert" data-testid="checkout-error">{error}</p>}
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={() => close(false)}>취소</Button>
        <Button size="lg" loading={pending} onClick={() => void submit()} data-testid="checkout-submit">카드 등록하고 결제하기</Button>
      </ModalActions>
    </div>
  );
}
