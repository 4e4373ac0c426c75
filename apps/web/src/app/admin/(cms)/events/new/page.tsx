import type { Metadata } from 'next';
import { EventEditorScreen } from '@/features/cms/components/events/event-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '새 이벤트 등록', robots: { index: false } };

/** /admin/events/new: one seminar typed in (saved as a draft until it is published). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/events/new', await searchParams));
  return <EventEditorScreen eventId={null} />;
}
