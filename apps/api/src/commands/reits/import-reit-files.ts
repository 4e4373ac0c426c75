/**
 * The REIT data importer (docs/data-import.md): CSV or XLSX files, one table per file or per worksheet,
 * validated completely (cells, cross-field rules, references to tickers and assets, duplicate keys) before
 * anything is written. With any error in any file nothing is written; otherwise every file is written in
 * one transaction with upserts on each table's primary key, so importing the same files twice changes
 * nothing the second time (the report then says every row is unchanged). The reading, checking and
 * writing are the table importer's (../imports/engine.ts); this file is the REIT dataset: its tables,
 * its references and what happens after a write (search documents, the reit_imports record).
 */
import { randomId } from '@spi/core';
import {
  REIT_IMPORT_TABLE_KEYS,
  type ReitImportError,
  type ReitImportFileReport,
  type ReitImportReport,
  type ReitImportTableKey,
} from '@spi/core/contracts/reit-import';
import { REIT_SECTORS, REIT_SECURITY_TYPES } from '@spi/core/reits/model';
import type { Db } from '@spi/db';
import { indexReitSearchDocuments, schema } from '@spi/db';
import { and, gte, lte } from 'drizzle-orm';
import {
  clean, dateColumn, enumColumn, monthsColumn, normalizeTicker, numberColumn, rateColumn, textColumn, tickerColumn,
} from '../imports/columns';
import { defineTable, runImport, type ImportDataset, type ImportOptions, type ImportTable, type Reference, type RowProblem } from '../imports/engine';
import { detectTableIn, parseTableFile, type ParsedFile } from '../imports/files';

export type { ReitImportError, ReitImportFileReport, ReitImportReport, ReitImportTableKey };
export type { ColumnDoc } from '../imports/columns';
export { normalizeDate, normalizeTicker } from '../imports/columns';
export type { ParsedFile, ParsedPart, ParsedRow } from '../imports/files';
export { MAX_ERRORS_PER_FILE, MAX_FILE_BYTES, MAX_ROWS, WRITE_BATCH_SIZE, type ImportOptions } from '../imports/engine';

export type ReitImportTable = ImportTable<ReitImportTableKey>;

// ---------------------------------------------------------------------------------------------------
// Tables.

/** A row's ticker must be a REIT in the database or in a reits file of the same import. */
const tickerReference: Reference = {
  column: 'ticker',
  code: 'UNKNOWN_TICKER',
  target: schema.reits.ticker,
  declaredBy: 'reits',
  valueOf: (v) => String(v.ticker),
  message: (ticker) => `알 수 없는 티커입니다: ${ticker} (리츠 기본정보(reits)에 먼저 등록해 주세요)`,
};

const sourceColumn = () => textColumn({ label: '출처', rule: 'Where the figures come from (e.g. "KRX 2026-11-20", "반기보고서 2026.06").' });
const asOfColumn = () => dateColumn({ label: '기준일', rule: 'Date the figures are true on.' });
const s = (v: unknown) => String(v);

