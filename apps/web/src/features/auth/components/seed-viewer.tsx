'use client';

import { useEffect } from 'react';
import type { AdditionalInfoDto, UserInfoDto } from '@spi/core';
import { useQueryClient } from '@/lib/query';
import { userKeys } from '../api/user-queries';

/**
 * Hands the viewer a protected page already loaded on the server to the client cache, so the header
 * shows the member without fetching the same user info again. Never overwrites newer data. Seeded after
 * hydration: the server render never sees it (each render there gets its own client), so the first client
 * render must not either.
 */
export function SeedViewer({ user, info }: { user: UserInfoDto | null; info: AdditionalInfoDto | null }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    if (queryClient.getQueryData(userKeys.me()) === undefined) queryClient.setQueryData(userKeys.me(), user);
    if (info && queryClient.getQueryData(userKeys.info(user.userId)) === undefined) queryClient.setQueryData(userKeys.info(user.userId), info);
  }, [queryClient, user, info]);
  return null;
}
