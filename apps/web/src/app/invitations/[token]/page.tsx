import type { Metadata } from 'next';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { InvitationAccept } from '@/features/corporation/components/invitation-accept';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

// The link carries a secret: never send it onwards in a Referer header.
export const metadata: Metadata = { ...pageMetadata({ path: '/invitations', title: '법인 초대' }), robots: { index: false }, referrer: 'no-referrer' };

/** The link of an invitation e-mail: preview, then '참여하기'. */
export default async function InvitationPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<PageSearchParams> }) {
  const { token } = await params;
  const viewer = await requirePageAccess(pageAccess, pagePath(`/invitations/${encodeURIComponent(token)}`, await searchParams));
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <InvitationAccept token={token} />
    </>
  );
}
