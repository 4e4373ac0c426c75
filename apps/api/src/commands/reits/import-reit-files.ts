/**
 * The REIT data importer (docs/data-import.md): CSV or XLSX files, one table per file or per worksheet,
 * validated completely (cells, cross-field rules, references to tickers and assets, duplicate keys) before
 * anything is written. With any error in any file nothing is written; otherwise every file is written in
 * one transaction with upserts on each table's primary key, so importing the same files twice changes
 * nothing the second time (the report then says every row is unchanged).
 */
import { randomId } from '@spi/core';
import {
  REIT_IMPORT_TABLE_KEYS,
  type ReitImportError,
  type ReitImportErrorCode,
  type ReitImportFileReport,
  type ReitImportReport,
  type ReitImportTableKey,
} from '@spi/core/contracts/reit-import';
import { isIsoDate } from '@spi/core/reits/dates';
import { REIT_SECTORS, REIT_SECURITY_TYPES, TICKER_PATTERN } from '@spi/core/reits/model';
import type { Db } from '@spi/db';
import { schema } from '@spi/db';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { inTransaction } from '../transaction';
import { indexReitSearchDocuments } from '@spi/db';

export type { ReitImportError, ReitImportFileReport, ReitImportReport, ReitImportTableKey };

/** Largest accepted file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Most data rows per file (or worksheet). */
export const MAX_ROWS = 200_000;
/** Errors listed per file; more are summarised by one TOO_MANY_ERRORS entry. */
export const MAX_ERRORS_PER_FILE = 1000;
/** Rows per INSERT statement (PostgreSQL allows 65,535 parameters per statement). */
export const WRITE_BATCH_SIZE = 1000;

// ---------------------------------------------------------------------------------------------------
// Cells: every cell arrives as a string (CSV text, or an XLSX value written out), and each column's zod
// schema turns it into the value stored, or reports an issue with a Korean message and an import code.

export interface ColumnDoc {
  name: string;
  type: 'text' | 'ticker' | 'integer' | 'number' | 'rate' | 'date' | 'enum' | 'months';
  /** Must be present in the header and non-empty in every row. */
  required: boolean;
  unit: string;
  /** Korean label used in messages and docs. */
  label: string;
  /** What the column holds and its rule. */
  rule: string;
  /** Value used for an empty cell or a missing optional column. */
  defaultValue?: string;
  values?: readonly string[];
}

interface Column<T> {
  schema: z.ZodType<T, string>;
  doc: Omit<ColumnDoc, 'name'>;
}

type Ctx = z.core.$RefinementCtx<string>;

function issue(ctx: Ctx, message: string, code: ReitImportErrorCode = 'INVALID_VALUE'): never {
  ctx.addIssue({ code: 'custom', message, params: { importCode: code } });
  return z.NEVER;
}

const clean = (raw: string) => raw.replace(/^\uFEFF/, '').trim();
const particle = (word: string) => {
  const last = word.charCodeAt(word.length - 1);
  const hasFinal = last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 !== 0;
  return `${word}${hasFinal ? '은' : '는'}`;
};
const emptyMessage = (label: string) => `${label} 값이 비어 있습니다.`;

interface BaseOptions { label: string; rule: string; unit?: string }

function textColumn(o: BaseOptions & { required?: boolean; defaultValue?: string }): Column<string> {
  const required = o.required ?? false;
  return {
    schema: z.string().transform((raw, ctx) => {
      const value = clean(raw);
      if (!value && required) return issue(ctx, emptyMessage(o.label));
      return value || (o.defaultValue ?? '');
    }),
    doc: { type: 'text', required, unit: o.unit ?? '', label: o.label, rule: o.rule, ...(required ? {} : { defaultValue: o.defaultValue ?? '' }) },
  };
}

