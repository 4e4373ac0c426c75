import {
  DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, DEAL_REGION_LABELS, DEAL_REGION_SHORT_LABELS, DEAL_REGIONS, DEAL_STATUS_LABELS, DEAL_STRUCTURE_LABELS,
  PRICE_QUALITY_LABELS, priceBandOf, quartersBetween, REIT_SECTOR_LABELS,
  type AdminDealResponse, type ArticleListItemDto, type DealAccess, type DealDetail, type DealListItem, type DealStatisticsResponse, type RecordAudit,
  type StatisticsSeries,
} from '@spi/core';
import type { schema } from '@spi/db';
import type { DealStatisticsData, QuarterCell } from '../../loaders/deals/load-deal-statistics';
import { DEAL_SOURCE, type DealLinks, type DealNote, type DealRow } from '../../loaders/deals/load-deals';
import { gated, presentMarketNote } from './market';

/** The data note beside every deal figure: newest deal date (today when there is none), sample or not. */
export function presentDealNote(note: DealNote, today: string) {
  return presentMarketNote(note, today, DEAL_SOURCE);
}

/**
 * A deal as a list row. Gated fields (ADR 019) are null without `access.prices`; the price band is always
 * filled when the price is known, so guests and crawlers still see roughly how big the deal was.
 */
export function presentDealListItem(d: DealRow, access: DealAccess): DealListItem {
  const prices = access.prices;
  return {
    id: d.id,
    assetName: d.assetName,
    address: d.address,
    district: d.district,
    region: d.region,
    regionLabel: DEAL_REGION_LABELS[d.region],
    assetType: d.assetType,
    assetTypeLabel: DEAL_ASSET_TYPE_LABELS[d.assetType],
    subtype: d.subtype,
    gfaSqm: d.gfaSqm,
    landSqm: d.landSqm,
    completionYear: d.completionYear,
    status: d.status,
    statusLabel: DEAL_STATUS_LABELS[d.status],
    dealDate: d.dealDate,
    buyer: d.buyer,
    buyerType: d.buyerType,
    seller: d.seller,
    sellerType: d.sellerType,
    stake: d.stake,
    priceBand: priceBandOf(d.priceWon),
    priceWon: gated(d.priceWon, prices),
    pricePerPyeongWon: gated(d.pricePerPyeongWon, prices),
    capRate: gated(d.capRate, prices),
    priceQuality: d.priceQuality,
    priceQualityLabel: PRICE_QUALITY_LABELS[d.priceQuality],
    isSample: d.isSample,
  };
}

function reitRef(r: typeof schema.reits.$inferSelect | undefined) {
  return r ? { ticker: r.ticker, nameKo: r.nameKo, nameEn: r.nameEn, sector: r.sector, sectorLabel: REIT_SECTOR_LABELS[r.sector] } : null;
}

