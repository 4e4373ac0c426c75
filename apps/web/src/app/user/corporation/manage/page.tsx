import type { Metadata } from 'next';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { CorporationManageForm } from '@/features/account/components/corporation-manage-form';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../../account-nav';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/corporation/manage', title: '법인 정보 관리' }), robots: { index: false } };

export default async function CorporationManagePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/corporation/manage', await searchParams));
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell title="법인 정보 관리" description="법인 관리자만 수정할 수 있습니다." current="/user/corporation/manage" nav={accountNav(viewer)}>
        <CorporationManageForm corporationId={viewer.user!.corporationId!} />
      </AccountShell>
    </>
  );
}
