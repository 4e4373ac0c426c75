'use client';

import { compareKorean } from '@spi/core';
import type { FundReport } from '@spi/core';
import { useQuery } from '@/lib/query';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, LinesSkeleton } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { LockedNotice } from '@/components/market/locked';
import { fetchFundReports, fundQueryKeys } from '../api/funds-client';
import { REPORTS_DENIED, REPORTS_REASON } from '../lib/copy';
import { ReportTable } from './report-table';
import styles from './fund-reports.module.css';

/** Reports by year of 기준일 (newest first), then by 기준일 and title. */
export function groupReportsByYear(reports: FundReport[]): Array<{ year: string; reports: FundReport[] }> {
  const sorted = [...reports].sort((a, b) => compareKorean(b.periodEnd, a.periodEnd) || compareKorean(a.fundName, b.fundName) || compareKorean(a.title, b.title));
  const groups = new Map<string, FundReport[]>();
  for (const report of sorted) {
    const year = report.periodEnd.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), report]);
  }
  return [...groups].map(([year, list]) => ({ year, reports: list }));
}

/** /fund/reports: every report the viewer may download, grouped by year of 기준일, with a search within. */
export function FundReports() {
  const userId = useSignedInUserId();
  const [text, setText] = useState('');
  const query = useQuery({
    queryKey: fundQueryKeys.reports(userId ?? null),
    queryFn: ({ signal }) => fetchFundReports(signal),
    enabled: userId !== undefined,
  });
  const needle = text.trim().toLowerCase();
  const groups = useMemo(() => {
    const rows = (query.data ?? []).filter((r) => !needle || `${r.title} ${r.fundName} ${r.fundId} ${r.kindLabel}`.toLowerCase().includes(needle));
    return groupReportsByYear(rows);
  }, [query.data, needle]);

  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      return <LockedNotice title="펀드 보고서" reason={REPORTS_REASON} denial={error.status === 403 ? REPORTS_DENIED : undefined} signedIn={error.status === 403} redirectPath="/fund/reports" />;
    }
    return <ErrorState title="보고서 목록을 불러오지 못했습니다." retry={<Button variant="secondary" onClick={() => void query.refetch()}>다시 시도</Button>} />;
  }
  if (query.isPending) return <LinesSkeleton lines={6} screen />;
  if (query.data.length === 0) return <EmptyState title="아직 등록된 보고서가 없습니다." description="운용사가 보고서를 올리면 이곳에 기준일 순으로 표시됩니다." />;

  return (
    <div className={styles.wrap} data-testid="fund-reports">
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span className="visually-hidden">보고서 제목, 펀드명, 펀드 코드로 찾기</span>
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="보고서 제목, 펀드명, 펀드 코드로 찾기" maxLength={100} />
        </label>
        <p className={styles.count} aria-live="polite">보고서 {groups.reduce((n, g) => n + g.reports.length, 0)}건</p>
      </div>
      {groups.length === 0 ? (
        <EmptyState title={`‘${text.trim()}’에 맞는 보고서가 없습니다.`} description="검색어를 바꿔 보세요." />
      ) : (
        groups.map((group) => (
          <section key={group.year} className={styles.group} aria-labelledby={`reports-${group.year}`}>
            <h2 id={`reports-${group.year}`} className={styles.year}>{group.year}년 기준 <span>{group.reports.length}건</span></h2>
            <ReportTable reports={group.reports} showFund />
          </section>
        ))
      )}
    </div>
  );
}
