import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { API_ROOTS, onboardingStateSchema, safeRedirectPath, type OnboardingState } from '@spi/core';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { SignUpDone } from '@/features/auth/components/sign-up-done';
import { OnboardingLauncher } from '@/features/onboarding/components/onboarding-launcher';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { getAccessToken, getViewer, requirePageAccess, serverApiGet } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/sign-up/done', title: '가입 완료' }), robots: { index: false } };

/** The member's onboarding state, or null when the API cannot tell (then only the sign-up marker counts). */
async function onboardingState(): Promise<OnboardingState | null> {
  try {
    return await serverApiGet(`${API_ROOTS.sejong}/users/me/onboarding`, await getAccessToken(), onboardingStateSchema);
  } catch {
    return null;
  }
}

/**
 * /sign-up/done greets only a newly signed-up member (docs/operations.md, "Notices and onboarding"): one
 * whose onboarding is still pending, or who arrives with the `welcome=1` marker the sign-up form adds.
 * A guest goes to the home page; any other member goes on to where they were headed. A pending member
 * also gets the onboarding modal.
 */
export default async function SignUpDonePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  if (!(await getViewer()).user) redirect('/');
  const viewer = await requirePageAccess(pageAccess, pagePath('/sign-up/done', params));
  const redirectParam = Array.isArray(params.redirect) ? params.redirect[0] : params.redirect;
  const target = safeRedirectPath(redirectParam);
  const continueHref = /^\/sign-(in|up)/.test(target) ? '/' : target;
  const welcome = (Array.isArray(params.welcome) ? params.welcome[0] : params.welcome) === '1';
  const state = await onboardingState();
  if (!state?.pending && !welcome) redirect(continueHref);
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <SignUpDone nickname={viewer.user?.nickname ?? ''} continueHref={continueHref} />
      {state?.pending && <OnboardingLauncher state={state} />}
    </>
  );
}
