import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REIT_SECTORS, REIT_SECURITY_TYPES } from '@spi/core/reits/model';
import { users } from './accounts-schema';

/**
 * 리츠포커스: listed REITs and the rows every metric is computed from (packages/core/src/reits). Money is
 * in 원 (bigint as a JS number: safe below 9,007조원), areas in ㎡, rates as fractions (0.045 = 4.5 %).
 * Every figure row carries the date it is true on (`as_of` or its own date) and its `source`; demo rows
 * say `is_sample`, so screens can label them as sample data.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const won = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });


export const reits = pgTable('reits', {
  /** KRX short code: six characters, digits or upper-case letters ('293940', '0030R0'). */
  ticker: text('ticker').primaryKey(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  sector: text('sector', { enum: REIT_SECTORS }).notNull(),
  subtype: text('subtype').notNull().default(''),
  amc: text('amc').notNull(),
  sponsor: text('sponsor').notNull().default(''),
  securityType: text('security_type', { enum: REIT_SECURITY_TYPES }).notNull().default('ENTRUSTED'),
  listedOn: day('listed_on').notNull(),
  /** Payments per year (1, 2, 4 or 12) and the record months (1–12). */
  dividendFrequency: integer('dividend_frequency').notNull(),
  dividendMonths: jsonb('dividend_months').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  /** Length of one fiscal period in months (K-REITs: 6 or 3). */
  fiscalPeriodMonths: integer('fiscal_period_months').notNull().default(6),
  /** Fees as fractions: management per year of assets, acquisition and disposition of the price. */
  managementFeeRate: doublePrecision('management_fee_rate'),
  acquisitionFeeRate: doublePrecision('acquisition_fee_rate'),
  dispositionFeeRate: doublePrecision('disposition_fee_rate'),
  performanceFee: text('performance_fee').notNull().default(''),
  description: text('description').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
  source: text('source').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('reits_sector_idx').on(t.sector)]);

/** Shares outstanding from a date on (listing, rights issues, splits). */
export const reitShareCounts = pgTable('reit_share_counts', {
  ticker: text('ticker').notNull().references(() => reits.ticker, { onDelete: 'cascade' }),
  asOf: day('as_of').notNull(),
  shares: won('shares').notNull(),
  source: text('source').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.ticker, t.asOf] })]);

/**
 * Daily prices in 원 as traded. `adj_factor` turns them into prices comparable across splits and rights
 * issues (adjusted = raw × factor; 1 for the latest prices).
 */
export const reitPrices = pgTable('reit_prices', {
  ticker: text('ticker').notNull().references(() => reits.ticker, { onDelete: 'cascade' }),
  date: day('date').notNull(),
  open: integer('open').notNull(),
  high: integer('high').notNull(),
  low: integer('low').notNull(),
  close: integer('close').notNull(),
  volume: won('volume').notNull(),
  adjFactor: doublePrecision('adj_factor').notNull().default(1),
  source: text('source').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.ticker, t.date] }), index('reit_prices_date_idx').on(t.date)]);

export const reitDividends = pgTable('reit_dividends', {
  ticker: text('ticker').notNull().references(() => reits.ticker, { onDelete: 'cascade' }),
  /** 배당기준일. */
  recordDate: day('record_date').notNull(),
  /** 배당락일. */
  exDate: day('ex_date').notNull(),
  paymentDate: day('payment_date'),
  /** Dividend per share in 원. */
  dps: integer('dps').notNull(),
  kind: text('kind', { enum: ['REGULAR', 'SPECIAL'] }).notNull().default('REGULAR'),
  source: text('source').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.ticker, t.recordDate, t.kind] }), index('reit_dividends_record_idx').on(t.recordDate)]);

