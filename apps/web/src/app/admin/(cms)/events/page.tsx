import type { Metadata } from 'next';
import { EventListScreen } from '@/features/cms/components/events/event-list-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/events', title: '이벤트 관리' }), robots: { index: false } };

/** /admin/events: the seminars with their registrations (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/events', await searchParams));
  return <EventListScreen />;
}