const reitsTable = defineTable({
  key: 'reits',
  label: '리츠 기본정보',
  dbTable: schema.reits,
  primaryKey: [schema.reits.ticker],
  cells: {
    ticker: tickerColumn(),
    name_ko: textColumn({ label: '종목명(한글)', rule: 'Korean name as listed (신한알파리츠).', required: true }),
    name_en: textColumn({ label: '종목명(영문)', rule: 'English name.', required: true }),
    sector: enumColumn(REIT_SECTORS, { label: '섹터', rule: 'Main asset sector.' }),
    subtype: textColumn({ label: '세부 유형', rule: 'Free text, e.g. "프라임 오피스".' }),
    amc: textColumn({ label: '자산관리회사(AMC)', rule: 'Asset management company.', required: true }),
    sponsor: textColumn({ label: '스폰서', rule: 'Sponsor group.' }),
    security_type: enumColumn(REIT_SECURITY_TYPES, { label: '리츠 유형', rule: 'Legal type.', defaultValue: 'ENTRUSTED' }),
    listed_on: dateColumn({ label: '상장일', rule: 'Listing date.' }),
    dividend_frequency: numberColumn({ label: '연 배당 횟수', integer: true, rule: 'Payments per year: 1, 2, 4 or 12.' }),
    dividend_months: monthsColumn({ label: '배당 기준월', rule: 'Record months, e.g. "6;12"; when given, as many months as dividend_frequency.' }),
    fiscal_period_months: numberColumn({ label: '결산 주기(개월)', integer: true, defaultValue: 6, min: 1, max: 12, rule: 'Months per fiscal period, 1–12.' }),
    management_fee_rate: rateColumn({ label: '운용보수율', nullable: true, rule: 'Management fee per year of assets, fraction 0–1 (0.0025; "0.25%" also accepted).' }),
    acquisition_fee_rate: rateColumn({ label: '매입보수율', nullable: true, rule: 'Acquisition fee of the price, fraction 0–1.' }),
    disposition_fee_rate: rateColumn({ label: '매각보수율', nullable: true, rule: 'Disposition fee of the price, fraction 0–1.' }),
    performance_fee: textColumn({ label: '성과보수', rule: 'Performance fee terms, free text.' }),
    description: textColumn({ label: '설명', rule: 'Short description.' }),
    source: sourceColumn(),
  },
  check: (r) => {
    const problems: RowProblem[] = [];
    if (![1, 2, 4, 12].includes(r.dividend_frequency)) {
      problems.push({ column: 'dividend_frequency', code: 'RANGE', message: `연 배당 횟수는 1, 2, 4, 12 중 하나여야 합니다: ${r.dividend_frequency}` });
    } else if (r.dividend_months.length > 0 && r.dividend_months.length !== r.dividend_frequency) {
      problems.push({ column: 'dividend_months', code: 'RANGE', message: `배당 기준월이 ${r.dividend_months.length}개인데 연 배당 횟수는 ${r.dividend_frequency}회입니다.` });
    }
    return problems;
  },
  toDb: (r) => ({
    ticker: r.ticker, nameKo: r.name_ko, nameEn: r.name_en, sector: r.sector, subtype: r.subtype, amc: r.amc, sponsor: r.sponsor,
    securityType: r.security_type, listedOn: r.listed_on, dividendFrequency: r.dividend_frequency, dividendMonths: r.dividend_months,
    fiscalPeriodMonths: r.fiscal_period_months, managementFeeRate: r.management_fee_rate, acquisitionFeeRate: r.acquisition_fee_rate,
    dispositionFeeRate: r.disposition_fee_rate, performanceFee: r.performance_fee, description: r.description, source: r.source, isSample: false,
  }),
  rowKey: (v) => s(v.ticker),
  duplicateMessage: (v) => `같은 티커가 두 번 있습니다: ${s(v.ticker)}`,
  declaredKey: (cells) => (cells.ticker ? normalizeTicker(cells.ticker) : null),
  touchesUpdatedAt: true,
});

const shareCountsTable = defineTable({
  key: 'share_counts',
  label: '발행주식수',
  dbTable: schema.reitShareCounts,
  primaryKey: [schema.reitShareCounts.ticker, schema.reitShareCounts.asOf],
  cells: {
    ticker: tickerColumn(),
    as_of: dateColumn({ label: '기준일', rule: 'Shares outstanding from this date on (listing, rights issue, split).' }),
    shares: numberColumn({ label: '발행주식수', unit: 'shares', integer: true, sign: 'positive', rule: 'Shares outstanding, > 0.' }),
    source: sourceColumn(),
  },
  toDb: (r) => ({ ticker: r.ticker, asOf: r.as_of, shares: r.shares, source: r.source, isSample: false }),
  rowKey: (v) => `${s(v.ticker)}|${s(v.asOf)}`,
  duplicateMessage: (v) => `같은 날짜가 두 번 있습니다: ${s(v.asOf)} (${s(v.ticker)})`,
  references: [tickerReference],
});