/** KRX short code; a numeric code Excel shortened ('88980') gets its leading zeros back. */
export function normalizeTicker(raw: string): string {
  const value = clean(raw).toUpperCase();
  return /^\d{1,5}$/.test(value) ? value.padStart(6, '0') : value;
}

function tickerColumn(label = '티커'): Column<string> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const value = normalizeTicker(raw);
      if (!value) return issue(ctx, emptyMessage(label));
      if (!TICKER_PATTERN.test(value)) return issue(ctx, `티커 형식이 아닙니다 (숫자·영문 대문자 6자리): ${clean(raw)}`);
      return value;
    }),
    doc: { type: 'ticker', required: true, unit: '', label, rule: 'KRX short code, six digits or upper-case letters (293940, 0030R0); Excel-trimmed numeric codes are zero-padded.' },
  };
}

function parseNumber(raw: string): number | null {
  const text = clean(raw).replace(/[,\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

interface NumberOptions extends BaseOptions {
  integer?: boolean;
  /** Empty cell → null (else the column is required unless `defaultValue` is set). */
  nullable?: boolean;
  defaultValue?: number;
  /** 'positive' (> 0) or 'nonNegative' (≥ 0); violations are NEGATIVE_VALUE. */
  sign?: 'positive' | 'nonNegative';
  signMessage?: string;
  min?: number;
  max?: number;
  rangeMessage?: string;
}

function numberColumn(o: NumberOptions & { nullable: true }): Column<number | null>;
function numberColumn(o: NumberOptions): Column<number>;
function numberColumn(o: NumberOptions): Column<number | null> {
  const required = !o.nullable && o.defaultValue === undefined;
  return {
    schema: z.string().transform((raw, ctx) => {
      if (!clean(raw)) {
        if (o.nullable) return null;
        if (o.defaultValue !== undefined) return o.defaultValue;
        return issue(ctx, emptyMessage(o.label));
      }
      const n = parseNumber(raw);
      if (n === null) return issue(ctx, `${o.label}: 숫자가 아닙니다: ${clean(raw)}`);
      if (o.integer && !Number.isSafeInteger(n)) return issue(ctx, `${o.label}: 정수가 아닙니다: ${clean(raw)}`);
      if (o.sign === 'positive' && n <= 0) return issue(ctx, o.signMessage ?? `${particle(o.label)} 0보다 커야 합니다.`, 'NEGATIVE_VALUE');
      if (o.sign === 'nonNegative' && n < 0) return issue(ctx, o.signMessage ?? `${particle(o.label)} 0 이상이어야 합니다.`, 'NEGATIVE_VALUE');
      if ((o.min !== undefined && n < o.min) || (o.max !== undefined && n > o.max)) {
        return issue(ctx, o.rangeMessage ?? `${particle(o.label)} ${o.min}에서 ${o.max} 사이여야 합니다: ${clean(raw)}`, 'RANGE');
      }
      return n;
    }),
    doc: {
      type: o.integer ? 'integer' : 'number',
      required,
      unit: o.unit ?? '',
      label: o.label,
      rule: o.rule,
      ...(o.defaultValue !== undefined ? { defaultValue: String(o.defaultValue) } : o.nullable ? { defaultValue: '(empty = unknown)' } : {}),
    },
  };
}

/** A fraction 0–1 ('0.045'); '4.5%' is read as 0.045. */
function rateColumn(o: BaseOptions & { nullable: true }): Column<number | null>;
function rateColumn(o: BaseOptions & { nullable?: false }): Column<number>;
function rateColumn(o: BaseOptions & { nullable?: boolean }): Column<number | null> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const text = clean(raw);
      if (!text) return o.nullable ? null : issue(ctx, emptyMessage(o.label));
      const percent = text.endsWith('%');
      const n = parseNumber(percent ? text.slice(0, -1) : text);
      if (n === null) return issue(ctx, `${o.label}: 숫자가 아닙니다: ${text}`);
      const value = percent ? Number((n / 100).toPrecision(12)) : n;
      if (value < 0) return issue(ctx, `${particle(o.label)} 0 이상이어야 합니다.`, 'NEGATIVE_VALUE');
      if (value > 1) return issue(ctx, `${particle(o.label)} 0과 1 사이의 비율로 적습니다 (4.5% → 0.045): ${text}`, 'RANGE');
      return value;
    }),
    doc: { type: 'rate', required: !o.nullable, unit: 'fraction', label: o.label, rule: o.rule, ...(o.nullable ? { defaultValue: '(empty = unknown)' } : {}) },
  };
}

