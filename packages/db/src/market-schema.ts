import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp,
} from 'drizzle-orm/pg-core';
import {
  DEAL_ASSET_TYPES, DEAL_PARTY_TYPES, DEAL_REGIONS, DEAL_STATUSES, DEAL_STRUCTURES, PRICE_QUALITIES,
} from '@spi/core/deals/model';
import {
  FUND_INVESTOR_TYPES, FUND_KINDS, FUND_LEGAL_FORMS, FUND_REDEMPTIONS, FUND_REPORT_KINDS, FUND_STATUSES, FUND_STRATEGIES,
} from '@spi/core/funds/model';
import { users } from './accounts-schema';

/**
 * 딜정보 and 사모펀드 (ADR 019): deal records, private real-estate funds with their underlying assets,
 * public investors and report files, the download log of those reports, the audit trail of admin edits
 * and imports. Money in 원 (bigint as a JS number), areas in ㎡, rates as fractions, dates 'YYYY-MM-DD'.
 * Cross links (a deal's buyer fund, a fund asset's deal, a REIT ticker) are plain text checked by the
 * API and the importer, so deals and funds can be imported in either order.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const won = (name: string) => bigint(name, { mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

export const deals = pgTable('deals', {
  /** 'D-2024-0153': given by the importer or made by the admin screen. */
  id: text('id').primaryKey(),
  assetName: text('asset_name').notNull(),
  address: text('address').notNull(),
  district: text('district').notNull(),
  region: text('region', { enum: DEAL_REGIONS }).notNull(),
  assetType: text('asset_type', { enum: DEAL_ASSET_TYPES }).notNull(),
  subtype: text('subtype').notNull().default(''),
  gfaSqm: doublePrecision('gfa_sqm'),
  landSqm: doublePrecision('land_sqm'),
  completionYear: integer('completion_year'),
  priceWon: won('price_won'),
  /** Price per 3.3㎡ of GFA at 100 % (derived from price, GFA and stake; stored for sorting and filters). */
  pricePerPyeongWon: won('price_per_pyeong_won'),
  capRate: doublePrecision('cap_rate'),
  priceQuality: text('price_quality', { enum: PRICE_QUALITIES }).notNull().default('CONFIRMED'),
  buyer: text('buyer').notNull(),
  buyerType: text('buyer_type', { enum: DEAL_PARTY_TYPES }).notNull(),
  seller: text('seller').notNull(),
  sellerType: text('seller_type', { enum: DEAL_PARTY_TYPES }).notNull(),
  buyerReitTicker: text('buyer_reit_ticker'),
  sellerReitTicker: text('seller_reit_ticker'),
  buyerFundId: text('buyer_fund_id'),
  sellerFundId: text('seller_fund_id'),
  amc: text('amc').notNull().default(''),
  advisor: text('advisor').notNull().default(''),
  lender: text('lender').notNull().default(''),
  ltv: doublePrecision('ltv'),
  structure: text('structure', { enum: DEAL_STRUCTURES }).notNull().default('ASSET'),
  stake: doublePrecision('stake').notNull().default(1),
  status: text('status', { enum: DEAL_STATUSES }).notNull(),
  dealDate: day('deal_date').notNull(),
  source: text('source').notNull(),
  description: text('description').notNull().default(''),
  /** Tag names shared with articles (related articles). */
  tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Lower-cased asset, address, district, buyer, seller, AMC: what 'search within' matches. */
  searchText: text('search_text').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('deals_date_idx').on(t.dealDate.desc(), t.id),
  index('deals_type_date_idx').on(t.assetType, t.dealDate.desc()),
  index('deals_region_date_idx').on(t.region, t.dealDate.desc()),
  index('deals_status_date_idx').on(t.status, t.dealDate.desc()),
  index('deals_type_region_date_idx').on(t.assetType, t.region, t.dealDate.desc()),
  // The list's price sort walks this index (ORDER BY price_won DESC NULLS LAST, id DESC) instead of
  // sorting every priced deal; range filters and counts on the price use it too (docs/performance.md).
  index('deals_price_sort_idx').on(t.priceWon.desc().nullsLast(), t.id.desc().nullsFirst()),
  // 'Search within' is a substring match (LIKE '%…%') on the lower-cased search text: trigrams (pg_trgm,
  // loaded into PGlite too) keep it an index scan at 100,000 deals, Korean included.
  index('deals_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  index('deals_buyer_fund_idx').on(t.buyerFundId),
  index('deals_seller_fund_idx').on(t.sellerFundId),
]);

