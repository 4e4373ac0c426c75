import { DURATIONS, LIMITS } from '@spi/core';

/** What a reader is told when code could not be fetched after the retries (modal error state, overlay snackbar). */
export const LOAD_FAILED_TEXT = {
  title: '화면을 불러오지 못했어요',
  message: '네트워크 연결을 확인한 뒤 잠시 후 다시 시도해 주세요.',
} as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `loader`; when it rejects, tries again up to `retries` more times, `delayMs` apart
 * (defaults: 3 retries, 1000 ms — spec section 9), then rethrows the last error.
 * With the defaults the loader runs at most 4 times: at 0, 1000, 2000 and 3000 ms.
 */
export async function loadWithRetry<T>(
  loader: () => Promise<T>,
  retries: number = LIMITS.lazyModalRetries,
  delayMs: number = DURATIONS.lazyModalRetryDelayMs,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await wait(delayMs);
    try {
      return await loader();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
