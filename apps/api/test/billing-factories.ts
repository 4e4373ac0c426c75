import { randomUUID } from 'node:crypto';
import { periodEnd, priceOf, type BillingCycle } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { buildPayDevServer, DEFAULT_CLIENT_KEY, DEFAULT_SECRET_KEY, type PayDevServer } from '../../pay-dev/src/index';
import { BillingKeyCipher } from '../src/adapters/billing-key-cipher';
import type { PaymentGateway } from '../src/adapters/payment-gateway';
import { TossGateway } from '../src/adapters/toss-gateway';
import { buildApp, type ApiApp } from '../src/app';
import { grantMembership } from '../src/commands/billing/membership-grants';
import { inTransaction } from '../src/commands/transaction';
import { FakeErrorReportSink, testConfig } from './helpers';

/**
 * Billing test state written as rows (a subscriber with a card, a subscription, its membership and a
 * paid order), and the pay-dev sandbox in-process over real HTTP (port 0) for what really charges.
 */

export interface Sandbox {
  server: PayDevServer;
  baseUrl: string;
  gateway: TossGateway;
  /** Gateway calls made through `counted`, by method. */
  calls: { cancel: number; charge: number };
  /** The gateway with its calls counted (pass it to the app). */
  counted: PaymentGateway;
  close(): Promise<void>;
}

export async function startSandbox(): Promise<Sandbox> {
  const server = await buildPayDevServer({ webhookUrl: null });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway = new TossGateway({ kind: 'local', baseUrl, secretKey: DEFAULT_SECRET_KEY, clientKey: DEFAULT_CLIENT_KEY, billingAuthUrl: `${baseUrl}/billing/auth` });
  const calls = { cancel: 0, charge: 0 };
  const counted: PaymentGateway = {
    kind: gateway.kind,
    clientKey: gateway.clientKey,
    billingAuthUrl: gateway.billingAuthUrl,
    issueBillingKey: (input) => gateway.issueBillingKey(input),
    deleteBillingKey: (key) => gateway.deleteBillingKey(key),
    charge: (request) => {
      calls.charge += 1;
      return gateway.charge(request);
    },
    cancel: (input) => {
      calls.cancel += 1;
      return gateway.cancel(input);
    },
    getPayment: (key) => gateway.getPayment(key),
    findPaymentByOrderId: (orderId) => gateway.findPaymentByOrderId(orderId),
  };
  return { server, baseUrl, gateway, calls, counted, close: () => server.close() };
}

/** The real app over a test database with the given gateway (the sandbox's, counted). */
export async function buildBillingApp(db: DbHandle, gateway: PaymentGateway, clock?: () => number): Promise<ApiApp> {
  const app = await buildApp({ config: testConfig(), db, errorReportSink: new FakeErrorReportSink(), clock, paymentGateway: gateway });
  await app.ready();
  return app;
}

