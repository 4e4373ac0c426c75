/**
 * The error-reporting service as seen by the rest of the app: `captureError` forwards to the Sentry
 * client once it is loaded (only when a DSN is configured); until then a few errors wait in a queue.
 * No SDK code lives here, so importing this costs nothing on the first load.
 */
export type ErrorCapture = (error: unknown, context?: Record<string, unknown>) => void;

const QUEUE_MAX = 10;
let capture: ErrorCapture | null = null;
let queue: Array<[unknown, Record<string, unknown> | undefined]> = [];
let disabled = false;

export function captureError(error: unknown, context?: Record<string, unknown>): void {
  try {
    if (capture) capture(error, context);
    else if (!disabled && queue.length < QUEUE_MAX) queue.push([error, context]);
  } catch {
    // Reporting must never cause a second failure.
  }
}

/** Installs the reporter (Sentry loaded) and sends what waited; null means reporting is off. */
export function setErrorCapture(next: ErrorCapture | null): void {
  capture = next;
  disabled = next === null;
  const waiting = queue;
  queue = [];
  if (next) for (const [error, context] of waiting) captureError(error, context);
}

export function resetErrorCaptureForTests(): void {
  capture = null;
  queue = [];
  disabled = false;
}
