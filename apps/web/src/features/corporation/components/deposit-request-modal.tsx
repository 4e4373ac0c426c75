'use client';

import { depositRequestSchema, type CorporateOrderDto, formatWon } from '@spi/core';
import { useId, useState, type ReactNode } from 'react';
import { Button, ModalActions, ModalBody, ModalHeader, useModalContext, type ModalComponentProps } from '@/components/ui';
import { seoulDayKey } from '@/lib/seoul-time';
import { useDepositRequest } from '../api/corporation-api';
import { apiFieldErrors, errorMessage, issuesToErrors } from '../lib/form-errors';
import styles from './corporation.module.css';

export interface DepositRequestArgs { corporationId: string; order: CorporateOrderDto }

type Field = 'depositorName' | 'depositedOn' | 'note';
const ORDER: Field[] = ['depositorName', 'depositedOn', 'note'];

/** Named modal 'settings: request deposit confirmation': the manager says the money was sent. */
export default function DepositRequestModal({ args, close }: ModalComponentProps<DepositRequestArgs, boolean>) {
  const { order } = args;
  const id = useId();
  const { setBusy } = useModalContext();
  const request = useDepositRequest(args.corporationId);
  const [today] = useState(() => seoulDayKey(new Date()));
  const [values, setValues] = useState({ depositorName: order.deposit?.depositorName ?? '', depositedOn: today, note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);

  const show = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = ORDER.find((field) => next[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async () => {
    setError(null);
    const parsed = depositRequestSchema.safeParse({ ...values, note: values.note.trim() || undefined });
    if (!parsed.success) return show(issuesToErrors(parsed.error.issues) as Partial<Record<Field, string>>);
    if (parsed.data.depositedOn > today) return show({ depositedOn: '입금한 날짜는 오늘 이전이어야 해요.' });
    setErrors({});
    setBusy(true);
    try {
      await request.mutateAsync({ orderId: order.orderId, ...parsed.data });
      setBusy(false);
      close(true);
    } catch (err) {
      setBusy(false);
      const fields = apiFieldErrors(err) as Partial<Record<Field, string>>;
      if (Object.keys(fields).length > 0) show(fields);
      setError(errorMessage(err, '입금 확인을 요청하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };

  const field = (key: Field, label: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>{label}</label>
      {input}
      {errors[key] && <p id={`${id}-${key}-error`} className={styles.error} role="alert">{errors[key]}</p>}
    </div>
  );
  const common = (key: Field) => ({
    id: `${id}-${key}`,
    className: styles.input,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
    'data-testid': `deposit-request-${key}`,
  });
  const set = (key: Field, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  return (
    <div className={styles.modal} data-testid="deposit-request-modal">
      <ModalHeader title="입금 확인 요청" />
      <ModalBody className={styles.modalBody}>
        <p className={styles.infoBox}>
          {order.orderName} · <strong className="tabular">{formatWon(order.amount)}</strong>을 입금하셨다면 알려 주세요. 영업일 기준 1일 안에 확인해 드려요.
        </p>
        {field('depositorName', '입금자명', <input {...common('depositorName')} autoComplete="off" value={values.depositorName} onChange={(e) => set('depositorName', e.target.value)} />)}
        {field('depositedOn', '입금한 날짜', <input {...common('depositedOn')} type="date" max={today} value={values.depositedOn} onChange={(e) => set('depositedOn', e.target.value)} />)}
        {field('note', '메모 (선택)', <textarea {...common('note')} maxLength={300} placeholder="입금 은행, 나눠서 입금한 경우 등 확인에 도움이 되는 내용을 적어 주세요." value={values.note} onChange={(e) => set('note', e.target.value)} />)}
        {error && <p className={styles.errorBox} role="alert" data-testid="deposit-request-error">{error}</p>}
      </ModalBody>
      <ModalActions className={styles.modalActions}>
        <Button variant="secondary" size="lg" disabled={request.isPending} onClick={() => close(false)}>취소</Button>
        <Button size="lg" loading={request.isPending} onClick={() => void submit()} data-testid="deposit-request-submit">확인 요청하기</Button>
      </ModalActions>
    </div>
  );
}
