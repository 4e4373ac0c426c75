'use client';

import type { InvestmentProfileResponse } from '@spi/core/contracts/cityfolio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showSnackbar } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { claimGuestProfile, fetchMyProfile } from '../api/cityfolio-client';
import { forgetGuestId, guestIdOf, pendingGuestId, withoutGuestParam } from './guest-id';

export const CLAIMED_MESSAGE = '진단 결과를 내 계정에 저장했습니다.';
export const CLAIM_FAILED_MESSAGE = '진단 결과를 계정에 연결하지 못했습니다. 보관 기간이 지났거나 이미 다른 계정에 저장된 결과입니다.';

export type MemberProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: InvestmentProfileResponse | null }
  | { status: 'error'; message: string };

/**
 * Attaches a guest result waiting for this member, then strips the parameter from the address. The id
 * comes from `investment_profile_guest_id` in the address, else from this tab's sessionStorage (the
 * address can lose it on the sign-in round trip). Other parameters and the hash are kept.
 */
export async function claimPendingGuestProfile(): Promise<'claimed' | 'failed' | 'none'> {
  const fromUrl = guestIdOf(window.location.search);
  const guestId = fromUrl ?? pendingGuestId();
  if (!guestId) return 'none';
  let outcome: 'claimed' | 'failed';
  try {
    await claimGuestProfile(guestId);
    outcome = 'claimed';
  } catch (error) {
    outcome = 'failed';
    showSnackbar({ type: 'Warning', message: isApiError(error) && error.status === 0 ? error.message : CLAIM_FAILED_MESSAGE });
  }
  if (fromUrl) {
    const { pathname, search, hash } = window.location;
    // Next's router follows history.replaceState, so useSearchParams sees the cleaned address.
    window.history.replaceState(window.history.state, '', withoutGuestParam(pathname, search, hash));
  }
  forgetGuestId();
  if (outcome === 'claimed') showSnackbar({ type: 'Success', message: CLAIMED_MESSAGE });
  return outcome;
}

/**
 * The signed-in member's stored result (GET /cityfolio/profiles/me; null when there is none), after
 * attaching a pending guest result. `userId` undefined (not known yet) or null (a guest) loads nothing.
 */
export function useMemberProfile(userId: string | null | undefined) {
  const [state, setState] = useState<MemberProfileState>({ status: 'loading' });
  const started = useRef<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ status: 'loading' });
    try {
      const profile = await fetchMyProfile(signal);
      setState({ status: 'ready', profile });
    } catch (error) {
      if (signal?.aborted) return;
      if (isApiError(error) && error.status === 404) setState({ status: 'ready', profile: null });
      else setState({ status: 'error', message: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : '진단 결과를 불러오지 못했습니다.' });
    }
  }, []);

  useEffect(() => {
    if (!userId || started.current === userId) return;
    // Once per member (React's development double effects would claim twice).
    started.current = userId;
    void (async () => {
      await claimPendingGuestProfile();
      await load();
    })();
  }, [userId, load]);

  const setProfile = useCallback((profile: InvestmentProfileResponse | null) => setState({ status: 'ready', profile }), []);
  return { state, reload: () => load(), setProfile };
}
