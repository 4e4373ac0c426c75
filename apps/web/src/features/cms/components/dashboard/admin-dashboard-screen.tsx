'use client';

import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import type { AdminDashboard } from '@spi/core';
import { ErrorState } from '@/components/content/states';
import { MultiLineChart, StackedBarChart } from '@/components/market/charts';
import { RemoteSlot } from '@/components/remote/remote-slot';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import { errorMessage } from '../../lib/field-errors';
import { pick, useListParams } from '../billing/use-list-params';
import { CmsPageHeader } from '../shell/cms-shell';
import { StatusTabs, tabId } from '../status-tabs';
import forms from '../forms.module.css';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD, useAdminDashboard, type DashboardPeriod } from './dashboard-api';
import { dotDate, formatCount, shortDate, truncate } from './dashboard-format';
import styles from './admin-dashboard.module.css';
import { formatLocaleNumber, formatWon } from '@spi/core';

const KEYS = ['days'] as const;
const PANEL_ID = 'dashboard-panel';
const TABS = DASHBOARD_PERIODS.map((value) => ({ value, label: `${value}일` }));
const INQUIRIES_HREF = '/admin/support/inquiries';

/** '1,234만원' on the revenue axis. */
const wonAxis = (n: number) => (Math.abs(n) >= 10_000 ? `${formatLocaleNumber(n / 10_000, 1)}만` : formatLocaleNumber(n));

/**
 * /admin/dashboard: the operators' figures for the last 7, 30 or 90 Seoul days (the period in the address),
 * and the micro-frontend '외부 위젯' panel when SPI_REMOTE_BASE_URL is configured.
 */
export function AdminDashboardScreen({ remoteBaseUrl = null }: { remoteBaseUrl?: string | null }) {
  const { values, navigate } = useListParams(KEYS);
  const days: DashboardPeriod = pick(values.days, DASHBOARD_PERIODS) ?? DEFAULT_DASHBOARD_PERIOD;
  const query = useAdminDashboard(days);
  const data = query.data;

  return (
    <>
      <CmsPageHeader title="대시보드" description="가입, 회원, 매출, 많이 본 콘텐츠, 오류와 문의를 한눈에 봅니다. 날짜는 서울 시간 기준입니다." />
      <StatusTabs
        label="기간"
        tabs={TABS}
        value={days}
        onChange={(next) => navigate({ days: next === DEFAULT_DASHBOARD_PERIOD ? null : next })}
        panelId={PANEL_ID}
      />
      <p className={styles.periodNote} data-testid="dashboard-period" aria-live="polite">
        {data
          ? `${dotDate(data.period.from)} ~ ${dotDate(data.period.to)} (오늘 포함 ${data.period.days}일) · 기준 시각 ${formatSeoulDateTime(data.asOf)}`
          : ' '}
      </p>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(PANEL_ID, days)}>
        {query.isError && !data ? (
          <ErrorState
            title="대시보드를 불러오지 못했습니다."
            description={errorMessage(query.error)}
            retry={<button type="button" onClick={() => void query.refetch()}>다시 시도</button>}
          />
        ) : !data ? (
          <DashboardSkeleton />
        ) : (
          <DashboardBody data={data} refreshing={query.isFetching && query.isPlaceholderData} />
        )}
      </div>
      {remoteBaseUrl && (
        <section className={styles.section} aria-labelledby="dashboard-remote-title" data-testid="dashboard-remote">
          <h2 id="dashboard-remote-title" className={styles.sectionTitle}>외부 위젯</h2>
          <div className={styles.card}>
            <RemoteSlot baseUrl={remoteBaseUrl} props={{ label: '관리자 대시보드' }} minHeight={160} testId="dashboard-remote-slot" />
          </div>
        </section>
      )}
    </>
  );
}

/** The frame while the first figures load: the same blocks at their final heights, so nothing moves (CLS). */
function DashboardSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="불러오는 중" data-testid="dashboard-skeleton">
      <div className={styles.figures}>
        {Array.from({ length: 5 }, (_, i) => <div key={i} className={clsx(styles.figure, styles.figureSkeleton)} />)}
      </div>
      <div className={styles.charts}>
        <div className={clsx(styles.card, styles.chartSkeleton)} />
        <div className={clsx(styles.card, styles.chartSkeleton)} />
      </div>
      <div className={styles.grid}>
        <div className={clsx(styles.card, styles.listSkeleton)} />
        <div className={clsx(styles.card, styles.listSkeleton)} />
        <div className={clsx(styles.card, styles.listSkeleton)} />
      </div>
      <div className={clsx(styles.card, styles.tableSkeleton)} />
    </div>
  );
}