/** 'YYYY-MM-DD' (also 'YYYY.MM.DD' and 'YYYY/M/D'), a real calendar date. */
export function normalizeDate(raw: string): string {
  const text = clean(raw);
  const m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/.exec(text);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : text;
}

function dateColumn(o: BaseOptions & { nullable: true }): Column<string | null>;
function dateColumn(o: BaseOptions & { nullable?: false }): Column<string>;
function dateColumn(o: BaseOptions & { nullable?: boolean }): Column<string | null> {
  return {
    schema: z.string().transform((raw, ctx) => {
      if (!clean(raw)) return o.nullable ? null : issue(ctx, emptyMessage(o.label));
      const value = normalizeDate(raw);
      if (!isIsoDate(value)) return issue(ctx, `${o.label}: 올바른 날짜가 아닙니다 (YYYY-MM-DD): ${clean(raw)}`);
      return value;
    }),
    doc: { type: 'date', required: !o.nullable, unit: 'YYYY-MM-DD', label: o.label, rule: o.rule, ...(o.nullable ? { defaultValue: '(empty = unknown)' } : {}) },
  };
}

function enumColumn<const V extends readonly [string, ...string[]]>(values: V, o: BaseOptions & { defaultValue?: V[number] }): Column<V[number]> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const text = clean(raw).toUpperCase();
      if (!text) return o.defaultValue ?? issue(ctx, emptyMessage(o.label));
      if (!(values as readonly string[]).includes(text)) return issue(ctx, `${o.label}: 허용되지 않는 값입니다: ${clean(raw)} (${values.join(', ')} 중 하나)`);
      return text as V[number];
    }),
    doc: { type: 'enum', required: o.defaultValue === undefined, unit: '', label: o.label, rule: o.rule, values, ...(o.defaultValue ? { defaultValue: o.defaultValue } : {}) },
  };
}

/** Month numbers 1–12 separated by ';', ',', '/' or spaces ('6;12'). */
function monthsColumn(o: BaseOptions): Column<number[]> {
  return {
    schema: z.string().transform((raw, ctx) => {
      const parts = clean(raw).split(/[;,/\s]+/).filter(Boolean);
      const months: number[] = [];
      for (const part of parts) {
        const n = Number(part);
        if (!Number.isInteger(n) || n < 1 || n > 12) return issue(ctx, `${particle(o.label)} 1에서 12 사이의 월이어야 합니다: ${part}`, 'RANGE');
        if (!months.includes(n)) months.push(n);
      }
      return months.sort((a, b) => a - b);
    }),
    doc: { type: 'months', required: false, unit: 'month numbers', label: o.label, rule: o.rule, defaultValue: '(empty list)' },
  };
}

// ---------------------------------------------------------------------------------------------------
// Tables.

type Shape<C extends Record<string, Column<unknown>>> = { [K in keyof C]: C[K]['schema'] };
type RowOf<C extends Record<string, Column<unknown>>> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never };

interface RowProblem { column: string | null; code: ReitImportErrorCode; message: string }

