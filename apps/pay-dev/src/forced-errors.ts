import { ERRORS, isKnownErrorCode } from './errors';
import type { ForcedError } from './payments';

/** The API areas a forced error can target: `lookup` is both GET /v1/payments routes, `delete` is DELETE /v1/billing/{billingKey}. */
export const FORCED_PATHS = ['charge', 'issue', 'cancel', 'lookup', 'delete'] as const;
export type ForcedPath = (typeof FORCED_PATHS)[number];

/** Commit (payment, billing key, cancellation), then drop the connection without answering. */
export const TIMEOUT_AFTER_COMMIT = 'TIMEOUT_AFTER_COMMIT';
/** Drop the connection without committing anything. */
export const TIMEOUT_BEFORE_COMMIT = 'TIMEOUT_BEFORE_COMMIT';

export interface ForcedErrorRequest {
  path: ForcedPath;
  code: string;
  status?: number;
  message?: string;
  /** How many matching calls fail; default 1. */
  times?: number;
}

interface Pending extends ForcedError {
  remaining: number;
}

export function isTimeoutCode(code: string): boolean {
  return code === TIMEOUT_AFTER_COMMIT || code === TIMEOUT_BEFORE_COMMIT;
}

/** Failures queued by POST /__control/force-error, taken in order by the next matching calls. */
export class ForcedErrors {
  private readonly queues = new Map<ForcedPath, Pending[]>();

  add(request: ForcedErrorRequest): ForcedError & { path: ForcedPath; times: number } {
    const known = isKnownErrorCode(request.code) ? ERRORS[request.code] : undefined;
    const status = isTimeoutCode(request.code) ? 0 : (request.status ?? known?.status ?? 400);
    const message = request.message ?? known?.message ?? `테스트를 위해 강제로 발생시킨 오류입니다. (${request.code})`;
    const times = request.times ?? 1;
    const queue = this.queues.get(request.path) ?? [];
    queue.push({ code: request.code, status, message, remaining: times });
    this.queues.set(request.path, queue);
    return { path: request.path, code: request.code, status, message, times };
  }

  /** The failure for the next call to `path`, if one is queued. */
  take(path: ForcedPath): ForcedError | undefined {
    const queue = this.queues.get(path);
    const next = queue?.[0];
    if (!queue || !next) return undefined;
    next.remaining -= 1;
    if (next.remaining <= 0) queue.shift();
    return { code: next.code, status: next.status, message: next.message };
  }

  list(): Array<ForcedError & { path: ForcedPath; remaining: number }> {
    return [...this.queues.entries()].flatMap(([path, queue]) => queue.map((entry) => ({ path, ...entry })));
  }

  clear(): void {
    this.queues.clear();
  }
}
