import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@spi/core';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { getPendingSignup } from '@/lib/server/signup-session';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/sign-up', title: '회원가입' }), robots: { index: false } };

function singleValues(params: PageSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single !== undefined) out[key] = single;
  }
  return out;
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  await requirePageAccess(pageAccess, pagePath('/sign-up', params));
  const { pending, hadCookie } = await getPendingSignup();
  if (!pending) {
    const query = new URLSearchParams({ redirect: safeRedirectPath(singleValues(params).redirect) });
    if (hadCookie) query.set('error', 'SIGNUP_SESSION_INVALID');
    redirect(`/sign-in?${query.toString()}`);
  }
  return <SignUpForm pending={pending} query={singleValues(params)} />;
}
