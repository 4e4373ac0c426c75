import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { SeedViewer } from '@/features/auth/components/seed-viewer';
import { fetchReitList } from '@/features/reits/api/reits-server';
import { ReitExportList } from '@/features/reits/components/reit-export-list';
import { ReitsUnavailable } from '@/features/reits/components/unavailable';
import { pageMetadata } from '@/lib/metadata';
import { pagePath, type PageSearchParams } from '@/lib/server/access-flag';
import { requirePageAccess } from '@/lib/server/viewer';
import { pageAccess } from './access';
import styles from './export.module.css';

export const metadata: Metadata = { ...pageMetadata({ path: '/reitsfocus/export', title: '리츠 데이터 내보내기' }), robots: { index: false } };

/**
 * /reitsfocus/export: a members-only page (download tiers). requirePageAccess decides on the server
 * before anything renders; the REIT list itself is the cached guest fetch of 리츠포커스.
 */
export default async function ReitExportPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const viewer = await requirePageAccess(pageAccess, pagePath('/reitsfocus/export', await searchParams));
  const list = await fetchReitList();
  return (
    <>
      <SeedViewer user={viewer.user} info={viewer.info} />
      {!list ? (
        <ReitsUnavailable />
      ) : (
        <div className={styles.page}>
          <nav aria-label="위치" className={styles.crumbs}><Link href="/reitsfocus">리츠포커스</Link> <span aria-hidden>›</span> 데이터 내보내기</nav>
          <header className={styles.head}>
            <h1 className={styles.title}>리츠 데이터 내보내기</h1>
            <p className={styles.lead}>상장 리츠별 시세, 배당, 재무, 지표를 엑셀(.xlsx)로 받을 수 있습니다. 멤버십 회원 전용 기능입니다.</p>
          </header>
          <ReitExportList rows={list.data} note={list.note} />
        </div>
      )}
    </>
  );
}
