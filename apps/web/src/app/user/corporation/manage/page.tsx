import type { Metadata } from 'next';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { CorporationManage } from '@/features/corporation/components/corporation-manage';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../../account-nav';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/corporation/manage', title: '법인 관리' }), robots: { index: false } };

export default async function CorporationManagePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/corporation/manage', await searchParams));
  const user = viewer.user!;
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell title="법인 관리" description="법인 정보, 좌석, 멤버와 초대, 법인 멤버십을 관리합니다. 법인 관리자만 볼 수 있어요." current="/user/corporation/manage" nav={accountNav(viewer)}>
        <CorporationManage corporationId={user.corporationId!} viewerId={user.userId} viewerEmail={user.email} />
      </AccountShell>
    </>
  );
}
