import type { Metadata } from 'next';
import { remoteBaseUrl } from '@/components/remote/remote-config';
import { AdminDashboardScreen } from '@/features/cms/components/dashboard/admin-dashboard-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/dashboard', title: '대시보드' }), robots: { index: false } };

/** /admin/dashboard: the operators' figures (administrators only), and the micro-frontend panel when configured. */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requirePageAccess(pageAccess, pagePath('/admin/dashboard', await searchParams));
  return <AdminDashboardScreen remoteBaseUrl={remoteBaseUrl()} />;
}
