import Link from '@/components/ui/app-link';
import { fetchEventListDefault } from '@/features/events/api/events-server';
import { UrlEventList } from '@/features/events/components/event-list';
import styles from '@/features/events/components/events.module.css';
import { MY_EVENTS_PATH } from '@/features/events/lib/paths';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/event',
  title: '이벤트 · 상업용 부동산 세미나와 컨퍼런스',
  description: '상업용 부동산 전문가를 위한 세미나, 컨퍼런스, 웨비나, 네트워킹 행사를 확인하고 신청하세요. 일정, 장소, 참가비와 잔여석을 한눈에 볼 수 있습니다.',
});

// Static and cached (ADR 014, ADR 020 rule 3): the guest's first page of upcoming events is fetched with
// the tag 'events', which every edit, registration and cancellation expires; the tabs and filters live in
// the URL and are read in the browser, so the HTML is the same for everyone.
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function EventListPage() {
  const initial = await fetchEventListDefault();
  return (
    <div className={styles.page} data-testid="events-page">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Events</p>
          <h1 className={styles.title}>이벤트</h1>
          <p className={styles.lead}>상업용 부동산 전문가를 위한 세미나와 컨퍼런스, 웨비나와 네트워킹 행사를 만나 보세요.</p>
        </div>
        <div className={styles.heroLinks}>
          <Link href={MY_EVENTS_PATH} className={styles.linkButton} prefetch={false}>내 이벤트 신청</Link>
        </div>
      </header>
      <UrlEventList initial={initial} />
    </div>
  );
}
