import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_SECRET } from '../src/config';
import { signWebhook, verifyWebhook, WebhookVerificationError } from '../src/standard-webhooks';
import type { WebhookAttemptReport } from '../src/webhooks';
import { startSandbox, startWebhookReceiver, type Sandbox, type WebhookReceiver } from './helpers';

let receiver: WebhookReceiver;
let sandbox: Sandbox;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox({ webhookUrl: receiver.url });
});

afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

afterEach(async () => {
  receiver.received.length = 0;
  receiver.respondWith(200);
  await fetch(`${sandbox.url}/__control/reset`, { method: 'POST' });
});

const flush = async () => {
  const response = await fetch(`${sandbox.url}/__control/webhooks/flush`, { method: 'POST' });
  return ((await response.json()) as { attempts: WebhookAttemptReport[] }).attempts;
};
const nowSeconds = () => Math.floor(sandbox.clock.now() / 1000);
const MINUTE = 60_000;

describe('webhook deliveries', () => {
  it('PAYMENT_STATUS_CHANGED is signed the Standard Webhooks way and carries the Payment', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    const charged = await sandbox.charge(billingKey, customerKey);
    // Nothing is sent until a flush (or the timer of a running server).
    expect(receiver.received).toHaveLength(0);
    const attempts = await flush();
    expect(attempts).toMatchObject([{ eventType: 'PAYMENT_STATUS_CHANGED', attempt: 1, ok: true, status: 200, deliveryStatus: 'delivered', nextAttemptAt: null }]);

    const [delivery] = receiver.received;
    if (!delivery) throw new Error('no delivery');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    expect(delivery.headers['webhook-timestamp']).toBe(String(nowSeconds()));
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = verifyWebhook(DEFAULT_WEBHOOK_SECRET, delivery.body, delivery.headers, { nowSeconds: nowSeconds() });
    expect(verified.id).toBe(delivery.headers['webhook-id']);
    expect(verified.event).toEqual({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt: '2026-03-02T10:00:00+09:00', data: charged.body });

    // A wrong secret, a changed body or a stale timestamp fail verification.
    expect(() => verifyWebhook('whsec_' + Buffer.from('another secret').toString('base64'), delivery.body, delivery.headers, { nowSeconds: nowSeconds() })).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(DEFAULT_WEBHOOK_SECRET, delivery.body.replace('DONE', 'CANCELED'), delivery.headers, { nowSeconds: nowSeconds() })).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(DEFAULT_WEBHOOK_SECRET, delivery.body, delivery.headers, { nowSeconds: nowSeconds() + 301 })).toThrow(/too old/);
  });

  it('sends one event per status change (DONE, PARTIAL_CANCELED, CANCELED) and none for declines', async () => {
    const good = await sandbox.billingKeyFor('4242424242424242');
    const bad = await sandbox.billingKeyFor('4000000000000002');
    const charged = await sandbox.charge(good.billingKey, good.customerKey, { amount: 20_000 });
    await sandbox.charge(bad.billingKey, bad.customerKey);
    const paymentKey = String(charged.body.paymentKey);
    await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: { cancelReason: '부분', cancelAmount: 5_000 } });
    await sandbox.api('POST', `/v1/payments/${paymentKey}/cancel`, { body: { cancelReason: '전체' } });
    await flush();
    const events = receiver.received.map((delivery) => JSON.parse(delivery.body) as { eventType: string; data: { status: string } });
    expect(events.map((event) => `${event.eventType}:${event.data.status}`)).toEqual([
      'PAYMENT_STATUS_CHANGED:DONE',
      'PAYMENT_STATUS_CHANGED:PARTIAL_CANCELED',
      'PAYMENT_STATUS_CHANGED:CANCELED',
    ]);
  });

  it('BILLING_DELETED carries the billing key and customer key', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    await sandbox.api('DELETE', `/v1/billing/${billingKey}`);
    await flush();
    const [delivery] = receiver.received;
    expect(JSON.parse(delivery?.body ?? '{}')).toEqual({ eventType: 'BILLING_DELETED', createdAt: '2026-03-02T10:00:00+09:00', data: { billingKey, customerKey } });
  });

  it('retries 1, 4, 16, 64, 256, 1024 and 4096 minutes after each failed attempt, then gives up', async () => {
    receiver.respondWith(500);
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    await sandbox.charge(billingKey, customerKey);
    const first = await flush();
    expect(first).toMatchObject([{ attempt: 1, ok: false, status: 500, deliveryStatus: 'pending', nextAttemptAt: '2026-03-02T10:01:00+09:00' }]);

    for (const [index, minutes] of [1, 4, 16, 64, 256, 1024, 4096].entries()) {
      sandbox.clock.advance(minutes * MINUTE - 1000);
      expect(await flush(), `not due a second before retry ${index + 1}`).toEqual([]);
      sandbox.clock.advance(1000);
      const [attempt] = await flush();
      expect(attempt).toMatchObject({ attempt: index + 2, ok: false, status: 500 });
      expect(attempt?.deliveryStatus).toBe(index === 6 ? 'failed' : 'pending');
    }
    sandbox.clock.advance(100_000 * MINUTE);
    expect(await flush()).toEqual([]);
    expect(receiver.received).toHaveLength(8);
    // The id stays, the timestamp moves with each attempt; every attempt verifies against its own time.
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-timestamp'])).size).toBe(8);
    for (const delivery of receiver.received) {
      verifyWebhook(DEFAULT_WEBHOOK_SECRET, delivery.body, delivery.headers, { nowSeconds: Number(delivery.headers['webhook-timestamp']) });
    }
    const listed = (await (await fetch(`${sandbox.url}/__control/webhooks`)).json()) as { deliveries: Array<{ status: string; attempts: unknown[]; nextAttemptAt: string | null }> };
    expect(listed.deliveries).toMatchObject([{ status: 'failed', nextAttemptAt: null }]);
    expect(listed.deliveries[0]?.attempts).toHaveLength(8);
    sandbox.clock.set(Date.parse('2026-03-02T01:00:00Z'));
  });

  it('a retry succeeds once the receiver recovers; network errors count as failures', async () => {
    const unreachable = await startSandbox({ webhookUrl: 'http://127.0.0.1:9/unreachable' });
    try {
      const { billingKey, customerKey } = await unreachable.billingKeyFor('4242424242424242');
      await unreachable.charge(billingKey, customerKey);
      const [attempt] = await unreachable.app.payDev.webhooks.deliverDue();
      expect(attempt).toMatchObject({ ok: false, deliveryStatus: 'pending' });
      expect(attempt?.error).toBeTruthy();
    } finally {
      await unreachable.close();
    }

    receiver.respondWith(503);
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    await sandbox.charge(billingKey, customerKey);
    expect((await flush())[0]?.ok).toBe(false);
    receiver.respondWith(204);
    sandbox.clock.advance(MINUTE);
    expect(await flush()).toMatchObject([{ attempt: 2, ok: true, status: 204, deliveryStatus: 'delivered' }]);
    sandbox.clock.set(Date.parse('2026-03-02T01:00:00Z'));
  });

  it('replay re-sends a delivery as is: same webhook-id, body, timestamp and signature (or re-signed)', async () => {
    const { billingKey, customerKey } = await sandbox.billingKeyFor('4242424242424242');
    await sandbox.charge(billingKey, customerKey);
    const [first] = await flush();
    sandbox.clock.advance(10 * MINUTE);
    const replay = await fetch(`${sandbox.url}/__control/webhooks/replay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: first?.id }) });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { attempt: WebhookAttemptReport }).attempt).toMatchObject({ id: first?.id, replay: true, ok: true, deliveryStatus: 'delivered' });
    const [original, again] = receiver.received;
    expect(again?.body).toBe(original?.body);
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(again?.headers[name]).toBe(original?.headers[name]);

    await fetch(`${sandbox.url}/__control/webhooks/replay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: first?.id, resign: true }) });
    const resigned = receiver.received[2];
    expect(resigned?.headers['webhook-id']).toBe(original?.headers['webhook-id']);
    expect(resigned?.headers['webhook-timestamp']).toBe(String(nowSeconds()));
    verifyWebhook(DEFAULT_WEBHOOK_SECRET, resigned?.body ?? '', resigned?.headers ?? {}, { nowSeconds: nowSeconds() });

    const missing = await fetch(`${sandbox.url}/__control/webhooks/replay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'msg_nope' }) });
    expect(missing.status).toBe(404);
    sandbox.clock.set(Date.parse('2026-03-02T01:00:00Z'));
  });

  it('a running server delivers on its own timer', async () => {
    const timed = await startSandbox({ webhookUrl: receiver.url, webhookIntervalMs: 50 });
    try {
      const { billingKey, customerKey } = await timed.billingKeyFor('4242424242424242');
      await timed.charge(billingKey, customerKey);
      await expect.poll(() => receiver.received.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await timed.close();
    }
  });
});

describe('standard-webhooks helpers', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

  it('matches the Standard Webhooks reference signature', () => {
    // The example from the specification's reference libraries.
    const payload = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, payload)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('accepts any matching signature of a space-separated list, fetch Headers and Buffers', () => {
    const payload = Buffer.from('{"ok":true}');
    const signature = signWebhook(secret, 'msg_1', 1000, payload);
    const headers = new Headers({ 'webhook-id': 'msg_1', 'webhook-timestamp': '1000', 'webhook-signature': `v1,bm9wZQ== v2,xyz ${signature}` });
    expect(verifyWebhook(secret, payload, headers, { nowSeconds: 1000 }).event).toEqual({ ok: true });
    expect(() => verifyWebhook(secret, payload, { 'webhook-id': 'msg_1', 'webhook-timestamp': '1000' }, { nowSeconds: 1000 })).toThrow(/missing/);
    expect(() => verifyWebhook(secret, payload, headers, { nowSeconds: 1000 - 301 })).toThrow(/future/);
  });
});
