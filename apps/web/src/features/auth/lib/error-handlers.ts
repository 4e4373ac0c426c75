'use client';

import { showSnackbar } from '@/components/ui';
import { setGlobalErrorHandlers, type ApiError } from '@/lib/api-client';

let installed = false;

/**
 * App-wide API error handling (spec section 8). Codes first, then status defaults (400, 403, 404 and
 * 500 stay quiet: the screen that asked shows its own message), then the fallback.
 */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  const warn = (error: ApiError) => showSnackbar({ type: 'Warning', message: error.message, position: 'bottom-center' });
  setGlobalErrorHandlers({
    byCode: {
      RATE_LIMITED: warn,
      ACCOUNT_LOCKED: warn,
      NETWORK_ERROR: (error) => showSnackbar({ type: 'Danger', message: error.message, position: 'bottom-center' }),
      TOKEN_INVALID: () => console.warn('유효하지 않은 액세스 토큰입니다.'),
    },
  });
}