/** Registers a test card at the sandbox (its registration form) and issues the billing key. */
export async function issueSandboxCard(sandbox: Sandbox, customerKey: string, cardNumber = '4242424242424242') {
  const form = new URLSearchParams({
    clientKey: DEFAULT_CLIENT_KEY,
    customerKey,
    successUrl: 'http://localhost/success',
    failUrl: 'http://localhost/fail',
    cardNumber,
    expiry: '12/39',
    identity: '900101',
  });
  const res = await sandbox.server.inject({ method: 'POST', url: '/billing/auth', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
  const location = String(res.headers.location ?? '');
  const authKey = new URL(location).searchParams.get('authKey');
  if (!authKey) throw new Error(`card registration failed (${res.statusCode} ${location})`);
  return sandbox.gateway.issueBillingKey({ authKey, customerKey });
}

export interface SubscriberFixture {
  userId: string;
  planCode?: string;
  cycle?: BillingCycle;
  periodStart: Date;
  /** Charge the first order at the sandbox (needed to refund it); otherwise the rows say PAID with a made-up payment key. */
  sandbox?: Sandbox;
  /** A sandbox test card (default 4242..., approves). */
  cardNumber?: string;
  status?: 'ACTIVE' | 'PAST_DUE';
  /** The app whose BILLING_KEY_SECRET encrypts the billing key (needed when the app charges). */
  app?: ApiApp;
}

export interface Subscriber {
  subscriptionId: string;
  membershipId: string;
  paymentMethodId: string;
  orderId: string;
  paymentKey: string;
  periodStart: Date;
  periodEnd: Date;
  amount: number;
}

/** A user with an ACTIVE card subscription: payment method, SUBSCRIPTION membership, subscription, its paid FIRST order. */
export async function buildSubscriber(handle: DbHandle, fixture: SubscriberFixture): Promise<Subscriber> {
  const db = handle.db;
  const planCode = fixture.planCode ?? 'LIGHT';
  const cycle = fixture.cycle ?? 'MONTHLY';
  const [plan] = await db.select().from(schema.membershipPlans).where(eq(schema.membershipPlans.code, planCode));
  if (!plan) throw new Error(`no plan ${planCode}`);
  const amount = priceOf(plan, cycle);
  const start = fixture.periodStart;
  const end = periodEnd(start, cycle);
  const customerKey = `cust_${randomUUID().replace(/-/g, '')}`;
  const paymentMethodId = randomUUID();
  const card = fixture.sandbox ? await issueSandboxCard(fixture.sandbox, customerKey, fixture.cardNumber) : null;
  const secret = fixture.app?.config.payments.billingKeySecret ?? 'placeholder-secret-for-tests-never-charged';
  const ciphertext = new BillingKeyCipher(secret).encrypt(card?.billingKey ?? 'bk_placeholder_never_charged', paymentMethodId);
  await db.insert(schema.paymentMethods).values({
    id: paymentMethodId,
    userId: fixture.userId,
    customerKey,
    billingKeyCiphertext: ciphertext,
    cardCompany: card?.cardCompany ?? '신한',
    cardNumber: card?.cardNumber ?? '42424242****424*',
    cardType: card?.cardType ?? '신용',
  });
  const grant = await inTransaction(db, (tx) => grantMembership(tx, { userId: fixture.userId, tierCode: planCode as never, name: plan.name, source: 'SUBSCRIPTION', now: start }));
  const subscriptionId = randomUUID();
  await db.insert(schema.subscriptions).values({
    id: subscriptionId,
    userId: fixture.userId,
    planCode,
    cycle,
    paidPrice: amount,
    status: fixture.status ?? 'ACTIVE',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    paymentMethodId,
    membershipId: grant.membershipId,
    createdAt: start,
  });
  const orderId = `ord_${randomUUID().replace(/-/g, '')}`;
  const orderName = `SPI ${plan.name} 멤버십 (${cycle === 'MONTHLY' ? '월간' : '연간'})`;
  await db.insert(schema.orders).values({
    id: orderId,
    uniqueKey: `first:${subscriptionId}`,
    idempotencyKey: orderId,
    userId: fixture.userId,
    subscriptionId,
    kind: 'FIRST',
    planCode,
    cycle,
    orderName,
    amount,
    status: 'PAID',
    periodStart: start,
    periodEnd: end,
    paymentMethodId,
    attempts: 1,
    paidAt: start,
    createdAt: start,
  });
  let paymentKey = `pay_${randomUUID().replace(/-/g, '')}`;
  let raw: Record<string, unknown> = {};
  let receiptUrl: string | null = null;
  if (fixture.sandbox && card) {
    const payment = await fixture.sandbox.gateway.charge({ billingKey: card.billingKey, customerKey, orderId, orderName, amount, idempotencyKey: orderId });
    paymentKey = payment.paymentKey;
    raw = payment.raw;
    receiptUrl = payment.receiptUrl;
  }
  await db.insert(schema.payments).values({
    id: randomUUID(),
    orderId,
    paymentKey,
    status: 'DONE',
    amount,
    balanceAmount: amount,
    cardCompany: card?.cardCompany ?? '신한',
    cardNumber: card?.cardNumber ?? '42424242****424*',
    receiptUrl,
    approvedAt: start,
    raw,
  });
  return { subscriptionId, membershipId: grant.membershipId, paymentMethodId, orderId, paymentKey, periodStart: start, periodEnd: end, amount };
}

/** An order row of any status for a user (history and admin lists). */
export async function buildOrder(handle: DbHandle, input: { userId: string; status?: 'PENDING' | 'PAID' | 'FAILED'; amount?: number; createdAt: Date; orderName?: string }): Promise<string> {
  const id = `ord_${randomUUID().replace(/-/g, '')}`;
  await handle.db.insert(schema.orders).values({
    id,
    uniqueKey: `test:${id}`,
    idempotencyKey: id,
    userId: input.userId,
    kind: 'FIRST',
    planCode: 'LIGHT',
    cycle: 'MONTHLY',
    orderName: input.orderName ?? 'SPI 라이트 멤버십 (월간)',
    amount: input.amount ?? 9900,
    status: input.status ?? 'PAID',
    failureCode: input.status === 'FAILED' ? 'REJECT_CARD_PAYMENT' : null,
    failureMessage: input.status === 'FAILED' ? '카드사에서 결제를 거절했습니다.' : null,
    paidAt: input.status === 'PAID' || input.status === undefined ? input.createdAt : null,
    createdAt: input.createdAt,
  });
  return id;
}
