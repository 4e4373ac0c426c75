import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { buildPayDevServer, type PayDevServer, type PayDevServerOptions } from '../src/app';
import { ControllableClock } from '../src/clock';
import { DEFAULT_CLIENT_KEY, DEFAULT_SECRET_KEY } from '../src/config';

/** A fixed start, so dates in answers are predictable: 2026-03-02 10:00 KST. */
export const START = Date.parse('2026-03-02T01:00:00Z');

export function basicAuth(secretKey: string = DEFAULT_SECRET_KEY): string {
  return `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  idempotencyKey?: string;
  /** Authorization header; false sends none. Default: the default secret key. */
  auth?: string | false;
  headers?: Record<string, string>;
}

export interface Sandbox {
  app: PayDevServer;
  url: string;
  clock: ControllableClock;
  api<T = Record<string, unknown>>(method: string, path: string, options?: CallOptions): Promise<ApiAnswer<T>>;
  /** Registers a card through the HTML form and returns the auth key from the success redirect. */
  register(card: string, customerKey?: string): Promise<{ authKey: string; customerKey: string }>;
  /** Registers a card and issues a billing key for it. */
  billingKeyFor(card: string, customerKey?: string): Promise<{ billingKey: string; customerKey: string }>;
  charge(billingKey: string, customerKey: string, fields?: Record<string, unknown>, options?: Omit<CallOptions, 'body'>): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export const SUCCESS_URL = 'http://localhost:3000/account/billing/success';
export const FAIL_URL = 'http://localhost:3000/account/billing/fail';

export function newCustomerKey(): string {
  return `cust_${randomBytes(9).toString('base64url')}`;
}

export function newOrderId(): string {
  return `ord_${randomBytes(12).toString('base64url')}`;
}

export function registrationQuery(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    clientKey: DEFAULT_CLIENT_KEY,
    customerKey: 'cust_default',
    successUrl: SUCCESS_URL,
    failUrl: FAIL_URL,
    ...overrides,
  };
  return new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
}

export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Starts a sandbox on a random loopback port with a frozen clock at START. */
export async function startSandbox(options: PayDevServerOptions = {}): Promise<Sandbox> {
  const clock = new ControllableClock({ start: START, frozen: true });
  const app = await buildPayDevServer({ clock, webhookUrl: null, logger: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = app.payDev.baseUrl;

  const api = async <T = Record<string, unknown>>(method: string, path: string, call: CallOptions = {}): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { ...call.headers };
    if (call.auth !== false) headers.authorization = call.auth ?? basicAuth();
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
    const response = await fetch(`${url}${path}`, { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };

  const register = async (card: string, customerKey = newCustomerKey()) => {
    const response = await postForm(`${url}/billing/auth`, {
      clientKey: DEFAULT_CLIENT_KEY,
      customerKey,
      successUrl: SUCCESS_URL,
      failUrl: FAIL_URL,
      cardNumber: card,
      expiry: '12/29',
      identity: '900101',
      action: 'register',
    });
    const location = response.headers.get('location');
    if (response.status !== 303 || !location) throw new Error(`registration failed with ${response.status}`);
    const authKey = new URL(location).searchParams.get('authKey');
    if (!authKey) throw new Error(`no authKey in ${location}`);
    return { authKey, customerKey };
  };

  const billingKeyFor = async (card: string, customerKey?: string) => {
    const registered = await register(card, customerKey);
    const issued = await api<{ billingKey: string }>('POST', '/v1/billing/authorizations/issue', { body: registered });
    if (issued.status !== 200) throw new Error(`issue failed with ${issued.status}`);
    return { billingKey: issued.body.billingKey, customerKey: registered.customerKey };
  };

  const charge = (billingKey: string, customerKey: string, fields: Record<string, unknown> = {}, call: Omit<CallOptions, 'body'> = {}) =>
    api('POST', `/v1/billing/${billingKey}`, {
      ...call,
      body: { customerKey, amount: 49_500, orderId: newOrderId(), orderName: 'SPI 프리미엄 월간 구독', ...fields },
    });

  return { app, url, clock, api, register, billingKeyFor, charge, close: () => app.close() };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status the receiver answers with from now on. */
  respondWith(status: number): void;
  close(): Promise<void>;
}

/** A tiny HTTP server standing in for the API's webhook endpoint. */
export async function startWebhookReceiver(initialStatus = 200): Promise<WebhookReceiver> {
  let status = initialStatus;
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/sejong/v1/payments/webhook`,
    received,
    respondWith: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
