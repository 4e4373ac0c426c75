import Link from '@/components/ui/app-link';
import { MarketDataNote } from '@/components/market/data-note';
import { fetchFundListAsGuest } from '@/features/funds/api/funds-server';
import { UrlFundList } from '@/features/funds/components/fund-list';
import styles from '@/features/funds/components/funds.module.css';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/fund',
  title: '사모펀드 · 부동산 사모펀드 데이터',
  description: '국내 부동산·특별자산 사모펀드의 운용사, 투자 전략, 설정일과 만기, 기초자산, 판매사·수탁사를 한눈에. 멤버십 회원은 AUM·NAV·목표 수익률과 투자자 정보를 봅니다.',
});

// Static and cached (ADR 014/019): the guest's first page is fetched with the tag 'funds', which admin
// edits, report uploads and imports expire; filters, sort and page live in the URL and are read in the
// browser, so the HTML is the same for everyone.
export const dynamic = 'force-static';
export const revalidate = 300;

export default async function FundListPage() {
  const initial = await fetchFundListAsGuest();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>사모펀드</p>
          <h1 className={styles.title}>부동산 사모펀드</h1>
          <p className={styles.lead}>누가 어떤 자산을 어떤 돈으로 보유하는지: 운용사, 전략, 설정일과 만기, 기초자산과 관련 거래를 찾아보세요.</p>
          {initial && <MarketDataNote {...initial.note} />}
        </div>
        <nav className={styles.heroLinks} aria-label="사모펀드 메뉴">
          <Link href="/fund/statistics" className={styles.linkButton}>사모펀드 통계</Link>
          <Link href="/dealsheet" className={styles.linkButton}>딜정보</Link>
        </nav>
      </header>
      <UrlFundList initial={initial} />
    </div>
  );
}