export interface ReitImportTable<C extends Record<string, Column<unknown>> = Record<string, Column<unknown>>> {
  key: ReitImportTableKey;
  /** Korean name of the table, for docs and messages. */
  label: string;
  dbTable: PgTable;
  /** The CSV header, in order (snake_case names of the database columns). */
  columns: ColumnDoc[];
  /** Turns one row of cells (every column present, '' for empty) into typed values. */
  rowSchema: z.ZodObject<Shape<C>>;
  /** Rules across cells of one row. */
  check(row: RowOf<C>): RowProblem[];
  /** The database row (camelCase), without timestamps. */
  toDb(row: RowOf<C>): Record<string, unknown>;
  /** The primary key of a database row, as one string. */
  rowKey(values: Record<string, unknown>): string;
  /** Message for a key seen twice. */
  duplicateMessage(values: Record<string, unknown>): string;
  /** Primary-key columns (the upsert target). */
  primaryKey: PgColumn[];
  /** Ticker a row refers to (checked against known REITs), or null. */
  tickerOf(values: Record<string, unknown>): string | null;
}

function defineTable<C extends Record<string, Column<unknown>>>(
  def: Omit<ReitImportTable<C>, 'columns' | 'rowSchema' | 'check'> & { cells: C; check?: (row: RowOf<C>) => RowProblem[] },
): ReitImportTable {
  const { cells, check, ...rest } = def;
  const shape = Object.fromEntries(Object.entries(cells).map(([name, c]) => [name, c.schema])) as Shape<C>;
  const table: ReitImportTable<C> = {
    ...rest,
    columns: Object.entries(cells).map(([name, c]) => ({ name, ...c.doc })),
    rowSchema: z.object(shape),
    check: check ?? (() => []),
  };
  return table as unknown as ReitImportTable;
}

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
  tickerOf: () => null,
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
  tickerOf: (v) => s(v.ticker),
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
  tickerOf: (v) => s(v.ticker),
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
  tickerOf: (v) => s(v.ticker),
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
  tickerOf: (v) => s(v.ticker),
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
  tickerOf: (v) => s(v.ticker),
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
  tickerOf: () => null,
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
  tickerOf: (v) => s(v.ticker),
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

// ---------------------------------------------------------------------------------------------------
// Reading files.

export interface ParsedRow {
  /** 1-based row as a spreadsheet shows it (header = row 1). */
  row: number;
  /** Cell text by normalised header name. */
  cells: Record<string, string>;
}

/** One table's worth of rows: a CSV file, an XLSX file read by its name, or one worksheet. */
export interface ParsedPart {
  /** Name shown in the report: the file name, or `book.xlsx [sheet]`. */
  name: string;
  table: ReitImportTableKey | null;
  header: string[];
  rows: ParsedRow[];
  /** Problems of the whole part (unknown table, too many rows, unreadable file). */
  errors: ReitImportError[];
}

export interface ParsedFile {
  name: string;
  format: 'csv' | 'xlsx';
  parts: ParsedPart[];
}

const fileError = (code: ReitImportErrorCode, message: string): ReitImportError => ({ row: null, column: null, code, message });

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The table a file or sheet name stands for: a table key as a word of the base name ('prices.csv',
 * 'reit_prices.xlsx', '2026-11-prices.csv', 'share-counts.csv'). When 'reits' and another key both match
 * ('reits_prices.csv'), the other key wins; two other keys are ambiguous (null).
 */
export function detectTable(name: string): ReitImportTableKey | null {
  const base = (name.split(/[\\/]/).pop() ?? name).toLowerCase().replace(/\.(csv|xlsx|txt)$/i, '');
  const found = REIT_IMPORT_TABLE_KEYS.filter((key) => {
    const word = key.split('_').map(escapeRegex).join('[_\\- ]?');
    return new RegExp(`(^|[^a-z0-9])${word}($|[^a-z0-9])`).test(base);
  });
  const specific = found.length > 1 ? found.filter((key) => key !== 'reits') : found;
  return specific.length === 1 ? specific[0]! : null;
}

const normalizeHeader = (cell: string) => clean(cell).toLowerCase().replace(/[\s-]+/g, '_');

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** UTF-8 (with or without BOM); files Excel saved as "CSV" in Korean Windows are CP949, read as EUC-KR. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

