'use client';

import type { OnboardingState } from '@spi/core';
import { useEffect, useRef } from 'react';
import { openModal } from '@/components/ui';
import { ONBOARDING_MODAL } from '../lib/register-modals';

/**
 * Opens the onboarding modal once when the member's onboarding is pending (the server state read by the
 * page). Finishing or skipping it is saved on the server, so it never opens again.
 */
export function OnboardingLauncher({ state }: { state: OnboardingState }) {
  const opened = useRef(false);
  useEffect(() => {
    if (!state.pending || opened.current) return;
    opened.current = true; // once per page view
    void openModal({ name: ONBOARDING_MODAL, args: { state } });
  }, [state]);
  return null;
}
