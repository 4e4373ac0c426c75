import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reitImportReportSchema, type ReitImportReport } from '@spi/core/contracts/reit-import';
import { schema, type DbHandle } from '@spi/db';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectTable, importReitFiles, parseReitFile, REIT_IMPORT_TABLES } from '../src/commands/reits/import-reit-files';
import { createTestDb, DB_KINDS } from './helpers';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/data-import/samples');
const NOW = new Date('2026-11-21T09:00:00Z');
const enc = (text: string) => new TextEncoder().encode(text);

/** The good sample files (every .csv but bad-prices.csv). */
function sampleFiles(): Array<{ name: string; bytes: Uint8Array }> {
  return readdirSync(SAMPLES)
    .filter((name) => name.endsWith('.csv') && !name.startsWith('bad-'))
    .sort()
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(SAMPLES, name))) }));
}
const sampleText = (name: string) => readFileSync(path.join(SAMPLES, name), 'utf8');

const TABLES = {
  reits: schema.reits,
  share_counts: schema.reitShareCounts,
  prices: schema.reitPrices,
  dividends: schema.reitDividends,
  financials: schema.reitFinancials,
  assets: schema.reitAssets,
  leases: schema.reitLeases,
  debts: schema.reitDebts,
  imports: schema.reitImports,
};

async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, table] of Object.entries(TABLES)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    out[key] = Number(row!.n);
  }
  return out;
}

