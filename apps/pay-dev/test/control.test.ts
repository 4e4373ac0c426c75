import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayDevServer } from '../src/app';
import { newOrderId, START, startSandbox, type Sandbox } from './helpers';

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

async function control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${sandbox.url}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('POST /__control/force-error', () => {
  it('fails the next `times` charges with the given code, recording them as ABORTED', async () => {
    const forced = await control('POST', '/force-error', { path: 'charge', code: 'REJECT_CARD_COMPANY', times: 2 });
    expect(forced.status).toBe(200);
    expect(forced.body.queued).toMatchObject({ path: 'charge', code: 'REJECT_CARD_COMPANY', status: 403, times: 2 });
    const orderIds = [newOrderId(), newOrderId(), newOrderId()];
    const answers = [];
    for (const orderId of orderIds) answers.push(await sandbox.charge(billingKey, customerKey, { orderId }));
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 200]);
    expect(answers[0]?.body).toEqual({ code: 'REJECT_CARD_COMPANY', message: '결제 승인이 거절되었습니다.' });
    expect((await sandbox.api('GET', `/v1/payments/orders/${orderIds[0]}`)).body.status).toBe('ABORTED');
  });

  it('applies to issue, cancel and lookup too, with a custom status', async () => {
    await control('POST', '/force-error', { path: 'lookup', code: 'FAILED_INTERNAL_SYSTEM_PROCESSING' });
    const orderId = newOrderId();
    const charged = await sandbox.charge(billingKey, customerKey, { orderId });
    const lookup = await sandbox.api('GET', `/v1/payments/orders/${orderId}`);
    expect(lookup.status).toBe(500);
    expect(lookup.body.code).toBe('FAILED_INTERNAL_SYSTEM_PROCESSING');
    expect((await sandbox.api('GET', `/v1/payments/orders/${orderId}`)).status).toBe(200);

    await control('POST', '/force-error', { path: 'cancel', code: 'PROVIDER_ERROR', status: 503 });
    const cancel = await sandbox.api('POST', `/v1/payments/${String(charged.body.paymentKey)}/cancel`, { body: { cancelReason: '테스트' } });
    expect(cancel.status).toBe(503);
    expect((await sandbox.api('GET', `/v1/payments/orders/${orderId}`)).body.status).toBe('DONE');

    await control('POST', '/force-error', { path: 'issue', code: 'INVALID_STOPPED_CARD' });
    const registered = await sandbox.register('4242424242424242');
    const issue = await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: registered });
    expect(issue.status).toBe(400);
    expect(issue.body.code).toBe('INVALID_STOPPED_CARD');
    // The auth key was not used up.
    expect((await sandbox.api('POST', '/v1/billing/authorizations/issue', { body: registered })).status).toBe(200);
  });

  it('a forced 5xx is not remembered by the idempotency key, so the retry goes through', async () => {
    await control('POST', '/force-error', { path: 'charge', code: 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING' });
    const orderId = newOrderId();
    const first = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: `retry-${orderId}` });
    expect(first.status).toBe(500);
    expect((await sandbox.api('GET', `/v1/payments/orders/${orderId}`)).status).toBe(404);
    const retry = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: `retry-${orderId}` });
    expect(retry.status).toBe(200);
  });

  it('TIMEOUT_AFTER_COMMIT commits the charge and drops the connection; lookup and the same key then show DONE', async () => {
    await control('POST', '/force-error', { path: 'charge', code: 'TIMEOUT_AFTER_COMMIT' });
    const orderId = newOrderId();
    const key = `timeout-${orderId}`;
    await expect(sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key })).rejects.toThrow(/fetch failed/);
    const lookup = await sandbox.api('GET', `/v1/payments/orders/${orderId}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body.status).toBe('DONE');
    const retry = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key });
    expect(retry.status).toBe(200);
    expect(retry.body.paymentKey).toBe(lookup.body.paymentKey);
  });

  it('TIMEOUT_BEFORE_COMMIT drops the connection without charging', async () => {
    await control('POST', '/force-error', { path: 'charge', code: 'TIMEOUT_BEFORE_COMMIT' });
    const orderId = newOrderId();
    await expect(sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: `before-${orderId}` })).rejects.toThrow(/fetch failed/);
    expect((await sandbox.api('GET', `/v1/payments/orders/${orderId}`)).status).toBe(404);
    const retry = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: `before-${orderId}` });
    expect(retry.status).toBe(200);
  });

  it('validates its input', async () => {
    expect((await control('POST', '/force-error', { path: 'refund', code: 'X' })).status).toBe(400);
    expect((await control('POST', '/force-error', { path: 'charge', code: 'lower' })).status).toBe(400);
    expect((await control('POST', '/force-error', { path: 'charge', code: 'X', times: 0 })).status).toBe(400);
    expect((await control('GET', '/force-error')).body).toEqual({ pending: [] });
  });
});

describe('clock, listings and reset', () => {
  it('moves the clock by advanceMs or to a time', async () => {
    const before = await control<{ now: string; nowKst: string; controllable: boolean }>('GET', '/clock');
    expect(before.body.controllable).toBe(true);
    const advanced = await control<{ now: string }>('POST', '/clock', { advanceMs: 60_000 });
    expect(Date.parse(advanced.body.now) - Date.parse(before.body.now)).toBe(60_000);
    const set = await control<{ now: string; nowKst: string }>('POST', '/clock', { now: '2026-04-01T00:00:00+09:00' });
    expect(set.body.nowKst).toBe('2026-04-01T00:00:00+09:00');
    expect((await control('POST', '/clock', { now: 'yesterday' })).status).toBe(400);
    sandbox.clock.set(START);
  });

  it('refuses to move a system clock', async () => {
    const app = await buildPayDevServer({ clock: { now: () => Date.now() }, webhookUrl: null });
    const answer = await app.inject({ method: 'POST', url: '/__control/clock', payload: { advanceMs: 1 } });
    expect(answer.statusCode).toBe(409);
    await app.close();
  });

  it('lists payments and billing keys by customer, and reset forgets everything', async () => {
    const payments = await control<{ payments: Array<{ customerKey: string; billingKey: string }> }>('GET', `/payments?customerKey=${customerKey}`);
    expect(payments.body.payments.length).toBeGreaterThan(0);
    expect(payments.body.payments.every((payment) => payment.customerKey === customerKey && payment.billingKey === billingKey)).toBe(true);
    const keys = await control<{ billingKeys: Array<{ billingKey: string; cardNumber: string }> }>('GET', `/billing-keys?customerKey=${customerKey}`);
    expect(keys.body.billingKeys).toMatchObject([{ billingKey, cardNumber: '42424242****424*' }]);

    expect((await control('POST', '/reset')).body).toEqual({ ok: true });
    expect((await control<{ payments: unknown[] }>('GET', '/payments')).body.payments).toEqual([]);
    expect((await sandbox.charge(billingKey, customerKey)).body.code).toBe('NOT_FOUND_BILLING');
  });

  it('is not served when control is disabled', async () => {
    const app = await buildPayDevServer({ controlEnabled: false, webhookUrl: null });
    expect((await app.inject({ method: 'POST', url: '/__control/reset' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
