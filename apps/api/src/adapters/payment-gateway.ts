/**
 * The card-billing gateway (자동결제). One implementation speaks Toss Payments' v1 HTTP protocol
 * (`toss-gateway.ts`): pointed at api.tosspayments.com with live/test keys, or at apps/pay-dev — the
 * local sandbox that speaks the same protocol — by configuration (PAYMENT_GATEWAY=toss|local).
 * Billing keys are secrets: never logged, stored encrypted (`billing-key-cipher.ts`).
 */
export interface IssuedBillingKey {
  billingKey: string;
  customerKey: string;
  cardCompany: string;
  cardNumber: string;
  cardType: string;
}

/** The gateway's Payment object, reduced to what SPI reads; `raw` keeps the whole body. */
export interface GatewayPayment {
  paymentKey: string;
  orderId: string;
  status: 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED' | 'IN_PROGRESS' | 'READY' | 'WAITING_FOR_DEPOSIT';
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  receiptUrl: string | null;
  cardCompany: string;
  cardNumber: string;
  cancels: { transactionKey: string; cancelAmount: number; canceledAt: string }[];
  failure: { code: string; message: string } | null;
  raw: Record<string, unknown>;
}

export interface ChargeRequest {
  billingKey: string;
  customerKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  customerEmail?: string;
  /** Sent as the Idempotency-Key header: a repeat returns the first result instead of charging again. */
  idempotencyKey: string;
}

/**
 * Why a gateway call failed. `declined`: the card said no (a person can act: another card);
 * `rejected`: our request was wrong or refused; `unavailable`: the gateway answered 5xx or not at all
 * before anything happened; `unknown`: the request may have been applied (timeout, reset) — reconcile
 * by looking the order up, never repeat blindly.
 */
export type GatewayFailureKind = 'declined' | 'rejected' | 'unavailable' | 'unknown' | 'not_found';

export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayFailureKind,
    /** The gateway's code (REJECT_CARD_PAYMENT, INVALID_CARD_EXPIRATION, ...) or NETWORK/TIMEOUT. */
    readonly code: string,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly kind: 'toss' | 'local';
  /** What the browser needs to register a card: the client key and, for the sandbox, the page to open. */
  readonly clientKey: string;
  /** The sandbox's card-registration page; null for the real provider (the browser SDK opens it). */
  readonly billingAuthUrl: string | null;
  issueBillingKey(input: { authKey: string; customerKey: string }): Promise<IssuedBillingKey>;
  deleteBillingKey(billingKey: string): Promise<void>;
  charge(request: ChargeRequest): Promise<GatewayPayment>;
  cancel(input: { paymentKey: string; reason: string; amount?: number; idempotencyKey: string }): Promise<GatewayPayment>;
  getPayment(paymentKey: string): Promise<GatewayPayment>;
  /** null when the gateway has no payment for the order (nothing was charged). */
  findPaymentByOrderId(orderId: string): Promise<GatewayPayment | null>;
}
