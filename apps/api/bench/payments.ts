/**
 * Duplicate-charge benchmark: `npm run bench:payments`.
 *
 * Starts apps/pay-dev (the Toss sandbox) and the API in this process — on PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL (postgres://…) is set, else on a fresh PGlite in a temp folder —
 * creates a member with a registered card, then:
 * 1. one PENDING order, charged by BENCH_ATTEMPTS (default 1,000) concurrent calls of the charge engine;
 * 2. one checkout, confirmed by as many concurrent HTTP requests (POST …/checkouts/{id}/confirm).
 * For each it prints the attempts, the payments the gateway created for the order (must be 1), the
 * orders paid, the answers and the duration; it exits 1 if any order was charged more than once.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, migrate, schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import { buildPayDevServer } from '../../pay-dev/src/index';
import { buildApp } from '../src/app';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { chargeOrder, newOrderId } from '../src/commands/billing/charge-order';
import { createSession } from '../src/commands/create-session';
import { loadConfig } from '../src/config';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 1_000);
const V1 = '/api/sejong/v1';
const url = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((value) => value?.startsWith('postgres'));

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spi-bench-payments-'));
  const pay = await buildPayDevServer({ webhookUrl: null, logger: false });
  await pay.listen({ port: 0, host: '127.0.0.1' });
  const address = pay.server.address();
  const payUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const db = await createDb(url ? { url } : { dataDir: path.join(dataDir, 'pglite') });
  await migrate(db);
  const base = loadConfig({ NODE_ENV: 'test', SPI_DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-for-spi-payments-0123456789', LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  const config = { ...base, payments: { ...base.payments, apiBaseUrl: payUrl, billingAuthUrl: `${payUrl}/billing/auth`, webhookSecret: pay.payDev.webhookSecret } };
  const app = await buildApp({ config, db });
  await app.ready();
  const deps = billingDeps(app);
  // Charged twice is the failure this bench exists for; charged never (a saturated PGlite process timing
  // out the gateway call) is reported but is not a double charge.
  let failed = false;
  let uncharged = false;

  const member = async () => {
    const userId = randomUUID();
    await db.db.insert(schema.users).values({ id: userId, email: `bench-${userId.slice(0, 8)}@example.com`, nickname: '벤치회원', status: 'ACTIVE', type: 'PERSONAL' });
    await db.db.insert(schema.userIdentities).values({ id: randomUUID(), userId, provider: 'kakao', subject: `bench-${userId}` });
    const { accessToken } = await createSession(db.db, { tokens: app.tokens, now: app.clock() }, userId, { userAgent: 'bench', ip: '127.0.0.1', channel: 'kakao' });
    return { userId, headers: { authorization: `Bearer ${accessToken}` } };
  };
  const checkout = async (headers: Record<string, string>) => {
    const started = (await app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers, payload: { purpose: 'SUBSCRIBE', planCode: 'LIGHT', cycle: 'MONTHLY' } })).json() as { checkoutId: string; customerKey: string; successUrl: string; failUrl: string };
    const registered = await pay.inject({
      method: 'POST',
      url: '/billing/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ clientKey: config.payments.clientKey, customerKey: started.customerKey, successUrl: started.successUrl, failUrl: started.failUrl, cardNumber: '4242424242424242', expiry: '12/30', identity: '900101' }).toString(),
    });
    const query = new URL(String(registered.headers.location)).searchParams;
    return { checkoutId: started.checkoutId, body: { authKey: query.get('authKey')!, customerKey: query.get('customerKey')! } };
  };
  const gatewayPayments = (orderId: string) => [...pay.payDev.store.payments.values()].filter((p) => p.orderId === orderId && p.status === 'DONE').length;
  const report = (title: string, rows: Record<string, string | number>) => {
    console.log(`\n${title}`);
    for (const [key, value] of Object.entries(rows)) console.log(`  ${key.padEnd(34)} ${value}`);
  };

  // 1. The charge engine: one member subscribed (card on file), one PENDING order, ATTEMPTS concurrent charges.
  const a = await member();
  const first = await checkout(a.headers);
  const subscribed = await app.inject({ method: 'POST', url: `${V1}/users/me/checkouts/${first.checkoutId}/confirm`, headers: a.headers, payload: first.body });
  if (subscribed.statusCode !== 200) throw new Error(`subscribe failed: ${subscribed.body}`);
  const [sub] = await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, a.userId));
  const orderId = newOrderId();
  await db.db.insert(schema.orders).values({
    id: orderId, uniqueKey: `bench:${orderId}`, idempotencyKey: `bench:${orderId}`, userId: a.userId, subscriptionId: sub!.id, kind: 'UPGRADE',
    planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', orderName: 'SPI 벤치 주문', amount: 5_000, paymentMethodId: sub!.paymentMethodId,
  });
  let started = performance.now();
  const results = await Promise.all(Array.from({ length: ATTEMPTS }, () => chargeOrder(deps, orderId).catch((error: unknown) => ({ status: `ERROR ${(error as Error).message}` }))));
  let duration = performance.now() - started;
  const statuses = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  const [order] = await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const created = gatewayPayments(orderId);
  failed ||= created > 1;
  uncharged ||= created === 0;
  report(`Charge engine: ${ATTEMPTS} concurrent charges of one order (${db.kind})`, {
    attempts: ATTEMPTS,
    'gateway payments for the order': `${created} (must be 1)`,
    'orders paid': order?.status === 'PAID' ? 1 : 0,
    'gateway calls (order attempts)': order?.attempts ?? 0,
    answers: Object.entries(statuses).map(([k, v]) => `${k} ${v}`).join(', '),
    duration: `${duration.toFixed(0)} ms`,
  });

  // 2. HTTP: one checkout confirmed by ATTEMPTS concurrent requests.
  const b = await member();
  const second = await checkout(b.headers);
  started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: ATTEMPTS }, () => app.inject({ method: 'POST', url: `${V1}/users/me/checkouts/${second.checkoutId}/confirm`, headers: b.headers, payload: second.body })),
  );
  duration = performance.now() - started;
  const codes = responses.reduce<Record<string, number>>((acc, r) => {
    const key = r.statusCode === 200 ? '200' : `${r.statusCode} ${(r.json() as { error?: { code?: string } }).error?.code ?? ''}`;
    return { ...acc, [key]: (acc[key] ?? 0) + 1 };
  }, {});
  const bOrders = await db.db.select().from(schema.orders).where(eq(schema.orders.userId, b.userId));
  const bCreated = bOrders.reduce((sum, o) => sum + gatewayPayments(o.id), 0);
  const bodies = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.body));
  failed ||= bCreated > 1 || bOrders.length > 1;
  uncharged ||= bCreated === 0;
  report(`HTTP confirm: ${ATTEMPTS} concurrent confirms of one checkout (${db.kind})`, {
    attempts: ATTEMPTS,
    'gateway payments for the order': `${bCreated} (must be 1)`,
    'orders created / paid': `${bOrders.length} / ${bOrders.filter((o) => o.status === 'PAID').length}`,
    'distinct 200 bodies': bodies.size,
    answers: Object.entries(codes).map(([k, v]) => `${k}: ${v}`).join(', '),
    duration: `${duration.toFixed(0)} ms`,
  });
  console.log(`\n${failed ? 'FAIL: an order was charged more than once' : uncharged ? 'OK (no double charge), but an attempt was not charged at all: the process was saturated and the gateway call timed out; the checkout stays open for a retry' : 'OK: every order was charged exactly once'}`);

  await app.close();
  await pay.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
