import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventEditorScreen } from '@/features/cms/components/events/event-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '이벤트 편집', robots: { index: false } };

/** /admin/events/{eventId}: the editor of a stored seminar, its materials and its attendees. */
export default async function Page({ params, searchParams }: { params: Promise<{ eventId: string }>; searchParams: Promise<PageSearchParams> }) {
  const { eventId } = await params;
  await requirePageAccess(pageAccess, pagePath(`/admin/events/${eventId}`, await searchParams));
  if (!/^[1-9]\d{0,9}$/.test(eventId)) notFound();
  return <EventEditorScreen eventId={eventId} />;
}
