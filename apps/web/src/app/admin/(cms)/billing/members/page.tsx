import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MembersScreen } from '@/features/cms/components/billing/members-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/billing/members', title: '회원·멤버십' }), robots: { index: false } };

/** /admin/billing/members: members, their tier, its source and their subscription (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing/members', await searchParams));
  return (
    <Suspense fallback={null}>
      <MembersScreen />
    </Suspense>
  );
}
