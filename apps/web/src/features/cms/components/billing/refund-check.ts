import { refundRequestSchema, formatWon } from '@spi/core';
import type { RefundRequest } from '../../api/billing-api';
import { issuesToFieldErrors, type FieldErrors } from '../../lib/field-errors';
import { digitsOnly } from './billing-format';

export type RefundMode = 'FULL' | 'PARTIAL';
export interface RefundDraft { mode: RefundMode; amount: string; reason: string }

export const REFUND_REASON_MAX = 200;
export const EMPTY_REFUND_DRAFT: RefundDraft = { mode: 'FULL', amount: '', reason: '' };

export type RefundCheck = { ok: true; request: RefundRequest; amount: number } | { ok: false; errors: FieldErrors };

/**
 * The refund dialog's checks before anything is sent: a reason (2 to 200 characters), and for a partial
 * refund a whole amount of at least 1원 and at most what is still refundable. The request follows
 * refundRequestSchema: no amount means a full refund.
 */
export function checkRefund(draft: RefundDraft, refundable: number): RefundCheck {
  const errors: FieldErrors = {};
  const reason = draft.reason.trim();
  if (reason.length === 0) errors.reason = '환불 사유를 입력해 주세요.';
  else if (reason.length < 2) errors.reason = '환불 사유를 2자 이상 입력해 주세요.';
  else if (reason.length > REFUND_REASON_MAX) errors.reason = `환불 사유는 ${REFUND_REASON_MAX}자 이내로 입력해 주세요.`;

  let amount: number | undefined;
  if (draft.mode === 'PARTIAL') {
    const raw = draft.amount.trim();
    const digits = digitsOnly(raw);
    if (raw === '') errors.amount = '환불 금액을 입력해 주세요.';
    else if (digits !== raw.replace(/[,\s원]/g, '')) errors.amount = '환불 금액은 숫자로만 입력해 주세요.';
    else {
      amount = Number(digits);
      if (amount < 1) errors.amount = '환불 금액은 1원 이상이어야 합니다.';
      else if (amount > refundable) errors.amount = `환불 금액은 환불 가능 금액(${formatWon(refundable)})보다 클 수 없습니다.`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const request: RefundRequest = amount === undefined ? { reason } : { amount, reason };
  const parsed = refundRequestSchema.safeParse(request);
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  return { ok: true, request: parsed.data, amount: amount ?? refundable };
}
