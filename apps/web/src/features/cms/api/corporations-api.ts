'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import { API_ROOTS, adminCorporateOrdersResponseSchema } from '@spi/core';
import { api } from '@/lib/api-client';

/** Admin corporate orders (issue 10), ROLE_ADMIN: bank-deposit confirmation and cancellation. */
const ADMIN = `${API_ROOTS.sejong}/admin`;

export type AdminCorporateOrdersPage = ReturnType<typeof adminCorporateOrdersResponseSchema.parse>;
export type AdminCorporateOrder = AdminCorporateOrdersPage['orders'][number];
/** The status filters the admin list accepts (adminCorporateOrdersQuerySchema). */
export const corporateOrderFilters = ['DEPOSIT_REQUESTED', 'AWAITING_DEPOSIT', 'PAID', 'CANCELLED', 'EXPIRED'] as const;
export type CorporateOrderFilter = (typeof corporateOrderFilters)[number];
export interface CorporateOrdersQuery { status: CorporateOrderFilter; page: number; size: number }

/** Query keys: under 'cms' so a sign-out drops them with the rest of the CMS. */
export const corporateOrderKeys = {
  all: ['cms', 'corporate-orders'] as const,
  list: (query: CorporateOrdersQuery) => ['cms', 'corporate-orders', query] as const,
};

export const useAdminCorporateOrders = (query: CorporateOrdersQuery) =>
  useQuery({
    queryKey: corporateOrderKeys.list(query),
    queryFn: ({ signal }) => api.get(`${ADMIN}/corporate-orders`, { query: { ...query }, schema: adminCorporateOrdersResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

const orderItemSchema = adminCorporateOrdersResponseSchema.shape.orders.element;

/**
 * The order an admin action answered with, when the answer carries one ({ order } or the order itself);
 * null otherwise: the action still succeeded, and the list is fetched again anyway.
 */
export function orderFromAnswer(answer: unknown): AdminCorporateOrder | null {
  const candidate = answer && typeof answer === 'object' && 'order' in answer ? (answer as { order: unknown }).order : answer;
  const parsed = orderItemSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** 입금 확인: activates the seats; a second confirmation answers 409 DEPOSIT_ALREADY_CONFIRMED. */
export const confirmDeposit = (orderId: string): Promise<AdminCorporateOrder | null> =>
  api.post<unknown>(`${ADMIN}/corporate-orders/${encodeURIComponent(orderId)}/confirm-deposit`).then(orderFromAnswer);

/** 주문 취소 with an optional reason (cancelCorporateOrderRequestSchema). */
export const cancelCorporateOrder = (orderId: string, reason: string): Promise<AdminCorporateOrder | null> =>
  api.post<unknown>(`${ADMIN}/corporate-orders/${encodeURIComponent(orderId)}/cancel`, reason ? { reason } : {}).then(orderFromAnswer);
