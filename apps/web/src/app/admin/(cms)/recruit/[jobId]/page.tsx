import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JobEditorScreen } from '@/features/cms/components/recruit/job-editor';
import { jobIdOf } from '@/features/recruit/lib/job-path';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { title: '채용 공고 편집', robots: { index: false } };

/** /admin/recruit/{jobId}: the editor of a stored posting. */
export default async function Page({ params, searchParams }: { params: Promise<{ jobId: string }>; searchParams: Promise<PageSearchParams> }) {
  const { jobId } = await params;
  await requirePageAccess(pageAccess, pagePath(`/admin/recruit/${jobId}`, await searchParams));
  if (jobIdOf(jobId) === null) notFound();
  return <JobEditorScreen jobId={jobId} />;
}
