'use client';

import { useQuery } from '@/lib/query';
import { API_ROOTS, adminJobListResponseSchema, adminJobResponseSchema, type JobInput } from '@spi/core';
import { api, type ResponseSchema } from '@/lib/api-client';
import type { AdminListQuery } from '../market/market-admin-api';

/**
 * The admin screens of 채용 (ADR 020): the list reads GET /admin/recruit (drafts too), the editor GET
 * /admin/recruit/:id; writes go through the API client (CSRF header, one refresh on 401).
 */

const ADMIN = `${API_ROOTS.seoul}/admin/recruit`;

/** TanStack Query keys; every key starts with 'cms' so a sign-out drops them with the rest of the CMS. */
export const recruitAdminKeys = {
  all: () => ['cms', 'recruit'] as const,
  lists: () => ['cms', 'recruit', 'list'] as const,
  list: (query: Record<string, unknown>) => ['cms', 'recruit', 'list', query] as const,
  job: (id: string) => ['cms', 'recruit', 'detail', id] as const,
};

export const useAdminJobList = (query: AdminListQuery) =>
  useQuery({
    queryKey: recruitAdminKeys.list({ ...query }),
    queryFn: ({ signal }) =>
      api.get(ADMIN, { schema: adminJobListResponseSchema, signal, cache: 'no-cache', query: { q: query.q, status: query.status, page: query.page, size: query.size } }),
    placeholderData: (previous) => previous,
  });

export const useAdminJob = (jobId: string | null) =>
  useQuery({
    queryKey: recruitAdminKeys.job(jobId ?? ''),
    queryFn: ({ signal }) => api.get(`${ADMIN}/${encodeURIComponent(jobId ?? '')}`, { schema: adminJobResponseSchema, signal, cache: 'no-cache' }),
    enabled: jobId !== null,
  });

/** POST/PUT answer { job }: only the id is needed (the editor reads the record again). */
const savedId: ResponseSchema<{ job: { id: number } }> = {
  parse(input: unknown) {
    const job = (input as { job?: { id?: unknown } } | null)?.job;
    if (!job || typeof job.id !== 'number') throw new Error('missing job.id');
    return { job: { id: job.id } };
  },
};

export const createJob = (input: JobInput): Promise<string> => api.post(ADMIN, input, { schema: savedId }).then((r) => String(r.job.id));
export const updateJob = (id: string, input: JobInput): Promise<string> =>
  api.put(`${ADMIN}/${encodeURIComponent(id)}`, input, { schema: savedId }).then((r) => String(r.job.id));
export const deleteJob = (id: string): Promise<void> => api.delete(`${ADMIN}/${encodeURIComponent(id)}`);