export const funds = pgTable('funds', {
  /** The fund code ('K55105BU0829'). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  amc: text('amc').notNull(),
  kind: text('kind', { enum: FUND_KINDS }).notNull(),
  legalForm: text('legal_form', { enum: FUND_LEGAL_FORMS }).notNull(),
  redemption: text('redemption', { enum: FUND_REDEMPTIONS }).notNull(),
  strategy: text('strategy', { enum: FUND_STRATEGIES }).notNull(),
  assetType: text('asset_type', { enum: DEAL_ASSET_TYPES }).notNull(),
  status: text('status', { enum: FUND_STATUSES }).notNull().default('ACTIVE'),
  inceptionDate: day('inception_date').notNull(),
  maturityDate: day('maturity_date'),
  extension: text('extension').notNull().default(''),
  originalPrincipalWon: won('original_principal_won'),
  aumWon: won('aum_won'),
  navWon: won('nav_won'),
  navAsOf: day('nav_as_of'),
  leverageCap: doublePrecision('leverage_cap'),
  targetIrr: doublePrecision('target_irr'),
  managementFee: doublePrecision('management_fee'),
  performanceFee: text('performance_fee').notNull().default(''),
  salesCompanies: jsonb('sales_companies').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  trustee: text('trustee').notNull().default(''),
  description: text('description').notNull().default(''),
  source: text('source').notNull(),
  searchText: text('search_text').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('funds_inception_idx').on(t.inceptionDate.desc(), t.id),
  index('funds_amc_idx').on(t.amc),
]);

/** A fund's underlying assets, in order; `deal_id` links the deal the asset was bought in. */
export const fundAssets = pgTable('fund_assets', {
  fundId: text('fund_id').notNull().references(() => funds.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  name: text('name').notNull(),
  assetType: text('asset_type', { enum: DEAL_ASSET_TYPES }).notNull(),
  region: text('region', { enum: DEAL_REGIONS }).notNull(),
  acquiredOn: day('acquired_on'),
  stake: doublePrecision('stake').notNull().default(1),
  dealId: text('deal_id'),
}, (t) => [primaryKey({ columns: [t.fundId, t.seq] }), index('fund_assets_deal_idx').on(t.dealId)]);

/** Investors (LPs) and commitments, where public. */
export const fundInvestors = pgTable('fund_investors', {
  fundId: text('fund_id').notNull().references(() => funds.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  name: text('name').notNull(),
  type: text('type', { enum: FUND_INVESTOR_TYPES }).notNull(),
  commitmentWon: won('commitment_won'),
}, (t) => [primaryKey({ columns: [t.fundId, t.seq] })]);

/** A report file of a fund, uploaded by an admin; the bytes live in the private report storage under `storage_key`. */
export const fundReports = pgTable('fund_reports', {
  id: text('id').primaryKey(),
  fundId: text('fund_id').notNull().references(() => funds.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  kind: text('kind', { enum: FUND_REPORT_KINDS }).notNull(),
  periodEnd: day('period_end').notNull(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('fund_reports_fund_idx').on(t.fundId, t.periodEnd.desc())]);

/** Every report download, with the version of the terms the reader accepted in the fund report confirm modal. */
export const fundReportDownloads = pgTable('fund_report_downloads', {
  id: text('id').primaryKey(),
  reportId: text('report_id').notNull().references(() => fundReports.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  termsVersion: text('terms_version').notNull(),
  createdAt: createdAt(),
}, (t) => [index('fund_report_downloads_report_idx').on(t.reportId, t.createdAt), index('fund_report_downloads_user_idx').on(t.userId)]);

/** The audit trail of admin edits and imports of deals and funds: who changed which fields from what to what. */
export const recordAudits = pgTable('record_audits', {
  id: text('id').primaryKey(),
  entity: text('entity', { enum: ['DEAL', 'FUND'] }).notNull(),
  entityId: text('entity_id').notNull(),
  action: text('action', { enum: ['CREATE', 'UPDATE', 'DELETE', 'IMPORT', 'REPORT_UPLOAD', 'REPORT_DELETE'] }).notNull(),
  actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
  changes: jsonb('changes').$type<Array<{ field: string; before: unknown; after: unknown }>>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
}, (t) => [index('record_audits_entity_idx').on(t.entity, t.entityId, t.createdAt.desc())]);

/** One row per deal or fund import that wrote something (the REIT importer keeps reit_imports). */
export const dataImports = pgTable('data_imports', {
  id: text('id').primaryKey(),
  dataset: text('dataset', { enum: ['deals', 'funds'] }).notNull(),
  importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
  files: jsonb('files').$type<Array<{ name: string; table: string; rows: number; inserted: number; updated: number; unchanged: number }>>().notNull(),
  createdAt: createdAt(),
});
