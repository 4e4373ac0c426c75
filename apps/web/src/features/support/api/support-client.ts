'use client';

import { API_ROOTS, ERROR_CATALOGUE } from '@spi/core';
import type { FaqListResponse, InquiryDetail, InquiryFields, InquiryListResponse } from '@spi/core/contracts/support';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { api, isApiError, NETWORK_ERROR_MESSAGE, type ApiErrorHandlers, type ResponseSchema } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { postMultipart } from '@/lib/multipart';

/** 고객센터 and 1:1 문의 in the browser (contract: @spi/core/contracts/support). */
const FAQS = `${API_ROOTS.seoul}/support/faqs`;
const INQUIRIES = `${API_ROOTS.sejong}/inquiries`;
const quiet = () => undefined;
/** Failures are shown in place (the form's alert, the list's error state). */
const IN_PLACE: ApiErrorHandlers = { byStatus: { 400: quiet, 401: quiet, 403: quiet, 404: quiet, 409: quiet, 413: quiet, 415: quiet, 429: quiet }, fallback: quiet };

// The contracts module builds zod schemas on load: fetched with the first request, not in the first paint.
const support = () => import('@spi/core/contracts/support');
const schemas = {
  faqs: lazySchema(support, (m): ResponseSchema<FaqListResponse> => m.faqListResponseSchema),
  inquiries: lazySchema(support, (m): ResponseSchema<InquiryListResponse> => m.inquiryListResponseSchema),
  inquiry: lazySchema(support, (m): ResponseSchema<InquiryDetail> => m.inquiryDetailSchema),
};

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
    queryFn: ({ signal }) => api.get(FAQS, { schema: schemas.faqs, signal, auth: false, onError: IN_PLACE }),
    initialData: initial ?? undefined,
    staleTime: 5 * 60 * 1000,
  });
}

/** 나의 문의, one page (1-based, as listPageSchema). */
export function useMyInquiries(page: number) {
  return useQuery({
    queryKey: supportKeys.inquiryList(page),
    queryFn: ({ signal }) => api.get(INQUIRIES, { query: { page }, schema: schemas.inquiries, signal, onError: IN_PLACE }),
    placeholderData: keepPreviousData,
  });
}

export function useInquiry(id: string | null) {
  return useQuery({
    queryKey: supportKeys.inquiry(id ?? ''),
    queryFn: ({ signal }) => api.get(`${INQUIRIES}/${encodeURIComponent(id!)}`, { schema: schemas.inquiry, signal, onError: IN_PLACE }),
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

/**
 * POST /inquiries as multipart (the fields, then every file as `files`) with upload progress (lib/multipart).
 * The clientKey makes a retry safe (the same inquiry comes back).
 */
export async function submitInquiry({ fields, files, onProgress }: InquirySubmission): Promise<InquiryDetail> {
  const form = new FormData();
  form.append('category', fields.category);
  form.append('title', fields.title);
  form.append('body', fields.body);
  form.append('clientKey', fields.clientKey);
  for (const file of files) form.append('files', file, file.name);
  const body = await postMultipart(INQUIRIES, form, { onProgress, tooLargeCode: 'INQUIRY_ATTACHMENT_TOO_LARGE', unsupportedCode: 'INQUIRY_ATTACHMENT_INVALID' });
  return (await schemas.inquiry()).parse(body);
}

/** The Korean message of a failure: the API's own, else the catalogue's, else a generic one. */
export function supportErrorMessage(error: unknown, fallback = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.'): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'NETWORK_ERROR') return NETWORK_ERROR_MESSAGE;
  const known = (ERROR_CATALOGUE as Record<string, { message: string } | undefined>)[error.code];
  return error.message || known?.message || fallback;
}
