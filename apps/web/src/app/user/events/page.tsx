import type { Metadata } from 'next';
import { parsePageParam } from '@/components/content/paging';
import { AccountShell } from '@/features/account/components/account-shell';
import { MyEventsScreen } from '@/features/events/components/my-events';
import { MY_EVENTS_PATH } from '@/features/events/lib/paths';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { accountNav } from '../account-nav';
import { pageAccess } from './access';

export const metadata: Metadata = { ...pageMetadata({ path: MY_EVENTS_PATH, title: '내 이벤트 신청' }), robots: { index: false } };

/** /user/events (login required): the viewer's event registrations, upcoming or past, with cancellation. */
export default async function MyEventsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const viewer = await requirePageAccess(pageAccess, pagePath(MY_EVENTS_PATH, params));
  const when = (Array.isArray(params.when) ? params.when[0] : params.when) === 'past' ? 'past' : 'upcoming';
  return (
    <AccountShell title="내 이벤트 신청" description="신청한 세미나와 컨퍼런스의 참가 상태를 확인하고 취소할 수 있습니다." current={MY_EVENTS_PATH} nav={accountNav(viewer)}>
      <MyEventsScreen userId={viewer.user!.userId} when={when} page={parsePageParam(params.page)} />
    </AccountShell>
  );
}
