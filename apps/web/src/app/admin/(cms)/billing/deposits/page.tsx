import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DepositsScreen } from '@/features/cms/components/corporations/deposits-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/billing/deposits', title: '무통장입금 확인' }), robots: { index: false } };

/** /admin/billing/deposits: corporate bank-deposit orders to confirm or cancel (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing/deposits', await searchParams));
  return (
    <Suspense fallback={null}>
      <DepositsScreen />
    </Suspense>
  );
}