const PRICE_MESSAGE = '가격은 0보다 커야 합니다.';
const priceColumn = (label: string, rule: string) => numberColumn({ label, unit: '원', integer: true, sign: 'positive', signMessage: PRICE_MESSAGE, rule });

const pricesTable = defineTable({
  key: 'prices',
  label: '일별 시세',
  dbTable: schema.reitPrices,
  primaryKey: [schema.reitPrices.ticker, schema.reitPrices.date],
  cells: {
    ticker: tickerColumn(),
    date: dateColumn({ label: '거래일', rule: 'Trading day (Asia/Seoul).' }),
    open: priceColumn('시가', 'Opening price as traded, > 0, within [low, high].'),
    high: priceColumn('고가', 'High, > 0, ≥ low.'),
    low: priceColumn('저가', 'Low, > 0.'),
    close: priceColumn('종가', 'Closing price as traded, > 0, within [low, high].'),
    volume: numberColumn({ label: '거래량', unit: 'shares', integer: true, sign: 'nonNegative', signMessage: '거래량은 0 이상이어야 합니다.', rule: 'Shares traded, ≥ 0.' }),
    adj_factor: numberColumn({ label: '수정계수', defaultValue: 1, sign: 'positive', rule: 'Adjusted price = raw × factor (splits, rights issues); 1 for recent prices; > 0.' }),
    source: sourceColumn(),
  },
  check: (r) => {
    const problems: RowProblem[] = [];
    if (r.high < r.low) problems.push({ column: 'high', code: 'RANGE', message: `고가(${r.high})가 저가(${r.low})보다 낮습니다.` });
    else {
      if (r.close < r.low || r.close > r.high) problems.push({ column: 'close', code: 'RANGE', message: `종가(${r.close})가 저가~고가 범위(${r.low}~${r.high}) 밖에 있습니다.` });
      if (r.open < r.low || r.open > r.high) problems.push({ column: 'open', code: 'RANGE', message: `시가(${r.open})가 저가~고가 범위(${r.low}~${r.high}) 밖에 있습니다.` });
    }
    return problems;
  },
  toDb: (r) => ({ ticker: r.ticker, date: r.date, open: r.open, high: r.high, low: r.low, close: r.close, volume: r.volume, adjFactor: r.adj_factor, source: r.source, isSample: false }),
  rowKey: (v) => `${s(v.ticker)}|${s(v.date)}`,
  duplicateMessage: (v) => `같은 날짜가 두 번 있습니다: ${s(v.date)} (${s(v.ticker)})`,
  references: [tickerReference],
  // Prices are many per ticker: read the stored ones of the file's date range only.
  storedScope: (values) => {
    const dates = values.map((v) => String(v.date)).sort();
    return and(gte(schema.reitPrices.date, dates[0]!), lte(schema.reitPrices.date, dates.at(-1)!));
  },
});

const dividendsTable = defineTable({
  key: 'dividends',
  label: '배당',
  dbTable: schema.reitDividends,
  primaryKey: [schema.reitDividends.ticker, schema.reitDividends.recordDate, schema.reitDividends.kind],
  cells: {
    ticker: tickerColumn(),
    record_date: dateColumn({ label: '배당기준일', rule: 'Record date; on or after ex_date.' }),
    ex_date: dateColumn({ label: '배당락일', rule: 'Ex-dividend date; on or before record_date.' }),
    payment_date: dateColumn({ label: '지급일', nullable: true, rule: 'Payment date; on or after record_date; empty if not yet announced.' }),
    dps: numberColumn({ label: '주당배당금', unit: '원', integer: true, sign: 'nonNegative', rule: 'Dividend per share, ≥ 0.' }),
    kind: enumColumn(['REGULAR', 'SPECIAL'] as const, { label: '배당 구분', rule: 'Regular or special dividend.', defaultValue: 'REGULAR' }),
    source: sourceColumn(),
  },
  check: (r) => {
    const problems: RowProblem[] = [];
    if (r.ex_date > r.record_date) problems.push({ column: 'ex_date', code: 'DATE_ORDER', message: `배당락일이 배당기준일보다 늦습니다. (${r.ex_date} > ${r.record_date})` });
    if (r.payment_date !== null && r.record_date > r.payment_date) {
      problems.push({ column: 'payment_date', code: 'DATE_ORDER', message: `배당기준일이 지급일보다 늦습니다. (${r.record_date} > ${r.payment_date})` });
    }
    return problems;
  },
  toDb: (r) => ({ ticker: r.ticker, recordDate: r.record_date, exDate: r.ex_date, paymentDate: r.payment_date, dps: r.dps, kind: r.kind, source: r.source, isSample: false }),
  rowKey: (v) => `${s(v.ticker)}|${s(v.recordDate)}|${s(v.kind)}`,
  duplicateMessage: (v) => `같은 배당기준일이 두 번 있습니다: ${s(v.recordDate)} (${s(v.ticker)}, ${s(v.kind)})`,
  references: [tickerReference],
});

