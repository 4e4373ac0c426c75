import type { Metadata } from 'next';
import { safeRedirectPath } from '@spi/core';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { SignUpDone } from '@/features/auth/components/sign-up-done';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/sign-up/done', title: '가입 완료' }), robots: { index: false } };

export default async function SignUpDonePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const viewer = await requirePageAccess(pageAccess, pagePath('/sign-up/done', params));
  const redirectParam = Array.isArray(params.redirect) ? params.redirect[0] : params.redirect;
  const target = safeRedirectPath(redirectParam);
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <SignUpDone nickname={viewer.user?.nickname ?? ''} continueHref={/^\/sign-(in|up)/.test(target) ? '/' : target} />
    </>
  );
}
