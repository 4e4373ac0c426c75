import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControllableClock } from '../src/clock';
import { TossError } from '../src/errors';
import { IdempotencyGuard, type ApiResult } from '../src/idempotency';
import { PayStore } from '../src/store';
import { basicAuth, newOrderId, startSandbox, type Sandbox } from './helpers';

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

const paymentsFor = async (orderId: string) => {
  const listed = await fetch(`${sandbox.url}/__control/payments?customerKey=${customerKey}`);
  const { payments } = (await listed.json()) as { payments: Array<{ orderId: string; status: string }> };
  return payments.filter((payment) => payment.orderId === orderId);
};

describe('Idempotency-Key', () => {
  it('replays the first answer (same status, same body) without charging again', async () => {
    const orderId = newOrderId();
    const key = `idem-${orderId}`;
    const first = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key });
    expect(first.status).toBe(200);
    sandbox.clock.advance(60_000);
    // Key order in the JSON body does not matter.
    const second = await sandbox.api('POST', `/v1/billing/${billingKey}`, {
      idempotencyKey: key,
      body: { orderName: 'SPI 프리미엄 월간 구독', orderId, amount: 49_500, customerKey },
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-pay-dev-idempotent-replay')).toBe('true');
    expect(await paymentsFor(orderId)).toHaveLength(1);
  });

  it('answers 422 IDEMPOTENT_REQUEST_BODY_MISMATCH for the same key with a different body', async () => {
    const orderId = newOrderId();
    const key = `idem-${orderId}`;
    expect((await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key })).status).toBe(200);
    const other = await sandbox.charge(billingKey, customerKey, { orderId, amount: 1_000 }, { idempotencyKey: key });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENT_REQUEST_BODY_MISMATCH');
    expect(other.body.message).toMatch(/[가-힣]/);
    // Same body, other route: also a mismatch.
    const cancel = await sandbox.api('POST', `/v1/payments/x/cancel`, { idempotencyKey: key, body: { cancelReason: 'x' } });
    expect(cancel.status).toBe(422);
  });

  it('replays errors too, so a decline is not retried under the same key', async () => {
    const declining = await sandbox.billingKeyFor('4000000000000002');
    const orderId = newOrderId();
    const key = `idem-decline-${orderId}`;
    const first = await sandbox.charge(declining.billingKey, declining.customerKey, { orderId }, { idempotencyKey: key });
    const second = await sandbox.charge(declining.billingKey, declining.customerKey, { orderId }, { idempotencyKey: key });
    expect(first.status).toBe(403);
    expect(second.status).toBe(403);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-pay-dev-idempotent-replay')).toBe('true');
  });

  it('rejects keys over 300 characters with INVALID_IDEMPOTENCY_KEY', async () => {
    const long = await sandbox.charge(billingKey, customerKey, {}, { idempotencyKey: 'k'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect((await sandbox.charge(billingKey, customerKey, {}, { idempotencyKey: 'k'.repeat(300) })).status).toBe(200);
  });

  it('200 concurrent identical requests make exactly one payment, and all get the same answer', async () => {
    const orderId = newOrderId();
    const key = `idem-burst-${orderId}`;
    const answers = await Promise.all(Array.from({ length: 200 }, () => sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key })));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body.paymentKey)).size).toBe(1);
    expect(await paymentsFor(orderId)).toHaveLength(1);
  });

  it('without a key, concurrent charges of one orderId still make one payment (the rest are 409)', async () => {
    const orderId = newOrderId();
    const answers = await Promise.all(Array.from({ length: 50 }, () => sandbox.charge(billingKey, customerKey, { orderId })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(await paymentsFor(orderId)).toHaveLength(1);
  });

  it('keys are forgotten after 15 days', async () => {
    const orderId = newOrderId();
    const key = `idem-ttl-${orderId}`;
    expect((await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key })).status).toBe(200);
    sandbox.clock.advance(15 * 24 * 60 * 60 * 1000 - 1000);
    expect((await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key })).status).toBe(200);
    sandbox.clock.advance(1000);
    // Forgotten: the request runs again and meets the existing order.
    const after = await sandbox.charge(billingKey, customerKey, { orderId }, { idempotencyKey: key });
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('DUPLICATED_ORDER_ID');
  });
});

describe('1,000 concurrent identical requests (in process)', () => {
  it('make exactly one payment', async () => {
    const orderId = newOrderId();
    const payload = JSON.stringify({ customerKey, amount: 9_900, orderId, orderName: '동시 요청' });
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () =>
        sandbox.app.inject({
          method: 'POST',
          url: `/v1/billing/${billingKey}`,
          headers: { authorization: basicAuth(), 'content-type': 'application/json', 'idempotency-key': `idem-1000-${orderId}` },
          payload,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await paymentsFor(orderId)).toHaveLength(1);
  });
});

describe('IdempotencyGuard with a request in flight', () => {
  const setup = async () => {
    const store = await PayStore.open();
    const guard = new IdempotencyGuard(store, new ControllableClock({ frozen: true, start: 0 }));
    let release: (result: ApiResult) => void = () => undefined;
    const slow = new Promise<ApiResult>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const execute = () => {
      runs += 1;
      return runs === 1 ? slow : Promise.resolve<ApiResult>({ status: 200, body: { run: runs } });
    };
    return { guard, release, execute, runs: () => runs };
  };

  it('a repeat waits for the first and replays its answer', async () => {
    const { guard, release, execute, runs } = await setup();
    const first = guard.run('scope', 'k', 'fp', execute);
    const second = guard.run('scope', 'k', 'fp', execute);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runs()).toBe(1);
    release({ status: 200, body: { run: 1 } });
    expect(await first).toMatchObject({ status: 200, body: { run: 1 }, replayed: false });
    expect(await second).toMatchObject({ status: 200, body: { run: 1 }, replayed: true });
    expect(runs()).toBe(1);
  });

  it('a different body while in flight is a mismatch', async () => {
    const { guard, release, execute } = await setup();
    const first = guard.run('scope', 'k', 'fp', execute);
    await expect(guard.run('scope', 'k', 'other', execute)).rejects.toBeInstanceOf(TossError);
    release({ status: 200, body: {} });
    await first;
  });

  it('when the first committed nothing (dropped connection, 5xx), the repeat runs itself', async () => {
    const { guard, release, execute, runs } = await setup();
    const first = guard.run('scope', 'k', 'fp', execute);
    const second = guard.run('scope', 'k', 'fp', execute);
    release({ status: 0, body: null, destroy: true });
    expect(await first).toMatchObject({ destroy: true });
    expect(await second).toMatchObject({ status: 200, body: { run: 2 }, replayed: false });
    expect(runs()).toBe(2);
  });
});