const won = (label: string, rule: string, sign?: 'nonNegative') => numberColumn({ label, unit: '원', integer: true, nullable: true, sign, rule });

const financialsTable = defineTable({
  key: 'financials',
  label: '재무(결산기별)',
  dbTable: schema.reitFinancials,
  primaryKey: [schema.reitFinancials.ticker, schema.reitFinancials.periodEnd],
  cells: {
    ticker: tickerColumn(),
    period_end: dateColumn({ label: '결산일', rule: 'Last day of the fiscal period.' }),
    period_months: numberColumn({ label: '결산기간(개월)', integer: true, min: 1, max: 12, rangeMessage: '결산기간(개월)은 1에서 12 사이여야 합니다.', rule: 'Length of the period in months, 1–12.' }),
    revenue: won('영업수익', 'Operating revenue for the period, ≥ 0.', 'nonNegative'),
    noi: won('NOI(순영업소득)', 'Net operating income; may be negative.'),
    net_income: won('당기순이익', 'Net income; may be negative.'),
    depreciation: won('감가상각비', 'Depreciation and amortisation, ≥ 0.', 'nonNegative'),
    gain_on_sale: won('자산처분이익', 'Gain on disposal (loss negative).'),
    impairment: won('손상차손', 'Impairment loss, ≥ 0.', 'nonNegative'),
    interest_expense: won('이자비용', 'Interest expense (P&L), ≥ 0.', 'nonNegative'),
    cash_interest: won('현금이자', 'Interest paid in cash, ≥ 0.', 'nonNegative'),
    ebitda: won('EBITDA', 'EBITDA; may be negative.'),
    total_assets: won('자산총계', 'Total assets at period end, ≥ 0.', 'nonNegative'),
    debt: won('차입금', 'Borrowings at period end, ≥ 0.', 'nonNegative'),
    cash: won('현금', 'Cash and equivalents, ≥ 0.', 'nonNegative'),
    equity: won('자본총계', 'Total equity; may be negative.'),
    appraised_value: won('감정평가액', 'Appraised value of the portfolio, ≥ 0.', 'nonNegative'),
    amc_fees: won('AMC 보수', 'Fees paid to the AMC in the period, ≥ 0.', 'nonNegative'),
    gna: won('일반관리비', 'General and administrative expenses, ≥ 0.', 'nonNegative'),
    source: sourceColumn(),
  },
  toDb: (r) => ({
    ticker: r.ticker, periodEnd: r.period_end, periodMonths: r.period_months, revenue: r.revenue, noi: r.noi, netIncome: r.net_income,
    depreciation: r.depreciation, gainOnSale: r.gain_on_sale, impairment: r.impairment, interestExpense: r.interest_expense,
    cashInterest: r.cash_interest, ebitda: r.ebitda, totalAssets: r.total_assets, debt: r.debt, cash: r.cash, equity: r.equity,
    appraisedValue: r.appraised_value, amcFees: r.amc_fees, gna: r.gna, source: r.source, isSample: false,
  }),
  rowKey: (v) => `${s(v.ticker)}|${s(v.periodEnd)}`,
  duplicateMessage: (v) => `같은 결산일이 두 번 있습니다: ${s(v.periodEnd)} (${s(v.ticker)})`,
  references: [tickerReference],
});

