'use client';

import {
  formatAmount, formatDotDate, formatPercent, sampleDataLabel, type DealListItem, type FundDetailResponse,
} from '@spi/core';
import { useQuery } from '@/lib/query';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { LinesSkeleton } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { LockedNotice, LockedValue } from '@/components/market/locked';
import { Section } from '@/components/market/section';
import { fetchFundDetail, fundQueryKeys } from '../api/funds-client';
import { FIGURES_REASON, REPORTS_DENIED, REPORTS_REASON } from '../lib/copy';
import { dealPath, fundPath } from '../lib/fund-seo';
import { ReportTable } from './report-table';
import styles from './fund-page.module.css';

type Fund = FundDetailResponse['fund'];

const FIGURE_ROWS: Array<{ label: string; value: (f: Fund) => ReactNode }> = [
  { label: '설정원본', value: (f) => formatAmount(f.originalPrincipalWon) },
  { label: 'AUM (운용자산)', value: (f) => formatAmount(f.aumWon) },
  { label: '순자산(NAV)', value: (f) => (f.navWon === null ? '-' : <>{formatAmount(f.navWon)}{f.navAsOf && <span className={styles.muted}>기준일 {formatDotDate(f.navAsOf)}</span>}</>) },
  { label: '차입 한도', value: (f) => (f.leverageCap === null ? '-' : `${formatPercent(f.leverageCap, 0)} (LTV)`) },
  { label: '목표 수익률(IRR)', value: (f) => formatPercent(f.targetIrr, 1) },
  { label: '운용보수', value: (f) => (f.managementFee === null ? '-' : `연 ${formatPercent(f.managementFee, 2)}`) },
  { label: '성과보수', value: (f) => f.performanceFee || '-' },
];

/**
 * The parts of a fund page that depend on who reads: figures and investors (funds.view), reports
 * (funds.reports) and related deals (prices with deals.viewPrices). The cached HTML is the guest's; a
 * signed-in viewer's version is fetched with the token and replaces it.
 */
export function FundViewerSections({ initial }: { initial: FundDetailResponse }) {
  const userId = useSignedInUserId();
  const fundId = initial.fund.id;
  const signedIn = userId === undefined ? undefined : userId !== null;
  const query = useQuery({
    queryKey: fundQueryKeys.detail(fundId, userId ?? null),
    queryFn: ({ signal }) => fetchFundDetail(fundId, signal),
    enabled: typeof userId === 'string',
    staleTime: 60_000,
  });
  const detail = query.data ?? initial;
  const loading = typeof userId === 'string' && query.isPending;
  const { fund, access } = detail;
  const here = fundPath(fundId);

  return (
    <>
      <Section id="figures" title="펀드 규모와 조건" hint={`${sampleDataLabel(detail.note.asOf, detail.note.isSample)} · 금액은 억원·조원`}>
        {loading ? (
          <LinesSkeleton lines={3} />
        ) : (
          <>
            <dl className={styles.figures} data-testid="fund-figures" data-locked={access.figures ? 'false' : 'true'}>
              {FIGURE_ROWS.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{access.figures ? row.value(fund) : <LockedValue label="멤버십 전용" reason={FIGURES_REASON} />}</dd>
                </div>
              ))}
            </dl>
            {!access.figures && (
              <LockedNotice title="펀드 규모·수익률·보수와 투자자 정보" reason={FIGURES_REASON} signedIn={signedIn} redirectPath={here} testId="fund-figures-locked" />
            )}
          </>
        )}
      </Section>

      {!loading && access.figures && (
        <Section id="investors" title="투자자" hint="공개된 투자자와 약정액">
          {fund.investors && fund.investors.length > 0 ? (
            <div className={styles.scroller} tabIndex={0} role="region" aria-label="투자자 목록">
              <table className={styles.table}>
                <caption className="visually-hidden">{fund.name}의 투자자</caption>
                <thead><tr><th scope="col">투자자</th><th scope="col">유형</th><th scope="col" className={styles.num}>약정액</th></tr></thead>
                <tbody>
                  {fund.investors.map((inv) => (
                    <tr key={inv.seq}>
                      <th scope="row">{inv.name}</th>
                      <td>{inv.typeLabel}</td>
                      <td className={styles.num}>{inv.commitmentWon === null ? '공개되지 않음' : formatAmount(inv.commitmentWon)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={styles.emptyText}>공개된 투자자 정보가 없습니다.</p>
          )}
        </Section>
      )}

      <Section id="reports" title="펀드 보고서" hint={`${fund.reportCount}건 · 내려받기 전에 이용 약관에 동의해야 합니다`}
        actions={!loading && access.reports ? <Link href="/fund/reports" className={styles.more}>모든 펀드 보고서</Link> : undefined}>
        {loading ? (
          <LinesSkeleton lines={2} />
        ) : access.reports && fund.reports ? (
          fund.reports.length > 0 ? <ReportTable reports={fund.reports} showFund={false} /> : <p className={styles.emptyText}>등록된 보고서가 없습니다.</p>
        ) : (
          <>
            <p className={styles.reportCount} data-testid="fund-report-count">
              {fund.reportCount > 0 ? <>이 펀드에는 보고서 <strong>{fund.reportCount}건</strong>이 있습니다.</> : '등록된 보고서가 없습니다.'}
            </p>
            {fund.reportCount > 0 && (
              <LockedNotice title="보고서는 사모펀드 권한이 필요해요" reason={REPORTS_REASON} denial={REPORTS_DENIED} signedIn={signedIn} redirectPath={here} testId="fund-reports-locked" />
            )}
          </>
        )}
      </Section>

      <RelatedDeals deals={detail.related.deals} prices={detail.related.deals.some((d) => d.priceWon !== null)} />
    </>
  );
}

function price(deal: DealListItem): ReactNode {
  if (deal.priceWon !== null) return formatAmount(deal.priceWon);
  if (deal.priceBand) return <span title="정확한 거래가는 라이트 이상 멤버십에서 볼 수 있어요.">{deal.priceBand}</span>;
  return <span className={styles.muted}>비공개</span>;
}

function RelatedDeals({ deals, prices }: { deals: DealListItem[]; prices: boolean }) {
  if (deals.length === 0) return null;
  return (
    <Section id="deals" title="관련 거래" hint={`${deals.length}건 · ${prices ? '거래가' : '거래가는 가격대로 표시'}`}>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="관련 거래 목록">
        <table className={styles.table} data-testid="fund-related-deals">
          <caption className="visually-hidden">이 펀드가 사고판 거래와 기초자산 거래</caption>
          <thead>
            <tr><th scope="col">자산</th><th scope="col">거래일</th><th scope="col">유형</th><th scope="col">지역</th><th scope="col">매수자 / 매도자</th><th scope="col">상태</th><th scope="col" className={styles.num}>거래가</th></tr>
          </thead>
          <tbody>
            {deals.map((deal) => (
              <tr key={deal.id}>
                <th scope="row"><Link href={dealPath(deal.id)} className={styles.rowLink}>{deal.assetName}</Link></th>
                <td>{formatDotDate(deal.dealDate)}</td>
                <td>{deal.assetTypeLabel}</td>
                <td>{deal.district}</td>
                <td className={styles.wrap}>{deal.buyer} / {deal.seller}</td>
                <td>{deal.statusLabel}</td>
                <td className={styles.num}>{price(deal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
