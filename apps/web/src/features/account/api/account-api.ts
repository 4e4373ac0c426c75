'use client';

import { API_ROOTS } from '@spi/core';
import { queryOptions } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import {
  auditLogResponseSchema, notificationSettingsSchema,
  sessionListResponseSchema, userInfoSchema, type NotificationSettingsDto,
} from '@spi/core';
import { api } from '@/lib/api-client';

/**
 * The account screens' calls (spec section 7). Keys start with 'user' (or 'corporation', 'admin'), and
 * each mutation names the key it changes: the query client invalidates every query sharing it, so a
 * nickname change also refreshes the user info the header shows.
 */
export const accountKeys = {
  user: ['user'] as const,
  sessions: (userId: string) => ['user', userId, 'sessions'] as const,
  notifications: (userId: string) => ['user', userId, 'notifications'] as const,
  auditLog: (page: number, size: number) => ['admin', 'audit-log', page, size] as const,
};

const userPath = (userId: string) => `${API_ROOTS.sejong}/users/${encodeURIComponent(userId)}`;

// --- user settings -----------------------------------------------------------------------------

export function useUpdateSimple(userId: string) {
  return useMutation({
    mutationKey: accountKeys.user,
    mutationFn: (body: { nickname: string; useEmail: boolean }) =>
      api.put(`${userPath(userId)}/simple`, { userId, ...body }, { schema: userInfoSchema }),
  });
}

export function useUpdateSubscription(userId: string) {
  return useMutation({
    mutationKey: accountKeys.user,
    mutationFn: (subscribeNews: boolean) => api.put(`${userPath(userId)}/subscriptions`, { subscribeNews }, { schema: userInfoSchema }),
  });
}

// --- sessions ----------------------------------------------------------------------------------

export const sessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.sessions(userId),
    queryFn: () => api.get(`${userPath(userId)}/sessions`, { schema: sessionListResponseSchema }),
  });

export function useSessions(userId: string) {
  return useQuery(sessionsQueryOptions(userId));
}

export function useRevokeSession(userId: string) {
  return useMutation({
    mutationKey: accountKeys.sessions(userId),
    mutationFn: (sessionId: string) => api.delete<void>(`${userPath(userId)}/sessions/${encodeURIComponent(sessionId)}`),
  });
}

// --- notifications -----------------------------------------------------------------------------

export function useNotificationSettings(userId: string) {
  return useQuery({
    queryKey: accountKeys.notifications(userId),
    queryFn: () => api.get(`${userPath(userId)}/notifications`, { schema: notificationSettingsSchema }),
  });
}

export function useSaveNotificationSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.notifications(userId),
    mutationFn: (settings: NotificationSettingsDto) => api.put(`${userPath(userId)}/notifications`, settings, { schema: notificationSettingsSchema }),
    // Show the new state at once; roll back if the save fails.
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.notifications(userId) });
      const previous = queryClient.getQueryData<NotificationSettingsDto>(accountKeys.notifications(userId));
      queryClient.setQueryData(accountKeys.notifications(userId), settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.notifications(userId), context.previous);
    },
  });
}

// --- audit log ---------------------------------------------------------------------------------

export function useAuditLog(page: number, size: number) {
  return useQuery({
    queryKey: accountKeys.auditLog(page, size),
    queryFn: () => api.get(`${API_ROOTS.sejong}/admin/audit-log`, { query: { page, size }, schema: auditLogResponseSchema }),
    placeholderData: (previous) => previous,
  });
}
