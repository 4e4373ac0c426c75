import type { CorporateOrderDto, DepositAccount } from '@spi/core';
import type { OrderRow } from '../billing/order';

type CorporateOrderStatus = CorporateOrderDto['status'];

/** What a corporate order is shown with besides its own row. */
export interface CorporateOrderExtras {
  corporationName: string;
  /** The account deposit orders are paid into (config.corporations.depositAccount). */
  depositAccount: DepositAccount;
  /** CARD: the card registration started for this order. */
  checkoutId?: string | null;
  /** CARD: the gateway's receipt of the approved payment. */
  receiptUrl?: string | null;
}

/**
 * The status a person reads: a deposit order waiting for money is AWAITING_DEPOSIT until the manager
 * says it was sent (DEPOSIT_REQUESTED); every other state is the order's own.
 */
export function corporateOrderStatusOf(row: Pick<OrderRow, 'status' | 'method' | 'depositRequestedAt'>): CorporateOrderStatus {
  if (row.method === 'DEPOSIT' && row.status === 'PENDING') return row.depositRequestedAt ? 'DEPOSIT_REQUESTED' : 'AWAITING_DEPOSIT';
  return row.status;
}

/** A corporate order (corporateOrderSchema) from its row: never the row itself. */
export function presentCorporateOrder(row: OrderRow, extras: CorporateOrderExtras): CorporateOrderDto {
  const seats = Math.max(1, row.seats);
  const deposit: CorporateOrderDto['deposit'] =
    row.method === 'DEPOSIT'
      ? {
          account: { bank: extras.depositAccount.bank, accountNumber: extras.depositAccount.accountNumber, holder: extras.depositAccount.holder },
          depositorName: row.depositorName ?? '',
          deadline: (row.depositDeadline ?? row.createdAt).toISOString(),
          requestedAt: row.depositRequestedAt?.toISOString() ?? null,
          requestNote: row.depositRequestNote ?? null,
          depositedOn: row.depositedOn ?? null,
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          cancelledAt: row.cancelledAt?.toISOString() ?? null,
          cancelReason: row.cancelReason ?? null,
        }
      : null;
  return {
    orderId: row.id,
    corporationId: row.corporationId ?? '',
    corporationName: extras.corporationName,
    orderName: row.orderName,
    planCode: row.planCode,
    cycle: row.cycle,
    seats,
    unitPrice: Math.round(row.amount / seats),
    amount: row.amount,
    method: row.method,
    status: corporateOrderStatusOf(row),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    deposit,
    checkoutId: row.method === 'CARD' ? (extras.checkoutId ?? null) : null,
    receiptUrl: extras.receiptUrl ?? null,
    failureMessage: row.status === 'FAILED' || row.status === 'UNKNOWN' ? (row.failureMessage ?? null) : null,
  };
}
