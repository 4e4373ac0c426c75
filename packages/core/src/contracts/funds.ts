import { z } from 'zod';
import { DEAL_ASSET_TYPES, DEAL_REGIONS } from '../deals/model';
import {
  FUND_INVESTOR_TYPES, FUND_KINDS, FUND_LEGAL_FORMS, FUND_PAGE_SIZES, FUND_REDEMPTIONS, FUND_REPORT_KINDS, FUND_SORTS, FUND_STATUSES, FUND_STRATEGIES,
} from '../funds/model';
import { isIsoDate } from '../reits/dates';
import { dealListItemSchema, recordAuditSchema } from './deals';
import { csvEnum, listPageSchema, listPaginationSchema, optionalNumber, pageSizeSchema, rangeIssue, searchText } from './market-query';
import { dataNoteSchema } from './reits';

/**
 * 사모펀드 API contract (ADR 019, docs/funds.md). Paths:
 *   GET  /api/seoul/v1/funds                        list (fundListQuerySchema → fundListResponseSchema)
 *   GET  /api/seoul/v1/funds/statistics             AUM by AMC and strategy, vintages (funds.view)
 *   GET  /api/seoul/v1/funds/reports                every report the viewer may download (funds.reports)
 *   GET  /api/seoul/v1/funds/:fundId                fund page → fundDetailResponseSchema
 *   POST /api/seoul/v1/funds/:fundId/reports/:reportId/download   body fundReportDownloadSchema → the file
 *        (funds.reports; records the download with the accepted terms version)
 *   GET  /api/seoul/v1/admin/funds/:fundId          the editable record, its reports and audit trail (cms.edit)
 *   POST /api/seoul/v1/admin/funds                  create (fundInputSchema)
 *   PUT  /api/seoul/v1/admin/funds/:fundId          update
 *   DELETE /api/seoul/v1/admin/funds/:fundId        delete (audited; reports go with it)
 *   POST /api/seoul/v1/admin/funds/:fundId/reports  multipart: title, kind, periodEnd, file (PDF/XLSX/DOCX by content, ≤ 30 MB)
 *   DELETE /api/seoul/v1/admin/funds/:fundId/reports/:reportId
 *   GET  /api/seoul/v1/admin/funds/:fundId/reports/:reportId/downloads   who downloaded a report
 *   POST /api/seoul/v1/admin/funds/imports[?dryRun=true]  multipart CSV/XLSX (funds, fund_assets, fund_investors) → dataImportReportSchema
 *   GET  /api/seoul/v1/admin/funds/imports          the last 20 fund imports → dataImportListSchema
 */


export const fundListQuerySchema = z
  .object({
    q: searchText(100),
    kind: csvEnum(FUND_KINDS, '펀드 종류'),
    legalForm: csvEnum(FUND_LEGAL_FORMS, '법적 형태'),
    redemption: csvEnum(FUND_REDEMPTIONS, '환매 여부'),
    strategy: csvEnum(FUND_STRATEGIES, '투자 전략'),
    assetType: csvEnum(DEAL_ASSET_TYPES, '주요 자산 유형'),
    status: csvEnum(FUND_STATUSES, '운용 상태'),
    /** Exact AMC name (the list offers the AMCs present). */
    amc: searchText(100),
    vintageFrom: optionalNumber('설정연도(시작)', 1990, 2100),
    vintageTo: optionalNumber('설정연도(끝)', 1990, 2100),
    /** AUM bounds in 억원 (funds.view). */
    aumMin: optionalNumber('AUM 최소(억원)', 0, 1_000_000),
    aumMax: optionalNumber('AUM 최대(억원)', 0, 1_000_000),
    sort: z.enum(FUND_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).optional(),
    order: z.enum(['asc', 'desc'], { error: '정렬 순서는 asc 또는 desc입니다.' }).optional(),
    page: listPageSchema,
    size: pageSizeSchema(FUND_PAGE_SIZES, 20),
  })
  .superRefine((q, ctx) => {
    for (const [path, min, max, label] of [['vintageFrom', q.vintageFrom, q.vintageTo, '설정연도'], ['aumMin', q.aumMin, q.aumMax, 'AUM']] as const) {
      const message = rangeIssue(label, min, max);
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type FundListQuery = z.output<typeof fundListQuerySchema>;

export const fundAccessSchema = z.object({ figures: z.boolean(), statistics: z.boolean(), reports: z.boolean() });

export const fundListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  amc: z.string(),
  kind: z.enum(FUND_KINDS),
  kindLabel: z.string(),
  legalForm: z.enum(FUND_LEGAL_FORMS),
  legalFormLabel: z.string(),
  redemption: z.enum(FUND_REDEMPTIONS),
  redemptionLabel: z.string(),
  strategy: z.enum(FUND_STRATEGIES),
  strategyLabel: z.string(),
  assetType: z.enum(DEAL_ASSET_TYPES),
  assetTypeLabel: z.string(),
  inceptionDate: z.string(),
  maturityDate: z.string().nullable(),
  status: z.enum(FUND_STATUSES),
  statusLabel: z.string(),
  /** funds.view, else null. */
  aumWon: z.number().nullable(),
  assetCount: z.number().int(),
  reportCount: z.number().int(),
  isSample: z.boolean(),
});
export type FundListItem = z.infer<typeof fundListItemSchema>;

export const fundListResponseSchema = z.object({
  note: dataNoteSchema,
  access: fundAccessSchema,
  /** AMCs present, for the filter. */
  amcs: z.array(z.string()),
  data: z.array(fundListItemSchema),
  pagination: listPaginationSchema,
});
export type FundListResponse = z.infer<typeof fundListResponseSchema>;

export const fundParamsSchema = z.object({ fundId: z.string().max(64) });
export const fundReportParamsSchema = z.object({ fundId: z.string().max(64), reportId: z.string().max(64) });

export const fundAssetSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  assetType: z.enum(DEAL_ASSET_TYPES),
  assetTypeLabel: z.string(),
  region: z.enum(DEAL_REGIONS),
  regionLabel: z.string(),
  acquiredOn: z.string().nullable(),
  stake: z.number(),
  deal: z.object({ id: z.string(), assetName: z.string() }).nullable(),
});

