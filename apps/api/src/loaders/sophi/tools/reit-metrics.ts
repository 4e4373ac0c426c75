import { formatDotDate } from '@spi/core';
// parseSophiIntent and the metric vocabulary are not re-exported by @spi/core's index yet.
import { SOPHI_DEFAULT_REIT_METRICS, SOPHI_METRICS } from '@spi/core/sophi/intent';
import { z } from 'zod';
import type { DataTool } from '../../../adapters/answer-engine/types';
import { asOfNote, defineTool, toolResult, topicParticle, type ToolDeps } from './shared';
import {
  formatMetricValue, metricAsOf, metricKeySchema, metricValue, reitDates, reitHref, resolveReit, sampleNote, unitNoteOf,
} from './reit-common';

export const reitMetricsArgs = z.object({
  reit: z.string().trim().min(1, { error: '리츠 이름이나 종목코드를 입력해 주세요.' }).max(60),
  metrics: z.array(metricKeySchema).max(12).optional(),
});

/** How many figures the summary sentence names (the table has them all). */
const SUMMARY_FIGURES = 4;

/** reit_metrics: one REIT's key figures with the dates they stand on (price date, report date). */
export function reitMetricsTool(deps: ToolDeps): DataTool {
  return defineTool(
    'reit_metrics',
    '리츠 하나의 주요 지표(주가, 시가총액, 배당수익률, P/NAV, LTV 등)와 기준일을 보여 줍니다. One REIT (name or ticker): key figures with as-of dates.',
    reitMetricsArgs,
    async ({ reit, metrics }, ctx) => {
      const ds = await deps.reitDataset(ctx.now);
      const e = resolveReit(ds, reit);
      if (!e) return null;
      const keys = [...new Set(metrics?.length ? metrics : SOPHI_DEFAULT_REIT_METRICS)];
      const dates = reitDates(e, ds.asOf);
      const figures = keys.map((key) => ({ key, ...metricValue(e, key), asOf: metricAsOf(key, dates) }));
      const name = e.row.nameKo;
      const stated = figures.slice(0, SUMMARY_FIGURES).map((f) => {
        const text = f.value === null ? `계산할 수 없습니다(${f.reason})` : formatMetricValue(f.key, f.value);
        return `${SOPHI_METRICS[f.key].label} ${text}`;
      });
      const reportNote = dates.reportDate && figures.some((f) => f.asOf === dates.reportDate && f.asOf !== dates.priceDate)
        ? ` 재무 지표는 ${formatDotDate(dates.reportDate)} 결산 기준입니다.` : '';
      const summary = figures.length === 1 && figures[0]!.value !== null
        ? `${name}의 ${SOPHI_METRICS[figures[0]!.key].label}${topicParticle(SOPHI_METRICS[figures[0]!.key].label)} ${formatMetricValue(figures[0]!.key, figures[0]!.value)}입니다${asOfNote(figures[0]!.asOf)}.${sampleNote(ds)}`
        : `${name}: ${stated.join(', ')}${asOfNote(dates.priceDate)}.${reportNote}${sampleNote(ds)}`;
      return toolResult({
        sourceType: 'REITS',
        sourceId: e.row.ticker,
        title: `${name} 주요 지표`,
        href: reitHref(e.row.ticker),
        asOf: dates.priceDate,
        summary,
        table: {
          title: `${name} (${e.row.ticker}) 주요 지표`,
          columns: [
            { key: 'metric', label: '지표', align: 'left' },
            { key: 'value', label: '값', align: 'right' },
            { key: 'asOf', label: '기준일', align: 'left' },
          ],
          rows: figures.map((f) => ({
            metric: SOPHI_METRICS[f.key].label,
            value: f.value === null ? `- (${f.reason})` : formatMetricValue(f.key, f.value),
            asOf: formatDotDate(f.asOf),
          })),
          rowHrefs: figures.map(() => reitHref(e.row.ticker)),
          unitNote: unitNoteOf(keys),
        },
        data: {
          ticker: e.row.ticker, name, priceDate: dates.priceDate, reportDate: dates.reportDate, isSample: ds.isSample,
          metrics: Object.fromEntries(figures.map((f) => [f.key, { value: f.value, asOf: f.asOf, ...(f.reason && { reason: f.reason }) }])),
        },
      });
    },
  );
}
