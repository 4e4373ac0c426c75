import type { Metadata } from 'next';
import { safeRedirectPath } from '@spi/core';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/sign-in', title: '로그인' }), robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Where to go after signing in: a same-site path, never back to the sign-in or sign-up pages. */
function returnTarget(value: string | undefined): string {
  const path = safeRedirectPath(value);
  return /^\/sign-(in|up)(\/|\?|$)/.test(path) ? '/' : path;
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  await requirePageAccess(pageAccess, pagePath('/sign-in', params));
  return <SignInScreen redirectTo={returnTarget(first(params.redirect))} errorCode={first(params.error) ?? null} />;
}
