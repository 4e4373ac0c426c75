import type { Metadata } from 'next';
import { SophiAdminScreen } from '@/features/cms/components/sophi/sophi-admin-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/sophi', title: 'Sophi 관리' }), robots: { index: false } };

/** /admin/sophi: Sophi's usage, the readers' ratings and the export of unanswered questions (administrators only). */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/sophi', await searchParams));
  return <SophiAdminScreen />;
}
