import { z } from 'zod';
import { COMPARE_MAX, DOWNLOAD_SECTIONS, PRICE_RANGES } from '../reits/options';
import { EXPLAINER_KEYS } from '../reits/explainers';
import { METRIC_KEYS } from '../reits/metrics';
import { REIT_SECTORS, REIT_SECURITY_TYPES, TICKER_PATTERN } from '../reits/model';
import { articleListItemSchema } from './articles';

/** A computed figure: a number, or null with the reason it cannot be computed (shown as '-'). */
export const metricSchema = z.object({ value: z.number().nullable(), reason: z.string().optional() });
export type MetricDto = z.infer<typeof metricSchema>;

export const metricsSchema = z.object(Object.fromEntries(METRIC_KEYS.map((k) => [k, metricSchema])) as Record<(typeof METRIC_KEYS)[number], typeof metricSchema>);

/** A ticker in a path: six digits or upper-case letters; anything else is a 404 (not a 400), like an unknown REIT. */
export const reitParamsSchema = z.object({ ticker: z.string().max(64) });
export const isTicker = (value: string) => TICKER_PATTERN.test(value);

/** Where figures come from and when they are true: shown beside every figure block. */
export const dataNoteSchema = z.object({
  asOf: z.string(),
  isSample: z.boolean(),
  source: z.string(),
});

export const reitRefSchema = z.object({
  ticker: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  sector: z.enum(REIT_SECTORS),
  sectorLabel: z.string(),
});
export type ReitRef = z.infer<typeof reitRefSchema>;

export const reitListItemSchema = reitRefSchema.extend({
  amc: z.string(),
  sponsor: z.string(),
  securityType: z.enum(REIT_SECURITY_TYPES),
  price: z.number().nullable(),
  change: z.number().nullable(),
  changeRate: z.number().nullable(),
  volume: z.number().nullable(),
  nextRecordDate: z.string().nullable(),
  metrics: metricsSchema,
  /** Closes of the last three months, oldest first (for sparklines). */
  sparkline: z.array(z.number()),
});
export type ReitListItem = z.infer<typeof reitListItemSchema>;

export const reitListQuerySchema = z.object({
  sector: z.enum(REIT_SECTORS).optional(),
});

export const reitListResponseSchema = z.object({ note: dataNoteSchema, data: z.array(reitListItemSchema) });
export type ReitListResponse = z.infer<typeof reitListResponseSchema>;

export const averageSchema = z.object({
  simple: metricSchema,
  capWeighted: metricSchema,
  count: z.number().int(),
});
export const peerAveragesSchema = z.object({ all: averageSchema, sector: averageSchema });
export type PeerAverages = z.infer<typeof peerAveragesSchema>;

export const seriesPointSchema = z.object({ date: z.string(), value: z.number() });

export const dividendEventSchema = z.object({
  ticker: z.string(),
  nameKo: z.string(),
  recordDate: z.string(),
  exDate: z.string(),
  paymentDate: z.string().nullable(),
  dps: z.number().nullable(),
  kind: z.enum(['REGULAR', 'SPECIAL', 'EXPECTED']),
});

export const moverSchema = reitRefSchema.extend({ price: z.number(), changeRate: z.number() });

export const reitSummarySchema = z.object({
  note: dataNoteSchema,
  count: z.number().int(),
  totalMarketCap: z.number(),
  averages: z.object({ dividendYield: averageSchema, indicatedYield: averageSchema, pNav: averageSchema, pFfo: averageSchema }),
  index: z.object({ name: z.string(), last: z.number(), change: z.number(), changeRate: z.number(), points: z.array(seriesPointSchema) }),
  calendar: z.object({ month: z.string(), events: z.array(dividendEventSchema) }),
  upcoming: z.array(dividendEventSchema),
  gainers: z.array(moverSchema),
  losers: z.array(moverSchema),
  mostViewed: z.array(reitRefSchema.extend({ views: z.number().int() })),
  sectors: z.array(z.object({ sector: z.enum(REIT_SECTORS), label: z.string(), count: z.number().int(), marketCap: z.number(), share: z.number(), indicatedYield: metricSchema })),
  articles: z.array(articleListItemSchema),
});
export type ReitSummary = z.infer<typeof reitSummarySchema>;