const idColumn = (rule: string) => textColumn({ label: 'id', required: true, rule });

const assetsTable = defineTable({
  key: 'assets',
  label: '보유자산',
  dbTable: schema.reitAssets,
  primaryKey: [schema.reitAssets.id],
  cells: {
    id: idColumn('Stable id, `<ticker>-<slug>` (293940-pangyo-alpha-dom); keep it the same across imports.'),
    ticker: tickerColumn(),
    name: textColumn({ label: '자산명', required: true, rule: 'Asset name.' }),
    type: textColumn({ label: '자산 유형', required: true, rule: 'Asset type, e.g. 오피스, 물류센터.' }),
    address: textColumn({ label: '주소', rule: 'Street address.' }),
    region: textColumn({ label: '지역', rule: 'Region, e.g. 서울 강남, 경기 이천.' }),
    gfa_sqm: numberColumn({ label: '연면적', unit: '㎡', nullable: true, sign: 'nonNegative', rule: 'Gross floor area, ≥ 0.' }),
    appraised_value: won('감정평가액', 'Latest appraised value, ≥ 0.', 'nonNegative'),
    appraised_on: dateColumn({ label: '감정평가일', nullable: true, rule: 'Date of the appraisal.' }),
    acquisition_price: won('매입가', 'Acquisition price, ≥ 0.', 'nonNegative'),
    acquired_on: dateColumn({ label: '매입일', nullable: true, rule: 'Acquisition date.' }),
    occupancy: numberColumn({ label: '임대율', unit: 'fraction', nullable: true, min: 0, max: 1, rangeMessage: '임대율은 0과 1 사이의 비율이어야 합니다 (97% → 0.97).', rule: 'Leased share of the lettable area, 0–1.' }),
    as_of: asOfColumn(),
    source: sourceColumn(),
  },
  toDb: (r) => ({
    id: r.id, ticker: r.ticker, name: r.name, type: r.type, address: r.address, region: r.region, gfaSqm: r.gfa_sqm, appraisedValue: r.appraised_value,
    appraisedOn: r.appraised_on, acquisitionPrice: r.acquisition_price, acquiredOn: r.acquired_on, occupancy: r.occupancy, asOf: r.as_of, source: r.source, isSample: false,
  }),
  rowKey: (v) => s(v.id),
  duplicateMessage: (v) => `같은 자산 id가 두 번 있습니다: ${s(v.id)}`,
  references: [tickerReference],
  declaredKey: (cells) => (cells.id ? clean(cells.id) : null),
});

const leasesTable = defineTable({
  key: 'leases',
  label: '임대차',
  dbTable: schema.reitLeases,
  primaryKey: [schema.reitLeases.id],
  cells: {
    id: idColumn('Stable lease id, e.g. `<asset id>-<tenant slug>`.'),
    asset_id: textColumn({ label: '자산 id', required: true, rule: 'An asset id in the database or in an assets file of the same import.' }),
    tenant: textColumn({ label: '임차인', required: true, rule: 'Tenant name.' }),
    area_sqm: numberColumn({ label: '임대면적', unit: '㎡', sign: 'positive', rule: 'Leased area, > 0.' }),
    annual_rent: numberColumn({ label: '연 임대료', unit: '원', integer: true, sign: 'nonNegative', rule: 'Annual rent, ≥ 0.' }),
    expires_on: dateColumn({ label: '만기일', rule: 'Lease expiry date.' }),
    as_of: asOfColumn(),
    source: sourceColumn(),
  },
  toDb: (r) => ({ id: r.id, assetId: r.asset_id, tenant: r.tenant, areaSqm: r.area_sqm, annualRent: r.annual_rent, expiresOn: r.expires_on, asOf: r.as_of, source: r.source, isSample: false }),
  rowKey: (v) => s(v.id),
  duplicateMessage: (v) => `같은 임대차 id가 두 번 있습니다: ${s(v.id)}`,
  references: [{
    column: 'asset_id',
    code: 'UNKNOWN_ASSET',
    target: schema.reitAssets.id,
    declaredBy: 'assets',
    valueOf: (v) => String(v.assetId),
    message: (assetId) => `알 수 없는 자산 id입니다: ${assetId}`,
  }],
});

