import { formatDotDate, formatPercent, formatWon, priceIndexOnOrBefore } from '@spi/core';
// parseSophiIntent and the metric vocabulary are not re-exported by @spi/core's index yet.
import { SOPHI_METRICS } from '@spi/core/sophi/intent';
import { z } from 'zod';
import type { DataTool } from '../../../adapters/answer-engine/types';
import { asOfNote, defineTool, toolResult, type ToolDeps } from './shared';
import { reitDates, reitHref, resolveReit, sampleNote } from './reit-common';

export const reitDividendsArgs = z.object({
  reit: z.string().trim().min(1, { error: '리츠 이름이나 종목코드를 입력해 주세요.' }).max(60),
  limit: z.number().int().min(1).max(20).default(8),
});

/** reit_dividends: a REIT's recent dividends (record date, DPS, yield of each payment) and its TTM yield. */
export function reitDividendsTool(deps: ToolDeps): DataTool {
  return defineTool(
    'reit_dividends',
    '리츠의 최근 배당(배당기준일, 배당락일, 지급일, 주당 배당금, 회차별 시가배당률)과 최근 12개월 배당수익률. Recent dividends of one REIT.',
    reitDividendsArgs,
    async ({ reit, limit }, ctx) => {
      const ds = await deps.reitDataset(ctx.now);
      const e = resolveReit(ds, reit);
      if (!e) return null;
      const { priceDate } = reitDates(e, ds.asOf);
      const prices = e.data.prices;
      const rows = [...e.data.dividends].sort((a, b) => (a.recordDate < b.recordDate ? 1 : -1)).slice(0, limit).map((d) => {
        // Yield of one payment: DPS ÷ the close on (or before) the record date.
        const at = priceIndexOnOrBefore(prices, d.recordDate);
        const close = at >= 0 ? prices[at]!.close : null;
        return { ...d, yield: close ? d.dps / close : null, scheduled: d.recordDate > priceDate };
      });
      const name = e.row.nameKo;
      const ttm = e.metrics.dividendYield;
      const latest = rows.find((r) => !r.scheduled) ?? null;
      const next = e.nextRecordDate;
      const parts = [
        latest ? `${name}의 최근 배당은 주당 ${formatWon(latest.dps)}(배당기준일 ${formatDotDate(latest.recordDate)}${latest.paymentDate ? `, 지급일 ${formatDotDate(latest.paymentDate)}` : ''})입니다` : `${name}의 배당 기록이 없습니다`,
        ttm.value !== null ? `${SOPHI_METRICS.dividendYield.label}은 ${formatPercent(ttm.value)}입니다${asOfNote(priceDate)}` : null,
        next ? `다음 배당기준일은 ${formatDotDate(next)}입니다` : null,
      ].filter(Boolean);
      const summary = `${parts.join('. ')}.${sampleNote(ds)}`;
      return toolResult({
        sourceType: 'REITS',
        sourceId: e.row.ticker,
        title: `${name} 배당`,
        href: `${reitHref(e.row.ticker)}#dividends`,
        asOf: priceDate,
        summary,
        table: {
          title: `${name} 최근 배당`,
          columns: [
            { key: 'recordDate', label: '배당기준일', align: 'left' },
            { key: 'exDate', label: '배당락일', align: 'left' },
            { key: 'paymentDate', label: '지급일', align: 'left' },
            { key: 'dps', label: '주당 배당금', align: 'right' },
            { key: 'yield', label: '시가배당률', align: 'right' },
            { key: 'kind', label: '구분', align: 'left' },
          ],
          rows: rows.map((r) => ({
            recordDate: formatDotDate(r.recordDate), exDate: formatDotDate(r.exDate), paymentDate: formatDotDate(r.paymentDate),
            dps: formatWon(r.dps), yield: formatPercent(r.yield), kind: `${r.kind === 'SPECIAL' ? '특별' : '정기'}${r.scheduled ? ' (예정)' : ''}`,
          })),
          rowHrefs: rows.map(() => reitHref(e.row.ticker)),
          unitNote: '주당 배당금: 원, 시가배당률: 주당 배당금 ÷ 배당기준일 종가 (%)',
        },
        data: {
          ticker: e.row.ticker, name, asOf: priceDate, dividendYieldTtm: ttm.value, nextRecordDate: next, isSample: ds.isSample,
          dividends: rows.map((r) => ({ recordDate: r.recordDate, exDate: r.exDate, paymentDate: r.paymentDate, dps: r.dps, kind: r.kind, yield: r.yield })),
        },
      });
    },
  );
}
