import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { FundReports } from '@/features/funds/components/fund-reports';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';
import styles from '../fund-route.module.css';

export const metadata: Metadata = { ...pageMetadata({ path: '/fund/reports', title: '펀드 보고서' }), robots: { index: false } };

/**
 * /fund/reports: every fund report the viewer may download, for fund authority only (rule 7).
 * requirePageAccess decides on the server before anything renders; the list loads with the viewer's token.
 */
export default async function FundReportsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/fund/reports', await searchParams));
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      <div className={styles.page}>
        <nav aria-label="위치" className={styles.crumbs}><Link href="/fund">사모펀드</Link> <span aria-hidden="true">›</span> <span aria-current="page">펀드 보고서</span></nav>
        <header className={styles.head}>
          <h1 className={styles.title}>펀드 보고서</h1>
          <p className={styles.lead}>자산운용보고서, 실사·평가 보고서, 결산 보고서를 기준일 순으로 모았습니다. 내려받기 전에 보고서 이용 약관에 동의해야 하며, 모든 다운로드는 기록됩니다.</p>
        </header>
        <FundReports />
      </div>
    </>
  );
}
