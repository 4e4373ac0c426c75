'use client';

import {
  API_ROOTS, CSRF_HEADER, ERROR_CATALOGUE, FUND_REPORT_TERMS_VERSION, fundDetailResponseSchema, fundListResponseSchema,
  fundReportListResponseSchema, fundStatisticsResponseSchema, isErrorEnvelope,
  type FundDetailResponse, type FundListResponse, type FundReport, type FundStatisticsResponse,
} from '@spi/core';
import {
  api, ApiError, csrfToken, forgetCsrfToken, NETWORK_ERROR_MESSAGE, readAccessToken, refreshSession, type ApiErrorHandlers,
} from '@/lib/api-client';

const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
/** The screens show their own states; nothing global (no alert) for these reads. */
const LOCAL: ApiErrorHandlers = { fallback: quiet, byStatus: { 401: quiet, 403: quiet } };

export const fundQueryKeys = {
  all: ['funds'] as const,
  list: (search: string, userId: string | null) => ['funds', 'list', search, userId] as const,
  detail: (fundId: string, userId: string | null) => ['funds', 'detail', fundId, userId] as const,
  statistics: (userId: string | null) => ['funds', 'statistics', userId] as const,
  reports: (userId: string | null) => ['funds', 'reports', userId] as const,
};

/** GET /funds with the list's URL query (the API's query string, ADR 019); the token goes along when there is one. */
export const fetchFundList = (search: string, signal?: AbortSignal): Promise<FundListResponse> =>
  api.get(`${V1}/funds${search ? `?${search}` : ''}`, { schema: fundListResponseSchema, signal, onError: LOCAL });

export const fetchFundDetail = (fundId: string, signal?: AbortSignal): Promise<FundDetailResponse> =>
  api.get(`${V1}/funds/${encodeURIComponent(fundId)}`, { schema: fundDetailResponseSchema, signal, onError: LOCAL });

export const fetchFundStatistics = (signal?: AbortSignal): Promise<FundStatisticsResponse> =>
  api.get(`${V1}/funds/statistics`, { schema: fundStatisticsResponseSchema, signal, onError: LOCAL });

export const fetchFundReports = (signal?: AbortSignal): Promise<FundReport[]> =>
  api.get(`${V1}/funds/reports`, { schema: fundReportListResponseSchema, signal, onError: LOCAL }).then((r) => r.data);

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
