'use client';

import { useState, type FormEvent } from 'react';
import { yearlySaving, type Plan, formatWon } from '@spi/core';
import { Button } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { billingKeys, updatePlan, useAdminPlans } from '../../api/billing-api';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import { Chip } from '../status-badge';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { TextField } from '../taxonomy/text-field';
import { useEntityForm } from '../taxonomy/use-entity-form';
import { tierLabel } from './billing-format';
import { highlightLines, PLAN_LIMITS, planDraft, planFormSchema, wholeNumber, type PlanDraft } from './plan-check';
import forms from '../forms.module.css';
import styles from './billing.module.css';

/** /admin/billing/plans: the tiers on sale, their prices (원, VAT included) and what each includes. */
export function PlansScreen() {
  const list = useAdminPlans();
  const [editing, setEditing] = useState<{ plan: Plan; draft: PlanDraft } | null>(null);
  const form = useEntityForm(planFormSchema, billingKeys.plans());

  const open = (plan: Plan) => {
    form.reset();
    setEditing({ plan, draft: planDraft(plan) });
  };
  const setDraft = (patch: Partial<PlanDraft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    for (const key of Object.keys(patch)) form.clearField(key);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const code = editing.plan.code;
    const ok = await form.submit(editing.draft, (input) => updatePlan(code, input), `${editing.draft.name.trim() || tierLabel(code)} 상품을 저장했습니다.`);
    if (ok) setEditing(null);
  };

  const plans = [...(list.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  const monthly = editing ? wholeNumber(editing.draft.monthlyPrice) : null;
  const yearly = editing ? wholeNumber(editing.draft.yearlyPrice) : null;
  const saving = monthly !== null && yearly !== null ? yearlySaving({ monthlyPrice: monthly, yearlyPrice: yearly }) : null;

  return (
    <>
      <CmsPageHeader title="멤버십 상품" description="/membership에 보이는 등급별 상품입니다. 가격은 부가세를 포함한 원 단위이며, 바꾼 가격은 다음 결제부터 적용됩니다." />
      {list.isError && !list.data ? (
        <ErrorState title="멤버십 상품을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !list.data ? (
        <TableSkeleton rows={6} />
      ) : plans.length === 0 ? (
        <EmptyState title="멤버십 상품이 없습니다." description="데이터베이스의 등급 목록을 확인해 주세요." />
      ) : (
        <ul className={styles.plans} data-testid="billing-plans">
          {plans.map((plan) => (
            <li key={plan.code} className={`${forms.card} ${styles.plan}`}>
              <div className={styles.planHead}>
                <div>
                  <h2 className={styles.planName}>{plan.name}</h2>
                  <p className={`${styles.planCode} ${forms.subtle}`}>{plan.code} · {tierLabel(plan.code)}</p>
                </div>
                {plan.onSale ? <Chip tone="member">판매 중</Chip> : <Chip>판매 중지</Chip>}
              </div>
              {plan.summary && <p className={styles.planSummary}>{plan.summary}</p>}
              <dl className={styles.prices}>
                <dt>월간</dt><dd>{formatWon(plan.monthlyPrice)}</dd>
                <dt>연간</dt><dd>{formatWon(plan.yearlyPrice)}</dd>
                <dt>연간 절약</dt>
                <dd className={styles.saving}>{formatSaving(yearlySaving(plan))}</dd>
              </dl>
              {plan.highlights.length > 0 && (
                <ul className={styles.highlights}>{plan.highlights.map((h, i) => <li key={i}>{h}</li>)}</ul>
              )}
              <div className={styles.planFoot}>
                <span className={forms.subtle}>노출 순서 {plan.sortOrder}</span>
                <Button size="sm" variant="secondary" onClick={() => open(plan)} aria-label={`${plan.name} 수정`}>수정</Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <EntityFormDialog open={editing !== null} size="md" title={editing ? `${tierLabel(editing.plan.code)} 상품 수정` : ''} formId="billing-plan-form" pending={form.pending} formError={form.formError} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing && (
          <>
            <TextField label="상품 이름" required autoFocus value={editing.draft.name} maxLength={PLAN_LIMITS.name} onChange={(name) => setDraft({ name })} error={form.errors.name} />
            <TextField label="소개" multiline value={editing.draft.summary} maxLength={PLAN_LIMITS.summary} onChange={(summary) => setDraft({ summary })} error={form.errors.summary} />
            <TextField label="포함 내용" multiline value={editing.draft.highlights} onChange={(highlights) => setDraft({ highlights })} error={form.errors.highlights} hint={`한 줄에 하나씩, 최대 ${PLAN_LIMITS.highlights}줄 (${highlightLines(editing.draft.highlights).length}줄 입력됨)`} />
            <div className={styles.twoCols}>
              <TextField label="월간 가격 (원)" required value={editing.draft.monthlyPrice} onChange={(monthlyPrice) => setDraft({ monthlyPrice })} error={form.errors.monthlyPrice} hint="부가세 포함" />
              <TextField label="연간 가격 (원)" required value={editing.draft.yearlyPrice} onChange={(yearlyPrice) => setDraft({ yearlyPrice })} error={form.errors.yearlyPrice} hint={saving ? `연간 결제 시 ${formatSaving(saving)}` : '부가세 포함'} />
            </div>
            <div className={styles.twoCols}>
              <TextField label="노출 순서" required value={editing.draft.sortOrder} onChange={(sortOrder) => setDraft({ sortOrder })} error={form.errors.sortOrder} hint="작은 숫자가 먼저 보입니다." />
              <div className={forms.field}>
                <span className={forms.label}>판매</span>
                <label className={forms.check}>
                  <input type="checkbox" checked={editing.draft.onSale} onChange={(event) => setDraft({ onSale: event.target.checked })} />
                  판매 중 (끄면 새 구독을 받지 않습니다)
                </label>
              </div>
            </div>
          </>
        )}
      </EntityFormDialog>
    </>
  );
}

function formatSaving(saving: { won: number; percent: number }): string {
  return saving.won > 0 ? `${formatWon(saving.won)} 절약 (${saving.percent}%)` : '절약 없음';
}
