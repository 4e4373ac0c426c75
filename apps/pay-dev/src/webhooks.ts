import { toKstIso, type Clock } from './clock';
import { generateWebhookId, signWebhook } from './standard-webhooks';
import type { PayStore, WebhookAttempt, WebhookDelivery } from './store';

/** Toss's retry schedule: minutes after the previous attempt, 7 retries, then the delivery is given up. */
export const WEBHOOK_RETRY_DELAYS_MINUTES = [1, 4, 16, 64, 256, 1024, 4096] as const;
/** How long one attempt may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookEventType = 'PAYMENT_STATUS_CHANGED' | 'BILLING_DELETED';

/** What one attempt did, as /__control/webhooks/flush and /replay report it. */
export interface WebhookAttemptReport {
  id: string;
  eventType: string;
  /** 1 for the first attempt, 2 for the first retry, ... (replays are numbered too). */
  attempt: number;
  replay: boolean;
  ok: boolean;
  status?: number;
  error?: string;
  deliveryStatus: WebhookDelivery['status'];
  nextAttemptAt: string | null;
}

export interface WebhookDispatcherOptions {
  store: PayStore;
  clock: Clock;
  /** null: no webhooks are created at all. */
  url: string | null;
  secret: string;
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void };
  timeoutMs?: number;
}

/** Creates, signs, sends and retries webhook deliveries. Due deliveries go out on deliverDue(). */
export class WebhookDispatcher {
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private readonly abort = new AbortController();

  constructor(private readonly options: WebhookDispatcherOptions) {}

  get url(): string | null {
    return this.options.url;
  }

  /** Queues an event for immediate delivery (on the next deliverDue()). */
  enqueue(eventType: WebhookEventType, data: unknown): WebhookDelivery | undefined {
    if (this.options.url === null) return undefined;
    const now = this.options.clock.now();
    const delivery: WebhookDelivery = {
      id: generateWebhookId(),
      eventType,
      payload: JSON.stringify({ eventType, createdAt: toKstIso(now), data }),
      url: this.options.url,
      createdAt: now,
      status: 'pending',
      nextAttemptAt: now,
      attempts: [],
    };
    this.options.store.webhooks.set(delivery.id, delivery);
    this.options.store.changed();
    if (this.timer) setImmediate(() => void this.deliverDue());
    return delivery;
  }

  /** Attempts every pending delivery whose time has come (by the clock) and reports each attempt. */
  async deliverDue(): Promise<WebhookAttemptReport[]> {
    const now = this.options.clock.now();
    const due = [...this.options.store.webhooks.values()]
      .filter((delivery) => delivery.status === 'pending' && delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now && !this.inFlight.has(delivery.id))
      .sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0));
    return Promise.all(due.map((delivery) => this.attempt(delivery, { replay: false })));
  }

  /** Sends a delivery again outside the schedule: the same webhook-id and body, and (unless `resign`) the same timestamp and signature. */
  async replay(id: string, options: { resign?: boolean } = {}): Promise<WebhookAttemptReport | undefined> {
    const delivery = this.options.store.webhooks.get(id);
    if (!delivery) return undefined;
    const last = delivery.attempts.at(-1);
    return this.attempt(delivery, { replay: true, reuse: options.resign || !last ? undefined : { timestamp: last.timestamp, signature: last.signature } });
  }

  /** Delivers due webhooks every `intervalMs` until stop(). */
  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.deliverDue(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Stops the timer and aborts attempts in flight (they count as failed and stay scheduled). */
  close(): void {
    this.stop();
    this.abort.abort();
  }

  private async attempt(delivery: WebhookDelivery, how: { replay: boolean; reuse?: { timestamp: number; signature: string } }): Promise<WebhookAttemptReport> {
    const { clock, secret, store } = this.options;
    const url = this.options.url ?? delivery.url;
    const at = clock.now();
    const timestamp = how.reuse?.timestamp ?? Math.floor(at / 1000);
    const signature = how.reuse?.signature ?? signWebhook(secret, delivery.id, timestamp, delivery.payload);
    if (!how.replay) this.inFlight.add(delivery.id);
    const record: WebhookAttempt = { at, timestamp, signature, ok: false };
    if (how.replay) record.replay = true;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SPI-pay-dev (Toss Payments sandbox)',
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature,
        },
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs ?? WEBHOOK_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
      record.ok = response.status >= 200 && response.status < 300;
    } catch (error) {
      record.error = describeFetchError(error);
    } finally {
      this.inFlight.delete(delivery.id);
    }

    delivery.attempts.push(record);
    if (!how.replay) {
      const retriesSoFar = delivery.attempts.filter((attempt) => !attempt.replay).length - 1;
      const delay = WEBHOOK_RETRY_DELAYS_MINUTES[retriesSoFar];
      if (record.ok) {
        delivery.status = 'delivered';
        delivery.nextAttemptAt = null;
      } else if (delay === undefined) {
        delivery.status = 'failed';
        delivery.nextAttemptAt = null;
      } else {
        delivery.nextAttemptAt = at + delay * 60_000;
      }
      const details = { webhookId: delivery.id, eventType: delivery.eventType, status: record.status, error: record.error, deliveryStatus: delivery.status };
      if (record.ok) this.options.log?.info(details, 'webhook delivered');
      else this.options.log?.warn(details, delivery.status === 'failed' ? 'webhook given up after 7 retries' : 'webhook attempt failed; will retry');
    }
    store.changed();
    return {
      id: delivery.id,
      eventType: delivery.eventType,
      attempt: delivery.attempts.length,
      replay: how.replay,
      ok: record.ok,
      ...(record.status === undefined ? {} : { status: record.status }),
      ...(record.error === undefined ? {} : { error: record.error }),
      deliveryStatus: delivery.status,
      nextAttemptAt: delivery.nextAttemptAt === null ? null : toKstIso(delivery.nextAttemptAt),
    };
  }
}

function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  if (error.name === 'TimeoutError') return 'timeout';
  if (error.name === 'AbortError') return 'aborted';
  return cause?.code ?? cause?.message ?? error.message;
}

/** A delivery as the control API lists it: times in ISO, the body parsed. */
export function describeDelivery(delivery: WebhookDelivery): Record<string, unknown> {
  return {
    id: delivery.id,
    eventType: delivery.eventType,
    status: delivery.status,
    url: delivery.url,
    createdAt: toKstIso(delivery.createdAt),
    nextAttemptAt: delivery.nextAttemptAt === null ? null : toKstIso(delivery.nextAttemptAt),
    attempts: delivery.attempts.map((attempt) => ({
      at: toKstIso(attempt.at),
      timestamp: attempt.timestamp,
      ok: attempt.ok,
      ...(attempt.status === undefined ? {} : { status: attempt.status }),
      ...(attempt.error === undefined ? {} : { error: attempt.error }),
      replay: attempt.replay === true,
    })),
    payload: JSON.parse(delivery.payload) as unknown,
  };
}
