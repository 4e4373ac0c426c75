import type { PaymentsConfig } from '../config';
import { GatewayError, type ChargeRequest, type GatewayPayment, type IssuedBillingKey, type PaymentGateway } from './payment-gateway';

/** Codes with which the card (not our request) refused: a person can act on them with another card. */
export const CARD_DECLINE_CODES = new Set([
  'REJECT_CARD_PAYMENT',
  'REJECT_CARD_COMPANY',
  'INVALID_CARD_EXPIRATION',
  'INVALID_STOPPED_CARD',
  'INVALID_REJECT_CARD',
  'INVALID_CARD_LOST_OR_STOLEN',
  'INVALID_CARD_NUMBER',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'EXCEED_MAX_AMOUNT',
  'EXCEED_MAX_ONE_DAY_AMOUNT',
  'EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT',
  'NOT_ENOUGH_BALANCE',
  'NOT_AVAILABLE_PAYMENT',
  'REJECT_ACCOUNT_PAYMENT',
]);

/** Codes that say the order was already charged or is being charged: settle by looking it up. */
const ALREADY_PROCESSED_CODES = new Set(['DUPLICATED_ORDER_ID', 'ALREADY_PROCESSED_PAYMENT', 'PROVIDER_ERROR', 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING', 'UNKNOWN_PAYMENT_ERROR', 'FAILED_INTERNAL_SYSTEM_PROCESSING']);

const DEFAULT_TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;

export interface TossGatewayOptions {
  kind: 'toss' | 'local';
  baseUrl: string;
  secretKey: string;
  clientKey: string;
  billingAuthUrl: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The gateway's Payment object, reduced to what SPI reads. */
export function toGatewayPayment(body: Json): GatewayPayment {
  const card = (body.card && typeof body.card === 'object' ? body.card : {}) as Json;
  const receipt = (body.receipt && typeof body.receipt === 'object' ? body.receipt : {}) as Json;
  const failure = body.failure && typeof body.failure === 'object' ? (body.failure as Json) : null;
  const cancels = Array.isArray(body.cancels) ? (body.cancels as Json[]) : [];
  return {
    paymentKey: str(body.paymentKey),
    orderId: str(body.orderId),
    status: str(body.status) as GatewayPayment['status'],
    totalAmount: num(body.totalAmount),
    balanceAmount: num(body.balanceAmount),
    approvedAt: typeof body.approvedAt === 'string' ? body.approvedAt : null,
    receiptUrl: typeof receipt.url === 'string' ? receipt.url : null,
    cardCompany: str((body as { cardCompany?: unknown }).cardCompany) || cardCompanyName(str(card.issuerCode)),
    cardNumber: str(card.number),
    cancels: cancels.map((c) => ({ transactionKey: str(c.transactionKey), cancelAmount: num(c.cancelAmount), canceledAt: str(c.canceledAt) })),
    failure: failure ? { code: str(failure.code), message: str(failure.message) } : null,
    raw: body,
  };
}

/** Toss's two-character card company codes (issuerCode) → Korean short name. */
const CARD_COMPANY_CODES: Record<string, string> = {
  '3K': '기업BC', '46': '광주', '71': '롯데', '30': 'KDB산업', '31': 'BC', '51': '삼성', '38': '새마을', '41': '신한',
  '62': '신협', '36': '씨티', '33': '우리', W1: '우리', '37': '우체국', '39': '저축', '35': '전북', '42': '제주',
  '15': '카카오뱅크', '3A': '케이뱅크', '24': '토스뱅크', '21': '하나', '61': '현대', '11': '국민', '91': 'NH농협', '34': 'Sh수협',
};
function cardCompanyName(code: string): string {
  return CARD_COMPANY_CODES[code] ?? code;
}

type CallKind = 'charge' | 'mutate' | 'read';

/**
 * PaymentGateway over Toss Payments' v1 HTTP API (also spoken by apps/pay-dev): Basic auth with the
 * secret key, JSON, an Idempotency-Key on every POST, a timeout per call. The secret key and billing
 * keys are never logged nor put in error messages (billing keys travel in the URL path, so errors
 * name the operation, never the URL).
 */
export class TossGateway implements PaymentGateway {
  readonly kind: 'toss' | 'local';
  readonly clientKey: string;
  readonly billingAuthUrl: string | null;
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: TossGatewayOptions) {
    this.kind = options.kind;
    this.clientKey = options.clientKey;
    this.billingAuthUrl = options.billingAuthUrl;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.secretKey}:`, 'utf8').toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
  }

  private async call(kind: CallKind, method: 'GET' | 'POST' | 'DELETE', path: string, body?: Json, idempotencyKey?: string): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = { authorization: this.authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw networkError(kind, error);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The status line arrived but the body did not: the request reached the gateway.
      throw networkError(kind === 'read' ? 'read' : 'charge', error);
    }
    let parsed: Json;
    try {
      parsed = text ? (JSON.parse(text) as Json) : {};
    } catch {
      parsed = {};
    }
    if (response.ok) return { status: response.status, body: parsed };
    const code = str(parsed.code) || `HTTP_${response.status}`;
    const message = str(parsed.message) || '결제사가 요청을 처리하지 못했습니다.';
    if (response.status === 404 && (code === 'NOT_FOUND_PAYMENT' || code === 'NOT_FOUND_BILLING' || code === 'NOT_FOUND')) {
      throw new GatewayError('not_found', code, message, response.status);
    }
    if (CARD_DECLINE_CODES.has(code)) throw new GatewayError('declined', code, message, response.status);
    if (kind === 'charge' && (response.status >= 500 || ALREADY_PROCESSED_CODES.has(code) || response.status === 409 || response.status === 429)) {
      // Not a definitive "no": the charge may exist. The caller reconciles by looking the order up.
      throw new GatewayError('unknown', code, message, response.status);
    }
    if (response.status >= 500 || response.status === 429) throw new GatewayError('unavailable', code, message, response.status);
    throw new GatewayError('rejected', code, message, response.status);
  }

  async issueBillingKey(input: { authKey: string; customerKey: string }): Promise<IssuedBillingKey> {
    const { body } = await this.call('mutate', 'POST', '/v1/billing/authorizations/issue', { authKey: input.authKey, customerKey: input.customerKey }, `issue:${input.authKey}`.slice(0, 300));
    const card = (body.card && typeof body.card === 'object' ? body.card : {}) as Json;
    return {
      billingKey: str(body.billingKey),
      customerKey: str(body.customerKey) || input.customerKey,
      cardCompany: str(body.cardCompany) || cardCompanyName(str(card.issuerCode)),
      cardNumber: str(body.cardNumber) || str(card.number),
      cardType: str(card.cardType),
    };
  }

  async deleteBillingKey(billingKey: string): Promise<void> {
    try {
      await this.call('mutate', 'DELETE', `/v1/billing/${encodeURIComponent(billingKey)}`);
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'not_found') return;
      throw error;
    }
  }

  async charge(request: ChargeRequest): Promise<GatewayPayment> {
    const { body } = await this.call(
      'charge',
      'POST',
      `/v1/billing/${encodeURIComponent(request.billingKey)}`,
      {
        customerKey: request.customerKey,
        amount: request.amount,
        orderId: request.orderId,
        orderName: request.orderName,
        ...(request.customerEmail ? { customerEmail: request.customerEmail } : {}),
      },
      request.idempotencyKey,
    );
    return toGatewayPayment(body);
  }

  async cancel(input: { paymentKey: string; reason: string; amount?: number; idempotencyKey: string }): Promise<GatewayPayment> {
    const { body } = await this.call(
      'charge',
      'POST',
      `/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`,
      { cancelReason: input.reason, ...(input.amount === undefined ? {} : { cancelAmount: input.amount }) },
      input.idempotencyKey,
    );
    return toGatewayPayment(body);
  }

  async getPayment(paymentKey: string): Promise<GatewayPayment> {
    const { body } = await this.call('read', 'GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
    return toGatewayPayment(body);
  }

  async findPaymentByOrderId(orderId: string): Promise<GatewayPayment | null> {
    try {
      const { body } = await this.call('read', 'GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
      return toGatewayPayment(body);
    } catch (error) {
      if (error instanceof GatewayError && error.kind === 'not_found') return null;
      throw error;
    }
  }
}

/**
 * A call that got no answer. Refused connections never reached the gateway ('unavailable'); a timeout
 * or a reset after sending may have been applied ('unknown' for anything that changes state).
 */
function networkError(kind: CallKind, error: unknown): GatewayError {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  const code = cause?.code ?? (error as { name?: string } | null)?.name ?? 'NETWORK';
  const refused = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
  const timedOut = code === 'TimeoutError' || code === 'AbortError';
  if (refused || kind === 'read') return new GatewayError('unavailable', timedOut ? 'TIMEOUT' : 'NETWORK', '결제사와 통신하지 못했습니다.');
  return new GatewayError('unknown', timedOut ? 'TIMEOUT' : 'NETWORK', '결제사의 응답을 받지 못했습니다.');
}

export function createPaymentGateway(config: PaymentsConfig, options: Pick<TossGatewayOptions, 'fetch' | 'timeoutMs'> = {}): PaymentGateway {
  return new TossGateway({
    kind: config.gateway,
    baseUrl: config.apiBaseUrl,
    secretKey: config.secretKey,
    clientKey: config.clientKey,
    billingAuthUrl: config.billingAuthUrl,
    ...options,
  });
}