export const reitDetailSchema = z.object({
  note: dataNoteSchema,
  reit: reitListItemSchema.extend({
    listedOn: z.string(),
    subtype: z.string(),
    securityTypeLabel: z.string(),
    description: z.string(),
    dividendFrequency: z.number().int(),
    dividendMonths: z.array(z.number().int()),
    shares: z.number().nullable(),
  }),
  peers: z.record(z.string(), peerAveragesSchema),
  dividends: z.array(z.object({ recordDate: z.string(), exDate: z.string(), paymentDate: z.string().nullable(), dps: z.number(), kind: z.enum(['REGULAR', 'SPECIAL']) })),
  dividendsByYear: z.array(z.object({ year: z.number().int(), dps: z.number(), special: z.number() })),
  financials: z.array(z.object({
    periodEnd: z.string(), periodMonths: z.number().int(), revenue: z.number().nullable(), noi: z.number().nullable(), netIncome: z.number().nullable(),
    ffo: z.number().nullable(), ebitda: z.number().nullable(), interestExpense: z.number().nullable(), totalAssets: z.number().nullable(), debt: z.number().nullable(),
    cash: z.number().nullable(), equity: z.number().nullable(), appraisedValue: z.number().nullable(),
  })),
  assets: z.array(z.object({
    id: z.string(), name: z.string(), type: z.string(), region: z.string(), address: z.string(), gfaSqm: z.number().nullable(), gfaPyeong: z.number().nullable(),
    appraisedValue: z.number().nullable(), appraisedOn: z.string().nullable(), acquisitionPrice: z.number().nullable(), acquiredOn: z.string().nullable(),
    occupancy: z.number().nullable(), asOf: z.string(),
    leases: z.array(z.object({ tenant: z.string(), areaSqm: z.number(), annualRent: z.number(), expiresOn: z.string() })),
  })),
  leaseExpiry: z.array(z.object({ year: z.number().int(), rent: z.number(), share: z.number() })),
  debts: z.array(z.object({ lender: z.string(), amount: z.number(), rate: z.number(), rateType: z.enum(['FIXED', 'FLOATING']), maturesOn: z.string() })),
  debtLadder: z.array(z.object({ year: z.number().int(), amount: z.number(), averageRate: z.number() })),
  fees: z.object({ management: z.number().nullable(), acquisition: z.number().nullable(), disposition: z.number().nullable(), performance: z.string() }),
  relatedArticles: z.array(articleListItemSchema),
});
export type ReitDetail = z.infer<typeof reitDetailSchema>;


export const rangeQuerySchema = z.object({ range: z.enum(PRICE_RANGES).default('1Y') });

export const reitPricesResponseSchema = z.object({
  note: dataNoteSchema,
  ticker: z.string(),
  range: z.enum(PRICE_RANGES),
  /** date, open, high, low, close, volume, total return and composite index (both 100 at the range start). */
  points: z.array(z.object({ date: z.string(), open: z.number(), high: z.number(), low: z.number(), close: z.number(), volume: z.number(), totalReturn: z.number(), index: z.number().nullable() })),
});
export type ReitPricesResponse = z.infer<typeof reitPricesResponseSchema>;

export const indexResponseSchema = z.object({ note: dataNoteSchema, name: z.string(), range: z.enum(PRICE_RANGES), points: z.array(seriesPointSchema) });

export const compareQuerySchema = z.object({
  tickers: z.string().max(200).transform((s) => [...new Set(s.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))]).pipe(z.array(z.string().regex(TICKER_PATTERN, '종목코드 형식이 올바르지 않습니다.')).min(1, '비교할 리츠를 선택해 주세요.').max(COMPARE_MAX, `최대 ${COMPARE_MAX}개까지 비교할 수 있습니다.`)),
  range: z.enum(PRICE_RANGES).default('1Y'),
});
export const compareResponseSchema = z.object({
  note: dataNoteSchema,
  items: z.array(reitListItemSchema),
  /** Total return rebased to 100 at the range start, one series per ticker, on common dates. */
  series: z.array(z.object({ ticker: z.string(), points: z.array(seriesPointSchema) })),
  index: z.array(seriesPointSchema),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

export const downloadQuerySchema = z.object({
  sections: z.string().max(200).default(DOWNLOAD_SECTIONS.join(',')).transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))]).pipe(z.array(z.enum(DOWNLOAD_SECTIONS, { error: '알 수 없는 항목입니다.' })).min(1, '받을 항목을 하나 이상 선택해 주세요.')),
  range: z.enum(PRICE_RANGES).default('1Y'),
});

export const explainerSchema = z.object({
  key: z.enum(EXPLAINER_KEYS),
  title: z.string(),
  formula: z.string(),
  summary: z.string(),
  guidance: z.string(),
  unit: z.enum(['percent', 'multiple', 'years', 'won', 'text']),
  edited: z.boolean(),
});
export type ExplainerDto = z.infer<typeof explainerSchema>;
export const explainersResponseSchema = z.object({ data: z.array(explainerSchema) });
export const explainerUpdateSchema = z.object({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(60),
  summary: z.string().trim().min(1, '요약을 입력해 주세요.').max(300),
  guidance: z.string().trim().min(1, '해설을 입력해 주세요.').max(2000),
});
export const explainerParamsSchema = z.object({ key: z.enum(EXPLAINER_KEYS) });

export const glossaryTermSchema = z.object({
  id: z.string(),
  slug: z.string(),
  keyword: z.string(),
  expansion: z.string(),
  summary: z.string(),
  description: z.string(),
  updatedAt: z.string(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export const glossaryResponseSchema = z.object({ data: z.array(glossaryTermSchema) });
export const glossaryInputSchema = z.object({
  slug: z.string().trim().min(1, '주소용 이름을 입력해 주세요.').max(60).regex(/^[a-z0-9가-힣-]+$/, '영문 소문자, 숫자, 한글, - 만 쓸 수 있습니다.'),
  keyword: z.string().trim().min(1, '용어를 입력해 주세요.').max(60),
  expansion: z.string().trim().max(120).default(''),
  summary: z.string().trim().min(1, '요약을 입력해 주세요.').max(300),
  description: z.string().trim().min(1, '설명을 입력해 주세요.').max(3000),
});
export const glossaryParamsSchema = z.object({ slug: z.string().max(120) });

export const reitViewResponseSchema = z.object({ counted: z.boolean() });
