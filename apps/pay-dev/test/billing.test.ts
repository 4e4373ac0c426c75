import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, newCustomerKey, newOrderId, startSandbox, type Sandbox } from './helpers';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

/** The documented "approve the first N" cards: 55550000000000 + N + Luhn check digit. */
const NTH_CARDS: Record<number, string> = { 1: '5555000000000016', 2: '5555000000000024', 3: '5555000000000032', 9: '5555000000000099' };
const nthCard = (n: number) => NTH_CARDS[n] ?? '';

describe('authentication', () => {
  it('every /v1 call needs Basic base64(secretKey + ":")', async () => {
    const cases: Array<string | false> = [false, basicAuth('test_sk_wrong'), `Bearer test_sk_spi_local`, 'Basic !!!', basicAuth('test_sk_spi_local:')];
    for (const auth of cases) {
      const answer = await sandbox.api('POST', '/v1/billing/authorizations/issue', { auth, body: { authKey: 'x', customerKey: 'cust_x' } });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('UNAUTHORIZED_KEY');
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const lookup = await sandbox.api('GET', '/v1/payments/orders/ord_unknown_1', { auth: false });
    expect(lookup.status).toBe(401);
  });
});

describe('POST /v1/billing/authorizations/issue', () => {
  it('issues an unguessable billing key with the masked card', async () => {
    const registered = await sandbox.register('4242 4242 4242 4242');
    const answer = await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: registered });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      mId: 'tspilocal',
      customerKey: registered.customerKey,
      authenticatedAt: '2026-03-02T10:00:00+09:00',
      method: '카드',
      cardCompany: '신한',
      cardNumber: '42424242****424*',
      card: { issuerCode: '41', acquirerCode: '41', number: '42424242****424*', cardType: '신용', ownerType: '개인' },
    });
    expect(String(answer.body.billingKey).length).toBeGreaterThanOrEqual(32);
    expect(answer.body.billingKey).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses an auth key presented with another customerKey, or an unknown one', async () => {
    const registered = await sandbox.register('4242424242424242');
    const mismatch = await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: { ...registered, customerKey: 'cust_someone_else' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('INVALID_AUTH_KEY');
    const unknown = await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: { authKey: 'bln_nope', customerKey: registered.customerKey } });
    expect(unknown.body.code).toBe('INVALID_AUTH_KEY');
    const missing = await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: { customerKey: registered.customerKey } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('INVALID_REQUEST');
  });
});

