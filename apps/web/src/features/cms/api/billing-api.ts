'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/query';
import {
  API_ROOTS, adminMembersResponseSchema, adminOrdersResponseSchema, couponBatchResponseSchema, couponBatchesResponseSchema,
  outboxResponseSchema, planSchema, plansResponseSchema, refundResponseSchema,
  type AdminOrderDto, type CouponBatchDto, type MembershipTierCode, type Plan,
} from '@spi/core';
import type { orderStatuses } from '@spi/core';
import { api } from '@/lib/api-client';

/** Admin billing screens (issue 9), all ROLE_ADMIN: members, orders + refunds, plans, coupon batches, mail outbox. */
const BILLING = `${API_ROOTS.sejong}/admin/billing`;

export type OrderStatus = (typeof orderStatuses)[number];
/** refundRequestSchema: no amount = full refund. */
export interface RefundRequest { amount?: number; reason: string }
/** adminPlanUpdateSchema. */
export interface PlanUpdate {
  name: string; summary: string; highlights: string[]; monthlyPrice: number; yearlyPrice: number; sortOrder: number; onSale: boolean;
}
/** couponBatchCreateSchema. */
export interface CouponBatchCreate { name: string; tierCode: string; benefitDays: number; count: number; redeemBy: string; onePerUser: boolean }

export interface MembersQuery { q?: string; tier?: MembershipTierCode; page: number; size: number }
export interface OrdersQuery { q?: string; status?: OrderStatus; page: number; size: number }
export interface OutboxQuery { to?: string; page: number; size: number }

/** Query keys: under 'cms' so a sign-out drops them with the rest of the CMS. */
export const billingKeys = {
  all: ['cms', 'billing'] as const,
  members: () => ['cms', 'billing', 'members'] as const,
  memberList: (query: MembersQuery) => ['cms', 'billing', 'members', query] as const,
  orders: () => ['cms', 'billing', 'orders'] as const,
  orderList: (query: OrdersQuery) => ['cms', 'billing', 'orders', query] as const,
  plans: () => ['cms', 'billing', 'plans'] as const,
  couponBatches: () => ['cms', 'billing', 'coupon-batches'] as const,
  outbox: (query: OutboxQuery) => ['cms', 'billing', 'outbox', query] as const,
};

const clean = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export const useAdminMembers = (query: MembersQuery) =>
  useQuery({
    queryKey: billingKeys.memberList(query),
    queryFn: ({ signal }) => api.get(`${BILLING}/members`, { query: clean(query), schema: adminMembersResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: OrdersQuery) =>
  useQuery({
    queryKey: billingKeys.orderList(query),
    queryFn: ({ signal }) => api.get(`${BILLING}/orders`, { query: clean(query), schema: adminOrdersResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** Full refund when `amount` is left out; the API answers the order as it now stands and what the refund did. */
export const refundOrder = (orderId: string, input: RefundRequest): Promise<{ order: AdminOrderDto; subscriptionEnded: boolean; message: string }> =>
  api.post(`${BILLING}/orders/${encodeURIComponent(orderId)}/refunds`, input, { schema: refundResponseSchema });

export const useAdminPlans = () =>
  useQuery({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => api.get(`${BILLING}/plans`, { schema: plansResponseSchema, signal }).then((r) => r.plans),
  });
export const updatePlan = (code: string, input: PlanUpdate): Promise<Plan> =>
  api.put(`${BILLING}/plans/${encodeURIComponent(code)}`, input, { schema: planSchema });

export const useCouponBatches = () =>
  useQuery({
    queryKey: billingKeys.couponBatches(),
    queryFn: ({ signal }) => api.get(`${BILLING}/coupon-batches`, { schema: couponBatchesResponseSchema, signal }).then((r) => r.batches),
  });
export const createCouponBatch = (input: CouponBatchCreate): Promise<CouponBatchDto> =>
  api.post(`${BILLING}/coupon-batches`, input, { schema: couponBatchResponseSchema }).then((r) => r.batch);
/** The codes of a batch as CSV: a same-origin GET the session cookie authenticates, so a plain link downloads it. */
export const couponCodesCsvUrl = (batchId: string) => `${BILLING}/coupon-batches/${encodeURIComponent(batchId)}/codes.csv`;

export const useOutbox = (query: OutboxQuery) =>
  useQuery({
    queryKey: billingKeys.outbox(query),
    queryFn: ({ signal }) => api.get(`${BILLING}/outbox`, { query: clean(query), schema: outboxResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