/** Every imported row, without timestamps, for comparing two databases. */
async function contents(handle: DbHandle): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [key, table] of Object.entries(TABLES)) {
    if (key === 'imports') continue;
    const rows = (await handle.db.select().from(table)) as Array<Record<string, unknown>>;
    out[key] = rows
      .map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

const errorsOf = (report: ReitImportReport) => report.files.flatMap((f) => f.errors.map((e) => ({ file: f.name, row: e.row, column: e.column, code: e.code })));

/** A workbook with one sheet per table, cells typed as Excel would hold them (numbers, dates). */
async function sampleWorkbook(sheetName = (table: string) => table): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const file of sampleFiles()) {
    const table = detectTable(file.name)!;
    const sheet = workbook.addWorksheet(sheetName(table));
    const { parse } = await import('csv-parse/sync');
    const records = parse(new TextDecoder().decode(file.bytes), { bom: true }) as string[][];
    const dateColumns = new Set(REIT_IMPORT_TABLES[table].columns.filter((c) => c.type === 'date').map((c) => c.name));
    const header = records[0]!;
    records.forEach((record, i) => {
      if (i === 0) return void sheet.addRow(record);
      sheet.addRow(record.map((cell, c) => {
        if (dateColumns.has(header[c]!) && cell) return new Date(`${cell}T00:00:00Z`);
        if (header[c] === 'ticker' || header[c] === 'dividend_months') return cell;
        if (/^\d+%$|^\d+\.\d+%$/.test(cell)) return Number(cell.slice(0, -1)) / 100;
        const n = Number(cell.replace(/,/g, ''));
        return cell !== '' && Number.isFinite(n) ? n : cell;
      }));
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('reading files', () => {
  it('detects the table from the file name', () => {
    expect(detectTable('prices.csv')).toBe('prices');
    expect(detectTable('reit_prices.xlsx')).toBe('prices');
    expect(detectTable('2026-11-prices.csv')).toBe('prices');
    expect(detectTable('/tmp/x/share_counts.csv')).toBe('share_counts');
    expect(detectTable('share-counts-2026.csv')).toBe('share_counts');
    expect(detectTable('reits.csv')).toBe('reits');
    expect(detectTable('reits_dividends.csv')).toBe('dividends');
    expect(detectTable('bad-prices.csv')).toBe('prices');
    expect(detectTable('myprices.csv')).toBeNull();
    expect(detectTable('prices-and-debts.csv')).toBeNull();
    expect(detectTable('quotes.csv')).toBeNull();
  });

  it('documents every column of every table and keeps the row schema in step', () => {
    for (const table of Object.values(REIT_IMPORT_TABLES)) {
      expect(table.columns.length).toBeGreaterThan(2);
      expect(Object.keys(table.rowSchema.shape)).toEqual(table.columns.map((c) => c.name));
      for (const c of table.columns) expect(c.rule.length).toBeGreaterThan(3);
    }
    expect(REIT_IMPORT_TABLES.prices.columns.map((c) => c.name)).toEqual(['ticker', 'date', 'open', 'high', 'low', 'close', 'volume', 'adj_factor', 'source']);
  });

  it('coerces cells: thousands separators, empty → null, percent rates, dotted dates, Excel-trimmed tickers', () => {
    const debt = REIT_IMPORT_TABLES.debts.rowSchema.parse({ id: 'x', ticker: '88980', lender: 'L', amount: '1,000,000', rate: '4.5%', rate_type: 'fixed', matures_on: '2027.1.5', as_of: '2026-01-01', source: '' });
    expect(debt).toMatchObject({ ticker: '088980', amount: 1_000_000, rate: 0.045, rate_type: 'FIXED', matures_on: '2027-01-05' });
    const empty = Object.fromEntries(REIT_IMPORT_TABLES.financials.columns.map((c) => [c.name, '']));
    const fin = REIT_IMPORT_TABLES.financials.rowSchema.parse({ ...empty, ticker: '293940', period_end: '2026-03-31', period_months: '6', revenue: '52,310,000,000' });
    expect(fin).toMatchObject({ period_months: 6, revenue: 52_310_000_000, noi: null, gna: null, source: '' });
  });

  it('reads CSV with a BOM and XLSX by content, whatever the extension', async () => {
    const csv = await parseReitFile('prices.csv', enc(`\uFEFF${sampleText('prices.csv')}`));
    expect(csv.format).toBe('csv');
    expect(csv.parts[0]!.header[0]).toBe('ticker');
    const xlsx = await parseReitFile('data.csv', await sampleWorkbook());
    expect(xlsx.format).toBe('xlsx');
    expect(xlsx.parts.map((p) => p.table)).toEqual(['assets', 'debts', 'dividends', 'financials', 'leases', 'prices', 'reits', 'share_counts']);
    expect(xlsx.parts[0]!.name).toBe('data.csv [assets]');
    expect(xlsx.parts[0]!.rows[0]!.row).toBe(2);
  });
});

describe.each(DB_KINDS)('REIT data import (%s)', (kind) => {
  let db: DbHandle;

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(async () => {
    await db.close();
  });

  it('imports the sample files cleanly, then reports everything unchanged on a second run', async () => {
    const first = await importReitFiles(db.db, sampleFiles(), { now: NOW });
    expect(reitImportReportSchema.parse(first)).toEqual(first);
    expect(errorsOf(first)).toEqual([]);
    expect(first).toMatchObject({ ok: true, written: true });
    for (const file of first.files) {
      expect(file.rows).toBeGreaterThan(0);
      expect(file).toMatchObject({ inserted: file.rows, updated: 0, unchanged: 0 });
    }
    const counts = await rowCounts(db);
    expect(counts).toEqual({ reits: 2, share_counts: 3, prices: 20, dividends: 4, financials: 4, assets: 4, leases: 5, debts: 4, imports: 1 });

    const [log] = await db.db.select().from(schema.reitImports);
    expect(log!.importedBy).toBeNull();
    expect(log!.files.find((f) => f.table === 'prices')).toEqual({ name: 'prices.csv', table: 'prices', rows: 20, inserted: 20, updated: 0, unchanged: 0 });
    const [reit] = await db.db.select().from(schema.reits).where(eq(schema.reits.ticker, '293940'));
    expect(reit).toMatchObject({ nameKo: '신한알파리츠', sector: 'OFFICE', dividendMonths: [3, 9], managementFeeRate: 0.0025, isSample: false });
    const [bond] = await db.db.select().from(schema.reitDebts).where(eq(schema.reitDebts.id, '293940-bond-3'));
    expect(bond!.rate).toBe(0.046);
    const [fin] = await db.db.select().from(schema.reitFinancials).where(eq(schema.reitFinancials.ticker, '365550')).orderBy(asc(schema.reitFinancials.periodEnd));
    expect(fin).toMatchObject({ revenue: 63_900_000_000, gainOnSale: null, impairment: null, totalAssets: 2_281_000_000_000 });

    const before = await contents(db);
    const again = await importReitFiles(db.db, sampleFiles(), { now: new Date(NOW.getTime() + 60_000) });
    expect(again).toMatchObject({ ok: true, written: false });
    for (const file of again.files) expect(file).toMatchObject({ inserted: 0, updated: 0, unchanged: file.rows, errors: [] });
    expect(await rowCounts(db)).toEqual(counts);
    expect(await contents(db)).toEqual(before);
  });

  it('one changed close price re-imports as 1 updated', async () => {
    const text = sampleText('prices.csv').split('\n');
    const cells = text[5]!.split(',');
    const close = Number(cells[5]);
    cells[3] = String(Math.max(Number(cells[3]), close + 5));
    cells[5] = String(close + 5);
    text[5] = cells.join(',');
    const report = await importReitFiles(db.db, [{ name: 'prices.csv', bytes: enc(text.join('\n')) }], { now: NOW });
    expect(report).toMatchObject({ ok: true, written: true });
    expect(report.files[0]).toMatchObject({ rows: 20, inserted: 0, updated: 1, unchanged: 19 });
    const [row] = await db.db.select().from(schema.reitPrices).where(and(eq(schema.reitPrices.date, cells[1]!), eq(schema.reitPrices.ticker, cells[0]!)));
    expect(row!.close).toBe(close + 5);
    // And back again, so later tests see the samples as stored.
    const back = await importReitFiles(db.db, [{ name: 'prices.csv', bytes: enc(sampleText('prices.csv')) }], { now: NOW });
    expect(back.files[0]).toMatchObject({ updated: 1, unchanged: 19 });
  });

  it('reports every problem of the bad sample file with its code, row and column, and writes nothing', async () => {
    const counts = await rowCounts(db);
    const report = await importReitFiles(db.db, [{ name: 'bad-prices.csv', bytes: new Uint8Array(readFileSync(path.join(SAMPLES, 'bad-prices.csv'))) }]);
    expect(report).toMatchObject({ ok: false, written: false });
    expect(report.files[0]).toMatchObject({ table: 'prices', rows: 9, inserted: 0, updated: 0, unchanged: 0 });
    expect(errorsOf(report).map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 3, column: null, code: 'DUPLICATE_KEY' },
      { row: 4, column: 'ticker', code: 'UNKNOWN_TICKER' },
      { row: 5, column: 'open', code: 'NEGATIVE_VALUE' },
      { row: 6, column: 'high', code: 'RANGE' },
      { row: 7, column: 'close', code: 'RANGE' },
      { row: 8, column: 'date', code: 'INVALID_VALUE' },
      { row: 9, column: 'volume', code: 'NEGATIVE_VALUE' },
      { row: 10, column: 'volume', code: 'INVALID_VALUE' },
    ]);
    const messages = report.files[0]!.errors.map((e) => e.message);
    expect(messages[0]).toContain('같은 날짜가 두 번 있습니다: 2026-11-23');
    expect(messages[1]).toContain('알 수 없는 티커입니다: 999999');
    expect(messages[2]).toBe('가격은 0보다 커야 합니다.');
    expect(await rowCounts(db)).toEqual(counts);
  });

  const csv = (header: string, ...rows: string[]) => enc([header, ...rows].join('\n'));
  const cases: Array<{ rule: string; name: string; bytes: Uint8Array; expected: Array<{ row: number | null; column: string | null; code: string }>; message?: string }> = [
    {
      rule: 'record date after payment date',
      name: 'dividends.csv',
      bytes: csv('ticker,record_date,ex_date,payment_date,dps', '293940,2026-03-31,2026-03-30,2026-06-19,165', '293940,2026-09-30,2026-09-29,2026-09-01,168'),
      expected: [{ row: 3, column: 'payment_date', code: 'DATE_ORDER' }],
      message: '배당기준일이 지급일보다 늦습니다.',
    },
    {
      rule: 'ex-date after record date',
      name: 'dividends.csv',
      bytes: csv('ticker,record_date,ex_date,payment_date,dps', '293940,2026-03-31,2026-04-01,,165'),
      expected: [{ row: 2, column: 'ex_date', code: 'DATE_ORDER' }],
    },
    {
      rule: 'a lease of an unknown asset',
      name: 'leases.csv',
      bytes: csv('id,asset_id,tenant,area_sqm,annual_rent,expires_on,as_of', 'l1,293940-alphadom-tower-4,A,10,100,2028-01-01,2026-01-01', 'l2,no-such-asset,B,10,100,2028-01-01,2026-01-01'),
      expected: [{ row: 3, column: 'asset_id', code: 'UNKNOWN_ASSET' }],
    },
    {
      rule: 'expiry and maturity dates must be real dates',
      name: 'leases.csv',
      bytes: csv('id,asset_id,tenant,area_sqm,annual_rent,expires_on,as_of', 'l1,293940-alphadom-tower-4,A,10,100,2027-02-29,2026-01-01'),
      expected: [{ row: 2, column: 'expires_on', code: 'INVALID_VALUE' }],
    },
    {
      rule: 'maturity date',
      name: 'debts.csv',
      bytes: csv('id,ticker,lender,amount,rate,rate_type,matures_on,as_of', 'd1,293940,L,"1,000",0.04,FIXED,2027-13-01,2026-01-01', 'd2,293940,L,1000,4.5,FIXED,2027-12-01,2026-01-01'),
      expected: [{ row: 2, column: 'matures_on', code: 'INVALID_VALUE' }, { row: 3, column: 'rate', code: 'RANGE' }],
    },
    {
      rule: 'occupancy outside 0–1',
      name: 'assets.csv',
      bytes: csv('id,ticker,name,type,occupancy,as_of', 'a1,293940,A,오피스,1.2,2026-01-01', 'a2,293940,B,오피스,,2026-01-01'),
      expected: [{ row: 2, column: 'occupancy', code: 'RANGE' }],
    },
    {
      rule: 'period_months not in 1..12',
      name: 'financials.csv',
      bytes: csv('ticker,period_end,period_months,revenue', '293940,2026-03-31,0,1', '293940,2026-09-30,13,1', '293940,2027-03-31,6,-5'),
      expected: [{ row: 2, column: 'period_months', code: 'RANGE' }, { row: 3, column: 'period_months', code: 'RANGE' }, { row: 4, column: 'revenue', code: 'NEGATIVE_VALUE' }],
    },
    {
      rule: 'a required column is missing',
      name: 'share_counts.csv',
      bytes: csv('ticker,as_of', '293940,2026-01-01'),
      expected: [{ row: 1, column: 'shares', code: 'MISSING_COLUMN' }],
    },
    {
      rule: 'duplicate keys in reits, and an unknown sector',
      name: 'reits.csv',
      bytes: csv('ticker,name_ko,name_en,sector,amc,listed_on,dividend_frequency', 'AAA111,가,A,OFFICE,M,2020-01-01,2', 'AAA111,가,A,OFFICE,M,2020-01-01,2', 'BBB222,나,B,CASINO,M,2020-01-01,2', 'CCC333,다,C,HOTEL,M,2020-01-01,3'),
      expected: [{ row: 3, column: null, code: 'DUPLICATE_KEY' }, { row: 4, column: 'sector', code: 'INVALID_VALUE' }, { row: 5, column: 'dividend_frequency', code: 'RANGE' }],
    },
    {
      rule: 'negative share count and an unknown ticker',
      name: 'share_counts.csv',
      bytes: csv('ticker,as_of,shares', '293940,2026-01-01,-1', '123456,2026-01-01,100'),
      expected: [{ row: 2, column: 'shares', code: 'NEGATIVE_VALUE' }, { row: 3, column: 'ticker', code: 'UNKNOWN_TICKER' }],
    },
    {
      rule: 'a file name that names no table',
      name: 'quotes.csv',
      bytes: csv('ticker,date', '293940,2026-01-01'),
      expected: [{ row: null, column: null, code: 'UNKNOWN_TABLE' }],
    },
    {
      rule: 'a file over 20 MB',
      name: 'prices.csv',
      bytes: new Uint8Array(20 * 1024 * 1024 + 1),
      expected: [{ row: null, column: null, code: 'FILE_TOO_LARGE' }],
    },
  ];

  it.each(cases)('$rule → $expected.0.code', async ({ name, bytes, expected, message }) => {
    const counts = await rowCounts(db);
    const report = await importReitFiles(db.db, [{ name, bytes }], { now: NOW });
    expect(report).toMatchObject({ ok: false, written: false });
    expect(errorsOf(report).map(({ row, column, code }) => ({ row, column, code }))).toEqual(expected);
    if (message) expect(report.files[0]!.errors[0]!.message).toContain(message);
    for (const e of report.files[0]!.errors) expect(e.message).toMatch(/[가-힣]/);
    expect(await rowCounts(db)).toEqual(counts);
  });

  it('too many rows is an error of the whole file', async () => {
    const header = 'ticker,date,open,high,low,close,volume';
    const report = await importReitFiles(db.db, [{ name: 'prices.csv', bytes: enc(`${header}\n${'293940,2026-01-01,1,1,1,1,1\n'.repeat(200_001)}`) }]);
    expect(errorsOf(report)).toEqual([{ file: 'prices.csv', row: null, column: null, code: 'TOO_MANY_ROWS' }]);
  });

  it('writes nothing when one file of a batch has one error', async () => {
    const counts = await rowCounts(db);
    const good = csv('ticker,name_ko,name_en,sector,amc,listed_on,dividend_frequency', '0030R0,새리츠,New REIT,RETAIL,M,2025-01-01,4');
    const goodPrices = csv('ticker,date,open,high,low,close,volume', '0030R0,2026-01-02,5000,5100,4900,5000,100');
    const bad = csv('ticker,record_date,ex_date,payment_date,dps', '293940,2026-03-31,2026-03-30,2026-06-19,165', '293940,2026-04-31,2026-04-30,,165');
    const report = await importReitFiles(db.db, [{ name: 'reits.csv', bytes: good }, { name: 'prices.csv', bytes: goodPrices }, { name: 'dividends.csv', bytes: bad }]);
    expect(report).toMatchObject({ ok: false, written: false });
    expect(report.files.map((f) => f.errors.length)).toEqual([0, 0, 1]);
    expect(errorsOf(report).map((e) => [e.row, e.column, e.code])).toEqual([[3, 'record_date', 'INVALID_VALUE']]);
    expect(await rowCounts(db)).toEqual(counts);
  });

  it('accepts a ticker introduced by a reits file of the same import (and assets for leases)', async () => {
    const dryRun = await importReitFiles(db.db, [
      { name: 'prices.csv', bytes: csv('ticker,date,open,high,low,close,volume', '0030R0,2026-01-02,5000,5100,4900,5000,100') },
      { name: 'reits.csv', bytes: csv('ticker,name_ko,name_en,sector,amc,listed_on,dividend_frequency', '0030R0,새리츠,New REIT,RETAIL,M,2025-01-01,4') },
      { name: 'leases.csv', bytes: csv('id,asset_id,tenant,area_sqm,annual_rent,expires_on,as_of', '0030R0-a-t,0030R0-a,T,100,1000,2030-01-01,2026-01-01') },
      { name: 'assets.csv', bytes: csv('id,ticker,name,type,as_of', '0030R0-a,0030R0,A,리테일,2026-01-01') },
    ], { now: NOW, dryRun: true });
    expect(errorsOf(dryRun)).toEqual([]);
    expect(dryRun).toMatchObject({ ok: true, written: false });
    expect(dryRun.files.map((f) => f.inserted)).toEqual([1, 1, 1, 1]);
    const counts = await rowCounts(db);
    const report = await importReitFiles(db.db, [
      { name: 'prices.csv', bytes: csv('ticker,date,open,high,low,close,volume', '0030R0,2026-01-02,5000,5100,4900,5000,100') },
      { name: 'reits.csv', bytes: csv('ticker,name_ko,name_en,sector,amc,listed_on,dividend_frequency', '0030R0,새리츠,New REIT,RETAIL,M,2025-01-01,4') },
    ], { now: NOW });
    expect(report).toMatchObject({ ok: true, written: true });
    expect(await rowCounts(db)).toEqual({ ...counts, reits: counts.reits! + 1, prices: counts.prices! + 1, imports: counts.imports! + 1 });
  });

  it('rejects the same key in two files of one import', async () => {
    const prices = 'ticker,date,open,high,low,close,volume\n293940,2027-01-04,5000,5100,4900,5000,100';
    const report = await importReitFiles(db.db, [{ name: 'prices-a.csv', bytes: enc(prices) }, { name: 'prices-b.csv', bytes: enc(prices) }]);
    expect(errorsOf(report)).toEqual([{ file: 'prices-b.csv', row: 2, column: null, code: 'DUPLICATE_KEY' }]);
  });

  it('reads CSV with a UTF-8 BOM and CRLF line ends', async () => {
    const text = `\uFEFF${sampleText('dividends.csv').replace(/\n/g, '\r\n')}`;
    const report = await importReitFiles(db.db, [{ name: 'dividends.csv', bytes: enc(text) }]);
    expect(report.files[0]).toMatchObject({ table: 'dividends', rows: 4, unchanged: 4, errors: [] });
  });

  it('reports an unknown table name', async () => {
    const report = await importReitFiles(db.db, [{ name: 'notes.csv', bytes: enc('a,b\n1,2') }, ...sampleFiles()]);
    expect(report).toMatchObject({ ok: false, written: false });
    expect(report.files[0]).toMatchObject({ name: 'notes.csv', table: null });
    expect(report.files[0]!.errors.map((e) => e.code)).toEqual(['UNKNOWN_TABLE']);
  });

  it('an XLSX with one sheet per table imports the same as the CSVs', async () => {
    const workbook = await sampleWorkbook((table) => `reit_${table}`);
    const same = await importReitFiles(db.db, [{ name: 'reits-2026-11.xlsx', bytes: workbook }]);
    expect(errorsOf(same)).toEqual([]);
    expect(same.files).toHaveLength(8);
    for (const file of same.files) expect(file).toMatchObject({ inserted: 0, updated: 0, unchanged: file.rows });

    const fresh = await createTestDb(kind);
    try {
      const report = await importReitFiles(fresh.db, [{ name: 'reits-2026-11.xlsx', bytes: workbook }], { now: NOW });
      expect(report).toMatchObject({ ok: true, written: true });
      const viaCsv = await createTestDb(kind);
      try {
        await importReitFiles(viaCsv.db, sampleFiles(), { now: NOW });
        expect(await contents(fresh)).toEqual(await contents(viaCsv));
      } finally {
        await viaCsv.close();
      }
    } finally {
      await fresh.close();
    }
  });

  it('an XLSX read by its file name gives spreadsheet row numbers in errors', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['ticker', 'date', 'open', 'high', 'low', 'close', 'volume']);
    sheet.addRow([293940, new Date('2026-11-09T00:00:00Z'), 5620, 5635, 5605, 5605, 117977]);
    sheet.addRow([]);
    sheet.addRow([293940, new Date('2026-11-10T00:00:00Z'), 5615, 5625, 5585, 5700, 1]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const report = await importReitFiles(db.db, [{ name: '2026-11-prices.xlsx', bytes }]);
    expect(errorsOf(report)).toEqual([{ file: '2026-11-prices.xlsx', row: 4, column: 'close', code: 'RANGE' }]);
  });

  it('writes large price files in batches inside one transaction', async () => {
    const rows: string[] = [];
    for (let i = 0; i < 2500; i++) rows.push(`BIG001,${new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)},100,110,90,100,${i}`);
    const report = await importReitFiles(db.db, [
      { name: 'reits.csv', bytes: csv('ticker,name_ko,name_en,sector,amc,listed_on,dividend_frequency', 'BIG001,큰리츠,Big,INFRA,M,2010-01-01,1') },
      { name: 'prices.csv', bytes: csv('ticker,date,open,high,low,close,volume', ...rows) },
    ]);
    expect(report.files[1]).toMatchObject({ rows: 2500, inserted: 2500, errors: [] });
    const [n] = await db.db.select({ n: count() }).from(schema.reitPrices).where(eq(schema.reitPrices.ticker, 'BIG001'));
    expect(Number(n!.n)).toBe(2500);
  });
});
