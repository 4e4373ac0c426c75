'use client';

import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { LAST_CHECKED_DDAY_KEY, LAST_LOGIN_KEY } from '@spi/core';
import { clearTokens, emitAuthEvent } from '@/lib/api-client';
import { requestLeave, requestSignOut } from '../api/session-requests';
import { AUTH_EVENTS, track } from '@/lib/analytics';
import { hardNavigate, removeStored } from '../lib/browser';

/**
 * Item 8: sign-out removes the coupon notice record (lastCheckedDday) and the tokens (the API ends the
 * session and clears its cookies), then hard-navigates to '/'. A failed sign-out call still signs the
 * browser out.
 */
export async function signOut(navigate: (path: string) => void = hardNavigate): Promise<void> {
  removeStored(LAST_CHECKED_DDAY_KEY);
  try {
    await requestSignOut();
  } catch (error) {
    console.warn('로그아웃 요청이 실패했지만 이 브라우저에서는 로그아웃합니다.', error);
  }
  clearTokens();
  track(AUTH_EVENTS.logout);
  emitAuthEvent({ type: 'signed-out', reason: 'sign-out' });
  navigate('/');
}

/**
 * Item 9: leaving revokes every session (POST leave), removes all cached user data and goes home. A
 * missing user id makes it a no-op with a console warning. Errors propagate (the confirm shows them).
 */
export async function leaveAccount(
  userId: string | null | undefined,
  queryClient: QueryClient,
  navigate: (path: string) => void = hardNavigate,
): Promise<void> {
  if (!userId) {
    console.warn('회원 탈퇴를 건너뜁니다: 사용자 ID가 없습니다.');
    return;
  }
  await requestLeave(userId);
  queryClient.clear();
  clearTokens();
  removeStored(LAST_CHECKED_DDAY_KEY);
  removeStored(LAST_LOGIN_KEY);
  track(AUTH_EVENTS.leave);
  emitAuthEvent({ type: 'signed-out', reason: 'leave' });
  navigate('/');
}

export function useSignOut(): () => Promise<void> {
  return useCallback(() => signOut(), []);
}

/** The account menus' 로그아웃 entry (desktop and mobile): signs out, and says so while it does. */
export function useSignOutAction(): { signingOut: boolean; onSignOut: () => Promise<void> } {
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = useCallback(async () => {
    setSigningOut(true);
    await signOut();
  }, []);
  return { signingOut, onSignOut };
}
