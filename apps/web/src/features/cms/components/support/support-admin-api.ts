'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { API_ROOTS } from '@spi/core';
import {
  adminFaqListResponseSchema, adminInquiryDetailSchema, adminInquiryListResponseSchema, faqSchema,
  type AdminInquiryDetail, type Faq, type FaqInput, type InquiryAnswerInput, type InquiryUpdate,
} from '@spi/core/contracts/support';
import { api, apiRequest } from '@/lib/api-client';

/** 1:1 문의 inbox and the FAQ editor (issue 14, ROLE_ADMIN; contract: @spi/core/contracts/support). */
const INBOX = `${API_ROOTS.sejong}/admin/inquiries`;
const FAQS = `${API_ROOTS.seoul}/admin/faqs`;

export const INBOX_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED', 'ALL'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const ASSIGNEE_FILTERS = ['me', 'none'] as const;
export interface InboxQuery { status: InboxStatus; category?: string; assignee?: string; q?: string; page: number }

export const supportAdminKeys = {
  inbox: ['cms', 'support', 'inquiries'] as const,
  inboxList: (query: InboxQuery) => ['cms', 'support', 'inquiries', 'list', query] as const,
  inquiry: (id: string) => ['cms', 'support', 'inquiries', 'detail', id] as const,
  faqs: ['cms', 'support', 'faqs'] as const,
};

export const useInbox = (query: InboxQuery) =>
  useQuery({
    queryKey: supportAdminKeys.inboxList(query),
    queryFn: ({ signal }) => api.get(INBOX, {
      query: { status: query.status, category: query.category || undefined, assignee: query.assignee || undefined, q: query.q || undefined, page: query.page },
      schema: adminInquiryListResponseSchema,
      signal,
    }),
    placeholderData: keepPreviousData,
  });

export const useAdminInquiry = (id: string | null) =>
  useQuery({
    queryKey: supportAdminKeys.inquiry(id ?? ''),
    queryFn: ({ signal }) => api.get(`${INBOX}/${encodeURIComponent(id!)}`, { schema: adminInquiryDetailSchema, signal }),
    enabled: Boolean(id),
  });

/** 답변 등록 (mailed to the member); `close` ends the inquiry with it. */
export const answerInquiry = (id: string, input: InquiryAnswerInput): Promise<AdminInquiryDetail> =>
  api.post(`${INBOX}/${encodeURIComponent(id)}/answers`, input, { schema: adminInquiryDetailSchema });

/** 담당 지정 / 종료 / 다시 열기. */
export const updateInquiry = (id: string, update: InquiryUpdate): Promise<AdminInquiryDetail> =>
  apiRequest(`${INBOX}/${encodeURIComponent(id)}`, { method: 'PATCH', body: update, schema: adminInquiryDetailSchema });

export const useAdminFaqs = () =>
  useQuery({
    queryKey: supportAdminKeys.faqs,
    queryFn: ({ signal }) => api.get(FAQS, { schema: adminFaqListResponseSchema, signal }),
  });

export const createFaq = (input: FaqInput): Promise<Faq> => api.post(FAQS, input, { schema: faqSchema });
export const updateFaq = (id: string, input: FaqInput): Promise<Faq> => api.put(`${FAQS}/${encodeURIComponent(id)}`, input, { schema: faqSchema });
export const deleteFaq = (id: string): Promise<unknown> => api.delete(`${FAQS}/${encodeURIComponent(id)}`);
