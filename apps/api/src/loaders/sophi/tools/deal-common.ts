import { DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, DEAL_REGION_SHORT_LABELS, DEAL_REGIONS, type DealAssetType, type DealRegion } from '@spi/core';
import { schema } from '@spi/db';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';

const { deals } = schema;

export const dealFilterArgs = {
  year: z.number().int().min(2000).max(2100).optional(),
  sector: z.enum(DEAL_ASSET_TYPES, { error: '자산 유형이 올바르지 않습니다.' }).optional(),
  region: z.enum(DEAL_REGIONS, { error: '권역이 올바르지 않습니다.' }).optional(),
};

export interface DealFilter { year?: number; quarter?: number; sector?: DealAssetType; region?: DealRegion }

/** The first and last day of a year or one of its quarters. */
export function periodOf(f: DealFilter): { from: string; to: string } | null {
  if (f.year === undefined) return null;
  if (f.quarter === undefined) return { from: `${f.year}-01-01`, to: `${f.year}-12-31` };
  const startMonth = (f.quarter - 1) * 3 + 1;
  const endMonth = startMonth + 2;
  const lastDay = new Date(Date.UTC(f.year, endMonth, 0)).getUTCDate();
  return { from: `${f.year}-${String(startMonth).padStart(2, '0')}-01`, to: `${f.year}-${String(endMonth).padStart(2, '0')}-${lastDay}` };
}

export function dealFilterWhere(f: DealFilter): SQL | undefined {
  const period = periodOf(f);
  const parts = [
    f.sector ? eq(deals.assetType, f.sector) : undefined,
    f.region ? eq(deals.region, f.region) : undefined,
    period ? gte(deals.dealDate, period.from) : undefined,
    period ? lte(deals.dealDate, period.to) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? and(...parts) : undefined;
}

/** '2026년 3분기 GBD 오피스' — the filter in words ('' for none). */
export function filterLabel(f: DealFilter): string {
  return [
    f.year !== undefined ? `${f.year}년${f.quarter !== undefined ? ` ${f.quarter}분기` : ''}` : '',
    f.region ? DEAL_REGION_SHORT_LABELS[f.region] : '',
    f.sector ? DEAL_ASSET_TYPE_LABELS[f.sector] : '',
  ].filter(Boolean).join(' ');
}

/** The 딜정보 list with the same filters (the web's URL is the API's query). */
export function dealListHref(f: DealFilter, sort?: { sort: 'price' | 'date'; order: 'desc' }): string {
  const p = new URLSearchParams();
  if (f.sector) p.set('type', f.sector);
  if (f.region) p.set('region', f.region);
  const period = periodOf(f);
  if (period) { p.set('from', period.from); p.set('to', period.to); }
  if (sort) { p.set('sort', sort.sort); p.set('order', sort.order); }
  const text = p.toString();
  return `/dealsheet${text ? `?${text}` : ''}`;
}
