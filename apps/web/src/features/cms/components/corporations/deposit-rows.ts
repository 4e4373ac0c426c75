import { BILLING_CYCLE_LABELS, CORPORATE_ORDER_STATUS_LABELS, formatBusinessNumber, type CorporateOrderDto, formatWon } from '@spi/core';
import type { AdminCorporateOrder, CorporateOrderFilter } from '../../api/corporations-api';
import type { Tone } from '../billing/list-parts';
import type { StatusTab } from '../status-tabs';

/** The tabs of /admin/billing/deposits, 입금 확인 요청 first: what an admin has to act on. */
export const DEPOSIT_TABS: ReadonlyArray<StatusTab<CorporateOrderFilter>> = [
  { value: 'DEPOSIT_REQUESTED', label: '입금 확인 요청' },
  { value: 'AWAITING_DEPOSIT', label: '입금 대기' },
  { value: 'PAID', label: '결제 완료' },
  { value: 'CANCELLED', label: '취소' },
  { value: 'EXPIRED', label: '기한 지남' },
];
export const DEFAULT_DEPOSIT_TAB: CorporateOrderFilter = 'DEPOSIT_REQUESTED';

type Status = CorporateOrderDto['status'];
export const DEPOSIT_STATUS_TONE: Record<Status, Tone> = {
  AWAITING_DEPOSIT: 'neutral', DEPOSIT_REQUESTED: 'warn', PENDING: 'neutral', PAID: 'ok', FAILED: 'bad', UNKNOWN: 'warn',
  CANCELLED: 'neutral', EXPIRED: 'bad', REFUNDED: 'neutral', PARTIALLY_REFUNDED: 'warn',
};
export const depositStatusLabel = (status: Status): string => CORPORATE_ORDER_STATUS_LABELS[status];

/** A deposit order still waiting for money (the admin can confirm or cancel it). */
export const isOpenDeposit = (order: Pick<AdminCorporateOrder, 'status'>): boolean =>
  order.status === 'AWAITING_DEPOSIT' || order.status === 'DEPOSIT_REQUESTED';

/**
 * '기한 지남': an open order whose deadline has passed (the expiry job has not run yet), or an order the
 * job already expired.
 */
export function isPastDeadline(order: Pick<AdminCorporateOrder, 'status' | 'deposit'>, now: number): boolean {
  if (order.status === 'EXPIRED') return true;
  if (!isOpenDeposit(order) || !order.deposit) return false;
  const deadline = Date.parse(order.deposit.deadline);
  return Number.isFinite(deadline) && deadline < now;
}

export const businessNumberLabel = (value: string): string => (value ? formatBusinessNumber(value) : '—');
export const cycleLabel = (cycle: AdminCorporateOrder['cycle']): string => BILLING_CYCLE_LABELS[cycle];

/** The system confirm before 입금 확인: the amount and the corporation, and what it starts. */
export function confirmDepositDialog(order: AdminCorporateOrder): { title: string; message: string } {
  const depositor = order.deposit?.depositorName ? ` 입금자명은 '${order.deposit.depositorName}'입니다.` : '';
  return {
    title: `${formatWon(order.amount)} 입금을 확인할까요?`,
    message:
      `${order.corporationName} (사업자등록번호 ${businessNumberLabel(order.businessNumber)})의 ${order.seats}석 ${cycleLabel(order.cycle)} 주문(${order.orderId})입니다.${depositor}`
      + ' 통장에 이 금액이 들어온 것을 확인한 뒤 눌러 주세요. 확인하면 모든 좌석의 법인 멤버십이 바로 시작되며 되돌릴 수 없습니다.',
  };
}

export const CANCEL_REASON_MAX = 300;

/**
 * The cancel dialog's reason: the API takes it as optional (cancelCorporateOrderRequestSchema), the admin
 * screen asks for one (2 to 300 characters) so the order's record and the manager's notice say why.
 */
export function checkCancelReason(value: string): { ok: true; reason: string } | { ok: false; error: string } {
  const reason = value.trim();
  if (reason.length === 0) return { ok: false, error: '취소 사유를 입력해 주세요.' };
  if (reason.length < 2) return { ok: false, error: '취소 사유를 2자 이상 입력해 주세요.' };
  if (reason.length > CANCEL_REASON_MAX) return { ok: false, error: `취소 사유는 ${CANCEL_REASON_MAX}자 이하로 입력해 주세요.` };
  return { ok: true, reason };
}
