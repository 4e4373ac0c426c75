'use client';

import { useId, useMemo, useState } from 'react';
import { BILLING_CYCLE_LABELS, BILLING_CYCLES, priceOf, type BillingCycle, type SubscriptionDto, formatWon } from '@spi/core';
import { useSnackbar, useSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDate } from '@/lib/seoul-time';
import { newIdempotencyKey, useChangePlan, useChangePreview, usePlans } from '../../api/subscription-api';
import { tierLabel } from '../../lib/tier-format';
import styles from './settings.module.css';

export type PlanChangeMode = 'plan' | 'cycle';

/**
 * '멤버십 변경' (choose a tier: an upgrade applies now with a prorated charge, a downgrade at period end)
 * and '결제 주기 변경' (monthly ⇄ yearly at period end). The preview comes first; the change is confirmed
 * in the system confirm modal, whose async submit locks its buttons.
 */
export function PlanChangePanel({ subscription, mode, onDone }: { subscription: SubscriptionDto; mode: PlanChangeMode; onDone: () => void }) {
  const plans = usePlans(mode === 'plan');
  const [planCode, setPlanCode] = useState<string>(subscription.planCode);
  const [cycle, setCycle] = useState<BillingCycle>(mode === 'cycle' ? (subscription.cycle === 'MONTHLY' ? 'YEARLY' : 'MONTHLY') : subscription.cycle);
  const unchanged = planCode === subscription.planCode && cycle === subscription.cycle;
  const preview = useChangePreview(unchanged ? null : planCode, unchanged ? null : cycle);
  const change = useChangePlan();
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const nameId = useId();

  const choices = useMemo(
    () => (plans.data ?? []).filter((p) => p.code !== 'NONE' && (p.code === subscription.planCode || (p.onSale && p.audience === 'PERSONAL'))).sort((a, b) => a.sortOrder - b.sortOrder),
    [plans.data, subscription.planCode],
  );

  const submit = async () => {
    const p = preview.data;
    if (!p || p.kind === 'NO_CHANGE') return;
    const key = newIdempotencyKey();
    const now = p.kind === 'UPGRADE_NOW';
    const target = `${tierLabel(p.planCode)} ${BILLING_CYCLE_LABELS[p.cycle]}`;
    const done = await confirm({
      title: mode === 'cycle' ? '결제 주기를 변경할까요?' : now ? '지금 업그레이드할까요?' : '멤버십을 변경할까요?',
      message: (
        <>
          <p style={{ margin: 0 }}>{p.explanation}</p>
          <p style={{ margin: '8px 0 0', fontWeight: 700 }} className="tabular">
            {now
              ? `지금 ${formatWon(p.amountDue)}이 등록된 카드로 결제되고, ${target} 멤버십이 바로 적용됩니다.`
              : `${formatSeoulDate(p.effectiveAt)}부터 ${target}(으)로 바뀌며, 그날 ${formatWon(p.nextAmount)}이 결제됩니다.`}
          </p>
        </>
      ),
      submitLabel: now ? `${formatWon(p.amountDue)} 결제하고 변경` : '변경 예약',
      onSubmit: () => change.mutateAsync({ planCode: p.planCode, cycle: p.cycle, key }),
      errorMessage: '변경하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    if (done) {
      snackbar.show({ type: 'Success', message: now ? '멤버십을 업그레이드했어요.' : '변경을 예약했어요.', position: 'bottom-center' });
      onDone();
    }
  };

  const p = preview.data;
  return (
    <div className={styles.panel} data-testid={`plan-change-${mode}`}>
      <h3 className={styles.panelTitle}>{mode === 'cycle' ? '결제 주기 변경' : '멤버십 변경'}</h3>
      {mode === 'plan' && (
        <fieldset className={styles.options}>
          <legend className={styles.legend}>멤버십 등급</legend>
          {plans.isPending && <p className={styles.muted}>멤버십 목록을 불러오는 중입니다.</p>}
          {plans.isError && <p className={styles.error} role="alert">멤버십 목록을 불러오지 못했습니다.</p>}
          {choices.map((plan) => (
            <label key={plan.code} className={styles.option}>
              <input type="radio" name={`${nameId}-plan`} value={plan.code} checked={planCode === plan.code} onChange={() => setPlanCode(plan.code)} />
              <span className={styles.optionText}>
                <span>{plan.label || tierLabel(plan.code)} {plan.code === subscription.planCode && <span className={styles.current}>이용 중</span>}</span>
                <span className={styles.optionPrice}>{BILLING_CYCLE_LABELS[cycle]} {formatWon(priceOf(plan, cycle))}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.options}>
        <legend className={styles.legend}>결제 주기</legend>
        {BILLING_CYCLES.map((c) => (
          <label key={c} className={styles.option}>
            <input type="radio" name={`${nameId}-cycle`} value={c} checked={cycle === c} onChange={() => setCycle(c)} />
            <span className={styles.optionText}>
              <span>{BILLING_CYCLE_LABELS[c]} {c === subscription.cycle && <span className={styles.current}>이용 중</span>}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className={styles.preview} aria-live="polite" data-testid="plan-change-preview">
        {unchanged ? (
          <p className={styles.previewText}>바꿀 {mode === 'cycle' ? '결제 주기' : '멤버십이나 결제 주기'}를 선택해 주세요.</p>
        ) : preview.isPending ? (
          <p className={styles.previewText}>변경 금액을 계산하는 중입니다.</p>
        ) : preview.isError ? (
          <p className={styles.error} role="alert">{isApiError(preview.error) ? preview.error.message : '변경 금액을 계산하지 못했습니다.'}</p>
        ) : p ? (
          <>
            {p.kind === 'UPGRADE_NOW' ? (
              <span className={styles.previewAmount}>지금 결제 {formatWon(p.amountDue)}</span>
            ) : p.kind === 'CHANGE_AT_PERIOD_END' ? (
              <span className={styles.previewAmount}>{formatSeoulDate(p.effectiveAt)}부터 {formatWon(p.nextAmount)}</span>
            ) : null}
            <p className={styles.previewText}>{p.explanation}</p>
          </>
        ) : null}
      </div>

      <div className={styles.panelActions}>
        <button type="button" className={styles.secondary} onClick={onDone}>취소</button>
        <button
          type="button"
          className={styles.primary}
          disabled={!p || unchanged || p.kind === 'NO_CHANGE' || preview.isFetching}
          onClick={() => void submit()}
          data-testid="plan-change-submit"
        >
          {p?.kind === 'UPGRADE_NOW' ? '업그레이드' : '변경하기'}
        </button>
      </div>
    </div>
  );
}
