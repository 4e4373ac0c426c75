import type { Metadata } from 'next';
import { JobEditorScreen } from '@/features/cms/components/recruit/job-editor';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '새 채용 공고', robots: { index: false } };

/** /admin/recruit/new: one posting typed in. */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/recruit/new', await searchParams));
  return <JobEditorScreen jobId={null} />;
}
