// Standard Webhooks (https://www.standardwebhooks.com) signing and verification with node:crypto only.
// Self-contained on purpose: the API imports it to verify what this sandbox (and its tests) send.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How far a `webhook-timestamp` may be from now, either way (the specification's recommendation). */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

const SECRET_PREFIX = 'whsec_';

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** A header bag as Node (`IncomingHttpHeaders`), Fastify or fetch (`Headers`) gives it. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

type Payload = string | Uint8Array;

/** The signing key of a `whsec_<base64>` secret (a bare base64 secret is accepted too). */
export function webhookSecretKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) throw new TypeError('webhook secret must be whsec_ followed by base64');
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new TypeError('webhook secret is empty');
  return key;
}

/** A new `whsec_` secret with a random 32-byte key. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** A new message id (`msg_` + random), stable across the retries of one delivery. */
export function generateWebhookId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

function payloadBuffer(payload: Payload): Buffer {
  return typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{payload}">`. `timestamp` is in unix seconds. */
export function signWebhook(secret: string, id: string, timestamp: number, payload: Payload): string {
  const mac = createHmac('sha256', webhookSecretKey(secret));
  mac.update(`${id}.${timestamp}.`, 'utf8');
  mac.update(payloadBuffer(payload));
  return `v1,${mac.digest('base64')}`;
}

/** The three headers of a signed delivery. */
export function webhookHeaders(secret: string, id: string, timestamp: number, payload: Payload): WebhookHeaders {
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, payload) };
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const value = record[name] ?? Object.entries(record).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value.join(' ') : value;
}

export interface VerifyOptions {
  /** Current time in unix seconds; default: the system clock. */
  nowSeconds?: number;
  toleranceSeconds?: number;
}

export interface VerifiedWebhook {
  id: string;
  /** Unix seconds. */
  timestamp: number;
  /** The payload parsed as JSON. */
  event: unknown;
}

/**
 * Checks the `webhook-*` headers of a delivery against the raw body (the exact bytes received) and
 * returns the parsed event. Throws WebhookVerificationError when anything does not match.
 */
export function verifyWebhook(secret: string, payload: Payload, headers: HeaderSource, options: VerifyOptions = {}): VerifiedWebhook {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures) throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature header');
  if (!/^\d{1,12}$/.test(timestampText)) throw new WebhookVerificationError('webhook-timestamp is not unix seconds');
  const timestamp = Number(timestampText);
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (timestamp < now - tolerance) throw new WebhookVerificationError('webhook-timestamp is too old');
  if (timestamp > now + tolerance) throw new WebhookVerificationError('webhook-timestamp is too far in the future');

  const expected = Buffer.from(signWebhook(secret, id, timestamp, payload).slice(3), 'base64');
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',', 2);
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('no matching webhook signature');

  let event: unknown;
  try {
    event = JSON.parse(payloadBuffer(payload).toString('utf8'));
  } catch {
    throw new WebhookVerificationError('payload is not JSON');
  }
  return { id, timestamp, event };
}
