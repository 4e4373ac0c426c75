import type { Metadata } from 'next';
import { JobListScreen } from '@/features/cms/components/recruit/job-list-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/recruit', title: '채용 관리' }), robots: { index: false } };

/** /admin/recruit: the job postings (editors and admins). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/recruit', await searchParams));
  return <JobListScreen />;
}
