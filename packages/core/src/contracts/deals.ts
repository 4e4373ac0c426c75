import { z } from 'zod';
import {
  DEAL_ASSET_TYPES, DEAL_PAGE_SIZES, DEAL_PARTY_TYPES, DEAL_REGIONS, DEAL_SEARCH_MAX_LENGTH, DEAL_SORTS, DEAL_STATUSES, DEAL_STRUCTURES, PRICE_QUALITIES,
} from '../deals/model';
import { isIsoDate } from '../reits/dates';
import { articleListItemSchema } from './articles';
import { csvEnum, listPageSchema, listPaginationSchema, optionalDate, optionalNumber, pageSizeSchema, rangeIssue, searchText } from './market-query';
import { dataNoteSchema, reitRefSchema } from './reits';

/**
 * 딜정보 API contract (ADR 019, docs/deals.md). Paths:
 *   GET  /api/seoul/v1/deals                 list (dealListQuerySchema → dealListResponseSchema)
 *   GET  /api/seoul/v1/deals/statistics      statistics (deals.statistics) → dealStatisticsResponseSchema
 *   GET  /api/seoul/v1/deals/export          .xlsx of the filtered list (deals.statistics), same query as the list
 *   GET  /api/seoul/v1/deals/:dealId         deal page → dealDetailResponseSchema
 *   GET  /api/seoul/v1/admin/deals/:dealId   the editable record and its audit trail (cms.edit)
 *   POST /api/seoul/v1/admin/deals           create (dealInputSchema) → { deal }
 *   PUT  /api/seoul/v1/admin/deals/:dealId   update (dealInputSchema minus id)
 *   DELETE /api/seoul/v1/admin/deals/:dealId delete (audited)
 *   POST /api/seoul/v1/admin/deals/imports[?dryRun=true]  multipart CSV/XLSX → dataImportReportSchema (contracts/data-import.ts)
 *   GET  /api/seoul/v1/admin/deals/imports   the last 20 deal imports → dataImportListSchema
 * Money in 원, areas in ㎡, rates as fractions; the list's query string is the web page's URL state.
 */


