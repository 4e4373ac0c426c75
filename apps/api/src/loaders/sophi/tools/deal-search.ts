import {
  DEAL_ASSET_TYPE_LABELS, DEAL_REGION_SHORT_LABELS, DEAL_STATUS_LABELS, dealAccessOf, formatAmount, formatDotDate, formatEok, formatWon, priceBandOf,
} from '@spi/core';
import { schema } from '@spi/db';
import { and, asc, desc, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { DataTool } from '../../../adapters/answer-engine/types';
import { gated } from '../../../presenters/deals/market';
import { loadDealNote } from '../../deals/load-deals';
import { seoulDay } from '../../load-article-access';
import { dealFilterArgs, dealFilterWhere, dealListHref, filterLabel } from './deal-common';
import { asOfNote, defineTool, limitSchema, MEMBERS_ONLY, toolResult, type ToolDeps } from './shared';

const { deals } = schema;

export const dealSearchArgs = z.object({
  ...dealFilterArgs,
  quarter: z.number().int().min(1).max(4).optional(),
  order: z.enum(['largest', 'latest']).default('latest'),
  limit: limitSchema,
});

/**
 * deal_search: deals by year, quarter, type and region, the largest or the latest. The price, 평당가
 * and a ranking by price need `deals.viewPrices` (ADR 019): without it a viewer gets the latest deals
 * with the public price band, and the summary says the ranking is for members.
 */
export function dealSearchTool(deps: ToolDeps): DataTool {
  return defineTool(
    'deal_search',
    '딜정보(상업용 부동산 거래)를 연도·분기·자산 유형·권역으로 찾습니다. order=largest는 거래가 순, latest는 최신순. Searches commercial real-estate deals.',
    dealSearchArgs,
    async (args, ctx) => {
      const access = dealAccessOf(ctx.principal);
      const byPrice = args.order === 'largest' && access.prices;
      const where = dealFilterWhere(args);
      const [rows, note] = await Promise.all([
        deps.db.select().from(deals)
          .where(byPrice ? and(where, isNotNull(deals.priceWon)) : where)
          .orderBy(...(byPrice ? [desc(deals.priceWon), desc(deals.dealDate), asc(deals.id)] : [desc(deals.dealDate), desc(deals.id)]))
          .limit(args.limit),
        loadDealNote(deps.db),
      ]);
      const asOf = note.asOf ?? seoulDay(ctx.now.getTime());
      const scope = filterLabel(args) || '전체';
      const lockedRanking = args.order === 'largest' && !access.prices;
      let summary: string;
      if (rows.length === 0) summary = `${scope} 조건에 맞는 거래가 없습니다${asOfNote(asOf)}.`;
      else if (byPrice) {
        const top = rows[0]!;
        summary = `${scope} 거래 중 가장 큰 거래는 ${top.assetName}(${formatAmount(top.priceWon)}, ${formatDotDate(top.dealDate)} ${DEAL_STATUS_LABELS[top.status]})입니다${asOfNote(asOf)}.`;
      } else {
        const top = rows[0]!;
        summary = `${scope} 최근 거래 ${rows.length}건 중 가장 최근 거래는 ${top.assetName}(${formatDotDate(top.dealDate)})입니다${asOfNote(asOf)}.`;
      }
      if (lockedRanking && rows.length > 0) summary += ` 거래가 순위와 거래가는 멤버십 회원 전용이라 최근 거래를 가격대와 함께 보여 드립니다.`;
      if (note.isSample) summary += ' 샘플 데이터입니다.';
      const title = `${scope} ${byPrice ? '대형 거래' : '최근 거래'}`;
      return toolResult({
        sourceType: 'DEAL',
        sourceId: `search:${args.year ?? ''}:${args.quarter ?? ''}:${args.sector ?? ''}:${args.region ?? ''}:${byPrice ? 'largest' : 'latest'}`,
        title,
        href: dealListHref(args, byPrice ? { sort: 'price', order: 'desc' } : undefined),
        asOf,
        summary,
        table: {
          title,
          columns: [
            { key: 'date', label: '거래일', align: 'left' },
            { key: 'asset', label: '자산', align: 'left' },
            { key: 'type', label: '유형', align: 'left' },
            { key: 'region', label: '권역', align: 'left' },
            { key: 'buyer', label: '매수자', align: 'left' },
            { key: 'price', label: access.prices ? '거래가' : '가격대', align: 'right' },
            { key: 'pricePerPyeong', label: '평당가', align: 'right' },
            { key: 'status', label: '상태', align: 'left' },
          ],
          rows: rows.map((d) => ({
            date: formatDotDate(d.dealDate),
            asset: d.assetName,
            type: DEAL_ASSET_TYPE_LABELS[d.assetType],
            region: DEAL_REGION_SHORT_LABELS[d.region],
            buyer: d.buyer,
            price: access.prices ? formatEok(d.priceWon) : priceBandOf(d.priceWon) ?? '-',
            pricePerPyeong: access.prices ? formatWon(d.pricePerPyeongWon) : MEMBERS_ONLY,
            status: DEAL_STATUS_LABELS[d.status],
          })),
          rowHrefs: rows.map((d) => `/dealsheet/${encodeURIComponent(d.id)}`),
          unitNote: access.prices ? '거래가: 억원, 평당가: 원/3.3㎡' : '거래가와 평당가는 멤버십 회원 전용입니다 (가격대만 표시).',
        },
        data: {
          asOf, isSample: note.isSample, order: byPrice ? 'largest' : 'latest', pricesVisible: access.prices,
          deals: rows.map((d) => ({
            id: d.id, assetName: d.assetName, dealDate: d.dealDate, assetType: d.assetType, region: d.region, buyer: d.buyer, seller: d.seller, status: d.status,
            priceBand: priceBandOf(d.priceWon), priceWon: gated(d.priceWon, access.prices), pricePerPyeongWon: gated(d.pricePerPyeongWon, access.prices),
          })),
        },
      });
    },
  );
}

