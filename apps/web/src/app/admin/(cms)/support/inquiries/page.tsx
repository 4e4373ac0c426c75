import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InquiryInboxScreen } from '@/features/cms/components/support/inquiry-inbox-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/support/inquiries', title: '1:1 문의 관리' }), robots: { index: false } };

/** /admin/support/inquiries: the 1:1 문의 inbox; `?id=` opens one inquiry (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/support/inquiries', await searchParams));
  return (
    <Suspense fallback={null}>
      <InquiryInboxScreen />
    </Suspense>
  );
}
