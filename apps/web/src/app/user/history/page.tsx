import { accountNav } from '../account-nav';
import type { Metadata } from 'next';
import { AccountShell } from '@/features/account/components/account-shell';
import { HistoryScreen } from '@/features/history/components/history-screen';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';

import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: '/user/history', title: '최근 본 글' }), robots: { index: false } };

/** /user/history (login required): the articles this reader opened, by day, as an infinite list. */
export default async function HistoryPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/user/history', await searchParams));
  return (
    <AccountShell title="최근 본 글" description="로그인한 상태로 읽은 글이 날짜별로 기록됩니다. 기록은 본인만 볼 수 있습니다." current="/user/history" nav={accountNav(viewer)}>
      <HistoryScreen userId={viewer.user!.userId} />
    </AccountShell>
  );
}
