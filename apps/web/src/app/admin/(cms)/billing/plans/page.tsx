import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PlansScreen } from '@/features/cms/components/billing/plans-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/billing/plans', title: '멤버십 상품' }), robots: { index: false } };

/** /admin/billing/plans: the membership plans (tiers) and their prices (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing/plans', await searchParams));
  return (
    <Suspense fallback={null}>
      <PlansScreen />
    </Suspense>
  );
}
