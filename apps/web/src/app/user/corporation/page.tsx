import type { Metadata } from 'next';
import { CORPORATION_MANAGER, checkPageAccess } from '@spi/core';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { CorporationInfo } from '@/features/corporation/components/corporation-info';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../account-nav';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/corporation', title: '법인 정보' }), robots: { index: false } };

export default async function CorporationPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/corporation', await searchParams));
  const canManage = checkPageAccess({ role: [CORPORATION_MANAGER] }, viewer).allowed;
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell title="법인 정보" description="소속 법인과 법인 멤버십 정보입니다." current="/user/corporation" nav={accountNav(viewer)}>
        <CorporationInfo corporationId={viewer.user!.corporationId} viewerId={viewer.user!.userId} canManage={canManage} />
      </AccountShell>
    </>
  );
}
