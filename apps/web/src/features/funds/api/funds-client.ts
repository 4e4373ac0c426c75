'use client';

import {
  API_ROOTS, CSRF_HEADER, ERROR_CATALOGUE, FUND_REPORT_TERMS_VERSION, isErrorEnvelope,
  type FundDetailResponse, type FundListResponse, type FundReport, type FundStatisticsResponse,
} from '@spi/core';
import {
  api, ApiError, csrfToken, forgetCsrfToken, NETWORK_ERROR_MESSAGE, readAccessToken, refreshSession, type ApiErrorHandlers, type LazyResponseSchema,
} from '@/lib/api-client';

const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
/** The screens show their own states; nothing global (no alert) for these reads. */
const LOCAL: ApiErrorHandlers = { fallback: quiet, byStatus: { 401: quiet, 403: quiet } };

// The contracts module builds zod schemas on load: fetched with the first request, not in the first paint.
const funds = () => import('@spi/core/contracts/funds');
function lazy<T>(pick: (m: Awaited<ReturnType<typeof funds>>) => { parse(input: unknown): T }): LazyResponseSchema<T> {
  let cached: Promise<{ parse(input: unknown): T }> | null = null;
  return () => (cached ??= funds().then(pick));
}
const schemas = {
  list: lazy<FundListResponse>((m) => m.fundListResponseSchema),
  detail: lazy<FundDetailResponse>((m) => m.fundDetailResponseSchema),
  statistics: lazy<FundStatisticsResponse>((m) => m.fundStatisticsResponseSchema),
  reports: lazy<{ data: FundReport[] }>((m) => m.fundReportListResponseSchema),
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
// The report download: a POST answered with the file.

export interface DownloadedFile { blob: Blob; fileName: string }

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename), or null. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorEnvelope(body)) return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  const code = response.status === 401 ? 'UNAUTHENTICATED'
    : response.status === 403 ? 'FORBIDDEN'
    : response.status === 404 ? 'NOT_FOUND'
    : response.status === 429 ? 'RATE_LIMITED'
    : response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  return new ApiError(response.status, code, ERROR_CATALOGUE[code].message);
}

/**
 * POST /funds/:fundId/reports/:reportId/download with the accepted terms (ADR 019 §3): the API records
 * the download and answers the bytes. Sent like every unsafe call of lib/api-client (Bearer token, the
 * CSRF double-submit header, one fresh CSRF token on CSRF_TOKEN_INVALID, one refresh on 401), but read
 * here because the file name lives in Content-Disposition, which the shared client does not expose.
 * Throws ApiError (status 0 NETWORK_ERROR when the request never arrived).
 */
export async function downloadFundReport(report: Pick<FundReport, 'fundId' | 'id' | 'fileName'>): Promise<DownloadedFile> {
  const url = `${V1}/funds/${encodeURIComponent(report.fundId)}/reports/${encodeURIComponent(report.id)}/download`;
  const body = JSON.stringify({ acceptTerms: true, termsVersion: FUND_REPORT_TERMS_VERSION });
  const send = async (): Promise<{ response: Response; token: string | null }> => {
    const token = readAccessToken();
    const headers: Record<string, string> = {
      accept: 'application/pdf, application/octet-stream, application/json',
      'content-type': 'application/json',
      [CSRF_HEADER]: await csrfToken(),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    return { response: await globalThis.fetch(url, { method: 'POST', headers, body, credentials: 'include' }), token };
  };
  let attempt: { response: Response; token: string | null };
  try {
    attempt = await send();
    if (attempt.response.status === 403 && (await errorOf(attempt.response.clone())).code === 'CSRF_TOKEN_INVALID') {
      forgetCsrfToken();
      attempt = await send();
    }
    if (attempt.response.status === 401 && attempt.token) {
      const current = readAccessToken();
      if ((current !== null && current !== attempt.token) || (await refreshSession())) attempt = await send();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const { response } = attempt;
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? report.fileName };
}

/** Saves a blob under a file name: an object URL on a temporary a[download], revoked afterwards. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
