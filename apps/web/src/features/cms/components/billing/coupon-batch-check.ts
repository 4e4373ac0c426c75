import { COUPON_BATCH_MAX, couponBatchCreateSchema, formatLocaleNumber } from '@spi/core';
import type { CouponBatchCreate } from '../../api/billing-api';
import type { FieldErrors } from '../../lib/field-errors';
import { PAID_TIERS } from './billing-format';
import { wholeNumber } from './plan-check';

export interface CouponBatchDraft {
  name: string;
  tierCode: string;
  benefitDays: string;
  count: string;
  redeemBy: string;
  onePerUser: boolean;
}

export const COUPON_BENEFIT_DAYS_MAX = 730;
export const COUPON_NAME_MAX = 60;
export const EMPTY_COUPON_DRAFT: CouponBatchDraft = { name: '', tierCode: '', benefitDays: '30', count: '100', redeemBy: '', onePerUser: true };

export type CouponBatchCheck = { ok: true; input: CouponBatchCreate } | { ok: false; errors: FieldErrors };

/**
 * The coupon batch form's checks, in Korean, before couponBatchCreateSchema: a name, a paid tier, 1 to
 * 730 benefit days, 1 to COUPON_BATCH_MAX codes and a redeem-by day no earlier than today in Seoul.
 */
export function checkCouponBatch(draft: CouponBatchDraft, todaySeoul: string): CouponBatchCheck {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = '쿠폰 이름을 입력해 주세요.';
  else if (name.length < 2) errors.name = '쿠폰 이름을 2자 이상 입력해 주세요.';
  else if (name.length > COUPON_NAME_MAX) errors.name = `쿠폰 이름은 ${COUPON_NAME_MAX}자 이내로 입력해 주세요.`;

  if (!PAID_TIERS.some((t) => t.code === draft.tierCode)) errors.tierCode = '멤버십 등급을 선택해 주세요.';

  const days = wholeNumber(draft.benefitDays);
  if (days === null) errors.benefitDays = '혜택 기간을 일 단위 숫자로 입력해 주세요.';
  else if (days < 1) errors.benefitDays = '혜택 기간은 1일 이상이어야 합니다.';
  else if (days > COUPON_BENEFIT_DAYS_MAX) errors.benefitDays = `혜택 기간은 최대 ${COUPON_BENEFIT_DAYS_MAX}일입니다.`;

  const count = wholeNumber(draft.count);
  if (count === null) errors.count = '발급 수량을 숫자로 입력해 주세요.';
  else if (count < 1) errors.count = '발급 수량은 1개 이상이어야 합니다.';
  else if (count > COUPON_BATCH_MAX) errors.count = `한 번에 최대 ${formatLocaleNumber(COUPON_BATCH_MAX)}개까지 만들 수 있습니다.`;

  if (!draft.redeemBy) errors.redeemBy = '사용 기한을 선택해 주세요.';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.redeemBy)) errors.redeemBy = '사용 기한을 YYYY-MM-DD 형식으로 입력해 주세요.';
  else if (draft.redeemBy < todaySeoul) errors.redeemBy = '사용 기한은 오늘 이후 날짜여야 합니다.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = couponBatchCreateSchema.safeParse({ name, tierCode: draft.tierCode, benefitDays: days, count, redeemBy: draft.redeemBy, onePerUser: draft.onePerUser });
  if (!parsed.success) {
    const fallback: FieldErrors = {};
    for (const issue of parsed.error.issues) fallback[String(issue.path[0] ?? 'name')] ??= issue.message;
    return { ok: false, errors: fallback };
  }
  return { ok: true, input: parsed.data };
}
