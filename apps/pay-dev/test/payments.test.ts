import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderId, startSandbox, type Sandbox } from './helpers';

let sandbox: Sandbox;
let billingKey: string;
let customerKey: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242'));
});

afterAll(async () => {
  await sandbox.close();
});

async function paid(amount = 30_000): Promise<{ paymentKey: string; orderId: string }> {
  const orderId = newOrderId();
  const answer = await sandbox.charge(billingKey, customerKey, { orderId, amount });
  expect(answer.status).toBe(200);
  return { paymentKey: String(answer.body.paymentKey), orderId };
}

describe('POST /v1/payments/{paymentKey}/cancel', () => {
  it('cancels part, then the rest; balance, VAT and cancels follow', async () => {
    const { paymentKey } = await paid(33_000);
    sandbox.clock.advance(3_600_000);
    const partial = await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: { cancelReason: '일할 환불', cancelAmount: 11_000 } });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      status: 'PARTIAL_CANCELED',
      totalAmount: 33_000,
      balanceAmount: 22_000,
      vat: 2_000,
      suppliedAmount: 20_000,
      cancels: [{ cancelAmount: 11_000, cancelReason: '일할 환불', refundableAmount: 22_000, canceledAt: '2026-03-02T11:00:00+09:00' }],
    });
    const first = (partial.body.cancels as Array<{ transactionKey: string }>)[0];
    expect(first?.transactionKey).toMatch(/^[0-9A-F]{32}$/);
    expect(partial.body.lastTransactionKey).toBe(first?.transactionKey);

    const over = await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: { cancelReason: '초과', cancelAmount: 22_001 } });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('NOT_CANCELABLE_AMOUNT');
    expect(over.body.message).toContain('22,000원');

    const rest = await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: { cancelReason: '구독 해지' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'CANCELED', balanceAmount: 0, vat: 0, suppliedAmount: 0 });
    expect(rest.body.cancels).toHaveLength(2);

    const again = await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: { cancelReason: '한 번 더' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('ALREADY_CANCELED_PAYMENT');

    const receipt = await (await fetch(String((rest.body.receipt as { url: string }).url))).text();
    expect(receipt).toContain('전체 취소');
    expect(receipt).toContain('구독 해지');
  });

  it('a full cancel in one go is CANCELED', async () => {
    const { paymentKey } = await paid();
    const answer = await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: { cancelReason: '고객 요청', cancelAmount: 30_000 } });
    expect(answer.body).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });

  it('unknown payments are 404 NOT_FOUND_PAYMENT; ABORTED ones cannot be cancelled; a reason is required', async () => {
    const unknown = await sandbox.api('POST', '/v1/payments/tspi_missing/cancel', { body: { cancelReason: '없음' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND_PAYMENT');

    const declining = await sandbox.billingKeyFor('4000000000000002');
    const orderId = newOrderId();
    await sandbox.charge(declining.billingKey, declining.customerKey, { orderId });
    const aborted = await sandbox.api('GET', `/v1/payments/orders/${orderId}`);
    const cancel = await sandbox.api('POST', `/v1/payments/${String(aborted.body.paymentKey)}/cancel`, { body: { cancelReason: '취소' } });
    expect(cancel.status).toBe(403);
    expect(cancel.body.code).toBe('NOT_CANCELABLE_PAYMENT');

    const { paymentKey } = await paid();
    const noReason = await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('INVALID_REQUEST');
  });
});

describe('lookups', () => {
  it('GET /v1/payments/{paymentKey} and /v1/payments/orders/{orderId} return the Payment', async () => {
    const { paymentKey, orderId } = await paid();
    const byKey = await sandbox.api('GET', `/v1/payments/${paymentKey}`);
    const byOrder = await sandbox.api('GET', `/v1/payments/orders/${orderId}`);
    expect(byKey.status).toBe(200);
    expect(byKey.body).toMatchObject({ paymentKey, orderId, status: 'DONE' });
    expect(byOrder.body).toEqual(byKey.body);
  });

  it('unknown keys and orders are 404 NOT_FOUND_PAYMENT', async () => {
    for (const path of ['/v1/payments/tspi_missing', '/v1/payments/orders/ord_missing_1']) {
      const answer = await sandbox.api('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    }
    const route = await sandbox.api('GET', '/v1/nothing-here');
    expect(route.status).toBe(404);
    expect(route.body.code).toBe('NOT_FOUND');
  });
});
