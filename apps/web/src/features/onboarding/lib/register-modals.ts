'use client';

import type { OnboardingState } from '@spi/core';
import { registerModal, type NamedModal } from '@/components/ui';

/** The onboarding modal (spec section 2, Overlays), loaded on first use with the registry's retries. */
export const ONBOARDING_MODAL = 'onboarding' satisfies NamedModal;

export interface OnboardingModalArgs {
  state: OnboardingState;
}

registerModal(ONBOARDING_MODAL, () => import('../components/onboarding-modal'));
