import { DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, dealAccessOf, formatAmount, formatEok, formatNumber, quarterLabel } from '@spi/core';
import { schema } from '@spi/db';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DataTool } from '../../../adapters/answer-engine/types';
import { loadDealNote } from '../../deals/load-deals';
import { seoulDay } from '../../load-article-access';
import { dealFilterArgs, dealFilterWhere, filterLabel } from './deal-common';
import { asOfNote, defineTool, MEMBERS_ONLY, toolResult, type ToolDeps } from './shared';

const { deals } = schema;

export const dealStatisticsArgs = z.object(dealFilterArgs);

/** Quarters shown when no year is asked: the latest eight. */
const RECENT_QUARTERS = 8;

/**
 * deal_statistics: closed deals counted and summed (known prices) by quarter — or by type when no type
 * is asked. Counts are public (the 딜정보 list shows the count of any filter); the amounts are the
 * statistics of ADR 019 and need `deals.statistics`, otherwise they read '멤버십 전용'.
 */
export function dealStatisticsTool(deps: ToolDeps): DataTool {
  return defineTool(
    'deal_statistics',
    '완료된 딜정보 거래의 건수와 거래 규모(합계)를 분기별 또는 자산 유형별로 집계합니다. Counts and volumes of closed deals by quarter or type.',
    dealStatisticsArgs,
    async (args, ctx) => {
      const access = dealAccessOf(ctx.principal);
      const bySector = args.sector === undefined;
      const key = bySector ? sql<string>`${deals.assetType}` : sql<string>`extract(year from ${deals.dealDate})::int || 'Q' || extract(quarter from ${deals.dealDate})::int`;
      const [groups, note] = await Promise.all([
        deps.db.select({ key, count: sql<number>`count(*)::int`, volume: sql<number | null>`sum(${deals.priceWon})::float8` })
          .from(deals).where(and(eq(deals.status, 'CLOSED'), dealFilterWhere(args))).groupBy(sql`1`),
        loadDealNote(deps.db),
      ]);
      let rows = groups.map((g) => ({ key: String(g.key), count: Number(g.count), volume: g.volume === null ? null : Number(g.volume) }));
      if (bySector) {
        const order = new Map<string, number>(DEAL_ASSET_TYPES.map((t, i) => [t, i]));
        rows.sort((a, b) => (order.get(a.key) ?? 99) - (order.get(b.key) ?? 99));
      } else {
        rows.sort((a, b) => (a.key < b.key ? -1 : 1));
        if (args.year === undefined) rows = rows.slice(-RECENT_QUARTERS);
      }
      const asOf = note.asOf ?? seoulDay(ctx.now.getTime());
      const scope = filterLabel(args) || '전체';
      const count = rows.reduce((s, r) => s + r.count, 0);
      const volume = rows.reduce((s, r) => s + (r.volume ?? 0), 0);
      const period = bySector || args.year !== undefined ? '' : ` (최근 ${rows.length}개 분기)`;
      let summary = count === 0
        ? `${scope} 완료 거래가 없습니다${asOfNote(asOf)}.`
        : access.statistics
          ? `${scope} 완료 거래는${period} ${formatNumber(count)}건, 거래 규모(가격이 알려진 거래 합계)는 ${formatAmount(volume)}입니다${asOfNote(asOf)}.`
          : `${scope} 완료 거래는${period} ${formatNumber(count)}건입니다${asOfNote(asOf)}. 거래 규모 통계는 멤버십 회원 전용입니다.`;
      if (note.isSample) summary += ' 샘플 데이터입니다.';
      const label = (k: string) => (bySector ? DEAL_ASSET_TYPE_LABELS[k as keyof typeof DEAL_ASSET_TYPE_LABELS] ?? k : quarterLabel(k));
      return toolResult({
        sourceType: 'DEAL',
        sourceId: `statistics:${args.year ?? ''}:${args.sector ?? ''}:${args.region ?? ''}`,
        title: `${scope} 거래 통계`,
        href: '/dealsheet/statistics',
        asOf,
        summary,
        table: {
          title: `${scope} 완료 거래 ${bySector ? '자산 유형별' : '분기별'} 통계`,
          columns: [
            { key: 'group', label: bySector ? '자산 유형' : '분기', align: 'left' },
            { key: 'count', label: '건수', align: 'right' },
            { key: 'volume', label: '거래 규모', align: 'right' },
          ],
          rows: rows.map((r) => ({ group: label(r.key), count: r.count, volume: access.statistics ? formatEok(r.volume) : MEMBERS_ONLY })),
          rowHrefs: rows.map(() => null),
          unitNote: access.statistics ? '거래 규모: 가격이 알려진 완료 거래의 합계, 억원' : '거래 규모는 멤버십 회원 전용입니다.',
        },
        data: {
          asOf, isSample: note.isSample, groupedBy: bySector ? 'sector' : 'quarter', volumesVisible: access.statistics,
          groups: rows.map((r) => ({ key: r.key, count: r.count, volumeWon: access.statistics ? r.volume : null })),
        },
      });
    },
  );
}
