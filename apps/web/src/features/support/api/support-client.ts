'use client';

import {
  API_ROOTS, CSRF_HEADER, ERROR_CATALOGUE, isErrorEnvelope, type ErrorCode,
} from '@spi/core';
import {
  faqListResponseSchema, inquiryDetailSchema, inquiryListResponseSchema,
  type FaqListResponse, type InquiryDetail, type InquiryFields,
} from '@spi/core/contracts/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  api, ApiError, csrfToken, forgetCsrfToken, isApiError, NETWORK_ERROR_MESSAGE, readAccessToken, refreshSession,
  type ApiErrorHandlers,
} from '@/lib/api-client';

/** 고객센터 and 1:1 문의 in the browser (contract: @spi/core/contracts/support). */
const FAQS = `${API_ROOTS.seoul}/support/faqs`;
const INQUIRIES = `${API_ROOTS.sejong}/inquiries`;
const quiet = () => undefined;
/** Failures are shown in place (the form's alert, the list's error state). */
const IN_PLACE: ApiErrorHandlers = { byStatus: { 400: quiet, 401: quiet, 403: quiet, 404: quiet, 409: quiet, 413: quiet, 415: quiet, 429: quiet }, fallback: quiet };

export const supportKeys = {
  faqs: ['support', 'faqs'] as const,
  inquiries: ['support', 'inquiries'] as const,
  inquiryList: (page: number) => ['support', 'inquiries', 'list', page] as const,
  inquiry: (id: string) => ['support', 'inquiries', 'detail', id] as const,
};

/** The published FAQ; `initial` is what the static page was built with (null when the build could not read it). */
export function useFaqs(initial: FaqListResponse | null) {
  return useQuery({
    queryKey: supportKeys.faqs,
    queryFn: ({ signal }) => api.get(FAQS, { schema: faqListResponseSchema, signal, auth: false, onError: IN_PLACE }),
    initialData: initial ?? undefined,
    staleTime: 5 * 60 * 1000,
  });
}

/** 나의 문의, one page (1-based, as listPageSchema). */
export function useMyInquiries(page: number) {
  return useQuery({
    queryKey: supportKeys.inquiryList(page),
    queryFn: ({ signal }) => api.get(INQUIRIES, { query: { page }, schema: inquiryListResponseSchema, signal, onError: IN_PLACE }),
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(id: string | null) {
  return useQuery({
    queryKey: supportKeys.inquiry(id ?? ''),
    queryFn: ({ signal }) => api.get(`${INQUIRIES}/${encodeURIComponent(id!)}`, { schema: inquiryDetailSchema, signal, onError: IN_PLACE }),
    enabled: Boolean(id),
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

// --- new inquiry (multipart, with upload progress) ----------------------------------------------

export interface InquirySubmission {
  fields: InquiryFields;
  files: readonly File[];
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

interface XhrResult { status: number; body: unknown; token: string | null }

/** The error of a non-2xx answer: the API's envelope, else the catalogue's message for the status. */
export function inquiryUploadError(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) return new ApiError(status, body.error.code, body.error.message, body.error.details);
  const code: ErrorCode = status === 413 ? 'INQUIRY_ATTACHMENT_TOO_LARGE'
    : status === 415 ? 'INQUIRY_ATTACHMENT_INVALID'
    : status === 401 ? 'UNAUTHENTICATED'
    : status === 403 ? 'FORBIDDEN'
    : status === 429 ? 'RATE_LIMITED'
    : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  return new ApiError(status, code, ERROR_CATALOGUE[code].message);
}

/**
 * POST /inquiries as multipart (the fields, then every file as `files`) with XMLHttpRequest for real
 * upload progress. Same rules as lib/api-client: Bearer token, the CSRF header, one fresh CSRF token on
 * CSRF_TOKEN_INVALID, one refresh and retry on 401. The clientKey makes a retry safe (same inquiry back).
 */
export async function submitInquiry({ fields, files, onProgress }: InquirySubmission): Promise<InquiryDetail> {
  const send = async (): Promise<XhrResult> => {
    const token = readAccessToken();
    const csrf = await csrfToken();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', INQUIRIES);
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.setRequestHeader(CSRF_HEADER, csrf);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          body = null;
        }
        resolve({ status: xhr.status, body, token });
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
      const form = new FormData();
      form.append('category', fields.category);
      form.append('title', fields.title);
      form.append('body', fields.body);
      form.append('clientKey', fields.clientKey);
      for (const file of files) form.append('files', file, file.name);
      xhr.send(form);
    });
  };

  let result = await send();
  if (result.status === 403 && inquiryUploadError(result.status, result.body).code === 'CSRF_TOKEN_INVALID') {
    forgetCsrfToken();
    result = await send();
  }
  if (result.status === 401 && result.token) {
    const current = readAccessToken();
    if ((current !== null && current !== result.token) || (await refreshSession())) result = await send();
  }
  if (result.status < 200 || result.status >= 300) {
    const error = inquiryUploadError(result.status, result.body);
    console.warn(`[api] POST ${INQUIRIES} -> ${error.status} ${error.code}`);
    throw error;
  }
  onProgress?.(1);
  return inquiryDetailSchema.parse(result.body);
}

/** The Korean message of a failure: the API's own, else the catalogue's, else a generic one. */
export function supportErrorMessage(error: unknown, fallback = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.'): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'NETWORK_ERROR') return NETWORK_ERROR_MESSAGE;
  const known = (ERROR_CATALOGUE as Record<string, { message: string } | undefined>)[error.code];
  return error.message || known?.message || fallback;
}
