'use client';

import {
  API_ROOTS, acceptInvitationResponseSchema, corporateOrderResponseSchema, corporationOverviewSchema,
  corporationSchema, invitationPreviewSchema, invitationResponseSchema, joinableCorporationsResponseSchema, plansResponseSchema,
  type CorporateOrderRequest, type RegisterCorporationRequest, type UpdateCorporationRequest,
} from '@spi/core';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { api, type ApiErrorHandlers } from '@/lib/api-client';

/**
 * The corporation screens' calls (issue 10; paths in @spi/core contracts/corporations.ts). Every key
 * starts with 'corporation' (or 'user' for what changes the viewer), and each mutation names the key it
 * changes: the query client invalidates every query sharing it (lib/query-client.ts).
 */
const V1 = API_ROOTS.sejong;
const quiet = () => undefined;
/** Failures are shown in place (next to the form, in the modal, in a snackbar) by the caller. */
export const IN_PLACE: ApiErrorHandlers = { byStatus: { 400: quiet, 402: quiet, 403: quiet, 404: quiet, 409: quiet, 410: quiet, 422: quiet, 502: quiet }, fallback: quiet };

export const corporationKeys = {
  all: ['corporation'] as const,
  detail: (id: string) => ['corporation', id] as const,
  overview: (id: string) => ['corporation', id, 'overview'] as const,
  joinable: ['corporation', 'joinable'] as const,
  invitation: (token: string) => ['corporation', 'invitation', token] as const,
  plans: ['memberships', 'plans', 'corporate'] as const,
};

const corpPath = (id: string) => `${V1}/corporations/${encodeURIComponent(id)}`;

// --- reads ---------------------------------------------------------------------------------------

function overviewQuery(corporationId: string | null) {
  return {
    queryKey: corporationKeys.overview(corporationId ?? ''),
    queryFn: () => api.get(`${corpPath(corporationId!)}/overview`, { schema: corporationOverviewSchema, onError: IN_PLACE }),
    enabled: Boolean(corporationId),
  };
}

/**
 * The corporation's own fields, read from the overview (one request and one cache entry for the
 * manage page): GET /corporations/{id} follows rule 4 and refuses a manager before seats are bought.
 */
export function useCorporation(corporationId: string | null) {
  return useQuery({ ...overviewQuery(corporationId), select: (overview) => overview.corporation });
}

export function useCorporationOverview(corporationId: string | null) {
  return useQuery(overviewQuery(corporationId));
}

export function useJoinableCorporations(enabled = true) {
  return useQuery({
    queryKey: corporationKeys.joinable,
    queryFn: async () => (await api.get(`${V1}/corporations/joinable`, { schema: joinableCorporationsResponseSchema, onError: IN_PLACE })).corporations,
    enabled,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: corporationKeys.invitation(token),
    queryFn: () => api.get(`${V1}/invitations/${encodeURIComponent(token)}`, { schema: invitationPreviewSchema, onError: IN_PLACE }),
    retry: false,
  });
}

/** The PREMIUM plan's prices: a corporate seat costs what one PREMIUM membership does. */
export function usePremiumPlan() {
  return useQuery({
    queryKey: corporationKeys.plans,
    queryFn: async () => {
      const { plans } = await api.get(`${V1}/memberships/plans`, { schema: plansResponseSchema, auth: false, onError: IN_PLACE });
      return plans.find((plan) => plan.code === 'PREMIUM') ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

// --- corporation -------------------------------------------------------------------------------

/** Registering or joining changes the viewer (corporation, roles): every 'user' and 'corporation' query refreshes. */
function useRefreshViewer() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['user'] }),
    queryClient.invalidateQueries({ queryKey: corporationKeys.all }),
  ]);
}