/** A deal page: the list row plus structure, parties' links, lender and LTV (gated), source, description and tags. */
export function presentDealDetail(d: DealRow, links: DealLinks, access: DealAccess): DealDetail {
  const fund = (id: string | null) => (id ? links.funds.get(id) ?? null : null);
  return {
    ...presentDealListItem(d, access),
    structure: d.structure,
    structureLabel: DEAL_STRUCTURE_LABELS[d.structure],
    amc: d.amc,
    advisor: d.advisor,
    lender: gated(d.lender, access.prices),
    ltv: gated(d.ltv, access.prices),
    source: d.source,
    description: d.description,
    tags: d.tags,
    buyerReit: reitRef(d.buyerReitTicker ? links.reits.get(d.buyerReitTicker) : undefined),
    sellerReit: reitRef(d.sellerReitTicker ? links.reits.get(d.sellerReitTicker) : undefined),
    buyerFund: fund(d.buyerFundId),
    sellerFund: fund(d.sellerFundId),
    funds: links.holders,
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function presentDealDetailResponse(
  d: DealRow, links: DealLinks, access: DealAccess, note: ReturnType<typeof presentDealNote>, articles: ArticleListItemDto[], similar: DealRow[],
) {
  return {
    note,
    access,
    deal: presentDealDetail(d, links, access),
    related: { articles, similar: similar.map((s) => presentDealListItem(s, access)) },
  };
}

const OFFICE_REGION_KEYS = ['CBD', 'GBD', 'YBD', 'BBD', 'OTHER'] as const;
const OFFICE_REGION_LABELS: Record<(typeof OFFICE_REGION_KEYS)[number], string> = {
  CBD: DEAL_REGION_SHORT_LABELS.CBD, GBD: DEAL_REGION_SHORT_LABELS.GBD, YBD: DEAL_REGION_SHORT_LABELS.YBD, BBD: DEAL_REGION_SHORT_LABELS.BBD, OTHER: '기타',
};

/** Series in the given key order, one value per quarter (null where no deal counts), keys without any deal left out. */
function series(cells: QuarterCell[], quarters: string[], keys: readonly string[], labels: Record<string, string>, round: (v: number) => number): StatisticsSeries[] {
  const index = new Map(quarters.map((q, i) => [q, i]));
  const out: StatisticsSeries[] = [];
  for (const key of keys) {
    const mine = cells.filter((c) => c.key === key);
    if (mine.length === 0) continue;
    const values: Array<number | null> = quarters.map(() => null);
    const counts = quarters.map(() => 0);
    for (const c of mine) {
      const i = index.get(`${c.year}Q${c.quarter}`);
      if (i === undefined) continue;
      values[i] = c.value === null ? null : round(c.value);
      counts[i] = c.count;
    }
    out.push({ key, label: labels[key] ?? key, values, counts });
  }
  return out;
}

const roundTo = (digits: number) => (v: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function presentDealStatistics(data: DealStatisticsData, note: ReturnType<typeof presentDealNote>, access: DealAccess, fallbackYear: number): DealStatisticsResponse {
  const all = [...data.volumeByType];
  const ordered = all.map((c) => c.year * 10 + c.quarter);
  const quarters = ordered.length
    ? quartersBetween(`${Math.floor(Math.min(...ordered) / 10)}Q${Math.min(...ordered) % 10}`, `${Math.floor(Math.max(...ordered) / 10)}Q${Math.max(...ordered) % 10}`)
    : [];
  const years = [...new Set(all.map((c) => c.year))].sort((a, b) => a - b);
  return {
    note,
    quarters,
    volumeByType: series(data.volumeByType, quarters, DEAL_ASSET_TYPES, DEAL_ASSET_TYPE_LABELS, Math.round),
    volumeByRegion: series(data.volumeByRegion, quarters, DEAL_REGIONS, DEAL_REGION_SHORT_LABELS, Math.round),
    officePricePerPyeong: series(data.officePricePerPyeong, quarters, OFFICE_REGION_KEYS, OFFICE_REGION_LABELS, Math.round),
    capRateByType: series(data.capRateByType, quarters, DEAL_ASSET_TYPES, DEAL_ASSET_TYPE_LABELS, roundTo(6)),
    years,
    largest: { year: data.largestYear ?? fallbackYear, data: data.largest.map((d) => presentDealListItem(d, access)) },
  };
}

/** The editable record (every stored field an editor sets) and its audit trail. */
export function presentAdminDeal(d: DealRow, audits: RecordAudit[]): AdminDealResponse {
  return {
    deal: {
      id: d.id,
      assetName: d.assetName,
      address: d.address,
      district: d.district,
      region: d.region,
      assetType: d.assetType,
      subtype: d.subtype,
      gfaSqm: d.gfaSqm,
      landSqm: d.landSqm,
      completionYear: d.completionYear,
      priceWon: d.priceWon,
      capRate: d.capRate,
      priceQuality: d.priceQuality,
      buyer: d.buyer,
      buyerType: d.buyerType,
      seller: d.seller,
      sellerType: d.sellerType,
      buyerReitTicker: d.buyerReitTicker,
      sellerReitTicker: d.sellerReitTicker,
      buyerFundId: d.buyerFundId,
      sellerFundId: d.sellerFundId,
      amc: d.amc,
      advisor: d.advisor,
      lender: d.lender,
      ltv: d.ltv,
      structure: d.structure,
      stake: d.stake,
      status: d.status,
      dealDate: d.dealDate,
      source: d.source,
      description: d.description,
      tags: d.tags,
      isSample: d.isSample,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    },
    audits,
  };
}
