import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrdersScreen } from '@/features/cms/components/billing/orders-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/billing/orders', title: '주문·환불' }), robots: { index: false } };

/** /admin/billing/orders: orders with full or partial refunds (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing/orders', await searchParams));
  return (
    <Suspense fallback={null}>
      <OrdersScreen />
    </Suspense>
  );
}