function toPart(name: string, table: ReitImportTableKey | null, grid: Array<{ row: number; cells: string[] }>): ParsedPart {
  const errors: ReitImportError[] = [];
  if (!table) errors.push(fileError('UNKNOWN_TABLE', `어느 표인지 알 수 없습니다: ${name} (파일 이름이나 시트 이름에 ${REIT_IMPORT_TABLE_KEYS.join(', ')} 중 하나를 넣어 주세요)`));
  const nonEmpty = grid.filter((r) => r.cells.some((c) => clean(c) !== ''));
  const headerRow = nonEmpty[0];
  if (!headerRow) return { name, table, header: [], rows: [], errors: table ? [fileError('MISSING_COLUMN', '머리글 행이 없습니다 (빈 파일).')] : errors };
  const header = headerRow.cells.map(normalizeHeader);
  const data = nonEmpty.slice(1);
  if (data.length > MAX_ROWS) {
    errors.push(fileError('TOO_MANY_ROWS', `행이 너무 많습니다: ${data.length.toLocaleString('en-US')}행 (최대 ${MAX_ROWS.toLocaleString('en-US')}행). 파일을 나누어 올려 주세요.`));
    return { name, table, header, rows: [], errors };
  }
  const rows = data.map(({ row, cells }) => {
    const record: Record<string, string> = {};
    header.forEach((column, i) => {
      if (column && !(column in record)) record[column] = cells[i] ?? '';
    });
    return { row, cells: record };
  });
  return { name, table, header, rows, errors };
}

/** Text of one XLSX cell: numbers as written by JS, dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result);
  if ('hyperlink' in value) return String((value as { text?: unknown }).text ?? '');
  if ('error' in value) return String(value.error);
  return '';
}

function sheetGrid(sheet: ExcelJS.Worksheet): Array<{ row: number; cells: string[] }> {
  const grid: Array<{ row: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    grid.push({ row: rowNumber, cells });
  });
  return grid;
}

/**
 * Reads one uploaded file. XLSX is recognised by its content (a zip), whatever the extension; a workbook
 * whose sheets are named after tables gives one part per sheet, otherwise its first non-empty sheet is
 * read as the table its file name says. Anything else is read as CSV (UTF-8 with or without BOM, or CP949).
 */
