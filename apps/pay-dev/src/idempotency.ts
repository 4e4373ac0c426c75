import { createHash } from 'node:crypto';
import type { Clock } from './clock';
import { tossError } from './errors';
import type { PayStore } from './store';

/** Toss keeps idempotency keys for 15 days. */
export const IDEMPOTENCY_TTL_MS = 15 * 24 * 60 * 60 * 1000;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 300;

/**
 * The outcome of one API call. `destroy` drops the connection instead of answering (the forced
 * timeouts); a status outside 200-499 (0 = nothing committed, 5xx) is not remembered, so a retry
 * with the same key runs again.
 */
export interface ApiResult {
  status: number;
  body: unknown;
  destroy?: boolean;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${canonicalJson(body ?? null)}`).digest('base64url');
}

/** Checks an Idempotency-Key header value; throws INVALID_IDEMPOTENCY_KEY. Undefined when absent. */
export function parseIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value) || value.length === 0 || value.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw tossError('INVALID_IDEMPOTENCY_KEY');
  return value;
}

interface InFlight {
  fingerprint: string;
  done: Promise<void>;
}

/**
 * Runs each (scope, key) once. A repeat with the same fingerprint replays the remembered answer; one
 * that arrives while the first runs waits for it. A different fingerprint is IDEMPOTENT_REQUEST_BODY_MISMATCH.
 */
export class IdempotencyGuard {
  private readonly inFlight = new Map<string, InFlight>();

  constructor(
    private readonly store: PayStore,
    private readonly clock: Clock,
  ) {}

  async run(scope: string, key: string, fingerprint: string, execute: () => Promise<ApiResult>): Promise<ApiResult & { replayed: boolean }> {
    const storeKey = `${scope}:${key}`;
    for (;;) {
      const now = this.clock.now();
      const remembered = this.store.idempotency.get(storeKey);
      if (remembered && remembered.expiresAt > now) {
        if (remembered.fingerprint !== fingerprint) throw tossError('IDEMPOTENT_REQUEST_BODY_MISMATCH');
        return { status: remembered.status, body: remembered.body, replayed: true };
      }
      const running = this.inFlight.get(storeKey);
      if (running) {
        if (running.fingerprint !== fingerprint) throw tossError('IDEMPOTENT_REQUEST_BODY_MISMATCH');
        await running.done;
        continue;
      }

      let finish = () => undefined as void;
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      this.inFlight.set(storeKey, { fingerprint, done });
      try {
        const result = await execute();
        if (result.status >= 200 && result.status < 500) {
          const at = this.clock.now();
          this.store.idempotency.set(storeKey, { key: storeKey, fingerprint, status: result.status, body: result.body, createdAt: at, expiresAt: at + IDEMPOTENCY_TTL_MS });
          this.store.changed();
        }
        return { ...result, replayed: false };
      } finally {
        this.inFlight.delete(storeKey);
        finish();
      }
    }
  }
}
