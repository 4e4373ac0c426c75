'use client';

import { API_ROOTS } from '@spi/core';
import type { DealDetailResponse, DealListResponse, DealStatisticsResponse } from '@spi/core';
import { api, type ApiErrorHandlers, type ResponseSchema } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
/** The screens show their own error and lock states: no global snackbar or redirect. */
const QUIET: ApiErrorHandlers = { byStatus: { 401: quiet, 403: quiet, 404: quiet }, fallback: quiet };

// The contracts module builds zod schemas on load: fetched with the first request, not in the first paint.
const deals = () => import('@spi/core/contracts/deals');
const schemas = {
  list: lazySchema(deals, (m): ResponseSchema<DealListResponse> => m.dealListResponseSchema),
  detail: lazySchema(deals, (m): ResponseSchema<DealDetailResponse> => m.dealDetailResponseSchema),
  statistics: lazySchema(deals, (m): ResponseSchema<DealStatisticsResponse> => m.dealStatisticsResponseSchema),
};

/** GET /deals with the page's query string ('?type=OFFICE…'); with the viewer's token when signed in. */
export const fetchDealList = (search: string, auth: boolean, signal?: AbortSignal) =>
  api.get<DealListResponse>(`${V1}/deals${search}`, { schema: schemas.list, auth, signal, onError: QUIET, ...(auth ? { cache: 'no-store' as RequestCache } : {}) });

/** GET /deals/:id as the signed-in viewer (prices when the tier allows). */
export const fetchDealDetail = (id: string, signal?: AbortSignal) =>
  api.get<DealDetailResponse>(`${V1}/deals/${encodeURIComponent(id)}`, { schema: schemas.detail, signal, onError: QUIET, cache: 'no-store' });

/** GET /deals/statistics (deals.statistics: 401 for guests, 403 DEAL_STATISTICS_TIER_REQUIRED below the tier). */
export const fetchDealStatistics = (year: number | null, signal?: AbortSignal) =>
  api.get<DealStatisticsResponse>(`${V1}/deals/statistics`, { schema: schemas.statistics, query: { year }, signal, onError: QUIET });

/** GET /deals/export with the list's query: the .xlsx as a Blob. */
export const downloadDealExport = (search: string) =>
  api.get<Blob>(`${V1}/deals/export${search}`, { responseType: 'blob', onError: QUIET });
