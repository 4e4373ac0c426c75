import { describe, expect, it } from 'vitest';
import { BillingKeyCipher } from '../src/adapters/billing-key-cipher';
import { type GatewayError } from '../src/adapters/payment-gateway';
import { TossGateway } from '../src/adapters/toss-gateway';
import { verifyStandardWebhook } from '../src/routes/sejong/v1/billing/payment-webhooks';
import { signWebhook } from '../../pay-dev/src/index';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function gateway(handler: Handler, seen: Array<{ url: string; init: RequestInit }> = []) {
  return new TossGateway({
    kind: 'toss',
    baseUrl: 'https://api.example',
    secretKey: 'test_sk_secret',
    clientKey: 'test_ck',
    billingAuthUrl: null,
    timeoutMs: 200,
    fetch: (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return handler(url, init);
    }) as unknown as typeof fetch,
  });
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const charge = { billingKey: 'bk_secret_billing_key', customerKey: 'cus_1', orderId: 'ord_123456', orderName: '주문', amount: 9900, idempotencyKey: 'idem-1' };
const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as GatewayError;
  }
  throw new Error('expected a failure');
};

describe('TossGateway (Toss v1 over fetch)', () => {
  it('sends Basic auth of the secret key, JSON and the Idempotency-Key; maps the Payment object', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const g = gateway(() => json(200, { paymentKey: 'pk_1', orderId: 'ord_123456', status: 'DONE', totalAmount: 9900, balanceAmount: 9900, approvedAt: '2026-01-01T12:00:00+09:00', card: { issuerCode: '41', number: '42424242****424*' }, receipt: { url: 'https://r/1' } }), seen);
    const payment = await g.charge(charge);
    expect(payment).toMatchObject({ paymentKey: 'pk_1', status: 'DONE', cardCompany: '신한', cardNumber: '42424242****424*', receiptUrl: 'https://r/1' });
    const headers = seen[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('test_sk_secret:').toString('base64')}`);
    expect(headers['idempotency-key']).toBe('idem-1');
    expect(seen[0]!.url).toBe('https://api.example/v1/billing/bk_secret_billing_key');
  });

  it('card refusals are declined; 5xx and duplicates on a charge are unknown; other 4xx rejected; never the billing key in a message', async () => {
    let error = await failure(gateway(() => json(403, { code: 'REJECT_CARD_PAYMENT', message: '카드사에서 결제를 거절했습니다.' })).charge(charge));
    expect(error).toMatchObject({ kind: 'declined', code: 'REJECT_CARD_PAYMENT' });
    error = await failure(gateway(() => json(400, { code: 'INVALID_CARD_EXPIRATION', message: '유효기간' })).charge(charge));
    expect(error.kind).toBe('declined');
    error = await failure(gateway(() => json(500, { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: 'x' })).charge(charge));
    expect(error.kind).toBe('unknown');
    error = await failure(gateway(() => json(409, { code: 'DUPLICATED_ORDER_ID', message: 'x' })).charge(charge));
    expect(error.kind).toBe('unknown');
    error = await failure(gateway(() => json(401, { code: 'UNAUTHORIZED_KEY', message: 'x' })).charge(charge));
    expect(error.kind).toBe('rejected');
    error = await failure(gateway(() => json(500, { code: 'X', message: 'x' })).getPayment('pk'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toContain('bk_secret');
  });

  it('no answer: refused → unavailable; a reset or a timeout after sending → unknown for a charge', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } });
    expect((await failure(gateway(() => Promise.reject(refused)).charge(charge))).kind).toBe('unavailable');
    expect((await failure(gateway(() => Promise.reject(reset)).charge(charge))).kind).toBe('unknown');
    const slow = gateway((_url, init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    const error = await failure(slow.charge(charge));
    expect(error).toMatchObject({ kind: 'unknown', code: 'TIMEOUT' });
  });

  it('findPaymentByOrderId: 404 NOT_FOUND_PAYMENT is null', async () => {
    expect(await gateway(() => json(404, { code: 'NOT_FOUND_PAYMENT', message: '없음' })).findPaymentByOrderId('ord_1')).toBeNull();
  });
});

describe('billing key cipher', () => {
  it('AES-256-GCM round trip, bound to its row, tamper-evident', () => {
    const cipher = new BillingKeyCipher('a-secret-of-at-least-sixteen-chars');
    const stored = cipher.encrypt('bk_live_123', 'pm-1');
    expect(stored).not.toContain('bk_live_123');
    expect(cipher.encrypt('bk_live_123', 'pm-1')).not.toBe(stored);
    expect(cipher.decrypt(stored, 'pm-1')).toBe('bk_live_123');
    expect(() => cipher.decrypt(stored, 'pm-2')).toThrow();
    expect(() => new BillingKeyCipher('another-secret-of-sixteen-chars').decrypt(stored, 'pm-1')).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('bk_live_999').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), 'pm-1')).toThrow();
  });
});

describe('Standard Webhooks verification', () => {
  const secret = 'whsec_' + Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
  it('accepts pay-dev signatures within 5 minutes, refuses others', () => {
    const body = '{"eventType":"PAYMENT_STATUS_CHANGED","data":{}}';
    const signature = signWebhook(secret, 'msg_1', 1_000_000, body);
    expect(verifyStandardWebhook(secret, body, { id: 'msg_1', timestamp: '1000000', signature }, 1_000_100)).toBe(true);
    expect(verifyStandardWebhook(secret, body, { id: 'msg_1', timestamp: '1000000', signature: `v1,bad ${signature}` }, 1_000_100)).toBe(true);
    expect(verifyStandardWebhook(secret, body, { id: 'msg_1', timestamp: '1000000', signature }, 1_000_301)).toBe(false);
    expect(verifyStandardWebhook(secret, body + ' ', { id: 'msg_1', timestamp: '1000000', signature }, 1_000_000)).toBe(false);
    expect(verifyStandardWebhook(secret, body, { id: 'msg_2', timestamp: '1000000', signature }, 1_000_000)).toBe(false);
    expect(verifyStandardWebhook(secret, body, { id: 'msg_1', timestamp: '1000000' }, 1_000_000)).toBe(false);
  });
});