export const dealListQuerySchema = z
  .object({
    q: searchText(DEAL_SEARCH_MAX_LENGTH),
    type: csvEnum(DEAL_ASSET_TYPES, '자산 유형'),
    region: csvEnum(DEAL_REGIONS, '권역'),
    status: csvEnum(DEAL_STATUSES, '거래 상태'),
    buyerType: csvEnum(DEAL_PARTY_TYPES, '매수자 유형'),
    sellerType: csvEnum(DEAL_PARTY_TYPES, '매도자 유형'),
    from: optionalDate('거래일(시작)'),
    to: optionalDate('거래일(끝)'),
    /** Price bounds in 억원 (deals.viewPrices). */
    priceMin: optionalNumber('거래가 최소(억원)', 0, 1_000_000),
    priceMax: optionalNumber('거래가 최대(억원)', 0, 1_000_000),
    /** GFA bounds in ㎡ (the screen converts 평). */
    gfaMin: optionalNumber('연면적 최소(㎡)', 0, 10_000_000),
    gfaMax: optionalNumber('연면적 최대(㎡)', 0, 10_000_000),
    /** Cap-rate bounds in percent (4.5 = 4.5 %) (deals.viewPrices). */
    capMin: optionalNumber('캡레이트 최소(%)', 0, 100),
    capMax: optionalNumber('캡레이트 최대(%)', 0, 100),
    sort: z.enum(DEAL_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).optional(),
    order: z.enum(['asc', 'desc'], { error: '정렬 순서는 asc 또는 desc입니다.' }).optional(),
    page: listPageSchema,
    size: pageSizeSchema(DEAL_PAGE_SIZES, 20),
  })
  .superRefine((q, ctx) => {
    const pairs: Array<[string, unknown, unknown, string]> = [
      ['from', q.from, q.to, '거래일'],
      ['priceMin', q.priceMin, q.priceMax, '거래가'],
      ['gfaMin', q.gfaMin, q.gfaMax, '연면적'],
      ['capMin', q.capMin, q.capMax, '캡레이트'],
    ];
    for (const [path, min, max, label] of pairs) {
      const message = rangeIssue(label, min as number | string | undefined, max as number | string | undefined);
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type DealListQuery = z.output<typeof dealListQuerySchema>;

export const dealAccessSchema = z.object({ prices: z.boolean(), statistics: z.boolean(), export: z.boolean() });

export const dealListItemSchema = z.object({
  id: z.string(),
  assetName: z.string(),
  address: z.string(),
  /** '서울 중구' (시·도 + 시·군·구). */
  district: z.string(),
  region: z.enum(DEAL_REGIONS),
  regionLabel: z.string(),
  assetType: z.enum(DEAL_ASSET_TYPES),
  assetTypeLabel: z.string(),
  subtype: z.string(),
  gfaSqm: z.number().nullable(),
  landSqm: z.number().nullable(),
  completionYear: z.number().int().nullable(),
  status: z.enum(DEAL_STATUSES),
  statusLabel: z.string(),
  dealDate: z.string(),
  buyer: z.string(),
  buyerType: z.enum(DEAL_PARTY_TYPES),
  seller: z.string(),
  sellerType: z.enum(DEAL_PARTY_TYPES),
  /** Share of the asset traded (1 = 100 %). */
  stake: z.number(),
  /** Always present when the price is known (guests see only this). */
  priceBand: z.string().nullable(),
  /** null when unknown or when the viewer may not see prices (see the response's `access`). */
  priceWon: z.number().nullable(),
  pricePerPyeongWon: z.number().nullable(),
  capRate: z.number().nullable(),
  priceQuality: z.enum(PRICE_QUALITIES),
  priceQualityLabel: z.string(),
  isSample: z.boolean(),
});
export type DealListItem = z.infer<typeof dealListItemSchema>;

export const dealListResponseSchema = z.object({
  note: dataNoteSchema,
  access: dealAccessSchema,
  data: z.array(dealListItemSchema),
  pagination: listPaginationSchema,
});
export type DealListResponse = z.infer<typeof dealListResponseSchema>;

export const dealParamsSchema = z.object({ dealId: z.string().max(64) });

export const fundRefSchema = z.object({ id: z.string(), name: z.string() });
export type FundRef = z.infer<typeof fundRefSchema>;

export const dealDetailSchema = dealListItemSchema.extend({
  structure: z.enum(DEAL_STRUCTURES),
  structureLabel: z.string(),
  amc: z.string(),
  /** 매각·매입 자문사 (free text). */
  advisor: z.string(),
  /** deals.viewPrices, else null. */
  lender: z.string().nullable(),
  ltv: z.number().nullable(),
  source: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  buyerReit: reitRefSchema.nullable(),
  sellerReit: reitRefSchema.nullable(),
  buyerFund: fundRefSchema.nullable(),
  sellerFund: fundRefSchema.nullable(),
  /** Funds whose underlying assets include this deal. */
  funds: z.array(fundRefSchema),
  updatedAt: z.string(),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const dealDetailResponseSchema = z.object({
  note: dataNoteSchema,
  access: dealAccessSchema,
  deal: dealDetailSchema,
  /** Articles sharing a tag with the deal (newest first, at most 6); other deals of the same type in the same region (at most 6). */
  related: z.object({ articles: z.array(articleListItemSchema), similar: z.array(dealListItemSchema) }),
});
export type DealDetailResponse = z.infer<typeof dealDetailResponseSchema>;

export const dealStatisticsQuerySchema = z.object({
  /** Year of the 'largest deals' table; default the latest year with a closed deal. */
  year: optionalNumber('연도', 2000, 2100).refine((v) => v === undefined || Number.isInteger(v), '연도는 정수로 입력해 주세요.'),
});

/** One line or stacked bar of a chart: a value (and a deal count) per quarter, null where there is nothing. */
export const statisticsSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  values: z.array(z.number().nullable()),
  counts: z.array(z.number().int()),
});
export type StatisticsSeries = z.infer<typeof statisticsSeriesSchema>;

export const dealStatisticsResponseSchema = z.object({
  note: dataNoteSchema,
  /** Closed deals only ('완료'); quarters oldest first ('2018Q1'…). */
  quarters: z.array(z.string()),
  /** Transaction volume in 원 per quarter, by asset type and by region. */
  volumeByType: z.array(statisticsSeriesSchema),
  volumeByRegion: z.array(statisticsSeriesSchema),
  /** Average 평당가 (원) of office deals per quarter, by region (CBD, GBD, YBD, BBD, the rest). */
  officePricePerPyeong: z.array(statisticsSeriesSchema),
  /** Average cap rate (fraction) per quarter, by asset type (deals with a known cap rate). */
  capRateByType: z.array(statisticsSeriesSchema),
  years: z.array(z.number().int()),
  largest: z.object({ year: z.number().int(), data: z.array(dealListItemSchema) }),
});
export type DealStatisticsResponse = z.infer<typeof dealStatisticsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Admin: one record in, with Korean messages per field.

const text = (label: string, max: number, required = false) =>
  required ? z.string().trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`) : z.string().trim().max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);
const nonNegative = (label: string) => z.number({ error: `${label}: 숫자를 입력해 주세요.` }).min(0, `${label}은(는) 0 이상이어야 합니다.`);
const fraction = (label: string) => z.number({ error: `${label}: 숫자를 입력해 주세요.` }).min(0, `${label}은(는) 0 이상이어야 합니다.`).max(1, `${label}은(는) 0과 1 사이의 비율입니다 (4.5% → 0.045).`);
const isoDate = (label: string) => z.string().refine(isIsoDate, `${label}: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.`);

export const dealInputSchema = z.object({
  id: z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, '딜 ID는 영문 대문자·숫자·하이픈 3~32자입니다 (예: D-2024-0153).').optional(),
  assetName: text('자산명', 100, true),
  address: text('주소', 200, true),
  district: text('시·군·구', 40, true),
  region: z.enum(DEAL_REGIONS, { error: '권역을 선택해 주세요.' }),
  assetType: z.enum(DEAL_ASSET_TYPES, { error: '자산 유형을 선택해 주세요.' }),
  subtype: text('세부 유형', 40),
  gfaSqm: nonNegative('연면적').nullable(),
  landSqm: nonNegative('대지면적').nullable(),
  completionYear: z.number().int('준공연도는 정수입니다.').min(1900, '준공연도는 1900년 이후여야 합니다.').max(2100, '준공연도가 올바르지 않습니다.').nullable(),
  priceWon: nonNegative('거래가').nullable(),
  capRate: fraction('캡레이트').nullable(),
  priceQuality: z.enum(PRICE_QUALITIES, { error: '가격 정확도를 선택해 주세요.' }),
  buyer: text('매수자', 100, true),
  buyerType: z.enum(DEAL_PARTY_TYPES, { error: '매수자 유형을 선택해 주세요.' }),
  seller: text('매도자', 100, true),
  sellerType: z.enum(DEAL_PARTY_TYPES, { error: '매도자 유형을 선택해 주세요.' }),
  buyerReitTicker: z.string().trim().max(6).nullable(),
  sellerReitTicker: z.string().trim().max(6).nullable(),
  buyerFundId: z.string().trim().max(12).nullable(),
  sellerFundId: z.string().trim().max(12).nullable(),
  amc: text('자산운용사', 100),
  advisor: text('자문사', 200),
  lender: text('대주', 200),
  ltv: fraction('LTV').nullable(),
  structure: z.enum(DEAL_STRUCTURES, { error: '거래 구조를 선택해 주세요.' }),
  stake: z.number({ error: '거래 지분: 숫자를 입력해 주세요.' }).gt(0, '거래 지분은 0보다 커야 합니다.').max(1, '거래 지분은 0과 1 사이의 비율입니다 (100% → 1).'),
  status: z.enum(DEAL_STATUSES, { error: '거래 상태를 선택해 주세요.' }),
  dealDate: isoDate('거래일'),
  source: text('출처', 200, true),
  description: text('설명', 4000),
  tags: z.array(z.string().trim().min(1).max(40)).max(10, '태그는 10개까지입니다.'),
  isSample: z.boolean().default(false),
});
export type DealInput = z.infer<typeof dealInputSchema>;
/** PUT /admin/deals/:dealId: the same record, the id comes from the path. */
export const dealUpdateSchema = dealInputSchema.omit({ id: true });
export type DealUpdate = z.infer<typeof dealUpdateSchema>;

export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const recordAuditSchema = z.object({
  id: z.string(),
  action: z.enum(['CREATE', 'UPDATE', 'DELETE', 'IMPORT', 'REPORT_UPLOAD', 'REPORT_DELETE']),
  actor: z.object({ userId: z.string(), name: z.string() }).nullable(),
  changes: z.array(auditChangeSchema),
  createdAt: z.string(),
});
export type RecordAudit = z.infer<typeof recordAuditSchema>;

export const adminDealResponseSchema = z.object({
  deal: dealInputSchema.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() }),
  audits: z.array(recordAuditSchema),
});
export type AdminDealResponse = z.infer<typeof adminDealResponseSchema>;
