'use client';

import clsx from 'clsx';
import type { SophiUsage } from '@spi/core';
import { StackedBarChart } from '@/components/market/charts';
import forms from '../forms.module.css';
import { formatCount, formatMs, formatRate, shortDate } from './sophi-format';
import styles from './sophi-admin.module.css';

/** The period's figures, a chart of the answers per day and the daily table (newest day first). */
export function SophiUsageSection({ usage, refreshing }: { usage: SophiUsage; refreshing: boolean }) {
  const t = usage.totals;
  const tokens = t.promptTokens + t.completionTokens;
  const figures: Array<{ label: string; value: string; note?: string; testId: string }> = [
    { label: '질문 수', value: formatCount(t.questions), note: `회원 ${formatCount(t.members)}명 · 비회원 질문 ${formatCount(t.guests)}건`, testId: 'questions' },
    { label: '답변률', value: formatRate(t.answered, t.questions), note: `근거를 찾은 답변 ${formatCount(t.answered)}건`, testId: 'answer-rate' },
    { label: '근거 부족 비율', value: formatRate(t.insufficient, t.questions), note: `근거 부족 ${formatCount(t.insufficient)}건 · 중지 ${formatCount(t.cancelled)}건 · 실패 ${formatCount(t.failed)}건`, testId: 'insufficient-rate' },
    { label: '평균 첫 응답 시간', value: formatMs(t.avgFirstTokenMs), note: '질문부터 첫 글자까지', testId: 'first-token' },
    { label: '토큰', value: formatCount(tokens), note: `입력 ${formatCount(t.promptTokens)} · 출력 ${formatCount(t.completionTokens)}`, testId: 'tokens' },
    { label: '좋아요 / 아쉬워요', value: `${formatCount(t.up)} / ${formatCount(t.down)}`, note: '답변에 남긴 평가', testId: 'ratings' },
  ];
  const newestFirst = [...usage.days].reverse();

  return (
    <div className={clsx(refreshing && styles.refreshing)} aria-busy={refreshing || undefined}>
      <dl className={styles.figures} data-testid="sophi-figures">
        {figures.map((f) => (
          <div key={f.label} className={styles.figure} data-testid={`sophi-figure-${f.testId}`}>
            <dt>{f.label}</dt>
            <dd>{f.value}{f.note && <span className={styles.figureNote}>{f.note}</span>}</dd>
          </div>
        ))}
      </dl>

      <section className={styles.section} aria-labelledby="sophi-daily-title">
        <h2 id="sophi-daily-title" className={styles.sectionTitle}>일별 현황</h2>
        <div className={styles.chart}>
          <StackedBarChart
            title="일별 답변 결과"
            categories={usage.days.map((d) => shortDate(d.date))}
            longCategories={usage.days.map((d) => d.date)}
            series={[
              { key: 'answered', label: '답변', values: usage.days.map((d) => d.answered) },
              { key: 'insufficient', label: '근거 부족', values: usage.days.map((d) => d.insufficient) },
              { key: 'cancelled', label: '중지', values: usage.days.map((d) => d.cancelled) },
              { key: 'failed', label: '실패', values: usage.days.map((d) => d.failed) },
            ]}
            format={(v) => `${formatCount(v)}건`}
            height={200}
            testId="sophi-daily-chart"
          />
        </div>
        <div className={forms.tableWrap}>
          <table className={clsx(forms.table, styles.table)} data-testid="sophi-daily-table">
            <thead>
              <tr>
                <th scope="col">날짜</th>
                <th scope="col" className={forms.num}>질문</th>
                <th scope="col" className={forms.num}>회원</th>
                <th scope="col" className={forms.num}>비회원 질문</th>
                <th scope="col" className={forms.num}>답변</th>
                <th scope="col" className={forms.num}>근거 부족</th>
                <th scope="col" className={forms.num}>중지</th>
                <th scope="col" className={forms.num}>실패</th>
                <th scope="col" className={forms.num}>입력 토큰</th>
                <th scope="col" className={forms.num}>출력 토큰</th>
                <th scope="col" className={forms.num}>평균 첫 응답</th>
                <th scope="col" className={forms.num}>좋아요</th>
                <th scope="col" className={forms.num}>아쉬워요</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((d) => (
                <tr key={d.date} data-testid="sophi-day-row">
                  <th scope="row" className={clsx(forms.nowrap, 'tabular')}>{d.date}</th>
                  {[d.questions, d.members, d.guests, d.answered, d.insufficient, d.cancelled, d.failed, d.promptTokens, d.completionTokens].map((n, i) => (
                    <td key={i} className={clsx(forms.num, 'tabular', n === 0 && styles.muted)}>{formatCount(n)}</td>
                  ))}
                  <td className={clsx(forms.num, 'tabular')}>{formatMs(d.avgFirstTokenMs)}</td>
                  <td className={clsx(forms.num, 'tabular')}>{formatCount(d.up)}</td>
                  <td className={clsx(forms.num, 'tabular')}>{formatCount(d.down)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.engineNote}>
          현재 엔진: {usage.engine.label}{usage.engine.model ? ` (${usage.engine.model})` : ''}. 날짜는 서울 시간 기준입니다.
        </p>
      </section>
    </div>
  );
}
