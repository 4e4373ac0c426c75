'use client';

import {
  API_ROOTS, membershipResponseSchema, orderResponseSchema,
  ordersResponseSchema, planChangePreviewSchema, planChangeResponseSchema, subscriptionResponseSchema,
  type BillingCycle,
} from '@spi/core';
import { queryOptions } from '@tanstack/react-query';
import { useMutation, useQuery } from '@/lib/query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';
import { myMembershipQueryOptions, plansQueryOptions } from './plans-api';
import { startCheckout } from './checkout-api';

/**
 * The member's own subscription (issue 9, section 3): membership + subscription, the membership kept
 * while a coupon applies, orders, plan changes, cancel/resume and the card change. Mutations use
 * mutationKey ['user'], so the membership, the header's user info and the orders refresh after each.
 */
const me = `${API_ROOTS.sejong}/users/me`;

/** The settings screen reads the same query as /membership (plans-api): one request, one cache entry. */
export function useMembershipDetails(enabled = true) {
  return useQuery(myMembershipQueryOptions(enabled));
}

/** Called only when a coupon is applied (spec section 6). */
export const originalMembershipQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: billingKeys.original(),
    queryFn: () => api.get(`${me}/membership/original`, { schema: membershipResponseSchema }),
    enabled,
  });

export function useOriginalMembership(enabled: boolean) {
  return useQuery(originalMembershipQueryOptions(enabled));
}

export const ordersQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: billingKeys.orders(page, size),
    queryFn: () => api.get(`${me}/orders`, { query: { page, size }, schema: ordersResponseSchema }),
    placeholderData: (previous) => previous,
  });

export function useOrders(page: number, size: number) {
  return useQuery(ordersQueryOptions(page, size));
}

export const fetchOrder = (orderId: string) =>
  api.get(`${me}/orders/${encodeURIComponent(orderId)}`, { schema: orderResponseSchema });

/** The plans on sale, from the same query as /membership (plans-api). */
export function usePlans(enabled = true) {
  return useQuery({ ...plansQueryOptions(), enabled });
}

export const fetchChangePreview = (planCode: string, cycle: BillingCycle) =>
  api.get(`${me}/subscription/change-preview`, { query: { planCode, cycle }, schema: planChangePreviewSchema });

export function useChangePreview(planCode: string | null, cycle: BillingCycle | null) {
  return useQuery({
    queryKey: billingKeys.preview(planCode ?? '', cycle ?? ''),
    queryFn: () => fetchChangePreview(planCode!, cycle!),
    enabled: Boolean(planCode && cycle),
    staleTime: 30_000,
  });
}

function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** POST change: one Idempotency-Key per confirmed change (a retry of the same request reuses it). */
export function useChangePlan() {
  return useMutation({
    mutationKey: billingKeys.all,
    mutationFn: ({ planCode, cycle, key }: { planCode: string; cycle: BillingCycle; key?: string }) =>
      api.post(`${me}/subscription/change`, { planCode, cycle }, {
        schema: planChangeResponseSchema,
        headers: { 'Idempotency-Key': key ?? idempotencyKey() },
      }),
  });
}

export { idempotencyKey as newIdempotencyKey };

export function useCancelSubscription() {
  return useMutation({
    mutationKey: billingKeys.all,
    mutationFn: (reason?: string) =>
      api.post(`${me}/subscription/cancel`, reason ? { reason } : {}, { schema: subscriptionResponseSchema }),
  });
}

export function useResumeSubscription() {
  return useMutation({
    mutationKey: billingKeys.all,
    mutationFn: () => api.post(`${me}/subscription/resume`, {}, { schema: subscriptionResponseSchema }),
  });
}

/** A card change is a checkout of purpose CHANGE_CARD; the hand-off to the gateway is checkout-api's. */
export const startCardChange = () => startCheckout({ purpose: 'CHANGE_CARD' });
export { handOffToGateway as goToCardRegistration } from './checkout-api';

export function useStartCardChange() {
  return useMutation({ mutationFn: startCardChange });
}
