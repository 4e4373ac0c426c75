import { randomBytes, randomInt } from 'node:crypto';
import { toKstIso, type Clock } from './clock';
import { tossError, TossError } from './errors';
import type { BillingKeyRecord, PaymentRecord, PayStore, StoredCard } from './store';
import type { WebhookDispatcher } from './webhooks';

/** The Payment object version this sandbox speaks. */
export const PAYMENT_API_VERSION = '2022-11-16';
/** Auth keys from the registration page are valid this long. */
export const AUTH_KEY_TTL_MS = 10 * 60 * 1000;

export interface PayContext {
  store: PayStore;
  clock: Clock;
  webhooks: WebhookDispatcher;
  mId: string;
  baseUrl: string;
}

/** A failure the control API asked for. */
export interface ForcedError {
  code: string;
  status: number;
  message: string;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function base62(length: number): string {
  return Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join('');
}

/** Shaped like Toss's (`tviva20240213121757MvuS8`): prefix, KST time, then 20 random characters. */
function newPaymentKey(now: number): string {
  return `tspi${toKstIso(now).slice(0, 19).replace(/\D/g, '')}${base62(20)}`;
}

function newTransactionKey(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function newAuthKey(): string {
  return `bln_${randomBytes(24).toString('base64url')}`;
}

/** 43 characters of base64url: 256 random bits. */
function newBillingKey(): string {
  return randomBytes(32).toString('base64url');
}

/** VAT of a VAT-inclusive price: round(taxable / 11). */
export function vatOf(amount: number, taxFreeAmount: number): number {
  return Math.round((amount - taxFreeAmount) / 11);
}

export function receiptUrl(context: Pick<PayContext, 'baseUrl'>, paymentKey: string): string {
  return `${context.baseUrl}/receipts/${encodeURIComponent(paymentKey)}`;
}

/** The Payment object, as Toss returns it (version 2022-11-16). */
export function toTossPayment(payment: PaymentRecord, context: Pick<PayContext, 'mId' | 'baseUrl'>): Record<string, unknown> {
  const taxFreeAmount = Math.min(payment.taxFreeAmount, payment.balanceAmount);
  const vat = vatOf(payment.balanceAmount, taxFreeAmount);
  return {
    mId: context.mId,
    lastTransactionKey: payment.lastTransactionKey,
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    taxExemptionAmount: 0,
    status: payment.status,
    requestedAt: toKstIso(payment.requestedAt),
    approvedAt: payment.approvedAt === null ? null : toKstIso(payment.approvedAt),
    useEscrow: false,
    cultureExpense: false,
    card: {
      issuerCode: payment.card.issuerCode,
      acquirerCode: payment.card.acquirerCode,
      number: payment.card.number,
      installmentPlanMonths: 0,
      isInterestFree: false,
      interestPayer: null,
      approveNo: payment.approveNo,
      useCardPoint: false,
      cardType: payment.card.cardType,
      ownerType: payment.card.ownerType,
      acquireStatus: payment.status === 'ABORTED' ? 'READY' : payment.status === 'CANCELED' ? 'CANCELED' : 'REQUESTED',
      amount: payment.totalAmount,
    },
    virtualAccount: null,
    transfer: null,
    mobilePhone: null,
    giftCertificate: null,
    cashReceipt: null,
    cashReceipts: null,
    discount: null,
    cancels:
      payment.cancels.length === 0
        ? null
        : payment.cancels.map((cancel) => ({
            transactionKey: cancel.transactionKey,
            cancelReason: cancel.cancelReason,
            taxExemptionAmount: 0,
            canceledAt: toKstIso(cancel.canceledAt),
            easyPayDiscountAmount: 0,
            receiptKey: null,
            cancelAmount: cancel.cancelAmount,
            taxFreeAmount: 0,
            refundableAmount: cancel.refundableAmount,
            cancelStatus: 'DONE',
            cancelRequestId: null,
          })),
    secret: null,
    type: 'BILLING',
    easyPay: null,
    country: 'KR',
    failure: payment.failure,
    isPartialCancelable: true,
    receipt: { url: receiptUrl(context, payment.paymentKey) },
    checkout: null,
    currency: 'KRW',
    totalAmount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    suppliedAmount: payment.balanceAmount - taxFreeAmount - vat,
    vat,
    taxFreeAmount,
    method: '카드',
    version: PAYMENT_API_VERSION,
  };
}

/** The answer of /v1/billing/authorizations/issue. */
export function toBillingKeyResponse(record: BillingKeyRecord, context: Pick<PayContext, 'mId'>): Record<string, unknown> {
  return {
    mId: context.mId,
    customerKey: record.customerKey,
    authenticatedAt: toKstIso(record.authenticatedAt),
    method: '카드',
    billingKey: record.billingKey,
    cardCompany: record.card.company,
    cardNumber: record.card.number,
    card: {
      issuerCode: record.card.issuerCode,
      acquirerCode: record.card.acquirerCode,
      number: record.card.number,
      cardType: record.card.cardType,
      ownerType: record.card.ownerType,
    },
  };
}

/** Creates the single-use auth key the registration page hands to successUrl. */
export function createAuthKey(context: PayContext, customerKey: string, card: StoredCard): string {
  const now = context.clock.now();
  const authKey = newAuthKey();
  context.store.authKeys.set(authKey, { authKey, customerKey, card, createdAt: now, expiresAt: now + AUTH_KEY_TTL_MS, used: false });
  return authKey;
}

/** Exchanges an auth key for a new billing key. */
export function issueBillingKey(context: PayContext, input: { authKey: string; customerKey: string }): BillingKeyRecord {
  const now = context.clock.now();
  const auth = context.store.authKeys.get(input.authKey);
  if (!auth || auth.used || auth.expiresAt <= now || auth.customerKey !== input.customerKey) throw tossError('INVALID_AUTH_KEY');
  auth.used = true;
  const record: BillingKeyRecord = { billingKey: newBillingKey(), customerKey: auth.customerKey, card: auth.card, authenticatedAt: now, approvedCharges: 0 };
  context.store.billingKeys.set(record.billingKey, record);
  context.store.changed();
  return record;
}

export function deleteBillingKey(context: PayContext, billingKey: string): BillingKeyRecord {
  const record = context.store.billingKeys.get(billingKey);
  if (!record) throw tossError('NOT_FOUND_BILLING');
  context.store.billingKeys.delete(billingKey);
  context.store.changed();
  context.webhooks.enqueue('BILLING_DELETED', { billingKey: record.billingKey, customerKey: record.customerKey });
  return record;
}

export interface ChargeInput {
  customerKey: string;
  amount: number;
  orderId: string;
  orderName: string;
  customerEmail?: string;
  customerName?: string;
  taxFreeAmount?: number;
}

/**
 * Charges a billing key. Synchronous from the checks to the commit, so concurrent requests cannot
 * both pass the duplicate-order check. A decline (by the card, or a forced 4xx error) is committed
 * as an ABORTED payment and thrown as a TossError.
 */
export function chargeBillingKey(context: PayContext, billingKey: string, input: ChargeInput, forced?: ForcedError): PaymentRecord {
  const { store } = context;
  const billing = store.billingKeys.get(billingKey);
  if (!billing) throw tossError('NOT_FOUND_BILLING');
  if (billing.customerKey !== input.customerKey) throw tossError('NOT_MATCHES_CUSTOMER_KEY');
  const existing = store.paymentByOrderId(input.orderId);
  if (existing && existing.status !== 'ABORTED') throw tossError('DUPLICATED_ORDER_ID');

  const now = context.clock.now();
  const { behavior, ...card } = billing.card;
  const payment: PaymentRecord = {
    paymentKey: newPaymentKey(now),
    billingKey,
    customerKey: input.customerKey,
    orderId: input.orderId,
    orderName: input.orderName,
    customerEmail: input.customerEmail ?? null,
    customerName: input.customerName ?? null,
    status: 'DONE',
    requestedAt: now,
    approvedAt: now,
    totalAmount: input.amount,
    balanceAmount: input.amount,
    taxFreeAmount: input.taxFreeAmount ?? 0,
    card,
    approveNo: String(randomInt(100_000_000)).padStart(8, '0'),
    lastTransactionKey: newTransactionKey(),
    cancels: [],
    failure: null,
  };

  let decline: TossError | undefined;
  if (forced) decline = new TossError(forced.status, forced.code, forced.message);
  else if (behavior.kind === 'decline') decline = tossError(behavior.code);
  else if (behavior.kind === 'expired') decline = tossError('INVALID_CARD_EXPIRATION');
  else if (behavior.kind === 'approveFirst' && billing.approvedCharges >= behavior.count) decline = tossError('REJECT_CARD_PAYMENT');

  if (decline) {
    store.addPayment({ ...payment, status: 'ABORTED', approvedAt: null, approveNo: null, failure: decline.toBody() });
    store.changed();
    throw decline;
  }

  billing.approvedCharges += 1;
  store.addPayment(payment);
  store.changed();
  context.webhooks.enqueue('PAYMENT_STATUS_CHANGED', toTossPayment(payment, context));
  return payment;
}

/** Cancels all of a payment's balance, or `cancelAmount` of it. */
export function cancelPayment(context: PayContext, paymentKey: string, input: { cancelReason: string; cancelAmount?: number }): PaymentRecord {
  const payment = context.store.payments.get(paymentKey);
  if (!payment) throw tossError('NOT_FOUND_PAYMENT');
  if (payment.status === 'ABORTED') throw tossError('NOT_CANCELABLE_PAYMENT');
  if (payment.status === 'CANCELED' || payment.balanceAmount === 0) throw tossError('ALREADY_CANCELED_PAYMENT');
  const amount = input.cancelAmount ?? payment.balanceAmount;
  if (amount > payment.balanceAmount) throw tossError('NOT_CANCELABLE_AMOUNT', `취소 할 수 없는 금액 입니다. 취소 가능한 금액은 ${payment.balanceAmount.toLocaleString('ko-KR')}원입니다.`);

  const now = context.clock.now();
  const transactionKey = newTransactionKey();
  payment.balanceAmount -= amount;
  payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
  payment.lastTransactionKey = transactionKey;
  payment.cancels.push({ transactionKey, cancelAmount: amount, cancelReason: input.cancelReason, canceledAt: now, refundableAmount: payment.balanceAmount });
  context.store.changed();
  context.webhooks.enqueue('PAYMENT_STATUS_CHANGED', toTossPayment(payment, context));
  return payment;
}