export const fundInvestorSchema = z.object({
  seq: z.number().int(),
  name: z.string(),
  type: z.enum(FUND_INVESTOR_TYPES),
  typeLabel: z.string(),
  commitmentWon: z.number().nullable(),
});

export const fundReportSchema = z.object({
  id: z.string(),
  fundId: z.string(),
  fundName: z.string(),
  title: z.string(),
  kind: z.enum(FUND_REPORT_KINDS),
  kindLabel: z.string(),
  /** The date the report speaks about (기준일). */
  periodEnd: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type FundReport = z.infer<typeof fundReportSchema>;

export const fundDetailSchema = fundListItemSchema.extend({
  extension: z.string(),
  salesCompanies: z.array(z.string()),
  trustee: z.string(),
  description: z.string(),
  source: z.string(),
  /** funds.view, else null. */
  originalPrincipalWon: z.number().nullable(),
  navWon: z.number().nullable(),
  navAsOf: z.string().nullable(),
  leverageCap: z.number().nullable(),
  targetIrr: z.number().nullable(),
  managementFee: z.number().nullable(),
  performanceFee: z.string().nullable(),
  assets: z.array(fundAssetSchema),
  /** funds.view, else null (public investors only are stored). */
  investors: z.array(fundInvestorSchema).nullable(),
  /** funds.reports, else null (reportCount says how many there are). */
  reports: z.array(fundReportSchema).nullable(),
  updatedAt: z.string(),
});
export type FundDetail = z.infer<typeof fundDetailSchema>;

export const fundDetailResponseSchema = z.object({
  note: dataNoteSchema,
  access: fundAccessSchema,
  fund: fundDetailSchema,
  /** Deals where the fund bought or sold, or that are its underlying assets (newest first). */
  related: z.object({ deals: z.array(dealListItemSchema) }),
});
export type FundDetailResponse = z.infer<typeof fundDetailResponseSchema>;

export const fundStatisticsResponseSchema = z.object({
  note: dataNoteSchema,
  /** Active funds; AUM in 원. The top 12 AMCs by AUM, the rest summed as '기타'. */
  byAmc: z.array(z.object({ amc: z.string(), aumWon: z.number(), count: z.number().int() })),
  byStrategy: z.array(z.object({ key: z.enum(FUND_STRATEGIES), label: z.string(), aumWon: z.number(), count: z.number().int() })),
  /** Every fund by year of inception: count and 설정원본. */
  vintages: z.array(z.object({ year: z.number().int(), count: z.number().int(), originalPrincipalWon: z.number() })),
});
export type FundStatisticsResponse = z.infer<typeof fundStatisticsResponseSchema>;

export const fundReportListResponseSchema = z.object({ data: z.array(fundReportSchema) });

/** The fund report confirm modal's answer: the terms were accepted (their version is recorded). */
export const fundReportDownloadSchema = z.object({
  acceptTerms: z.literal(true, { error: '보고서 이용 약관에 동의해 주세요.' }),
  termsVersion: z.string().max(20),
});

export const fundReportDownloadLogSchema = z.object({
  data: z.array(z.object({ id: z.string(), user: z.object({ userId: z.string(), name: z.string(), email: z.string().nullable() }), termsVersion: z.string(), createdAt: z.string() })),
});

// ---------------------------------------------------------------------------------------------------
// Admin.

const text = (label: string, max: number, required = false) =>
  required ? z.string().trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`) : z.string().trim().max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);
const won = (label: string) => z.number({ error: `${label}: 숫자를 입력해 주세요.` }).min(0, `${label}은(는) 0 이상이어야 합니다.`).nullable();
const fraction = (label: string) => z.number({ error: `${label}: 숫자를 입력해 주세요.` }).min(0, `${label}은(는) 0 이상이어야 합니다.`).max(1, `${label}은(는) 0과 1 사이의 비율입니다 (4.5% → 0.045).`).nullable();
const isoDate = (label: string) => z.string().refine(isIsoDate, `${label}: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.`);

export const fundInputSchema = z
  .object({
    id: z.string().regex(/^[A-Z0-9]{5,12}$/, '펀드 코드는 영문 대문자·숫자 5~12자입니다 (예: K55105BU0829).').optional(),
    name: text('펀드명', 120, true),
    amc: text('운용사', 100, true),
    kind: z.enum(FUND_KINDS, { error: '펀드 종류를 선택해 주세요.' }),
    legalForm: z.enum(FUND_LEGAL_FORMS, { error: '법적 형태를 선택해 주세요.' }),
    redemption: z.enum(FUND_REDEMPTIONS, { error: '환매 여부를 선택해 주세요.' }),
    strategy: z.enum(FUND_STRATEGIES, { error: '투자 전략을 선택해 주세요.' }),
    assetType: z.enum(DEAL_ASSET_TYPES, { error: '주요 자산 유형을 선택해 주세요.' }),
    status: z.enum(FUND_STATUSES, { error: '운용 상태를 선택해 주세요.' }),
    inceptionDate: isoDate('설정일'),
    maturityDate: isoDate('만기일').nullable(),
    extension: text('만기 연장 조건', 200),
    originalPrincipalWon: won('설정원본'),
    aumWon: won('AUM'),
    navWon: won('순자산(NAV)'),
    navAsOf: isoDate('NAV 기준일').nullable(),
    leverageCap: fraction('차입 한도'),
    targetIrr: fraction('목표 수익률(IRR)'),
    managementFee: fraction('운용보수'),
    performanceFee: text('성과보수', 200),
    salesCompanies: z.array(z.string().trim().min(1).max(60)).max(10, '판매사는 10곳까지입니다.'),
    trustee: text('수탁사', 60),
    description: text('설명', 4000),
    source: text('출처', 200, true),
    isSample: z.boolean().default(false),
    assets: z
      .array(z.object({
        name: text('자산명', 100, true),
        assetType: z.enum(DEAL_ASSET_TYPES, { error: '자산 유형을 선택해 주세요.' }),
        region: z.enum(DEAL_REGIONS, { error: '권역을 선택해 주세요.' }),
        acquiredOn: isoDate('편입일').nullable(),
        stake: z.number().gt(0, '보유 지분은 0보다 커야 합니다.').max(1, '보유 지분은 0과 1 사이의 비율입니다.'),
        dealId: z.string().trim().max(32).nullable(),
      }))
      .max(50, '기초자산은 50개까지입니다.'),
    investors: z
      .array(z.object({
        name: text('투자자명', 100, true),
        type: z.enum(FUND_INVESTOR_TYPES, { error: '투자자 유형을 선택해 주세요.' }),
        commitmentWon: won('약정액'),
      }))
      .max(50, '투자자는 50곳까지입니다.'),
  })
  .superRefine((f, ctx) => {
    if (f.maturityDate && f.maturityDate < f.inceptionDate) ctx.addIssue({ code: 'custom', path: ['maturityDate'], message: '만기일은 설정일 이후여야 합니다.' });
  });
export type FundInput = z.infer<typeof fundInputSchema>;

export const adminFundResponseSchema = z.object({
  fund: z.object({ ...fundInputSchema.shape, id: z.string(), createdAt: z.string(), updatedAt: z.string() }),
  reports: z.array(fundReportSchema.extend({ downloads: z.number().int() })),
  audits: z.array(recordAuditSchema),
});
export type AdminFundResponse = z.infer<typeof adminFundResponseSchema>;

export const fundReportUploadFieldsSchema = z.object({
  title: text('보고서 제목', 120, true),
  kind: z.enum(FUND_REPORT_KINDS, { error: '보고서 종류를 선택해 주세요.' }),
  periodEnd: isoDate('기준일'),
});

/**
 * The download route's body as the API reads it: lenient on purpose, so the checks run in the order of
 * ADR 019 — sign-in (401), fund authority (403), then the terms: anything but `acceptTerms: true` is
 * 400 FUND_REPORT_TERMS_REQUIRED and another `termsVersion` than FUND_REPORT_TERMS_VERSION is 409
 * FUND_REPORT_TERMS_OUTDATED. Clients send fundReportDownloadSchema.
 */
export const fundReportDownloadBodySchema = z
  .object({ acceptTerms: z.unknown().optional(), termsVersion: z.string().max(20, '약관 버전이 올바르지 않습니다.').optional() })
  .default({});

/** POST /admin/funds/:fundId/reports answers the stored report (201). */
export const adminFundReportResponseSchema = z.object({ report: fundReportSchema.extend({ downloads: z.number().int() }) });
