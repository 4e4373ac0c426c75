import Link from '@/components/ui/app-link';
import { Suspense } from 'react';
import { LinesSkeleton } from '@/components/content/states';
import { DealStatistics } from '@/features/deals/components/deal-statistics';
import styles from '@/features/deals/components/deals.module.css';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/dealsheet/statistics',
  title: '딜정보 거래 통계 · 분기별 거래 규모, 평당가, 캡레이트',
  description: '국내 상업용 부동산의 분기별 거래 규모(자산 유형별·권역별), 오피스 평당가와 캡레이트 추이, 연도별 대형 거래를 봅니다.',
});

// The page is the same for everyone and cached (no cookies); the statistics load in the browser with the
// session, and viewers below the statistics tiers see what they would get and how to get it.
export const dynamic = 'force-static';
export const revalidate = 3600;

export default function DealStatisticsPage() {
  return (
    <div className={styles.page} data-testid="deal-statistics">
      <nav aria-label="위치" className={styles.crumbs}><Link href="/dealsheet">딜정보</Link><span aria-hidden="true">›</span><span aria-current="page">거래 통계</span></nav>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>거래 통계</h1>
          <p className={styles.lead}>완료된 거래를 분기별로 모아 시장의 규모와 가격 흐름을 봅니다.</p>
        </div>
        <div className={styles.heroLinks}>
          <Link href="/dealsheet" className={styles.linkButton}>딜 목록으로</Link>
        </div>
      </header>
      <Suspense fallback={<LinesSkeleton lines={8} screen />}>
        <DealStatistics />
      </Suspense>
    </div>
  );
}
