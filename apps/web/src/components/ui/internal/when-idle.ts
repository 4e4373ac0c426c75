/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs` where idle
 * callbacks are missing (Safari). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, { timeoutMs = 3000, fallbackMs = 1200 }: { timeoutMs?: number; fallbackMs?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(timer);
}