describe('POST /v1/billing/{billingKey} (charge)', () => {
  it('approves a charge and answers a Toss Payment object', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    const orderId = newOrderId();
    const answer = await sandbox.charge(billingKey, customerKey, { orderId, amount: 49_500, customerEmail: 'minjun.kim@example.com', customerName: '김민준' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      mId: 'tspilocal',
      version: '2022-11-16',
      type: 'BILLING',
      orderId,
      orderName: 'SPI 프리미엄 월간 구독',
      status: 'DONE',
      requestedAt: '2026-03-02T10:00:00+09:00',
      approvedAt: '2026-03-02T10:00:00+09:00',
      totalAmount: 49_500,
      balanceAmount: 49_500,
      vat: 4500,
      suppliedAmount: 45_000,
      taxFreeAmount: 0,
      method: '카드',
      currency: 'KRW',
      card: { issuerCode: '41', acquirerCode: '41', number: '42424242****424*', amount: 49_500, cardType: '신용', ownerType: '개인', installmentPlanMonths: 0 },
      cancels: null,
      failure: null,
    });
    expect(answer.body.paymentKey).toMatch(/^tspi20260302100000[A-Za-z0-9]{20}$/);
    expect((answer.body.card as { approveNo: string }).approveNo).toMatch(/^\d{8}$/);
    const receipt = (answer.body.receipt as { url: string }).url;
    expect(receipt).toBe(`${sandbox.url}/receipts/${String(answer.body.paymentKey)}`);

    const page = await fetch(receipt);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('카드 매출전표');
    expect(html).toContain('49,500원');
    expect(html).toContain('4,500원');
    expect(html).toContain('결제 샌드박스 (테스트 환경)');
    expect((await fetch(`${sandbox.url}/receipts/tspi_unknown`)).status).toBe(404);
  });

  it('rounds VAT to the nearest won and keeps tax-free amounts out of it', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    const odd = await sandbox.charge(billingKey, customerKey, { amount: 9_900 });
    expect(odd.body).toMatchObject({ vat: 900, suppliedAmount: 9_000 });
    const rounded = await sandbox.charge(billingKey, customerKey, { amount: 10_006 });
    expect(rounded.body).toMatchObject({ vat: 910, suppliedAmount: 9_096 });
    const taxFree = await sandbox.charge(billingKey, customerKey, { amount: 11_000, taxFreeAmount: 1_100 });
    expect(taxFree.body).toMatchObject({ vat: 900, suppliedAmount: 9_000, taxFreeAmount: 1_100 });
  });

  it('validates orderId, amount, orderName and the customer key', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    for (const fields of [{ orderId: 'short' }, { orderId: 'has space 123' }, { orderId: 'x'.repeat(65) }, { amount: 0 }, { amount: 1.5 }, { amount: '1000' }, { orderName: '' }, { taxFreeAmount: 999_999 }]) {
      const answer = await sandbox.charge(billingKey, customerKey, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.code).toBe('INVALID_REQUEST');
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    expect((await sandbox.charge(billingKey, customerKey, { orderId: 'A-b_12' })).status).toBe(200);
    const mismatch = await sandbox.charge(billingKey, 'cust_other_person');
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.code).toBe('NOT_MATCHES_CUSTOMER_KEY');
    const notJson = await fetch(`${sandbox.url}/v1/billing/${billingKey}`, { method: 'POST', headers: { authorization: basicAuth(), 'content-type': 'text/plain' }, body: 'amount=1' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { code: string }).code).toBe('INVALID_REQUEST');
  });

  it('answers 409 DUPLICATED_ORDER_ID for an orderId that already has a payment', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    const orderId = newOrderId();
    expect((await sandbox.charge(billingKey, customerKey, { orderId })).status).toBe(200);
    const again = await sandbox.charge(billingKey, customerKey, { orderId });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DUPLICATED_ORDER_ID');
  });

  it.each([
    { card: '4000000000000002', status: 403, code: 'REJECT_CARD_PAYMENT', message: '카드사에서 결제를 거절했습니다.' },
    { card: '4000000000009995', status: 400, code: 'EXCEED_MAX_DAILY_PAYMENT_COUNT', message: '하루 결제 가능 횟수를 초과했습니다.' },
  ])('declines every charge of $card with $code and records it as ABORTED', async ({ card, status, code, message }) => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor(card);
    const orderId = newOrderId();
    const answer = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: `decline-${orderId}` });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code, message });

    const lookup = await sandbox.api('GET', `/v1/payments/orders/${orderId}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ orderId, status: 'ABORTED', approvedAt: null, failure: { code, message } });

    // The same orderId may be tried again with a new idempotency key (and is declined again).
    const retry = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: `decline-retry-${orderId}` });
    expect(retry.status).toBe(status);
    expect(retry.body.code).toBe(code);
  });

  it('the 5555…N cards approve the first N charges of a billing key and decline the rest', async () => {
    for (const n of [1, 2, 3]) {
      const { billingKey, customerKey } = await sandbox.billingKeyFor(nthCard(n));
      const statuses: number[] = [];
      for (let i = 0; i < n + 2; i += 1) statuses.push((await sandbox.charge(billingKey, customerKey)).status);
      expect(statuses).toEqual([...Array<number>(n).fill(200), 403, 403]);
    }
  });

  it('a declined order can be retried and then succeed (after the card is replaced)', async () => {
    const customerKey = newCustomerKey();
    const failing = await sandbox.billingKeyFor('4000000000000002', customerKey);
    const orderId = newOrderId();
    expect((await sandbox.charge(failing.billingKey, customerKey, { orderId })).status).toBe(403);
    const working = await sandbox.billingKeyFor('4242424242424242', customerKey);
    const retry = await sandbox.charge(working.billingKey, customerKey, { orderId });
    expect(retry.status).toBe(200);
    const lookup = await sandbox.api('GET', `/v1/payments/orders/${orderId}`);
    expect(lookup.body).toMatchObject({ status: 'DONE', paymentKey: retry.body.paymentKey });
  });
});

describe('DELETE /v1/billing/{billingKey}', () => {
  it('deletes the key; later charges answer 404 NOT_FOUND_BILLING', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    const deleted = await sandbox.api('DELETE', `/v1/billing/${billingKey}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ billingKey, customerKey });
    const charge = await sandbox.charge(billingKey, customerKey);
    expect(charge.status).toBe(404);
    expect(charge.body.code).toBe('NOT_FOUND_BILLING');
    expect((await sandbox.api('DELETE', `/v1/billing/${billingKey}`)).status).toBe(404);
  });
});