const debtsTable = defineTable({
  key: 'debts',
  label: '차입금',
  dbTable: schema.reitDebts,
  primaryKey: [schema.reitDebts.id],
  cells: {
    id: idColumn('Stable loan id, e.g. `<ticker>-<tranche>`.'),
    ticker: tickerColumn(),
    lender: textColumn({ label: '대주', required: true, rule: 'Lender (or "담보대출 A" for a tranche).' }),
    amount: numberColumn({ label: '차입금액', unit: '원', integer: true, sign: 'positive', rule: 'Outstanding principal, > 0.' }),
    rate: rateColumn({ label: '금리', rule: 'Annual interest rate, fraction 0–1 (0.045; "4.5%" also accepted).' }),
    rate_type: enumColumn(['FIXED', 'FLOATING'] as const, { label: '금리 유형', rule: 'Fixed or floating.' }),
    matures_on: dateColumn({ label: '만기일', rule: 'Maturity date.' }),
    as_of: asOfColumn(),
    source: sourceColumn(),
  },
  toDb: (r) => ({ id: r.id, ticker: r.ticker, lender: r.lender, amount: r.amount, rate: r.rate, rateType: r.rate_type, maturesOn: r.matures_on, asOf: r.as_of, source: r.source, isSample: false }),
  rowKey: (v) => s(v.id),
  duplicateMessage: (v) => `같은 차입금 id가 두 번 있습니다: ${s(v.id)}`,
  references: [tickerReference],
});

/** Every importable table, in write order (parents first). */
export const REIT_IMPORT_TABLES: Record<ReitImportTableKey, ReitImportTable> = {
  reits: reitsTable,
  share_counts: shareCountsTable,
  prices: pricesTable,
  dividends: dividendsTable,
  financials: financialsTable,
  assets: assetsTable,
  leases: leasesTable,
  debts: debtsTable,
};

/** How the REIT dataset names its tables in file and sheet names. */
const naming = { keys: REIT_IMPORT_TABLE_KEYS, detect: (name: string) => detectTable(name) };

/**
 * The table a file or sheet name stands for: a table key as a word of the base name ('prices.csv',
 * 'reit_prices.xlsx', '2026-11-prices.csv', 'share-counts.csv'). When 'reits' and another key both match
 * ('reits_prices.csv'), the other key wins; two other keys are ambiguous (null).
 */
export function detectTable(name: string): ReitImportTableKey | null {
  return detectTableIn(REIT_IMPORT_TABLE_KEYS, name, 'reits');
}

/** Reads one uploaded file (see parseTableFile). */
export function parseReitFile(name: string, bytes: Uint8Array): Promise<ParsedFile<ReitImportTableKey>> {
  return parseTableFile(naming, name, bytes);
}

export const REIT_DATASET: ImportDataset<ReitImportTableKey> = {
  tables: REIT_IMPORT_TABLES,
  keys: REIT_IMPORT_TABLE_KEYS,
  naming,
  afterWrite: async (tx, _written, context) => {
    // Names, sectors and assets feed search: rewrite the REIT documents in the same transaction.
    await indexReitSearchDocuments(tx);
    await tx.insert(schema.reitImports).values({ id: randomId(), importedBy: context.importedBy, files: context.files, createdAt: context.now });
  },
};

/**
 * Validates every file, then (when nothing is wrong anywhere and this is not a dry run) writes them all in
 * one transaction and records the import in reit_imports. Counts say what was (or would be) inserted,
 * updated or left unchanged; with errors they are 0 and nothing is written.
 */
export async function importReitFiles(
  db: Db,
  files: Array<{ name: string; bytes: Uint8Array }>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  // The REIT tables only raise REIT error codes.
  return (await runImport(db, REIT_DATASET, files, options)) as ImportReport;
}

export type ImportReport = ReitImportReport;
