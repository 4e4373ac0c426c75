'use client';

import { API_ROOTS, type JobListResponse } from '@spi/core';
import { api, type ApiErrorHandlers, type ResponseSchema } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
/** The list shows its own error state: no global snackbar or redirect. */
const QUIET: ApiErrorHandlers = { byStatus: { 400: quiet, 401: quiet, 403: quiet, 404: quiet }, fallback: quiet };

const recruit = () => import('@spi/core/contracts/recruit');
const listSchema = lazySchema(recruit, (m): ResponseSchema<JobListResponse> => m.jobListResponseSchema);

/** GET /recruit with the page's query string ('?roleFamily=RESEARCH…'); public, the same for every viewer. */
export const fetchJobList = (search: string, signal?: AbortSignal) =>
  api.get<JobListResponse>(`${V1}/recruit${search}`, { schema: listSchema, auth: false, signal, onError: QUIET });
