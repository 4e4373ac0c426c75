'use client';

import { useQuery } from '@/lib/query';
import { API_ROOTS, adminNoticeListResponseSchema, noticeSchema, type NoticeInput } from '@spi/core';
import { api } from '@/lib/api-client';

/** The admin screen of the main-home notices (ADR 022): GET/POST/PUT/DELETE /admin/notices, administrators only. */
const ADMIN = `${API_ROOTS.seoul}/admin/notices`;

/** TanStack Query keys; every key starts with 'cms' so a sign-out drops them with the rest of the CMS. */
export const noticesAdminKeys = { list: () => ['cms', 'notices', 'list'] as const };

export const useAdminNotices = () =>
  useQuery({
    queryKey: noticesAdminKeys.list(),
    queryFn: ({ signal }) => api.get(ADMIN, { schema: adminNoticeListResponseSchema, signal, cache: 'no-cache' }),
  });

export const createNotice = (input: NoticeInput) => api.post(ADMIN, input, { schema: noticeSchema, silent: true });
export const updateNotice = (id: string, input: NoticeInput) => api.put(`${ADMIN}/${encodeURIComponent(id)}`, input, { schema: noticeSchema, silent: true });
export const deleteNotice = (id: string) => api.delete(`${ADMIN}/${encodeURIComponent(id)}`, { silent: true });
