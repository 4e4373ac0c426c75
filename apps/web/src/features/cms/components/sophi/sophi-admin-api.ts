'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { API_ROOTS, sophiFeedbackListSchema, sophiUsageSchema } from '@spi/core';
import { api, apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** The admin screen of Sophi (ADR 021): usage, feedback, and the CSV of questions without a good answer (ROLE_ADMIN). */

export const SOPHI_ADMIN = `${API_ROOTS.seoul}/admin/sophi`;
export const SOPHI_PERIODS = [7, 30, 90] as const;
export type SophiPeriod = (typeof SOPHI_PERIODS)[number];
export type SophiRatingFilter = 'all' | 'up' | 'down';
export const SOPHI_FEEDBACK_PAGE_SIZE = 20;

/** TanStack Query keys; every key starts with 'cms' so a sign-out drops them with the rest of the CMS. */
export const sophiAdminKeys = {
  all: () => ['cms', 'sophi'] as const,
  usage: (days: number) => ['cms', 'sophi', 'usage', days] as const,
  feedback: (query: { rating: SophiRatingFilter; page: number }) => ['cms', 'sophi', 'feedback', query] as const,
};

export const useSophiUsage = (days: SophiPeriod) =>
  useQuery({
    queryKey: sophiAdminKeys.usage(days),
    queryFn: ({ signal }) => api.get(`${SOPHI_ADMIN}/usage`, { query: { days }, schema: sophiUsageSchema, signal, cache: 'no-cache' }),
    placeholderData: keepPreviousData,
  });

/** `page` is 0-based, as the API counts. */
export const useSophiFeedback = (rating: SophiRatingFilter, page: number) =>
  useQuery({
    queryKey: sophiAdminKeys.feedback({ rating, page }),
    queryFn: ({ signal }) =>
      api.get(`${SOPHI_ADMIN}/feedback`, { query: { rating, page, size: SOPHI_FEEDBACK_PAGE_SIZE }, schema: sophiFeedbackListSchema, signal, cache: 'no-cache' }),
    placeholderData: keepPreviousData,
  });

/** The address of the export (the link works without script too). */
export const unansweredCsvHref = (days: number) => `${SOPHI_ADMIN}/unanswered.csv?days=${days}`;

/** GET …/unanswered.csv through the API client (fresh token, one refresh on 401), saved under the server's file name. */
export async function downloadUnansweredCsv(days: number): Promise<void> {
  const file = await apiDownload(`${SOPHI_ADMIN}/unanswered.csv`, { query: { days }, headers: { accept: 'text/csv, application/json' }, silent: true });
  saveBlob(file.blob, file.fileName ?? 'sophi-unanswered.csv');
}
