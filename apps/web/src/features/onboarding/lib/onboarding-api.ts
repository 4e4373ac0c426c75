import { API_ROOTS, type OnboardingInput, type OnboardingState } from '@spi/core';
import { apiRequest } from '@/lib/api-client';

export const ONBOARDING_PATH = `${API_ROOTS.sejong}/users/me/onboarding`;

/** PUT finish or skip; the answer is the saved state. Errors are shown by the caller. */
export function saveOnboarding(input: OnboardingInput): Promise<OnboardingState> {
  return apiRequest<OnboardingState>(ONBOARDING_PATH, { method: 'PUT', body: input, silent: true });
}
