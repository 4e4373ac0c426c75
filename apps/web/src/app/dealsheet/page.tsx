import Link from '@/components/ui/app-link';
import { MarketDataNote } from '@/components/market/data-note';
import { fetchDealListDefault } from '@/features/deals/api/deals-server';
import { UrlDealList } from '@/features/deals/components/deal-list';
import styles from '@/features/deals/components/deals.module.css';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/dealsheet',
  title: '딜정보 · 상업용 부동산 거래 데이터베이스',
  description: '오피스, 물류, 리테일, 호텔 등 국내 상업용 부동산 거래를 자산 유형·권역·매수자·매도자·거래일로 찾아보세요. 거래가, 평당가, 캡레이트와 분기별 거래 통계를 제공합니다.',
});

// Static and cached (ADR 014, ADR 019 rule 4): the guest's first page is fetched with the tag 'deals',
// which every edit and import expires; the filters live in the URL and are read in the browser, and the
// viewer's prices load there with the session, so the HTML is the same for everyone.
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function DealsheetPage() {
  const initial = await fetchDealListDefault();
  return (
    <div className={styles.page} data-testid="dealsheet">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Deal Sheet</p>
          <h1 className={styles.title}>딜정보</h1>
          <p className={styles.lead}>국내 상업용 부동산 거래를 누가, 언제, 얼마에 사고팔았는지 한곳에서 찾아보세요.</p>
          {initial && <MarketDataNote {...initial.note} />}
        </div>
        <div className={styles.heroLinks}>
          <Link href="/dealsheet/statistics" className={styles.linkButton}>거래 통계 보기</Link>
        </div>
      </header>
      <UrlDealList initial={initial} showNote={!initial} />
    </div>
  );
}