export function useRegisterCorporation() {
  const refresh = useRefreshViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'corporation', 'register'],
    mutationFn: (body: RegisterCorporationRequest) => api.post(`${V1}/corporations`, body, { schema: corporationOverviewSchema, onError: IN_PLACE }),
    // The answer is the new corporation's overview: the manage page opens with it.
    onSuccess: async (overview) => {
      queryClient.setQueryData(corporationKeys.overview(overview.corporation.corporationId), overview);
      await refresh();
    },
  });
}

export function useUpdateCorporation(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (body: UpdateCorporationRequest) => api.put(corpPath(corporationId), body, { schema: corporationSchema, onError: IN_PLACE }),
  });
}

export function useJoinCorporation() {
  const refresh = useRefreshViewer();
  return useMutation({
    mutationKey: ['user', 'corporation', 'join'],
    mutationFn: (corporationId: string) => api.post(`${corpPath(corporationId)}/join`, {}, { schema: acceptInvitationResponseSchema, onError: IN_PLACE }),
    onSuccess: () => refresh(),
  });
}

export function useAcceptInvitation(token: string) {
  const refresh = useRefreshViewer();
  return useMutation({
    mutationKey: ['user', 'corporation', 'accept'],
    mutationFn: () => api.post(`${V1}/invitations/${encodeURIComponent(token)}/accept`, {}, { schema: acceptInvitationResponseSchema, onError: IN_PLACE }),
    onSuccess: () => refresh(),
  });
}

// --- members -----------------------------------------------------------------------------------

/** Removes a member (manager) or leaves (the viewer's own id); either way the viewer may have changed. */
export function useRemoveMember(corporationId: string) {
  const refresh = useRefreshViewer();
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (userId: string) => api.delete<void>(`${corpPath(corporationId)}/members/${encodeURIComponent(userId)}`, { onError: IN_PLACE }),
    onSuccess: () => refresh(),
  });
}

export function useTransferManager(corporationId: string) {
  const refresh = useRefreshViewer();
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (body: { toUserId: string; keepSelfAsManager: boolean }) =>
      api.post(`${corpPath(corporationId)}/transfer-manager`, body, { onError: IN_PLACE }),
    onSuccess: () => refresh(),
  });
}

// --- invitations -------------------------------------------------------------------------------

export function useInvite(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (email: string) => api.post(`${corpPath(corporationId)}/invitations`, { email }, { schema: invitationResponseSchema, onError: IN_PLACE }),
  });
}

export function useRevokeInvitation(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (invitationId: string) => api.delete<void>(`${corpPath(corporationId)}/invitations/${encodeURIComponent(invitationId)}`, { onError: IN_PLACE }),
  });
}

export function useResendInvitation(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (invitationId: string) =>
      api.post(`${corpPath(corporationId)}/invitations/${encodeURIComponent(invitationId)}/resend`, {}, { onError: IN_PLACE }),
  });
}

export function useSaveAutoJoin(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (body: { domain: string | null; enabled: boolean }) => api.put(`${corpPath(corporationId)}/auto-join`, body, { onError: IN_PLACE }),
  });
}

// --- orders ------------------------------------------------------------------------------------

export function useCreateCorporateOrder(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (body: CorporateOrderRequest) => api.post(`${corpPath(corporationId)}/orders`, body, { schema: corporateOrderResponseSchema, onError: IN_PLACE }),
  });
}

export function useDepositRequest(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: ({ orderId, ...body }: { orderId: string; depositorName: string; depositedOn: string; note?: string }) =>
      api.post(`${corpPath(corporationId)}/orders/${encodeURIComponent(orderId)}/deposit-request`, body, { onError: IN_PLACE }),
  });
}

export function useCancelCorporateOrder(corporationId: string) {
  return useMutation({
    mutationKey: corporationKeys.detail(corporationId),
    mutationFn: (orderId: string) => api.post(`${corpPath(corporationId)}/orders/${encodeURIComponent(orderId)}/cancel`, {}, { onError: IN_PLACE }),
  });
}