/** One fiscal period's statements; any figure may be missing (null), and metrics then say why. */
export const reitFinancials = pgTable('reit_financials', {
  ticker: text('ticker').notNull().references(() => reits.ticker, { onDelete: 'cascade' }),
  periodEnd: day('period_end').notNull(),
  periodMonths: integer('period_months').notNull(),
  revenue: won('revenue'),
  noi: won('noi'),
  netIncome: won('net_income'),
  depreciation: won('depreciation'),
  gainOnSale: won('gain_on_sale'),
  impairment: won('impairment'),
  interestExpense: won('interest_expense'),
  cashInterest: won('cash_interest'),
  ebitda: won('ebitda'),
  totalAssets: won('total_assets'),
  debt: won('debt'),
  cash: won('cash'),
  equity: won('equity'),
  appraisedValue: won('appraised_value'),
  amcFees: won('amc_fees'),
  gna: won('gna'),
  source: text('source').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.ticker, t.periodEnd] })]);

export const reitAssets = pgTable('reit_assets', {
  /** `<ticker>-<slug>`: stable across re-imports. */
  id: text('id').primaryKey(),
  ticker: text('ticker').notNull().references(() => reits.ticker, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type').notNull(),
  address: text('address').notNull().default(''),
  region: text('region').notNull().default(''),
  gfaSqm: doublePrecision('gfa_sqm'),
  appraisedValue: won('appraised_value'),
  appraisedOn: day('appraised_on'),
  acquisitionPrice: won('acquisition_price'),
  acquiredOn: day('acquired_on'),
  /** Leased share of the lettable area, 0–1. */
  occupancy: doublePrecision('occupancy'),
  asOf: day('as_of').notNull(),
  source: text('source').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
}, (t) => [index('reit_assets_ticker_idx').on(t.ticker)]);

export const reitLeases = pgTable('reit_leases', {
  id: text('id').primaryKey(),
  assetId: text('asset_id').notNull().references(() => reitAssets.id, { onDelete: 'cascade' }),
  tenant: text('tenant').notNull(),
  areaSqm: doublePrecision('area_sqm').notNull(),
  annualRent: won('annual_rent').notNull(),
  expiresOn: day('expires_on').notNull(),
  asOf: day('as_of').notNull(),
  source: text('source').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
}, (t) => [index('reit_leases_asset_idx').on(t.assetId)]);

export const reitDebts = pgTable('reit_debts', {
  id: text('id').primaryKey(),
  ticker: text('ticker').notNull().references(() => reits.ticker, { onDelete: 'cascade' }),
  lender: text('lender').notNull(),
  amount: won('amount').notNull(),
  /** Annual interest rate as a fraction. */
  rate: doublePrecision('rate').notNull(),
  rateType: text('rate_type', { enum: ['FIXED', 'FLOATING'] }).notNull(),
  maturesOn: day('matures_on').notNull(),
  asOf: day('as_of').notNull(),
  source: text('source').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
}, (t) => [index('reit_debts_ticker_idx').on(t.ticker)]);

/** REIT page views, once per reader per REIT per Asia/Seoul day (주목도), like article_view_days. */
export const reitViewDays = pgTable('reit_view_days', {
  ticker: text('ticker').notNull().references(() => reits.ticker, { onDelete: 'cascade' }),
  viewerKey: text('viewer_key').notNull(),
  day: text('day').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.ticker, t.viewerKey, t.day] }), index('reit_view_days_day_idx').on(t.day)]);

/** The terminology guide: terms editors manage, shown in the terminology-guide panel. */
export const glossaryTerms = pgTable('glossary_terms', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  keyword: text('keyword').notNull(),
  expansion: text('expansion').notNull().default(''),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  updatedBy: text('updated_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('glossary_terms_slug_key').on(t.slug), uniqueIndex('glossary_terms_keyword_key').on(t.keyword)]);

/**
 * Editors' versions of the metric explainers. The defaults are written in core (METRIC_EXPLAINERS); a
 * row here replaces a metric's title, summary and guidance.
 */
export const metricExplainers = pgTable('metric_explainers', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  guidance: text('guidance').notNull(),
  updatedBy: text('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every import of REIT data files: who, which tables, how many rows written or unchanged. */
export const reitImports = pgTable('reit_imports', {
  id: text('id').primaryKey(),
  importedBy: text('imported_by').references(() => users.id),
  files: jsonb('files').$type<Array<{ name: string; table: string; rows: number; inserted: number; updated: number; unchanged: number }>>().notNull(),
  createdAt: createdAt(),
});