export async function parseReitFile(name: string, bytes: Uint8Array): Promise<ParsedFile> {
  const zip = isZip(bytes);
  const format = zip ? 'xlsx' : 'csv';
  if (bytes.length > MAX_FILE_BYTES) {
    const mb = (bytes.length / 1024 / 1024).toFixed(1);
    return { name, format, parts: [{ name, table: detectTable(name), header: [], rows: [], errors: [fileError('FILE_TOO_LARGE', `파일이 너무 큽니다: ${mb}MB (최대 20MB). 파일을 나누어 올려 주세요.`)] }] };
  }
  if (!zip) {
    if (/\.xlsx?$/i.test(name)) {
      return { name, format, parts: [{ name, table: detectTable(name), header: [], rows: [], errors: [fileError('INVALID_VALUE', 'XLSX 파일이 아닙니다 (오래된 .xls 형식은 .xlsx나 CSV로 저장해 주세요).')] }] };
    }
    let records: string[][];
    try {
      records = parseCsv(decodeText(bytes), { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { name, format, parts: [{ name, table: detectTable(name), header: [], rows: [], errors: [fileError('INVALID_VALUE', `CSV를 읽을 수 없습니다: ${message}`)] }] };
    }
    return { name, format, parts: [toPart(name, detectTable(name), records.map((cells, i) => ({ row: i + 1, cells })))] };
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { name, format, parts: [{ name, table: detectTable(name), header: [], rows: [], errors: [fileError('INVALID_VALUE', `XLSX 파일을 읽을 수 없습니다: ${message}`)] }] };
  }
  const sheets = workbook.worksheets.map((sheet) => ({ sheet, grid: sheetGrid(sheet) })).filter((s) => s.grid.length > 0);
  const bySheetName = sheets.some(({ sheet }) => detectTable(sheet.name) !== null);
  if (bySheetName) {
    return { name, format, parts: sheets.map(({ sheet, grid }) => toPart(`${name} [${sheet.name}]`, detectTable(sheet.name), grid)) };
  }
  const first = sheets[0];
  return { name, format, parts: [toPart(name, detectTable(name), first?.grid ?? [])] };
}

// ---------------------------------------------------------------------------------------------------
// Importing.

export interface ImportOptions {
  /** users.id of the person importing (reit_imports.imported_by). */
  importedBy?: string | null;
  /** Validate and count, write nothing. */
  dryRun?: boolean;
  now?: Date;
}

interface ValidRow { row: number; values: Record<string, unknown> }

interface Checked {
  report: ReitImportFileReport;
  spec: ReitImportTable | null;
  valid: ValidRow[];
  /** Raw ticker / id of every row (also invalid ones), so references to them do not cascade errors. */
  declared: Set<string>;
}

function checkPart(part: ParsedPart): Checked {
  const report: ReitImportFileReport = { name: part.name, table: part.table, rows: part.rows.length, inserted: 0, updated: 0, unchanged: 0, errors: [...part.errors] };
  const spec = part.table ? REIT_IMPORT_TABLES[part.table] : null;
  const checked: Checked = { report, spec, valid: [], declared: new Set() };
  if (!spec || part.errors.length > 0) return checked;
  const missing = spec.columns.filter((c) => c.required && !part.header.includes(c.name));
  for (const column of missing) report.errors.push({ row: 1, column: column.name, code: 'MISSING_COLUMN', message: `필수 열이 없습니다: ${column.name} (${column.label})` });
  if (missing.length > 0) return checked;

  const seen = new Map<string, number>();
  for (const { row, cells } of part.rows) {
    if (spec.key === 'reits' && cells.ticker) checked.declared.add(normalizeTicker(cells.ticker));
    if (spec.key === 'assets' && cells.id) checked.declared.add(clean(cells.id));
    const input = Object.fromEntries(spec.columns.map((c) => [c.name, cells[c.name] ?? '']));
    const parsed = spec.rowSchema.safeParse(input);
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        const code = (i.code === 'custom' ? (i.params?.importCode as ReitImportErrorCode | undefined) : undefined) ?? 'INVALID_VALUE';
        report.errors.push({ row, column: typeof i.path[0] === 'string' ? i.path[0] : null, code, message: i.message });
      }
      continue;
    }
    const problems = spec.check(parsed.data as never);
    for (const p of problems) report.errors.push({ row, ...p });
    const values = spec.toDb(parsed.data as never);
    const key = spec.rowKey(values);
    const first = seen.get(key);
    if (first !== undefined) {
      report.errors.push({ row, column: null, code: 'DUPLICATE_KEY', message: `${spec.duplicateMessage(values)} — ${first}행과 겹칩니다.` });
      continue;
    }
    seen.set(key, row);
    if (problems.length === 0) checked.valid.push({ row, values });
  }
  return checked;
}

async function existingValues(db: Db, column: PgColumn, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += WRITE_BATCH_SIZE) {
    const rows = (await db.select({ v: column }).from(column.table).where(inArray(column, unique.slice(i, i + WRITE_BATCH_SIZE)))) as Array<{ v: unknown }>;
    for (const r of rows) found.add(String(r.v));
  }
  return found;
}

