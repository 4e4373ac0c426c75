import type { Metadata } from 'next';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { AuditLogTable } from '@/features/account/components/audit-log-table';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../../user/account-nav';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/admin/audit', title: '감사 기록' }), robots: { index: false } };

export default async function AuditPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/admin/audit', await searchParams));
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell title="감사 기록" description="관리자가 다른 회원의 정보를 조회하거나 바꾼 기록입니다." current="/admin/audit" nav={accountNav(viewer)}>
        <AuditLogTable />
      </AccountShell>
    </>
  );
}
