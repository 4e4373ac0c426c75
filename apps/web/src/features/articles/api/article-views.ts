'use client';

import { API_ROOTS } from '@spi/core';
import { api, type ApiErrorHandlers } from '@/lib/api-client';

const quiet = () => undefined;
/** Counting a view is invisible to the reader: no snackbar for a rate limit or a dropped connection. */
const SILENT: ApiErrorHandlers = { byCode: { RATE_LIMITED: quiet, NETWORK_ERROR: quiet, TOKEN_INVALID: quiet }, fallback: quiet };

/** POST /articles/:id/views: counts this reader's read (once a day) and records it in their history. */
export const recordArticleView = (articleId: number): Promise<unknown> =>
  api.post(`${API_ROOTS.seoul}/articles/${articleId}/views`, undefined, { onError: SILENT });