/** Stored rows for the keys of `values`, by key. */
async function storedRows(db: Db, spec: ReitImportTable, values: Array<Record<string, unknown>>): Promise<Map<string, Record<string, unknown>>> {
  const table = spec.dbTable;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const out = new Map<string, Record<string, unknown>>();
  if (values.length === 0) return out;
  const scopeColumn = spec.primaryKey[0]!;
  const scopeKey = Object.entries(cols).find(([, c]) => c === scopeColumn)![0];
  const scopeValues = [...new Set(values.map((v) => String(v[scopeKey])))];
  let extra: SQL | undefined;
  if (spec.key === 'prices') {
    const dates = values.map((v) => String(v.date)).sort();
    extra = and(gte(schema.reitPrices.date, dates[0]!), lte(schema.reitPrices.date, dates.at(-1)!));
  }
  for (let i = 0; i < scopeValues.length; i += WRITE_BATCH_SIZE) {
    const where = and(inArray(scopeColumn, scopeValues.slice(i, i + WRITE_BATCH_SIZE)), extra);
    const rows = (await db.select().from(table).where(where)) as Array<Record<string, unknown>>;
    for (const r of rows) out.set(spec.rowKey(r), r);
  }
  return out;
}

const comparable = (v: unknown): string => JSON.stringify(v ?? null);

function sameRow(next: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  return Object.keys(next).every((k) => comparable(next[k]) === comparable(stored[k]));
}

interface Plan { checked: Checked; spec: ReitImportTable; write: Array<Record<string, unknown>> }

async function plan(db: Db, parts: Checked[]): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const checked of parts) {
    const spec = checked.spec!;
    const values = checked.valid.map((v) => v.values);
    const stored = await storedRows(db, spec, values);
    const write: Array<Record<string, unknown>> = [];
    for (const v of values) {
      const old = stored.get(spec.rowKey(v));
      if (!old) checked.report.inserted++;
      else if (sameRow(v, old)) {
        checked.report.unchanged++;
        continue;
      } else checked.report.updated++;
      write.push(v);
    }
    plans.push({ checked, spec, write });
  }
  return plans;
}

async function upsert(db: Db, spec: ReitImportTable, rows: Array<Record<string, unknown>>, now: Date): Promise<void> {
  if (rows.length === 0) return;
  const cols = getTableColumns(spec.dbTable) as Record<string, PgColumn>;
  const keyNames = new Set(spec.primaryKey.map((c) => c.name));
  const withTime = spec.key === 'reits' ? rows.map((r) => ({ ...r, updatedAt: now })) : rows;
  const set = Object.fromEntries(
    Object.keys(withTime[0]!)
      .filter((k) => !keyNames.has(cols[k]!.name))
      .map((k) => [k, sql.raw(`excluded."${cols[k]!.name}"`)]),
  );
  for (let i = 0; i < withTime.length; i += WRITE_BATCH_SIZE) {
    await db
      .insert(spec.dbTable)
      .values(withTime.slice(i, i + WRITE_BATCH_SIZE) as never)
      .onConflictDoUpdate({ target: spec.primaryKey, set: set as never });
  }
}

