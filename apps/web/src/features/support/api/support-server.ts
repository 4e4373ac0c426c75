import 'server-only';
import { API_ROOTS } from '@spi/core';
import { faqListResponseSchema, type FaqListResponse } from '@spi/core/contracts/support';
import { cache } from 'react';
import { tolerantGetJson } from '@/lib/server/cached-api';

/** The tag every FAQ edit expires through /internal/revalidate (ADR 014, ADR 022). */
export const FAQ_TAG = 'faqs';

/** The published FAQ as a guest reads it (cached, tag 'faqs'); null when the API cannot answer (the browser then loads it). */
export const fetchPublishedFaqs = cache((): Promise<FaqListResponse | null> =>
  tolerantGetJson(`${API_ROOTS.seoul}/support/faqs`, faqListResponseSchema, { tags: [FAQ_TAG], label: 'FAQ' }));
