'use client';

import {
  API_ROOTS, checkoutResponseSchema, membershipResponseSchema, myMembershipResponseSchema, orderResponseSchema,
  ordersResponseSchema, planChangePreviewSchema, planChangeResponseSchema, plansResponseSchema, subscriptionResponseSchema,
  type BillingCycle, type CheckoutResponse,
} from '@spi/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './keys';

/**
 * The member's own subscription (issue 9, section 3): membership + subscription, the membership kept
 * while a coupon applies, orders, plan changes, cancel/resume and the card change. Mutations use
 * mutationKey ['user'], so the membership, the header's user info and the orders refresh after each.
 */
const me = `${API_ROOTS.sejong}/users/me`;

export const fetchMyMembership = () => api.get(`${me}/membership`, { schema: myMembershipResponseSchema });

export const myMembershipQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: billingKeys.membership(), queryFn: fetchMyMembership, enabled });

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

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['memberships', 'plans'] as const,
    queryFn: () => api.get(`${API_ROOTS.sejong}/memberships/plans`, { schema: plansResponseSchema, auth: false }),
    staleTime: 10 * 60_000,
  });

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

export const startCardChange = () =>
  api.post(`${me}/checkouts`, { purpose: 'CHANGE_CARD' }, { schema: checkoutResponseSchema });

interface TossPaymentsInstance {
  payment(options: { customerKey: string }): {
    requestBillingAuth(options: { method: 'CARD'; successUrl: string; failUrl: string }): Promise<void>;
  };
}
declare global {
  interface Window { TossPayments?: (clientKey: string) => TossPaymentsInstance }
}

const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

function loadTossSdk(): Promise<NonNullable<Window['TossPayments']>> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.onload = () => (window.TossPayments ? resolve(window.TossPayments) : reject(new Error('TossPayments missing')));
    script.onerror = () => reject(new Error('TossPayments failed to load'));
    document.head.appendChild(script);
  });
}

/**
 * Sends the browser to the card registration: the sandbox's page ('redirect') or Toss's billing-auth
 * window ('toss-sdk'). Both come back to /membership/checkout/complete.
 */
export async function goToCardRegistration(checkout: CheckoutResponse, assign: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  if (checkout.mode === 'redirect') {
    if (!checkout.authUrl) throw new Error('authUrl missing');
    assign(checkout.authUrl);
    return;
  }
  const TossPayments = await loadTossSdk();
  await TossPayments(checkout.clientKey)
    .payment({ customerKey: checkout.customerKey })
    .requestBillingAuth({ method: 'CARD', successUrl: checkout.successUrl, failUrl: checkout.failUrl });
}

export function useStartCardChange() {
  return useMutation({ mutationFn: startCardChange });
}