function capErrors(errors: ReitImportError[]): ReitImportError[] {
  const sorted = errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.row ?? 0) - (b.e.row ?? 0) || a.i - b.i)
    .map(({ e }) => e);
  if (sorted.length <= MAX_ERRORS_PER_FILE) return sorted;
  return [
    ...sorted.slice(0, MAX_ERRORS_PER_FILE),
    fileError('TOO_MANY_ERRORS', `오류가 너무 많아 처음 ${MAX_ERRORS_PER_FILE.toLocaleString('en-US')}개만 보여 줍니다 (전체 ${sorted.length.toLocaleString('en-US')}개).`),
  ];
}

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
  const now = options.now ?? new Date();
  const parsed = await Promise.all(files.map((f) => parseReitFile(f.name, f.bytes)));
  const checked = parsed.flatMap((f) => f.parts).map(checkPart);

  // The same key in two files of one import (which one should win?) is an error too.
  const firstFile = new Map<string, string>();
  for (const c of checked) {
    if (!c.spec) continue;
    const spec = c.spec;
    const keep: ValidRow[] = [];
    for (const v of c.valid) {
      const key = `${spec.key}:${spec.rowKey(v.values)}`;
      const other = firstFile.get(key);
      if (other !== undefined && other !== c.report.name) {
        c.report.errors.push({ row: v.row, column: null, code: 'DUPLICATE_KEY', message: `${spec.duplicateMessage(v.values)} — 다른 파일(${other})에도 있습니다.` });
      } else {
        firstFile.set(key, c.report.name);
        keep.push(v);
      }
    }
    c.valid = keep;
  }

  // References: tickers must be REITs in the database or in a reits file of this import; lease assets likewise.
  const declaredTickers = new Set(checked.filter((c) => c.spec?.key === 'reits').flatMap((c) => [...c.declared]));
  const declaredAssets = new Set(checked.filter((c) => c.spec?.key === 'assets').flatMap((c) => [...c.declared]));
  const wantedTickers = checked.flatMap((c) => (c.spec ? c.valid.map((v) => c.spec!.tickerOf(v.values)) : [])).filter((t): t is string => t !== null && !declaredTickers.has(t));
  const wantedAssets = checked.flatMap((c) => (c.spec?.key === 'leases' ? c.valid.map((v) => String(v.values.assetId)) : [])).filter((id) => !declaredAssets.has(id));
  const knownTickers = await existingValues(db, schema.reits.ticker, wantedTickers);
  const knownAssets = await existingValues(db, schema.reitAssets.id, wantedAssets);
  for (const c of checked) {
    if (!c.spec) continue;
    const spec = c.spec;
    c.valid = c.valid.filter((v) => {
      const ticker = spec.tickerOf(v.values);
      if (ticker !== null && !declaredTickers.has(ticker) && !knownTickers.has(ticker)) {
        c.report.errors.push({ row: v.row, column: 'ticker', code: 'UNKNOWN_TICKER', message: `알 수 없는 티커입니다: ${ticker} (리츠 기본정보(reits)에 먼저 등록해 주세요)` });
        return false;
      }
      if (spec.key === 'leases') {
        const assetId = String(v.values.assetId);
        if (!declaredAssets.has(assetId) && !knownAssets.has(assetId)) {
          c.report.errors.push({ row: v.row, column: 'asset_id', code: 'UNKNOWN_ASSET', message: `알 수 없는 자산 id입니다: ${assetId}` });
          return false;
        }
      }
      return true;
    });
  }

  const ok = checked.every((c) => c.report.errors.length === 0);
  const finish = (written: boolean): ImportReport => ({ ok, written, files: checked.map((c) => ({ ...c.report, errors: capErrors(c.report.errors) })) });
  if (!ok) return finish(false);

  const order = (c: Checked) => REIT_IMPORT_TABLE_KEYS.indexOf(c.spec!.key);
  const ordered = [...checked].sort((a, b) => order(a) - order(b));
  if (options.dryRun) {
    await plan(db, ordered);
    return finish(false);
  }
  const written = await inTransaction(db, async (tx) => {
    const plans = await plan(tx, ordered);
    if (plans.every((p) => p.write.length === 0)) return false;
    for (const p of plans) await upsert(tx, p.spec, p.write, now);
    // Names, sectors and assets feed search: rewrite the REIT documents in the same transaction.
    await indexReitSearchDocuments(tx);
    await tx.insert(schema.reitImports).values({
      id: randomId(),
      importedBy: options.importedBy ?? null,
      files: checked.map((c) => ({ name: c.report.name, table: c.report.table!, rows: c.report.rows, inserted: c.report.inserted, updated: c.report.updated, unchanged: c.report.unchanged })),
      createdAt: now,
    });
    return true;
  });
  return finish(written);
}

export type ImportReport = ReitImportReport;
