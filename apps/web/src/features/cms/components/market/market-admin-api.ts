'use client';

import { useQuery } from '@/lib/query';
import {
  API_ROOTS, adminDealResponseSchema, adminFundResponseSchema, dealListResponseSchema, fundListResponseSchema, fundReportDownloadLogSchema,
  fundReportSchema, type DealInput, type FundInput, type FundReport, type FundReportKind,
} from '@spi/core';
import { api, type ResponseSchema } from '@/lib/api-client';
import { postMultipart, type UploadOptions } from '../../api/upload';

/**
 * The admin screens of 딜정보 and 사모펀드 (ADR 019): the lists reuse the public list endpoints (staff see
 * every field), the editors read GET /admin/{deals|funds}/:id (record + audit trail), writes go through
 * the API client (CSRF header, one refresh on 401), report files through the multipart uploader.
 */

const V1 = API_ROOTS.seoul;
const ADMIN = `${V1}/admin`;

/** TanStack Query keys; every key starts with 'cms' so a sign-out drops them with the rest of the CMS. */
export const marketAdminKeys = {
  deals: () => ['cms', 'deals'] as const,
  dealLists: () => ['cms', 'deals', 'list'] as const,
  dealList: (query: Record<string, unknown>) => ['cms', 'deals', 'list', query] as const,
  deal: (id: string) => ['cms', 'deals', 'detail', id] as const,
  funds: () => ['cms', 'funds'] as const,
  fundLists: () => ['cms', 'funds', 'list'] as const,
  fundList: (query: Record<string, unknown>) => ['cms', 'funds', 'list', query] as const,
  fund: (id: string) => ['cms', 'funds', 'detail', id] as const,
  downloads: (fundId: string, reportId: string) => ['cms', 'funds', 'downloads', fundId, reportId] as const,
};

export interface AdminListQuery { q?: string; type?: string; status?: string; page: number; size: number }

/** POST/PUT answer { deal } / { fund }: only the id is needed (the editor reads the record again). */
function savedIdSchema<K extends 'deal' | 'fund'>(key: K): ResponseSchema<Record<K, { id: string }>> {
  return {
    parse(input: unknown) {
      const record = (input as Record<string, unknown> | null)?.[key] as { id?: unknown } | undefined;
      if (!record || typeof record.id !== 'string') throw new Error(`missing ${key}.id`);
      return { [key]: { id: record.id } } as Record<K, { id: string }>;
    },
  };
}

/** The writes of an admin record: POST a new one, PUT an existing one (the id is in the path, not the body), DELETE; each answers the id. */
function recordWrites<I extends { id?: unknown }>(resource: 'deals' | 'funds', key: 'deal' | 'fund') {
  const schema = savedIdSchema(key);
  const path = (id: string) => `${ADMIN}/${resource}/${encodeURIComponent(id)}`;
  return {
    create: (input: I): Promise<string> => api.post(`${ADMIN}/${resource}`, input, { schema }).then((r) => r[key].id),
    update: (id: string, input: I): Promise<string> => {
      const { id: _id, ...body } = input;
      return api.put(path(id), body, { schema }).then((r) => r[key].id);
    },
    remove: (id: string): Promise<void> => api.delete(path(id)),
  };
}

// Deals -----------------------------------------------------------------------------------------------

export const useAdminDealList = (query: AdminListQuery) =>
  useQuery({
    queryKey: marketAdminKeys.dealList({ ...query }),
    queryFn: ({ signal }) =>
      api.get(`${V1}/deals`, {
        schema: dealListResponseSchema,
        signal,
        cache: 'no-cache',
        query: { q: query.q, type: query.type, status: query.status, sort: 'date', order: 'desc', page: query.page, size: query.size },
      }),
    placeholderData: (previous) => previous,
  });

export const useAdminDeal = (dealId: string | null) =>
  useQuery({
    queryKey: marketAdminKeys.deal(dealId ?? ''),
    queryFn: ({ signal }) => api.get(`${ADMIN}/deals/${encodeURIComponent(dealId ?? '')}`, { schema: adminDealResponseSchema, signal, cache: 'no-cache' }),
    enabled: dealId !== null,
  });

export const { create: createDeal, update: updateDeal, remove: deleteDeal } = recordWrites<DealInput>('deals', 'deal');

// Funds -----------------------------------------------------------------------------------------------

export const useAdminFundList = (query: AdminListQuery) =>
  useQuery({
    queryKey: marketAdminKeys.fundList({ ...query }),
    queryFn: ({ signal }) =>
      api.get(`${V1}/funds`, {
        schema: fundListResponseSchema,
        signal,
        cache: 'no-cache',
        query: { q: query.q, kind: query.type, status: query.status, sort: 'inception', order: 'desc', page: query.page, size: query.size },
      }),
    placeholderData: (previous) => previous,
  });

export const useAdminFund = (fundId: string | null) =>
  useQuery({
    queryKey: marketAdminKeys.fund(fundId ?? ''),
    queryFn: ({ signal }) => api.get(`${ADMIN}/funds/${encodeURIComponent(fundId ?? '')}`, { schema: adminFundResponseSchema, signal, cache: 'no-cache' }),
    enabled: fundId !== null,
  });

export const { create: createFund, update: updateFund, remove: deleteFund } = recordWrites<FundInput>('funds', 'fund');

// Reports ---------------------------------------------------------------------------------------------

/** The upload answers the report (alone or as { report }). */
const uploadedReportSchema = {
  safeParse(input: unknown): { success: true; data: FundReport } | { success: false } {
    const inner = (input as { report?: unknown } | null)?.report ?? input;
    const parsed = fundReportSchema.safeParse(inner);
    return parsed.success ? { success: true, data: parsed.data } : { success: false };
  },
};

export interface ReportUploadFields { title: string; kind: FundReportKind; periodEnd: string }

/** POST /admin/funds/:fundId/reports: the text fields first, then the file. */
export function uploadFundReport(fundId: string, fields: ReportUploadFields, file: File, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('kind', fields.kind);
  form.append('periodEnd', fields.periodEnd);
  form.append('file', file, file.name);
  return postMultipart(`${ADMIN}/funds/${encodeURIComponent(fundId)}/reports`, form, uploadedReportSchema, options);
}

export const deleteFundReport = (fundId: string, reportId: string): Promise<void> =>
  api.delete(`${ADMIN}/funds/${encodeURIComponent(fundId)}/reports/${encodeURIComponent(reportId)}`);

export const useReportDownloads = (fundId: string, reportId: string | null) =>
  useQuery({
    queryKey: marketAdminKeys.downloads(fundId, reportId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`${ADMIN}/funds/${encodeURIComponent(fundId)}/reports/${encodeURIComponent(reportId ?? '')}/downloads`, { schema: fundReportDownloadLogSchema, signal, cache: 'no-cache' }),
    enabled: reportId !== null,
  });
