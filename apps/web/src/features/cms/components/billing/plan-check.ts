import { adminPlanUpdateSchema, type Plan, formatLocaleNumber } from '@spi/core';
import type { PlanUpdate } from '../../api/billing-api';
import { digitsOnly } from './billing-format';

/** The plan dialog's fields as typed (prices and order as text, highlights one per line). */
export interface PlanDraft {
  name: string;
  summary: string;
  highlights: string;
  monthlyPrice: string;
  yearlyPrice: string;
  sortOrder: string;
  onSale: boolean;
}

export const PLAN_LIMITS = { name: 30, summary: 200, highlights: 8, highlight: 80, monthly: 10_000_000, yearly: 100_000_000, sortOrder: 100 } as const;

export function planDraft(plan: Plan): PlanDraft {
  return {
    name: plan.name,
    summary: plan.summary,
    highlights: plan.highlights.join('\n'),
    monthlyPrice: String(plan.monthlyPrice),
    yearlyPrice: String(plan.yearlyPrice),
    sortOrder: String(plan.sortOrder),
    onSale: plan.onSale,
  };
}

export const highlightLines = (text: string): string[] => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** A whole number from the field, or null when it is empty or not a number. */
export function wholeNumber(text: string): number | null {
  const raw = text.trim().replace(/[,\s원]/g, '');
  if (raw === '' || digitsOnly(raw) !== raw) return null;
  return Number(raw);
}

type Issue = { path: PropertyKey[]; message: string };
type Result = { success: true; data: PlanUpdate } | { success: false; error: { issues: Issue[] } };

/**
 * adminPlanUpdateSchema with Korean messages per field, reading the dialog's draft: the shape
 * useEntityForm expects of a schema.
 */
export const planFormSchema = {
  safeParse(input: unknown): Result {
    const draft = input as PlanDraft;
    const issues: Issue[] = [];
    const add = (field: keyof PlanDraft, message: string) => issues.push({ path: [field], message });
    const name = draft.name.trim();
    if (!name) add('name', '상품 이름을 입력해 주세요.');
    else if (name.length > PLAN_LIMITS.name) add('name', `상품 이름은 ${PLAN_LIMITS.name}자 이내로 입력해 주세요.`);
    if (draft.summary.trim().length > PLAN_LIMITS.summary) add('summary', `소개는 ${PLAN_LIMITS.summary}자 이내로 입력해 주세요.`);
    const highlights = highlightLines(draft.highlights);
    if (highlights.length > PLAN_LIMITS.highlights) add('highlights', `포함 내용은 최대 ${PLAN_LIMITS.highlights}줄까지 쓸 수 있습니다.`);
    else if (highlights.some((h) => h.length > PLAN_LIMITS.highlight)) add('highlights', `포함 내용은 한 줄에 ${PLAN_LIMITS.highlight}자 이내로 입력해 주세요.`);
    const monthly = wholeNumber(draft.monthlyPrice);
    if (monthly === null) add('monthlyPrice', '월간 가격을 원 단위 숫자로 입력해 주세요.');
    else if (monthly > PLAN_LIMITS.monthly) add('monthlyPrice', `월간 가격은 ${formatLocaleNumber(PLAN_LIMITS.monthly)}원 이하여야 합니다.`);
    const yearly = wholeNumber(draft.yearlyPrice);
    if (yearly === null) add('yearlyPrice', '연간 가격을 원 단위 숫자로 입력해 주세요.');
    else if (yearly > PLAN_LIMITS.yearly) add('yearlyPrice', `연간 가격은 ${formatLocaleNumber(PLAN_LIMITS.yearly)}원 이하여야 합니다.`);
    const sortOrder = wholeNumber(draft.sortOrder);
    if (sortOrder === null || sortOrder > PLAN_LIMITS.sortOrder) add('sortOrder', `노출 순서는 0부터 ${PLAN_LIMITS.sortOrder}까지의 숫자로 입력해 주세요.`);
    if (issues.length > 0) return { success: false, error: { issues } };

    const parsed = adminPlanUpdateSchema.safeParse({
      name, summary: draft.summary.trim(), highlights, monthlyPrice: monthly, yearlyPrice: yearly, sortOrder, onSale: draft.onSale,
    });
    if (!parsed.success) return { success: false, error: { issues: parsed.error.issues.map((i) => ({ path: i.path, message: '입력값을 확인해 주세요.' })) } };
    return { success: true, data: parsed.data };
  },
};
