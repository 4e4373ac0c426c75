import Link from '@/components/ui/app-link';
import { FundStatistics } from '@/features/funds/components/fund-statistics';
import { pageMetadata } from '@/lib/metadata';
import styles from '../fund-route.module.css';

export const metadata = pageMetadata({
  path: '/fund/statistics',
  title: '사모펀드 통계 · 운용사·전략별 AUM, 설정연도',
  description: '부동산 사모펀드의 운용사별·투자 전략별 AUM과 설정연도별 펀드 수·설정원본. 프리미엄 멤버십 또는 사모펀드 권한으로 볼 수 있습니다.',
});

// Static (ADR 014): the statistics are member-only, so the page carries no figures and loads them in
// the browser with the viewer's token; a guest or a lower tier sees the locked panel.
export const dynamic = 'force-static';

export default function FundStatisticsPage() {
  return (
    <div className={styles.page}>
      <nav aria-label="위치" className={styles.crumbs}><Link href="/fund">사모펀드</Link> <span aria-hidden="true">›</span> <span aria-current="page">통계</span></nav>
      <header className={styles.head}>
        <h1 className={styles.title}>사모펀드 통계</h1>
        <p className={styles.lead}>운용 중인 부동산 사모펀드의 운용사별·투자 전략별 AUM과, 설정연도별 펀드 수와 설정원본입니다. 금액은 억원·조원으로 표시합니다.</p>
      </header>
      <FundStatistics />
    </div>
  );
}
