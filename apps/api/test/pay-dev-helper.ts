import type { DbHandle } from '@spi/db';
import { buildPayDevServer, ControllableClock, signWebhook, type PayDevServer } from '../../pay-dev/src/index';
import type { ApiApp } from '../src/app';
import type { PaymentsConfig } from '../src/config';
import { buildTestApp, FakeClock } from './helpers';
import { bearer } from './factories';
import { signedIn } from './sessions';

export const V1 = '/api/sejong/v1';
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
  dailyLimit: '4000000000009995',
  /** The first N charges are approved, every later one is declined (555500000000000N + check digit). */
  approveFirst: (n: number) => nthCard(n),
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
function nthCard(n: number): string {
  const payload = `55550000000000${n}`;
  for (let c = 0; c < 10; c++) if (luhnValid(`${payload}${c}`)) return `${payload}${c}`;
  throw new Error('unreachable');
}

/**
 * apps/pay-dev in this process on a random loopback port, with a clock the test moves together with
 * the API's. Webhooks are not sent by pay-dev (its URL points nowhere and is never flushed): the test
 * takes the queued deliveries and injects them into the API, signed as pay-dev signs them.
 */
export interface PayDevHarness {
  server: PayDevServer;
  baseUrl: string;
  clock: ControllableClock;
  payments: PaymentsConfig;
  close(): Promise<void>;
}

export async function startPayDev(options: { start?: number } = {}): Promise<PayDevHarness> {
  const clock = new ControllableClock({ start: options.start ?? Date.now(), frozen: true });
  const server = await buildPayDevServer({ clock, webhookUrl: 'http://127.0.0.1:9/never', logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    server,
    baseUrl,
    clock,
    payments: {
      gateway: 'local',
      apiBaseUrl: baseUrl,
      secretKey: server.payDev.secretKey,
      clientKey: server.payDev.clientKey,
      webhookSecret: server.payDev.webhookSecret,
      billingAuthUrl: `${baseUrl}/billing/auth`,
      billingKeySecret: 'test-billing-key-secret-0123456789abcdef',
    },
    close: () => server.close(),
  };
}

/** The API and pay-dev sharing one fake time. */
export interface BillingHarness {
  app: ApiApp;
  pay: PayDevHarness;
  clock: FakeClock;
  /** Moves both clocks. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function startBilling(db: DbHandle, start = Date.now()): Promise<BillingHarness> {
  const pay = await startPayDev({ start });
  const clock = new FakeClock(start);
  const app = await buildTestApp({ db, clock: clock.now, config: { payments: pay.payments } });
  return {
    app,
    pay,
    clock,
    advance(ms: number) {
      clock.advance(ms);
      pay.clock.advance(ms);
    },
    async close() {
      await app.close();
      await pay.close();
    },
  };
}

export async function newMember(h: BillingHarness, db: DbHandle): Promise<{ userId: string; token: string; headers: Record<string, string> }> {
  const { userId, accessToken } = await signedIn(h.app, db);
  return { userId, token: accessToken, headers: bearer(accessToken) };
}

export interface StartedCheckout {
  checkoutId: string;
  purpose: string;
  customerKey: string;
  authUrl: string | null;
  successUrl: string;
  failUrl: string;
  amount: number | null;
}

export async function startCheckout(h: BillingHarness, headers: Record<string, string>, body: object = { purpose: 'SUBSCRIBE', planCode: 'LIGHT', cycle: 'MONTHLY' }): Promise<StartedCheckout> {
  const res = await h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers, payload: body });
  if (res.statusCode !== 200) throw new Error(`checkout start ${res.statusCode}: ${res.body}`);
  return res.json() as StartedCheckout;
}

/** What the person does on pay-dev's registration page: type a test card; returns the redirect's query. */
export async function registerCard(h: BillingHarness, checkout: StartedCheckout, cardNumber: string): Promise<URLSearchParams> {
  const res = await h.pay.server.inject({
    method: 'POST',
    url: '/billing/auth',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      clientKey: h.pay.payments.clientKey,
      customerKey: checkout.customerKey,
      successUrl: checkout.successUrl,
      failUrl: checkout.failUrl,
      cardNumber,
      expiry: '12/30',
      identity: '900101',
    }).toString(),
  });
  if (res.statusCode !== 303) throw new Error(`card registration ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return new URL(String(res.headers.location)).searchParams;
}

export function confirm(h: BillingHarness, headers: Record<string, string>, checkoutId: string, body: { authKey: string; customerKey: string }) {
  return h.app.inject({ method: 'POST', url: `${V1}/users/me/checkouts/${checkoutId}/confirm`, headers, payload: body });
}

/** Start → register the card → confirm; returns the confirm response. */
export async function subscribe(h: BillingHarness, headers: Record<string, string>, card: string = CARDS.ok, plan: object = { purpose: 'SUBSCRIBE', planCode: 'LIGHT', cycle: 'MONTHLY' }) {
  const checkout = await startCheckout(h, headers, plan);
  const query = await registerCard(h, checkout, card);
  return { checkout, response: await confirm(h, headers, checkout.checkoutId, { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! }) };
}

/** Queues a failure in pay-dev (POST /__control/force-error). */
export async function forceError(h: BillingHarness, path: 'charge' | 'issue' | 'cancel' | 'lookup' | 'delete', code: string, times = 1): Promise<void> {
  const res = await h.pay.server.inject({ method: 'POST', url: '/__control/force-error', payload: { path, code, times } });
  if (res.statusCode !== 200) throw new Error(`force-error ${res.statusCode}: ${res.body}`);
}

/** Payments pay-dev holds for an order. */
export function gatewayPaymentsFor(h: BillingHarness, orderId: string) {
  return [...h.pay.server.payDev.store.payments.values()].filter((p) => p.orderId === orderId);
}

export interface QueuedWebhook {
  id: string;
  eventType: string;
  payload: string;
}

/** Deliveries pay-dev queued (oldest first), optionally only those not yet taken. */
export function queuedWebhooks(h: BillingHarness): QueuedWebhook[] {
  return [...h.pay.server.payDev.store.webhooks.values()].sort((a, b) => a.createdAt - b.createdAt).map((d) => ({ id: d.id, eventType: d.eventType, payload: d.payload }));
}

/** Delivers a webhook to the API as pay-dev would, signed with `secret` (default pay-dev's) at the API's time. */
export function deliverWebhook(h: BillingHarness, webhook: QueuedWebhook, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const timestamp = options.timestamp ?? Math.floor(h.clock.now() / 1000);
  const signature = options.signature ?? signWebhook(options.secret ?? h.pay.payments.webhookSecret!, webhook.id, timestamp, webhook.payload);
  return h.app.inject({
    method: 'POST',
    url: `${V1}/payments/webhook`,
    headers: { 'content-type': 'application/json', 'webhook-id': webhook.id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
    payload: webhook.payload,
  });
}
