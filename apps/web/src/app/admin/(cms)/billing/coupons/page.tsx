import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CouponsScreen } from '@/features/cms/components/billing/coupons-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/billing/coupons', title: '쿠폰' }), robots: { index: false } };

/** /admin/billing/coupons: coupon batches: create, list, CSV export (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing/coupons', await searchParams));
  return (
    <Suspense fallback={null}>
      <CouponsScreen />
    </Suspense>
  );
}
