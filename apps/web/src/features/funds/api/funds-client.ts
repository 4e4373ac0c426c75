'use client';

import {
  API_ROOTS, FUND_REPORT_TERMS_VERSION, type FundDetailResponse, type FundListResponse, type FundReport, type FundStatisticsResponse,
} from '@spi/core';
import { api, apiDownload, type ApiErrorHandlers, type ResponseSchema } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
/** The screens show their own states; nothing global (no alert) for these reads. */
const LOCAL: ApiErrorHandlers = { fallback: quiet, byStatus: { 401: quiet, 403: quiet } };

// The contracts module builds zod schemas on load: fetched with the first request, not in the first paint.
const funds = () => import('@spi/core/contracts/funds');
const schemas = {
  list: lazySchema(funds, (m): ResponseSchema<FundListResponse> => m.fundListResponseSchema),
  detail: lazySchema(funds, (m): ResponseSchema<FundDetailResponse> => m.fundDetailResponseSchema),
  statistics: lazySchema(funds, (m): ResponseSchema<FundStatisticsResponse> => m.fundStatisticsResponseSchema),
  reports: lazySchema(funds, (m): ResponseSchema<{ data: FundReport[] }> => m.fundReportListResponseSchema),
};
/** A signed-in viewer's answers are personal: never from the browser's HTTP cache of a guest's. */
const PERSONAL = { cache: 'no-store' as RequestCache };

export const fundQueryKeys = {
  all: ['funds'] as const,
  list: (search: string, userId: string | null) => ['funds', 'list', search, userId] as const,
  detail: (fundId: string, userId: string | null) => ['funds', 'detail', fundId, userId] as const,
  statistics: (userId: string | null) => ['funds', 'statistics', userId] as const,
  reports: (userId: string | null) => ['funds', 'reports', userId] as const,
};

/** GET /funds with the list's query string ('' or '?kind=…', the API's query, ADR 019); with the token when signed in. */
export const fetchFundList = (search: string, auth: boolean, signal?: AbortSignal): Promise<FundListResponse> =>
  api.get(`${V1}/funds${search}`, { schema: schemas.list, auth, signal, onError: LOCAL, ...(auth ? PERSONAL : {}) });

/** GET /funds/:fundId as the signed-in viewer (figures with funds.view, reports with fund authority). */
export const fetchFundDetail = (fundId: string, signal?: AbortSignal): Promise<FundDetailResponse> =>
  api.get(`${V1}/funds/${encodeURIComponent(fundId)}`, { schema: schemas.detail, signal, onError: LOCAL, ...PERSONAL });

/** GET /funds/statistics (401 for guests, 403 FUND_FIGURES_TIER_REQUIRED without funds.view). */
export const fetchFundStatistics = (signal?: AbortSignal): Promise<FundStatisticsResponse> =>
  api.get(`${V1}/funds/statistics`, { schema: schemas.statistics, signal, onError: LOCAL, ...PERSONAL });

/** GET /funds/reports (401 for guests, 403 ACCESS_MEMBERSHIP_TIER_REQUIRED without fund authority). */
export const fetchFundReports = (signal?: AbortSignal): Promise<FundReport[]> =>
  api.get(`${V1}/funds/reports`, { schema: schemas.reports, signal, onError: LOCAL, ...PERSONAL }).then((r) => r.data);

// ---------------------------------------------------------------------------------------------------
// The report download: a POST answered with the file (lib/api-client apiDownload).

/**
 * POST /funds/:fundId/reports/:reportId/download with the accepted terms (ADR 019 §3): the API records
 * the download and answers the bytes, named by Content-Disposition (the report's file name otherwise).
 * Silent: the confirm modal shows every failure. Throws ApiError (status 0 NETWORK_ERROR when the request never arrived).
 */
export async function downloadFundReport(report: Pick<FundReport, 'fundId' | 'id' | 'fileName'>): Promise<{ blob: Blob; fileName: string }> {
  const url = `${V1}/funds/${encodeURIComponent(report.fundId)}/reports/${encodeURIComponent(report.id)}/download`;
  const file = await apiDownload(url, {
    method: 'POST',
    body: { acceptTerms: true, termsVersion: FUND_REPORT_TERMS_VERSION },
    headers: { accept: 'application/pdf, application/octet-stream, application/json' },
    silent: true,
  });
  return { blob: file.blob, fileName: file.fileName ?? report.fileName };
}
