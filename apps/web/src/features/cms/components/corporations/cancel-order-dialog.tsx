'use client';

import { formatWon } from '@spi/core';
import { useState, type FormEvent } from 'react';
import { Button, showSnackbar } from '@/components/ui';
import { cancelCorporateOrder, type AdminCorporateOrder } from '../../api/corporations-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsDialog } from '../cms-dialog';
import { TextField } from '../taxonomy/text-field';
import { formatDateTime } from '../billing/billing-format';
import { businessNumberLabel, CANCEL_REASON_MAX, checkCancelReason, cycleLabel } from './deposit-rows';
import forms from '../forms.module.css';
import billing from '../billing/billing.module.css';

const FORM_ID = 'corporate-order-cancel-form';

/**
 * 주문 취소: the order, and a required reason; the dialog itself is the confirmation (its submit is the
 * red '주문 취소'). The caller gets the order as the API answered it (or null) and refreshes the list.
 */
export function CancelOrderDialog({ order, onClose, onCancelled }: {
  order: AdminCorporateOrder | null;
  onClose: () => void;
  onCancelled: (order: AdminCorporateOrder, answered: AdminCorporateOrder | null) => void;
}) {
  return order ? <CancelOrderDialogOpen key={order.orderId} order={order} onClose={onClose} onCancelled={onCancelled} /> : null;
}

function CancelOrderDialogOpen({ order, onClose, onCancelled }: {
  order: AdminCorporateOrder;
  onClose: () => void;
  onCancelled: (order: AdminCorporateOrder, answered: AdminCorporateOrder | null) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = checkCancelReason(reason);
    if (!check.ok) {
      setError(check.error);
      setFormError(null);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"], textarea')?.focus();
      return;
    }
    setError(undefined);
    setFormError(null);
    setPending(true);
    try {
      const answered = await cancelCorporateOrder(order.orderId, check.reason);
      showSnackbar({ type: 'Success', message: `${order.corporationName}의 주문(${order.orderId})을 취소했습니다.`, position: 'bottom-center' });
      onCancelled(order, answered);
      onClose();
    } catch (failure) {
      setFormError(errorMessage(failure, '주문을 취소하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <CmsDialog
      open
      title="주문 취소"
      onClose={onClose}
      busy={pending}
      testId="cancel-order-dialog"
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>닫기</Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={pending}>주문 취소</Button>
        </>
      )}
    >
      <form id={FORM_ID} className={forms.stack} onSubmit={(event) => void submit(event)} noValidate>
        {formError && <div className={forms.alert} role="alert"><p>{formError}</p></div>}
        <p className={forms.hint}>이 무통장입금 주문을 취소합니다. 취소한 주문은 되돌릴 수 없으며, 법인은 새로 주문해야 합니다.</p>
        <dl className={billing.summary}>
          <dt>법인</dt><dd>{order.corporationName}</dd>
          <dt>사업자등록번호</dt><dd>{businessNumberLabel(order.businessNumber)}</dd>
          <dt>주문</dt><dd>{order.seats}석 · {cycleLabel(order.cycle)}</dd>
          <dt>금액</dt><dd>{formatWon(order.amount)}</dd>
          <dt>입금 기한</dt><dd>{formatDateTime(order.deposit?.deadline)}</dd>
        </dl>
        <TextField
          label="취소 사유"
          required
          multiline
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(value) => { setReason(value); setError(undefined); }}
          error={error}
          hint="주문의 취소 기록에 남습니다."
          autoFocus
        />
      </form>
    </CmsDialog>
  );
}
