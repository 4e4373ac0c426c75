'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdditionalInfoDto, UserInfoDto } from '@spi/core';
import { userKeys } from '../api/user-queries';

/**
 * Hands the viewer a protected page already loaded on the server to the client cache, so the header
 * shows the member at once instead of fetching the same user info again. Never overwrites newer data.
 */
export function SeedViewer({ user, info }: { user: UserInfoDto | null; info: AdditionalInfoDto | null }) {
  const queryClient = useQueryClient();
  useState(() => {
    if (!user) return null;
    if (queryClient.getQueryData(userKeys.me()) === undefined) queryClient.setQueryData(userKeys.me(), user);
    if (info && queryClient.getQueryData(userKeys.info(user.userId)) === undefined) queryClient.setQueryData(userKeys.info(user.userId), info);
    return null;
  });
  return null;
}
