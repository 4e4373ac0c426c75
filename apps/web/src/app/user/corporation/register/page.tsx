import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { checkPageAccess } from '@spi/core';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { RegisterCorporation } from '@/features/corporation/components/register-corporation';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../../account-nav';
import { pageAccess as memberAccess } from '../access';
import { pageAccess as manageAccess } from '../manage/access';
import { canRegisterCorporation, pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/corporation/register', title: '법인 등록' }), robots: { index: false } };

export default async function CorporationRegisterPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/corporation/register', await searchParams));
  if (!canRegisterCorporation(viewer)) {
    // Already in a corporation: to its page (the manager's screen when the viewer manages it).
    // (A member before seats are bought cannot open /user/corporation yet: the account page instead.)
    if (checkPageAccess(manageAccess, viewer).allowed) redirect('/user/corporation/manage');
    redirect(checkPageAccess(memberAccess, viewer).allowed ? '/user/corporation' : '/user/setting');
  }
  const user = viewer.user!;
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell title="법인 등록" description="회사를 등록하고 동료를 초대해 법인 멤버십을 함께 이용하세요." current="/user/corporation/register" nav={accountNav(viewer)}>
        <RegisterCorporation email={user.email} nickname={user.nickname} />
      </AccountShell>
    </>
  );
}
