import type { Metadata } from 'next';
import { AccountShell } from '@/features/account/components/account-shell';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { NotificationsScreen } from '@/features/account/components/notifications-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../account-nav';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/notifications', title: '알림 설정' }), robots: { index: false } };

export default async function NotificationsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/notifications', await searchParams));
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <AccountShell title="알림 설정" description="받고 싶은 소식만 골라 받으세요." current="/user/notifications" nav={accountNav(viewer)}>
        <NotificationsScreen userId={viewer.user!.userId} />
      </AccountShell>
    </>
  );
}
