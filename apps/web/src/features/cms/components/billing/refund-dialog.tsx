'use client';

import { useId, useState, type FormEvent } from 'react';
import { BILLING_CYCLE_LABELS, type AdminOrderDto, formatWon } from '@spi/core';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { refundOrder } from '../../api/billing-api';
import { errorMessage, type FieldErrors } from '../../lib/field-errors';
import { CmsDialog } from '../cms-dialog';
import { RequiredMark } from '../required-mark';
import { TextField } from '../taxonomy/text-field';
import { digitsOnly, tierLabel } from './billing-format';
import { checkRefund, EMPTY_REFUND_DRAFT, REFUND_REASON_MAX, type RefundDraft } from './refund-check';
import forms from '../forms.module.css';
import styles from './billing.module.css';

const FORM_ID = 'billing-refund-form';

/**
 * 환불: the full refundable amount by default or a part of it, with a required reason; a system confirm
 * states the amount before the gateway is asked. The caller gets the order as it now stands.
 */
export function RefundDialog({ order, onClose, onRefunded }: { order: AdminOrderDto | null; onClose: () => void; onRefunded: (order: AdminOrderDto) => void }) {
  return order ? <RefundDialogOpen key={order.orderId} order={order} onClose={onClose} onRefunded={onRefunded} /> : null;
}

function RefundDialogOpen({ order, onClose, onRefunded }: { order: AdminOrderDto; onClose: () => void; onRefunded: (order: AdminOrderDto) => void }) {
  const [draft, setDraft] = useState<RefundDraft>(EMPTY_REFUND_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const amountId = useId();
  const amountErrorId = useId();
  const amountHintId = useId();

  const update = (patch: Partial<RefundDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      if (patch.mode) delete next.amount;
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = checkRefund(draft, order.refundable);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    const full = check.request.amount === undefined;
    const confirmed = await showSystemConfirm({
      title: `${formatWon(check.amount)}을 환불할까요?`,
      message: [
        `${order.orderName} (${order.orderId}) 주문의 ${full ? '환불 가능 금액 전액' : '일부'}을 결제사에 취소 요청합니다. 되돌릴 수 없습니다.`,
        full && order.kind !== 'UPGRADE' ? ' 이 주문이 지금 이용 기간의 결제라면 구독과 멤버십이 바로 종료됩니다.' : '',
      ].join(''),
      submitLabel: `${formatWon(check.amount)} 환불`,
      closeLabel: '취소',
      submitColor: 'danger',
    });
    if (!confirmed) return;
    setPending(true);
    try {
      const result = await refundOrder(order.orderId, check.request);
      onRefunded(result.order);
      // The API says what happened (for example that the membership ended with a full refund).
      showSnackbar({ type: result.subscriptionEnded ? 'Warning' : 'Success', message: result.message, position: 'bottom-center' });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'REFUND_EXCEEDS_PAID') setErrors({ amount: errorMessage(error) });
      else setFormError(errorMessage(error, '환불하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setPending(false);
    }
  };

  const partial = draft.mode === 'PARTIAL';
  return (
    <CmsDialog
      open
      title="주문 환불"
      onClose={onClose}
      busy={pending}
      testId="refund-dialog"
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>취소</Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={pending}>환불하기</Button>
        </>
      )}
    >
      <form id={FORM_ID} className={forms.stack} onSubmit={(event) => void submit(event)} noValidate>
        {formError && <div className={forms.alert} role="alert"><p>{formError}</p></div>}
        <dl className={styles.summary}>
          <dt>주문</dt><dd>{order.orderName}</dd>
          <dt>상품</dt><dd>{tierLabel(order.planCode)} · {BILLING_CYCLE_LABELS[order.cycle]}</dd>
          <dt>결제 금액</dt><dd>{formatWon(order.amount)}</dd>
          <dt>환불된 금액</dt><dd>{formatWon(order.refundedAmount)}</dd>
          <dt>환불 가능 금액</dt><dd data-testid="refundable">{formatWon(order.refundable)}</dd>
        </dl>

        <fieldset className={forms.radioGroup}>
          <legend>환불 방식<RequiredMark /></legend>
          <label className={forms.check}>
            <input type="radio" name="refund-mode" value="FULL" checked={!partial} onChange={() => update({ mode: 'FULL' })} />
            전액 환불 ({formatWon(order.refundable)})
          </label>
          <label className={forms.check}>
            <input type="radio" name="refund-mode" value="PARTIAL" checked={partial} onChange={() => update({ mode: 'PARTIAL' })} />
            부분 환불
          </label>
        </fieldset>

        {partial && (
          <div className={forms.field}>
            <label htmlFor={amountId} className={forms.label}>환불 금액<RequiredMark /></label>
            <div className={styles.amountRow}>
              <input
                id={amountId}
                className={forms.input}
                inputMode="numeric"
                autoComplete="off"
                value={draft.amount}
                aria-required
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={[amountHintId, errors.amount ? amountErrorId : null].filter(Boolean).join(' ')}
                onChange={(event) => update({ amount: digitsOnly(event.target.value) })}
                data-autofocus=""
              />
              <span aria-hidden="true">원</span>
            </div>
            <p id={amountHintId} className={forms.hint}>1원부터 {formatWon(order.refundable)}까지 환불할 수 있습니다.</p>
            {errors.amount && <p id={amountErrorId} className={forms.error} role="alert">{errors.amount}</p>}
          </div>
        )}
        {!partial && errors.amount && <p className={forms.error} role="alert">{errors.amount}</p>}

        <TextField label="환불 사유" required multiline maxLength={REFUND_REASON_MAX} value={draft.reason} onChange={(reason) => update({ reason })} error={errors.reason} hint="주문의 환불 기록에 남습니다." />
      </form>
    </CmsDialog>
  );
}
