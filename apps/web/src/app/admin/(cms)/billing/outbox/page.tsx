import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OutboxScreen } from '@/features/cms/components/billing/outbox-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/billing/outbox', title: '메일 발송함' }), robots: { index: false } };

/** /admin/billing/outbox: the mail outbox with each message body (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/billing/outbox', await searchParams));
  return (
    <Suspense fallback={null}>
      <OutboxScreen />
    </Suspense>
  );
}