function DashboardBody({ data, refreshing }: { data: AdminDashboard; refreshing: boolean }) {
  const members = data.activeMembersByTier.filter((t) => t.tier !== 'NONE');
  const memberTotal = members.reduce((sum, t) => sum + t.count, 0);
  const guests = data.activeMembersByTier.find((t) => t.tier === 'NONE')?.count ?? 0;
  const paid = data.revenue.total + data.revenue.refunds;
  const maxTier = Math.max(1, ...data.activeMembersByTier.map((t) => t.count));
  const dates = data.signUps.daily.map((d) => d.date);
  const empty = data.signUps.total === 0 && paid === 0 && data.pageViews.total === 0 && data.topArticles.length === 0 && data.topReits.length === 0;

  return (
    <div className={clsx(refreshing && styles.refreshing)} aria-busy={refreshing || undefined} data-testid="dashboard-body">
      {empty && <p className={styles.periodNote} data-testid="dashboard-empty">이 기간에는 가입, 결제, 페이지뷰 기록이 없습니다.</p>}
      <dl className={styles.figures} data-testid="dashboard-figures">
        <Figure testId="sign-ups" label="신규 가입" value={`${formatCount(data.signUps.total)}명`} note="가입을 마친 회원 (탈퇴 포함)" />
        <Figure testId="members" label="유효 회원" value={`${formatCount(memberTotal)}명`} note={`멤버십 이용 중 · 비회원 ${formatCount(guests)}명`} />
        <Figure testId="revenue" label="순매출" value={formatWon(data.revenue.total)} note={`결제 ${formatWon(paid)} · 환불 ${formatWon(data.revenue.refunds)}`} />
        <Figure testId="page-views" label="페이지뷰" value={formatCount(data.pageViews.total)} note="사이트 자체 집계" />
        <Figure
          testId="inquiries"
          label="답변 대기 문의"
          value={`${formatCount(data.openInquiries)}건`}
          note={<Link href={INQUIRIES_HREF} className={styles.link} data-testid="dashboard-inquiries-link">문의함 열기</Link>}
        />
      </dl>

      <section className={styles.section} aria-labelledby="dashboard-daily-title">
        <h2 id="dashboard-daily-title" className={styles.sectionTitle}>일별 추이</h2>
        <div className={styles.charts}>
          <div className={styles.card}>
            <StackedBarChart
              title="일별 신규 가입"
              categories={dates.map(shortDate)}
              longCategories={dates}
              series={[{ key: 'signUps', label: '신규 가입', values: data.signUps.daily.map((d) => d.count) }]}
              format={(v) => `${formatCount(v)}명`}
              height={200}
              testId="dashboard-signups-chart"
            />
          </div>
          <div className={styles.card}>
            <MultiLineChart
              title="일별 순매출 (환불 차감)"
              categories={dates.map(shortDate)}
              longCategories={dates}
              series={[{ key: 'revenue', label: '순매출', values: data.revenue.daily.map((d) => d.amount) }]}
              format={formatWon}
              axisFormat={wonAxis}
              height={200}
              testId="dashboard-revenue-chart"
            />
          </div>
        </div>
      </section>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="dashboard-tiers-title">
          <h2 id="dashboard-tiers-title" className={styles.cardTitle}>등급별 회원 (현재)</h2>
          <ul className={styles.bars} data-testid="dashboard-tiers">
            {data.activeMembersByTier.map((t) => (
              <li key={t.tier} className={styles.bar} data-testid={`dashboard-tier-${t.tier}`}>
                <span className={styles.barLabel}>{t.label}</span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${(t.count / maxTier) * 100}%` }} />
                </span>
                <span className={clsx(styles.barValue, 'tabular')}>{formatCount(t.count)}명</span>
              </li>
            ))}
          </ul>
        </section>
        <TopList
          id="articles"
          title="많이 본 아티클"
          items={data.topArticles.map((a) => ({ key: a.id, label: a.title, href: a.href, views: a.views }))}
          empty="이 기간에 읽힌 아티클이 없습니다."
        />
        <TopList
          id="reits"
          title="많이 본 리츠"
          items={data.topReits.map((r) => ({ key: r.ticker, label: `${r.name} (${r.ticker})`, href: r.href, views: r.views }))}
          empty="이 기간에 조회된 리츠가 없습니다."
        />
      </div>

      <section className={styles.section} aria-labelledby="dashboard-errors-title">
        <h2 id="dashboard-errors-title" className={styles.sectionTitle}>최근 오류 보고</h2>
        {data.recentErrors.length === 0 ? (
          <p className={styles.emptyNote} data-testid="dashboard-errors-empty">접수된 오류 보고가 없습니다.</p>
        ) : (
          <div className={forms.tableWrap}>
            <table className={clsx(forms.table, styles.errorsTable)} data-testid="dashboard-errors">
              <thead>
                <tr>
                  <th scope="col">시각</th>
                  <th scope="col">내용</th>
                  <th scope="col">경로</th>
                </tr>
              </thead>
              <tbody>
                {data.recentErrors.map((e) => (
                  <tr key={e.id} data-testid="dashboard-error-row">
                    <td className={clsx(forms.nowrap, 'tabular')}>{formatSeoulDateTime(e.createdAt)}</td>
                    <td className={styles.errorMessage} title={e.message}>{truncate(e.message)}</td>
                    <td className={styles.errorPath} title={e.path}>{truncate(e.path, 60)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: string; note?: ReactNode; testId: string }) {
  return (
    <div className={styles.figure} data-testid={`dashboard-figure-${testId}`}>
      <dt>{label}</dt>
      <dd>{value}{note && <span className={styles.figureNote}>{note}</span>}</dd>
    </div>
  );
}

function TopList({ id, title, items, empty }: { id: string; title: string; items: Array<{ key: string; label: string; href: string; views: number }>; empty: string }) {
  return (
    <section className={styles.card} aria-labelledby={`dashboard-${id}-title`}>
      <h2 id={`dashboard-${id}-title`} className={styles.cardTitle}>{title}</h2>
      {items.length === 0 ? (
        <p className={styles.emptyNote}>{empty}</p>
      ) : (
        <ol className={styles.top} data-testid={`dashboard-top-${id}`}>
          {items.map((item) => (
            <li key={item.key} className={styles.topItem}>
              <Link href={item.href} className={styles.topLink}>{item.label}</Link>
              <span className={clsx(styles.topViews, 'tabular')}>{formatCount(item.views)}회</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
