import type { DepositAccount } from '@spi/core';
import { schema } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { formatSeoulDate, formatWon, sendNotice, type BillingDeps } from './billing-deps';

type OrderRow = typeof schema.orders.$inferSelect;

/** Where a corporation manager sees the corporate orders (the corporation management page). */
export const CORPORATE_ORDERS_PATH = '/user/corporation/manage';

/** 2026년 12월 2일 23:59 (Asia/Seoul): how a deposit deadline is written to people. */
export function formatSeoulDeadline(date: Date): string {
  const local = new Date(date.getTime() + 9 * 3600_000);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${formatSeoulDate(date)} ${hh}:${mm}`;
}

/** The addresses a corporate notice goes to: the manager who placed the order (else the corporation's managers). */
async function recipientsOf(deps: BillingDeps, order: OrderRow): Promise<string[]> {
  const { users } = schema;
  if (order.userId) {
    const [user] = await deps.db.select({ email: users.email, status: users.status }).from(users).where(eq(users.id, order.userId));
    if (user?.email && user.status === 'ACTIVE') return [user.email];
  }
  if (!order.corporationId) return [];
  const managers = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.corporationId, order.corporationId), eq(users.assign, 'MANAGER'), eq(users.status, 'ACTIVE')));
  return managers.map((m) => m.email).filter(Boolean);
}

async function notify(deps: BillingDeps, order: OrderRow, message: { subject: string; lines: string[]; template: string; dedupeKey: string }): Promise<void> {
  const recipients = await recipientsOf(deps, order);
  const text = [...message.lines, `주문 내역: ${deps.publicOrigin}${CORPORATE_ORDERS_PATH}`].filter(Boolean).join('\n');
  for (const [i, to] of recipients.entries()) {
    await sendNotice(deps, { to, subject: message.subject, text, template: message.template, dedupeKey: i === 0 ? message.dedupeKey : `${message.dedupeKey}:${to}` });
  }
}

function accountLines(account: DepositAccount, order: OrderRow): string[] {
  return [
    `입금 계좌: ${account.bank} ${account.accountNumber} (예금주 ${account.holder})`,
    `입금액: ${formatWon(order.amount)}`,
    order.depositorName ? `입금자명: ${order.depositorName}` : '',
    order.depositDeadline ? `입금 기한: ${formatSeoulDeadline(order.depositDeadline)}까지` : '',
  ];
}

/** A deposit order was placed: where to send how much, by when. */
export function sendDepositOrderNotice(deps: BillingDeps, order: OrderRow, account: DepositAccount): Promise<void> {
  return notify(deps, order, {
    subject: '[SPI] 무통장입금 주문이 접수되었습니다',
    lines: [
      `${order.orderName} 주문이 접수되었습니다.`,
      '아래 계좌로 입금 기한까지 입금해 주세요. 기한이 지나면 주문은 자동으로 취소됩니다.',
      ...accountLines(account, order),
      '입금하신 뒤 법인 관리 화면에서 [입금 확인 요청]을 누르시면 더 빨리 확인해 드립니다.',
    ],
    template: 'corporate-deposit-order',
    dedupeKey: `corporate-deposit-order:${order.id}`,
  });
}

/** The manager said the money was sent. */
export function sendDepositRequestNotice(deps: BillingDeps, order: OrderRow, account: DepositAccount): Promise<void> {
  return notify(deps, order, {
    subject: '[SPI] 입금 확인 요청을 받았습니다',
    lines: [
      `${order.orderName} 주문의 입금 확인 요청을 받았습니다.`,
      '입금이 확인되면 법인 멤버 모두에게 멤버십이 적용되고 안내 메일을 보내 드립니다. 영업일 기준 1일 안에 확인해 드립니다.',
      ...accountLines(account, order),
      order.depositedOn ? `입금일: ${order.depositedOn}` : '',
    ],
    template: 'corporate-deposit-request',
    dedupeKey: `corporate-deposit-request:${order.id}`,
  });
}

/** An admin confirmed the deposit: receipt-like, with the term. */
export function sendDepositConfirmedNotice(deps: BillingDeps, order: OrderRow): Promise<void> {
  return notify(deps, order, {
    subject: '[SPI] 입금이 확인되어 법인 멤버십이 시작되었습니다',
    lines: [
      `${order.orderName} 주문의 입금이 확인되었습니다.`,
      `결제 금액: ${formatWon(order.amount)} (무통장입금)`,
      `좌석: ${order.seats}석`,
      order.periodStart && order.periodEnd ? `이용 기간: ${formatSeoulDate(order.periodStart)} ~ ${formatSeoulDate(order.periodEnd)}` : '',
      order.paidAt ? `입금 확인일: ${formatSeoulDate(order.paidAt)}` : '',
      '법인 멤버 모두에게 멤버십이 적용되었습니다.',
    ],
    template: 'corporate-deposit-confirmed',
    dedupeKey: `corporate-deposit-confirmed:${order.id}`,
  });
}

/** An admin or the manager cancelled a waiting order. */
export function sendCorporateOrderCancelledNotice(deps: BillingDeps, order: OrderRow, by: 'ADMIN' | 'MANAGER'): Promise<void> {
  return notify(deps, order, {
    subject: '[SPI] 법인 멤버십 주문이 취소되었습니다',
    lines: [
      `${order.orderName} 주문이 ${by === 'ADMIN' ? 'SPI 운영팀에 의해' : '법인 관리자의 요청으로'} 취소되었습니다.`,
      order.cancelReason ? `취소 사유: ${order.cancelReason}` : '',
      '이미 입금하셨다면 고객센터로 연락해 주세요. 확인 후 환불해 드립니다.',
    ],
    template: 'corporate-order-cancelled',
    dedupeKey: `corporate-order-cancelled:${order.id}`,
  });
}

/** The deposit deadline passed without a confirmed deposit. */
export function sendDepositExpiredNotice(deps: BillingDeps, order: OrderRow): Promise<void> {
  return notify(deps, order, {
    subject: '[SPI] 입금 기한이 지나 주문이 취소되었습니다',
    lines: [
      `${order.orderName} 주문의 입금 기한${order.depositDeadline ? `(${formatSeoulDeadline(order.depositDeadline)})` : ''}이 지나 주문이 취소되었습니다.`,
      '멤버십이 필요하시면 법인 관리 화면에서 다시 주문해 주세요. 이미 입금하셨다면 고객센터로 연락해 주세요.',
    ],
    template: 'corporate-deposit-expired',
    dedupeKey: `corporate-deposit-expired:${order.id}`,
  });
}

/** A corporate term ended (its period passed): every seat ended with it. */
export async function sendCorporateMembershipEndedNotice(deps: BillingDeps, corporate: { id: string; corporationId: string; seats: number; periodEnd: Date }): Promise<void> {
  const { users } = schema;
  const managers = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.corporationId, corporate.corporationId), eq(users.assign, 'MANAGER'), eq(users.status, 'ACTIVE')));
  const text = [
    `법인 멤버십(${corporate.seats}석)의 이용 기간이 ${formatSeoulDate(corporate.periodEnd)}에 끝나 멤버 모두의 멤버십이 종료되었습니다.`,
    '계속 이용하시려면 법인 관리 화면에서 좌석을 다시 구매해 주세요.',
    `법인 관리: ${deps.publicOrigin}${CORPORATE_ORDERS_PATH}`,
  ].join('\n');
  for (const { email } of managers) {
    await sendNotice(deps, { to: email, subject: '[SPI] 법인 멤버십 이용 기간이 끝났습니다', text, template: 'corporate-membership-ended', dedupeKey: `corporate-membership-ended:${corporate.id}:${email}` });
  }
}
