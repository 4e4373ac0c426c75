'use client';

import { useId, useState, type FormEvent } from 'react';
import { COUPON_BATCH_MAX, type CouponBatchDto, formatLocaleNumber } from '@spi/core';
import { Button, showSnackbar, Select } from '@/components/ui';
import { seoulDayKey } from '@/lib/seoul-time';
import { createCouponBatch } from '../../api/billing-api';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/field-errors';
import { RequiredMark } from '../required-mark';
import { TextField } from '../taxonomy/text-field';
import { PAID_TIERS } from './billing-format';
import { checkCouponBatch, COUPON_BENEFIT_DAYS_MAX, COUPON_NAME_MAX, EMPTY_COUPON_DRAFT, type CouponBatchDraft } from './coupon-batch-check';
import forms from '../forms.module.css';
import styles from './billing.module.css';

/** 새 쿠폰 묶음: name, paid tier, benefit days, number of codes, redeem-by day (Seoul), one per user. */
export function CouponBatchForm({ onCreated }: { onCreated: (batch: CouponBatchDto) => void }) {
  const [draft, setDraft] = useState<CouponBatchDraft>(EMPTY_COUPON_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const tierId = useId();
  const tierErrorId = useId();
  const dateId = useId();
  const dateErrorId = useId();
  const dateHintId = useId();
  const today = seoulDayKey(new Date());

  const update = (patch: Partial<CouponBatchDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = checkCouponBatch(draft, today);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      const batch = await createCouponBatch(check.input);
      showSnackbar({ type: 'Success', message: `쿠폰 ${formatLocaleNumber(batch.count)}개를 만들었습니다.`, position: 'bottom-center' });
      setDraft(EMPTY_COUPON_DRAFT);
      onCreated(batch);
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else setFormError(errorMessage(error, '쿠폰을 만들지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={`${forms.card} ${forms.stack}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="coupon-form-title" data-testid="coupon-batch-form">
      <h2 id="coupon-form-title" className={forms.cardTitle}>새 쿠폰 묶음</h2>
      {formError && <div className={forms.alert} role="alert"><p>{formError}</p></div>}
      <div className={styles.twoCols}>
        <TextField label="쿠폰 이름" required value={draft.name} maxLength={COUPON_NAME_MAX} onChange={(name) => update({ name })} error={errors.name} placeholder="예: 2026 봄 세미나 참가자" />
        <div className={forms.field}>
          <label htmlFor={tierId} className={forms.label}>멤버십 등급<RequiredMark /></label>
          <Select id={tierId} value={draft.tierCode} aria-required aria-invalid={errors.tierCode ? true : undefined} aria-describedby={errors.tierCode ? tierErrorId : undefined} onChange={(event) => update({ tierCode: event.target.value })}>
            <option value="">등급 선택</option>
            {PAID_TIERS.map((t) => <option key={t.code} value={t.code}>{t.label}</option>)}
          </Select>
          {errors.tierCode && <p id={tierErrorId} className={forms.error} role="alert">{errors.tierCode}</p>}
        </div>
      </div>
      <div className={styles.twoCols}>
        <TextField label="혜택 기간 (일)" required value={draft.benefitDays} onChange={(benefitDays) => update({ benefitDays })} error={errors.benefitDays} hint={`등록한 때부터 1~${COUPON_BENEFIT_DAYS_MAX}일 동안 등급이 적용됩니다.`} />
        <TextField label="발급 수량" required value={draft.count} onChange={(count) => update({ count })} error={errors.count} hint={`한 번에 최대 ${formatLocaleNumber(COUPON_BATCH_MAX)}개`} />
      </div>
      <div className={styles.twoCols}>
        <div className={forms.field}>
          <label htmlFor={dateId} className={forms.label}>사용 기한<RequiredMark /></label>
          <input id={dateId} type="date" className={forms.input} min={today} value={draft.redeemBy} aria-required aria-invalid={errors.redeemBy ? true : undefined} aria-describedby={[dateHintId, errors.redeemBy ? dateErrorId : null].filter(Boolean).join(' ')} onChange={(event) => update({ redeemBy: event.target.value })} />
          <p id={dateHintId} className={forms.hint}>이 날(한국 시간)까지 등록할 수 있습니다.</p>
          {errors.redeemBy && <p id={dateErrorId} className={forms.error} role="alert">{errors.redeemBy}</p>}
        </div>
        <div className={forms.field}>
          <span className={forms.label}>사용 제한</span>
          <label className={forms.check}>
            <input type="checkbox" checked={draft.onePerUser} onChange={(event) => update({ onePerUser: event.target.checked })} />
            1인 1회만 사용
          </label>
        </div>
      </div>
      <div className={forms.row}>
        <Button type="submit" loading={pending}>쿠폰 만들기</Button>
      </div>
    </form>
  );
}
