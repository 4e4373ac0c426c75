// parseSophiIntent and the metric vocabulary are not re-exported by @spi/core's index yet.
import { SOPHI_METRICS, type SophiMetricKey } from '@spi/core/sophi/intent';
import { REIT_SECTOR_LABELS, REIT_SECTORS } from '@spi/core';
import { z } from 'zod';
import type { DataTool } from '../../../adapters/answer-engine/types';
import { asOfNote, defineTool, limitSchema, toolResult, type ToolDeps } from './shared';
import { formatMetricValue, metricKeySchema, metricValue, reitHref, sampleNote, sectorLabel, unitNoteOf } from './reit-common';

export const reitRankingArgs = z.object({
  metric: metricKeySchema,
  order: z.enum(['desc', 'asc']).default('desc'),
  limit: limitSchema,
  sector: z.enum(REIT_SECTORS, { error: '리츠 섹터가 올바르지 않습니다.' }).optional(),
});

/** The screener's sort keys (apps/web reits screener-state): a ranking links to the sorted screener when it can. */
const SCREENER_SORTS = new Set<SophiMetricKey>([
  'price', 'marketCap', 'turnover', 'indicatedYield', 'dividendYield', 'dividendGrowth', 'pNav', 'navPremium', 'pFfo', 'impliedCapRate', 'ltv',
  'debtToAssets', 'interestCoverage', 'netDebtToEbitda', 'expenseRatio', 'wale', 'occupancy', 'return1M', 'return3M', 'returnYTD', 'return1Y', 'return3Y',
]);

/** reit_ranking: the listed REITs ranked by one metric, from the REIT dataset of 리츠포커스. */
export function reitRankingTool(deps: ToolDeps): DataTool {
  return defineTool(
    'reit_ranking',
    '상장 리츠를 한 지표(배당수익률, P/NAV, LTV, 시가총액 등)로 순위를 매깁니다. Ranks listed K-REITs by one metric (values as on 리츠포커스).',
    reitRankingArgs,
    async ({ metric, order, limit, sector }, ctx) => {
      const ds = await deps.reitDataset(ctx.now);
      const pool = sector ? ds.entries.filter((e) => e.row.sector === sector) : ds.entries;
      const known = pool
        .map((e) => ({ e, value: metricValue(e, metric).value }))
        .filter((r): r is { e: typeof r.e; value: number } => r.value !== null)
        .sort((a, b) => (order === 'desc' ? b.value - a.value : a.value - b.value) || a.e.row.ticker.localeCompare(b.e.row.ticker));
      if (known.length === 0) return null;
      const top = known.slice(0, limit);
      const { label } = SOPHI_METRICS[metric];
      const direction = `${sector ? `${REIT_SECTOR_LABELS[sector]} 리츠 ` : ''}${order === 'desc' ? '상위' : '하위'}`;
      const list = top.map((r) => `${r.e.row.nameKo}(${formatMetricValue(metric, r.value)})`).join(', ');
      const summary = `${label} ${direction} ${top.length}개${sector ? '' : ' 리츠'}는 ${list}입니다${asOfNote(ds.asOf)}.${sampleNote(ds)}`;
      const params = new URLSearchParams(SCREENER_SORTS.has(metric) ? { sort: metric, dir: order } : {});
      if (sector) params.set('sector', sector);
      const href = `/reitsfocus${params.size ? `?${params.toString()}` : ''}`;
      return toolResult({
        sourceType: 'REITS',
        sourceId: `ranking:${metric}:${order}${sector ? `:${sector}` : ''}`,
        title: `리츠 ${label} ${direction} ${top.length}`,
        href,
        asOf: ds.asOf,
        summary,
        table: {
          title: `${label} ${direction} ${top.length}개${sector ? '' : ' 리츠'}`,
          columns: [
            { key: 'rank', label: '순위', align: 'right' },
            { key: 'name', label: '리츠', align: 'left' },
            { key: 'sector', label: '섹터', align: 'left' },
            { key: 'value', label, align: 'right' },
          ],
          rows: top.map((r, i) => ({ rank: i + 1, name: r.e.row.nameKo, sector: sectorLabel(r.e), value: formatMetricValue(metric, r.value) })),
          rowHrefs: top.map((r) => reitHref(r.e.row.ticker)),
          unitNote: `${unitNoteOf([metric])} · 값이 없는 리츠 ${pool.length - known.length}곳 제외`,
        },
        data: {
          asOf: ds.asOf, isSample: ds.isSample, metric, order, sector: sector ?? null,
          rows: top.map((r, i) => ({ rank: i + 1, ticker: r.e.row.ticker, name: r.e.row.nameKo, value: r.value })),
        },
      });
    },
  );
}
