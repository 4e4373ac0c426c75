import { ANALYTICS_EVENTS, ANALYTICS_LIMITS } from '@spi/core';
import type { AnalyticsProps, AnalyticsSink } from './types';

/** Cookie of the random per-browser id (first-party, one year) that lets visits be counted without an account. */
export const CLIENT_ID_COOKIE = 'spi-cid';
const CLIENT_ID_DAYS = 365;
const ENDPOINT = '/api/analytics/events';
const FLUSH_DELAY_MS = 2_000;
const KNOWN = new Set<string>(ANALYTICS_EVENTS);

interface QueuedEvent {
  name: string;
  analyticsUserId: string | null;
  clientId: string | null;
  path: string;
  referrer: string | null;
  props: Record<string, string | number | boolean | null>;
}

let analyticsUserId: string | null = null;
let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

export function setAnalyticsUserId(id: string | null): void {
  analyticsUserId = id && /^[0-9a-f]{64}$/.test(id) ? id : null;
}

/** The visitor's client id, created on first use. */
export function clientId(): string | null {
  if (typeof document === 'undefined') return null;
  const existing = /(?:^|;\s*)spi-cid=([A-Za-z0-9_-]{8,64})/.exec(document.cookie)?.[1];
  if (existing) return existing;
  const bytes = new Uint8Array(16);
  globalThis.crypto?.getRandomValues?.(bytes);
  const id = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CLIENT_ID_COOKIE}=${id}; path=/; max-age=${CLIENT_ID_DAYS * 86_400}; samesite=lax${secure}`;
  return id;
}

function cleanProps(props: AnalyticsProps): QueuedEvent['props'] {
  const out: QueuedEvent['props'] = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    out[key.slice(0, 40)] = typeof value === 'string' ? value.slice(0, 200) : value;
  }
  return out;
}

/** Sends the queue (fetch keepalive survives the page closing); failures are dropped. */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const events = queue.splice(0, ANALYTICS_LIMITS.batchMax);
    try {
      void fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ events }),
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // best effort
    }
  }
}

function enqueue(name: string, props: AnalyticsProps): void {
  if (typeof window === 'undefined' || !KNOWN.has(name)) return;
  queue.push({
    name,
    analyticsUserId,
    clientId: clientId(),
    path: window.location.pathname.slice(0, ANALYTICS_LIMITS.pathMax),
    referrer: document.referrer ? document.referrer.split(/[?#]/)[0]!.slice(0, ANALYTICS_LIMITS.pathMax) : null,
    props: cleanProps(props),
  });
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flushAnalytics);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushAnalytics();
    });
  }
  if (queue.length >= ANALYTICS_LIMITS.batchMax) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

/** Batches events to POST /api/analytics/events: no consent needed (pseudonymous, own server). */
export const firstPartySink: AnalyticsSink = {
  track: (event, props) => enqueue(event, props),
  identify: (userId, props) => {
    if (userId) enqueue('user_properties', props);
  },
};

export function resetFirstPartyForTests(): void {
  queue = [];
  analyticsUserId = null;
  if (timer) clearTimeout(timer);
  timer = null;
}
