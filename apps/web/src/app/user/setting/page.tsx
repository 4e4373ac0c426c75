import type { Metadata } from 'next';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../account-nav';
import { pageAccess } from './access';
import { SettingsClient } from './settings-client';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/setting', title: '계정 관리' }), robots: { index: false } };

export default async function UserSettingPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/setting', params));
  const tab = params.about === 'membership' ? 'membership' : 'info';
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell title="계정 관리" description="프로필, 수신 설정, 로그인된 기기와 멤버십을 관리합니다." current="/user/setting" nav={accountNav(viewer)}>
        <SettingsClient tab={tab} initialUser={viewer.user!} initialInfo={viewer.info} />
      </AccountShell>
    </>
  );
}
