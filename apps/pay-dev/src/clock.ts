/** Milliseconds since the epoch. Everything time-based (auth keys, idempotency, webhook retries) reads it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ControllableClockOptions {
  /** Start time (ms or ISO string); default: the current time. */
  start?: number | string;
  /**
   * Frozen: time moves only through set/advance (what unit tests want). Not frozen (the default):
   * real time plus an offset that set/advance change (what a running sandbox wants).
   */
  frozen?: boolean;
}

function toMillis(value: number | string): number {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) throw new RangeError(`not a time: ${String(value)}`);
  return ms;
}

/** A clock that tests and the control API can set and move forward. */
export class ControllableClock implements Clock {
  private readonly frozen: boolean;
  /** Frozen: the current time. Running: the offset from Date.now(). */
  private value: number;

  constructor(options: ControllableClockOptions = {}) {
    this.frozen = options.frozen ?? false;
    const start = options.start === undefined ? Date.now() : toMillis(options.start);
    this.value = this.frozen ? start : start - Date.now();
  }

  now(): number {
    return this.frozen ? this.value : Date.now() + this.value;
  }

  /** Jumps to `time` (ms or ISO string); backwards is allowed. */
  set(time: number | string): void {
    const ms = toMillis(time);
    this.value = this.frozen ? ms : ms - Date.now();
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError(`not a duration: ${ms}`);
    this.value += ms;
  }
}

export function isControllableClock(clock: Clock): clock is ControllableClock {
  return clock instanceof ControllableClock;
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO 8601 in Korea Standard Time, as Toss writes it: `2024-02-13T12:18:14+09:00`. */
export function toKstIso(ms: number): string {
  return `${new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** Year (4 digits) and month (1-12) of a moment in Korea. */
export function kstYearMonth(ms: number): { year: number; month: number } {
  const date = new Date(ms + KST_OFFSET_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}
