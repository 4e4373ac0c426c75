'use client';

import { API_ROOTS, type CompareResponse, type PriceRange, type ReitPricesResponse } from '@spi/core';
import { api, type ApiErrorHandlers } from '@/lib/api-client';

const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
const SILENT: ApiErrorHandlers = { byCode: { RATE_LIMITED: quiet, NETWORK_ERROR: quiet, TOKEN_INVALID: quiet }, fallback: quiet };

export const fetchPrices = (ticker: string, range: PriceRange, signal?: AbortSignal) =>
  api.get<ReitPricesResponse>(`${V1}/reits/${encodeURIComponent(ticker)}/prices`, { query: { range }, signal, auth: false });

export const fetchIndex = (range: PriceRange, signal?: AbortSignal) =>
  api.get<{ name: string; points: Array<{ date: string; value: number }> }>(`${V1}/reits/index`, { query: { range }, signal, auth: false });

export const fetchCompare = (tickers: string[], range: PriceRange, signal?: AbortSignal) =>
  api.get<CompareResponse>(`${V1}/reits/compare`, { query: { tickers: tickers.join(','), range }, signal, auth: false });

/** The .xlsx of a REIT (401 for guests, 403 REIT_DOWNLOAD_TIER_REQUIRED below the download tiers). */
export const downloadReitWorkbook = (ticker: string, sections: string[], range: PriceRange, onError?: ApiErrorHandlers) =>
  api.get<Blob>(`${V1}/reits/${encodeURIComponent(ticker)}/download`, { query: { sections: sections.join(','), range }, responseType: 'blob', onError });

/** POST /reits/:ticker/views: counts this reader's visit once a day (주목도). Invisible to the reader. */
export const recordReitView = (ticker: string): Promise<unknown> =>
  api.post(`${V1}/reits/${encodeURIComponent(ticker)}/views`, undefined, { onError: SILENT });
