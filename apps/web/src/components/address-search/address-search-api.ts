'use client';

import { API_ROOTS, addressSearchResponseSchema } from '@spi/core';
import { api } from '@/lib/api-client';

export const ADDRESS_PAGE_SIZE = 10;

/** GET /addresses?query=&page=&size=: one page of results, and which provider answers ('local' or 'daum'). */
export function searchAddresses(query: string, page: number, signal?: AbortSignal) {
  return api.get(`${API_ROOTS.sejong}/addresses`, {
    query: { query, page, size: ADDRESS_PAGE_SIZE },
    schema: addressSearchResponseSchema,
    signal,
    // Shown in the modal itself.
    onError: { fallback: () => undefined, byStatus: { 400: () => undefined, 429: () => undefined, 500: () => undefined, 502: () => undefined } },
  });
}

/** Whether another page exists after `page` of `count` results. */
export function hasMorePages(count: number, page: number, size = ADDRESS_PAGE_SIZE): boolean {
  return (page + 1) * size < count;
}
