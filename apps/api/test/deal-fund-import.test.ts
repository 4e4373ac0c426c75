import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataImportListSchema, dataImportReportSchema, type DataImportReport } from '@spi/core/contracts/data-import';
import { schema, type DbHandle } from '@spi/db';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { importDealFiles } from '../src/commands/deals/import-deal-files';
import { importFundFiles } from '../src/commands/funds/import-fund-files';
import { importReitFiles } from '../src/commands/reits/import-reit-files';
import { ADMIN_V1, buildCmsApp, signInStaff, type CmsTestApp, type Staff } from './cms-fixtures';
import { createTestDb, DB_KINDS } from './helpers';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/data-import/samples');
const MARKET = path.join(DOCS, 'market');
const NOW = new Date('2026-11-21T09:00:00Z');
const enc = (text: string) => new TextEncoder().encode(text);
const sampleText = (name: string) => readFileSync(path.join(MARKET, name), 'utf8');
const sample = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(path.join(MARKET, name))) });
const FUND_SAMPLES = ['funds.sample.csv', 'fund_assets.sample.csv', 'fund_investors.sample.csv'];

const errorsOf = (report: DataImportReport) => report.files.flatMap((f) => f.errors.map((e) => ({ row: e.row, column: e.column, code: e.code })));

/** A deals CSV: the sample's header and its first row with some cells replaced. */
function dealsCsv(...rows: Array<Record<string, string>>): Uint8Array {
  const header = sampleText('deals.sample.csv').split('\n')[0]!;
  const names = header.split(',');
  const base: Record<string, string> = {
    id: 'D-2026-0001', asset_name: '테스트빌딩', address: '서울특별시 중구 세종대로 1', district: '중구', region: 'CBD', asset_type: 'OFFICE',
    gfa_sqm: '33058', price_eok: '1000', cap_rate: '0.045', buyer: '매수자', buyer_type: 'FI', seller: '매도자', seller_type: 'SI',
    status: 'CLOSED', deal_date: '2026-01-15', source: '공시',
  };
  const lines = rows.map((r) => names.map((n) => {
    const value = { ...base, ...r }[n] ?? '';
    return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  }).join(','));
  return enc([header, ...lines].join('\n'));
}

/** The fund samples as one workbook with a sheet per table. */
async function fundWorkbook(): Promise<Uint8Array> {
  const { parse } = await import('csv-parse/sync');
  const workbook = new ExcelJS.Workbook();
  for (const name of FUND_SAMPLES) {
    const sheet = workbook.addWorksheet(name.replace('.sample.csv', ''));
    const records = parse(sampleText(name), { bom: true }) as string[][];
    records.forEach((record, i) => sheet.addRow(i === 0 ? record : record.map((cell) => (/_(date|on|as_of)$/.test(records[0]![record.indexOf(cell)] ?? '') && cell ? new Date(`${cell}T00:00:00Z`) : cell))));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

// "D-2023-0900,여의도 샘플빌딩,…" saved by Excel on Korean Windows (CP949), Korean labels for every enum.
const CP949_DEALS = 'aWQsYXNzZXRfbmFtZSxhZGRyZXNzLGRpc3RyaWN0LHJlZ2lvbixhc3NldF90eXBlLGJ1eWVyLGJ1eWVyX3R5cGUsc2VsbGVyLHNlbGxlcl90eXBlLHN0YXR1cyxkZWFsX2RhdGUsc291cmNlDQpELTIwMjMtMDkwMCy/qcDHtbUgu/nHw7r0tfksvK2/78avurC9wyC/tbXuxvexuCC/qcDHtOu3ziAxLL+1te7G97G4LL+pwMe1tSy/wMfHvbosu/nHw7/uv+ssus61v7vqxt215Sy7+cfDwfWxxyzA57mrwPsgxfXA2sDaKEZJKSyw6L7gLDIwMjMtMTItMDEssPi9ww0K';

describe.each(DB_KINDS)('deal and fund import (%s)', (kind) => {
  let db: DbHandle;
  const counts = async () => {
    const one = async (t: typeof schema.deals | typeof schema.funds | typeof schema.fundAssets | typeof schema.fundInvestors | typeof schema.recordAudits | typeof schema.dataImports) =>
      Number((await db.db.select({ n: count() }).from(t))[0]!.n);
    return {
      deals: await one(schema.deals), funds: await one(schema.funds), fundAssets: await one(schema.fundAssets), fundInvestors: await one(schema.fundInvestors),
      audits: await one(schema.recordAudits), imports: await one(schema.dataImports),
    };
  };
  const docs = async (type: 'DEAL' | 'FUND') => Number((await db.db.select({ n: count() }).from(schema.searchDocuments).where(eq(schema.searchDocuments.contentType, type)))[0]!.n);

  beforeAll(async () => {
    db = await createTestDb(kind);
    // The sample REITs (293940 is a buyer in the deal samples).
    const reitCsv = ['reits.csv'].map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(DOCS, name))) }));
    expect((await importReitFiles(db.db, reitCsv, { now: NOW })).ok).toBe(true);
  });
  afterAll(async () => {
    await db.close();
  });

  it('a dry run of the deal sample reports the inserts and writes nothing', async () => {
    const before = await counts();
    const report = await importDealFiles(db.db, [sample('deals.sample.csv')], { dryRun: true, now: NOW });
    expect(report).toMatchObject({ ok: true, written: false });
    expect(report.files[0]).toMatchObject({ table: 'deals', rows: 3, inserted: 3, updated: 0, unchanged: 0 });
    expect(await counts()).toEqual(before);
  });

  it('imports the deal sample: 억원 to 원, labels to codes, 평당가, search text and documents, one audit row per deal, the import record', async () => {
    const report = await importDealFiles(db.db, [sample('deals.sample.csv')], { importedBy: null, now: NOW });
    expect(dataImportReportSchema.parse(report)).toMatchObject({ ok: true, written: true });
    expect(report.files[0]).toMatchObject({ rows: 3, inserted: 3, updated: 0, unchanged: 0, errors: [] });
    const [a] = await db.db.select().from(schema.deals).where(eq(schema.deals.id, 'D-2024-0101'));
    expect(a).toMatchObject({
      region: 'CBD', assetType: 'OFFICE', status: 'CLOSED', priceQuality: 'CONFIRMED', buyerType: 'FUND', sellerType: 'SI', structure: 'ASSET',
      priceWon: 985_000_000_000, gfaSqm: 72450.5, landSqm: 4120.3, capRate: 0.043, ltv: 0.55, stake: 1, tags: ['오피스', 'CBD'], isSample: true,
    });
    expect(a!.pricePerPyeongWon).toBe(Math.round(985_000_000_000 / (72450.5 / (400 / 121))));
    expect(a!.searchText).toContain('을지로 센트럴타워');
    const [b] = await db.db.select().from(schema.deals).where(eq(schema.deals.id, 'D-2024-0102'));
    expect(b).toMatchObject({ region: 'BBD', stake: 0.5, priceWon: 412_050_000_000, buyerReitTicker: '293940', priceQuality: 'APPROXIMATE', structure: 'SHARE' });
    const [c] = await db.db.select().from(schema.deals).where(eq(schema.deals.id, 'D-2025-0007'));
    expect(c).toMatchObject({ region: 'METRO', assetType: 'LOGISTICS', status: 'PREFERRED', priceQuality: 'ESTIMATED', stake: 1, ltv: null, tags: ['물류'] });
    expect(await docs('DEAL')).toBe(3);
    const audits = await db.db.select().from(schema.recordAudits).where(eq(schema.recordAudits.entity, 'DEAL'));
    expect(audits).toHaveLength(3);
    expect(audits.every((r) => r.action === 'IMPORT')).toBe(true);
    expect(audits.find((r) => r.entityId === 'D-2024-0101')!.changes).toContainEqual({ field: 'priceWon', before: null, after: 985_000_000_000 });
    const imports = await db.db.select().from(schema.dataImports);
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatchObject({ dataset: 'deals', files: [{ name: 'deals.sample.csv', table: 'deals', rows: 3, inserted: 3, updated: 0, unchanged: 0 }] });
  });

  it('the same file again: every row unchanged, nothing written, no audit rows', async () => {
    const before = await counts();
    const report = await importDealFiles(db.db, [sample('deals.sample.csv')], { now: new Date(NOW.getTime() + 60_000) });
    expect(report).toMatchObject({ ok: true, written: false });
    expect(report.files[0]).toMatchObject({ rows: 3, inserted: 0, updated: 0, unchanged: 3 });
    expect(await counts()).toEqual(before);
  });

  it('one changed cell re-imports as 1 updated with one audit row naming the field', async () => {
    const text = sampleText('deals.sample.csv').replace('샘플 딜입니다.', '설명을 고쳤습니다.');
    const before = await counts();
    const report = await importDealFiles(db.db, [{ name: 'deals.csv', bytes: enc(text) }], { now: NOW });
    expect(report.files[0]).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 });
    expect(await counts()).toEqual({ ...before, audits: before.audits + 1, imports: before.imports + 1 });
    const [audit] = await db.db.select().from(schema.recordAudits).where(and(eq(schema.recordAudits.entityId, 'D-2024-0101'))).orderBy(schema.recordAudits.createdAt).offset(1);
    expect(audit!.changes).toEqual([{ field: 'description', before: '샘플 딜입니다.', after: '설명을 고쳤습니다.' }]);
    // And back, so later tests see the sample as stored.
    expect((await importDealFiles(db.db, [sample('deals.sample.csv')], { now: NOW })).files[0]).toMatchObject({ updated: 1 });
  });

  it('one bad row among good ones writes nothing and names the row, column and code', async () => {
    const before = await counts();
    const report = await importDealFiles(db.db, [{ name: 'deals.csv', bytes: dealsCsv({ id: 'D-2026-0001' }, { id: 'D-2026-0002', gfa_sqm: '-5' }, { id: 'D-2026-0003' }) }], { now: NOW });
    expect(report).toMatchObject({ ok: false, written: false });
    expect(report.files[0]).toMatchObject({ rows: 3, inserted: 0, updated: 0, unchanged: 0 });
    expect(errorsOf(report)).toEqual([{ row: 3, column: 'gfa_sqm', code: 'NEGATIVE_VALUE' }]);
    expect(report.files[0]!.errors[0]!.message).toBe('연면적은 0 이상이어야 합니다.');
    expect(await counts()).toEqual(before);
  });

  const cases: Array<{ rule: string; cells: Record<string, string>; column: string | null; code: string; message?: string }> = [
    { rule: 'land area below 0', cells: { land_sqm: '-1' }, column: 'land_sqm', code: 'NEGATIVE_VALUE' },
    { rule: 'stake 0', cells: { stake: '0' }, column: 'stake', code: 'RANGE', message: '거래 지분은 0보다 커야 합니다' },
    { rule: 'stake over 100 %', cells: { stake: '120%' }, column: 'stake', code: 'RANGE' },
    { rule: 'cap rate as a percent number', cells: { cap_rate: '4.5' }, column: 'cap_rate', code: 'RANGE', message: '4.5% → 0.045' },
    { rule: 'ltv over 1', cells: { ltv: '1.2' }, column: 'ltv', code: 'RANGE' },
    { rule: 'completion year 1850', cells: { completion_year: '1850' }, column: 'completion_year', code: 'RANGE' },
    { rule: 'completion year not an integer', cells: { completion_year: '2001.5' }, column: 'completion_year', code: 'INVALID_VALUE' },
    { rule: 'a date that does not exist', cells: { deal_date: '2025-02-29' }, column: 'deal_date', code: 'INVALID_VALUE' },
    { rule: 'a deal date more than a year ahead', cells: { deal_date: '2028-01-01' }, column: 'deal_date', code: 'RANGE', message: '1년 넘게 미래' },
    { rule: 'an unknown region', cells: { region: '화성' }, column: 'region', code: 'INVALID_VALUE', message: '허용되지 않는 값' },
    { rule: 'an unknown asset type', cells: { asset_type: 'CASINO' }, column: 'asset_type', code: 'INVALID_VALUE' },
    { rule: 'an empty buyer', cells: { buyer: '  ' }, column: 'buyer', code: 'INVALID_VALUE', message: '매수자 값이 비어 있습니다.' },
    { rule: 'a bad deal id', cells: { id: 'd 2026/1' }, column: 'id', code: 'INVALID_VALUE' },
    { rule: 'a price that is not a number', cells: { price_eok: '천억' }, column: 'price_eok', code: 'INVALID_VALUE' },
    { rule: 'a huge price', cells: { price_eok: '1e30' }, column: 'price_eok', code: 'RANGE' },
    { rule: 'a bad ticker', cells: { buyer_reit_ticker: 'ABC' }, column: 'buyer_reit_ticker', code: 'INVALID_VALUE' },
    { rule: 'a bad fund code', cells: { seller_fund_id: 'k-1' }, column: 'seller_fund_id', code: 'INVALID_VALUE' },
    { rule: 'a bad is_sample', cells: { is_sample: 'maybe' }, column: 'is_sample', code: 'INVALID_VALUE' },
    { rule: 'eleven tags', cells: { tags: 'a|b|c|d|e|f|g|h|i|j|k' }, column: 'tags', code: 'RANGE' },
    { rule: 'an unknown REIT', cells: { seller_reit_ticker: '999999' }, column: 'seller_reit_ticker', code: 'UNKNOWN_TICKER', message: '알 수 없는 리츠 티커입니다: 999999' },
    { rule: 'an unknown buyer fund', cells: { buyer_fund_id: 'KR5NOFUND01' }, column: 'buyer_fund_id', code: 'UNKNOWN_FUND', message: '알 수 없는 펀드 코드입니다: KR5NOFUND01' },
    { rule: 'a NUL byte in a text cell', cells: { asset_name: 'a\u0000b' }, column: 'asset_name', code: 'INVALID_VALUE', message: '제어 문자' },
    { rule: 'a NUL byte in a tag', cells: { tags: 'a|b\u0000' }, column: 'tags', code: 'INVALID_VALUE' },
    { rule: 'NUL bytes and odd Unicode in a number', cells: { gfa_sqm: '12\u0000\u202e3' }, column: 'gfa_sqm', code: 'INVALID_VALUE' },
  ];

  it.each(cases)('$rule → $code', async ({ cells, column, code, message }) => {
    const before = await counts();
    const report = await importDealFiles(db.db, [{ name: 'deals.csv', bytes: dealsCsv({ id: 'D-2026-0001' }, { id: 'D-2026-0002', ...cells }) }], { now: NOW });
    expect(report).toMatchObject({ ok: false, written: false });
    expect(errorsOf(report)).toEqual([{ row: 3, column, code }]);
    if (message) expect(report.files[0]!.errors[0]!.message).toContain(message);
    expect(report.files[0]!.errors[0]!.message).toMatch(/[가-힣]/);
    expect(await counts()).toEqual(before);
  });

  it('a missing required column is reported on the header row', async () => {
    const report = await importDealFiles(db.db, [{ name: 'deals.csv', bytes: enc('id,asset_name\nD-1,가') }], { now: NOW });
    expect(errorsOf(report).map((e) => e.column)).toEqual(['address', 'district', 'region', 'asset_type', 'buyer', 'buyer_type', 'seller', 'seller_type', 'status', 'deal_date', 'source']);
    expect(errorsOf(report).every((e) => e.row === 1 && e.code === 'MISSING_COLUMN')).toBe(true);
  });

  it('the same id twice in one file and in two files is a DUPLICATE_KEY', async () => {
    const one = await importDealFiles(db.db, [{ name: 'deals.csv', bytes: dealsCsv({ id: 'D-2026-0001' }, { id: 'd-2026-0001' }) }], { now: NOW });
    expect(errorsOf(one)).toEqual([{ row: 3, column: null, code: 'DUPLICATE_KEY' }]);
    expect(one.files[0]!.errors[0]!.message).toContain('같은 딜 ID가 두 번 있습니다: D-2026-0001 — 2행과 겹칩니다.');
    const two = await importDealFiles(db.db, [{ name: 'deals-a.csv', bytes: dealsCsv({ id: 'D-2026-0001' }) }, { name: 'deals-b.csv', bytes: dealsCsv({ id: 'D-2026-0001' }) }], { now: NOW });
    expect(two.files[1]!.errors).toMatchObject([{ row: 2, code: 'DUPLICATE_KEY', message: expect.stringContaining('다른 파일(deals-a.csv)') }]);
    expect(two.written).toBe(false);
  });

  it('an unknown table name is reported', async () => {
    const report = await importDealFiles(db.db, [{ name: 'notes.csv', bytes: enc('a,b\n1,2') }], { now: NOW });
    expect(errorsOf(report)).toEqual([{ row: null, column: null, code: 'UNKNOWN_TABLE' }]);
  });

  it('reads a CP949 CSV with Korean labels for every enumeration', async () => {
    const bytes = new Uint8Array(Buffer.from(CP949_DEALS, 'base64'));
    const report = await importDealFiles(db.db, [{ name: 'deals-cp949.csv', bytes }], { now: NOW });
    expect(report).toMatchObject({ ok: true, written: true });
    const [row] = await db.db.select().from(schema.deals).where(eq(schema.deals.id, 'D-2023-0900'));
    expect(row).toMatchObject({ assetName: '여의도 샘플빌딩', region: 'YBD', assetType: 'OFFICE', buyerType: 'FUND', sellerType: 'FI', status: 'SIGNED', structure: 'ASSET', stake: 1, isSample: false });
  });

  it('imports the fund workbook (funds, fund_assets, fund_investors sheets) parents first; again → unchanged', async () => {
    const before = await counts();
    const workbook = await fundWorkbook();
    const report = await importFundFiles(db.db, [{ name: 'funds-2026-11.xlsx', bytes: workbook }], { now: NOW });
    expect(report.files.map((f) => [f.name, f.table, f.rows, f.inserted, f.errors.length])).toEqual([
      ['funds-2026-11.xlsx [funds]', 'funds', 2, 2, 0],
      ['funds-2026-11.xlsx [fund_assets]', 'fund_assets', 2, 2, 0],
      ['funds-2026-11.xlsx [fund_investors]', 'fund_investors', 4, 4, 0],
    ]);
    expect(report.written).toBe(true);
    const [fund] = await db.db.select().from(schema.funds).where(eq(schema.funds.id, 'KR5SAMPLE001'));
    expect(fund).toMatchObject({ kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'CORE', assetType: 'OFFICE', status: 'ACTIVE', aumWon: 990_000_000_000, targetIrr: 0.065, salesCompanies: ['샘플증권', '샘플은행'], inceptionDate: '2024-03-20' });
    expect(fund!.searchText).toContain('kr5sample001');
    const investors = await db.db.select().from(schema.fundInvestors).where(eq(schema.fundInvestors.fundId, 'KR5SAMPLE001'));
    expect(investors.map((i) => [i.seq, i.type, i.commitmentWon])).toEqual(expect.arrayContaining([[1, 'MUTUAL_AID', 200_000_000_000], [3, 'OTHER', 80_000_000_000]]));
    const [asset] = await db.db.select().from(schema.fundAssets).where(eq(schema.fundAssets.fundId, 'KR5SAMPLE001'));
    expect(asset).toMatchObject({ dealId: 'D-2024-0101', region: 'CBD', assetType: 'OFFICE', acquiredOn: '2024-03-28' });
    expect(await docs('FUND')).toBe(2);
    const after = await counts();
    // One audit row per fund (its record, assets and investors together), one import record.
    expect(after).toEqual({ ...before, funds: before.funds + 2, fundAssets: before.fundAssets + 2, fundInvestors: before.fundInvestors + 4, audits: before.audits + 2, imports: before.imports + 1 });
    const [audit] = await db.db.select().from(schema.recordAudits).where(and(eq(schema.recordAudits.entity, 'FUND'), eq(schema.recordAudits.entityId, 'KR5SAMPLE002')));
    expect(audit!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['name', 'assets.1', 'investors.1']));

    const csvAgain = await importFundFiles(db.db, FUND_SAMPLES.map(sample), { now: NOW });
    expect(csvAgain).toMatchObject({ ok: true, written: false });
    expect(csvAgain.files.every((f) => f.unchanged === f.rows && f.inserted === 0 && f.updated === 0)).toBe(true);
    expect(await counts()).toEqual(after);
  });

  it('a changed investor is audited on its fund only', async () => {
    const before = await counts();
    const text = sampleText('fund_investors.sample.csv').replace('KR5SAMPLE002,1,샘플연금,연기금,', 'KR5SAMPLE002,1,샘플연금,연기금,300');
    const report = await importFundFiles(db.db, [{ name: 'fund_investors.csv', bytes: enc(text) }], { now: NOW });
    expect(report.files[0]).toMatchObject({ updated: 1, unchanged: 3 });
    expect(await counts()).toEqual({ ...before, audits: before.audits + 1, imports: before.imports + 1 });
    const rows = await db.db.select().from(schema.recordAudits).where(and(eq(schema.recordAudits.entity, 'FUND'), eq(schema.recordAudits.entityId, 'KR5SAMPLE002')));
    const last = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
    expect(last.changes).toEqual([{ field: 'investors.1', before: { seq: 1, name: '샘플연금', type: 'PENSION', commitmentWon: null }, after: { seq: 1, name: '샘플연금', type: 'PENSION', commitmentWon: 30_000_000_000 } }]);
  });

  it('assets and investors of an unknown fund, an asset of an unknown deal, a maturity before inception', async () => {
    const before = await counts();
    const report = await importFundFiles(db.db, [
      { name: 'funds.csv', bytes: enc('id,name,amc,strategy,asset_type,inception_date,maturity_date,source\nKR5NEW00001,새 펀드,운용사,밸류애드,호텔,2026-01-01,2025-12-31,공시\nKR5NEW00002,새 펀드 2,운용사,CORE,OFFICE,2026-01-01,,공시') },
      { name: 'fund_assets.csv', bytes: enc('fund_id,seq,name,asset_type,region,deal_id\nKR5NEW00002,1,가,오피스,GBD,\nKR5NOFUND99,1,나,오피스,GBD,\nKR5NEW00002,2,다,오피스,GBD,D-1999-0001\nKR5NEW00001,1,라,호텔,CBD,') },
      { name: 'fund_investors.csv', bytes: enc('fund_id,seq,name,type\nKR5NOFUND99,1,가,은행\nKR5NEW00002,1,나,BANK\nKR5NEW00002,1,다,BANK') },
    ], { now: NOW });
    expect(report).toMatchObject({ ok: false, written: false });
    expect(report.files.map((f) => f.errors.map((e) => [e.row, e.column, e.code]))).toEqual([
      [[2, 'maturity_date', 'DATE_ORDER']],
      [[3, 'fund_id', 'UNKNOWN_FUND'], [4, 'deal_id', 'UNKNOWN_DEAL']],
      [[2, 'fund_id', 'UNKNOWN_FUND'], [4, null, 'DUPLICATE_KEY']],
    ]);
    // KR5NEW00001 has an invalid row but is declared by the funds file: its asset is not an UNKNOWN_FUND too.
    expect(await counts()).toEqual(before);
  });
});

describe.each(DB_KINDS)('CMS deal and fund import routes (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;

  /** A multipart/form-data body with one `file` part per file. */
  function multipart(files: Array<{ name: string; bytes: Uint8Array }>) {
    const boundary = `----spi-test-${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const f of files) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`), Buffer.from(f.bytes), Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const upload = (dataset: 'deals' | 'funds', files: Array<{ name: string; bytes: Uint8Array }>, query = '', headers: Record<string, string> = staff.editor) => {
    const body = multipart(files);
    return app.inject({ method: 'POST', url: `${ADMIN_V1}/${dataset}/imports${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const dealCount = async () => Number((await db.db.select({ n: count() }).from(schema.deals))[0]!.n);

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db, { clock: () => NOW.getTime() });
    app = cms.app;
    staff = await signInStaff(app, db);
    await importReitFiles(db.db, [{ name: 'reits.csv', bytes: new Uint8Array(readFileSync(path.join(DOCS, 'reits.csv'))) }], { now: NOW });
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  it('a guest gets 401 and a member 403 on both datasets, before the files are read', async () => {
    for (const dataset of ['deals', 'funds'] as const) {
      const guest = await upload(dataset, [sample('deals.sample.csv')], '', {});
      expect(guest.statusCode).toBe(401);
      expect((await upload(dataset, [sample('deals.sample.csv')], '', staff.member)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: `${ADMIN_V1}/${dataset}/imports` })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: `${ADMIN_V1}/${dataset}/imports`, headers: staff.member })).statusCode).toBe(403);
    }
    expect(await dealCount()).toBe(0);
  });

  it('a dry run writes nothing; the import writes, records and notifies; the same file again changes nothing', async () => {
    const dry = dataImportReportSchema.parse((await upload('deals', [sample('deals.sample.csv')], '?dryRun=true')).json());
    expect(dry).toMatchObject({ ok: true, written: false });
    expect(dry.files[0]!.inserted).toBe(3);
    expect(await dealCount()).toBe(0);
    expect(cms.notifier.calls).toEqual([]);

    const first = dataImportReportSchema.parse((await upload('deals', [sample('deals.sample.csv')])).json());
    expect(first).toMatchObject({ ok: true, written: true });
    expect(await dealCount()).toBe(3);
    expect(cms.notifier.calls.at(-1)).toEqual(['deals', 'funds']);
    const audits = await db.db.select().from(schema.recordAudits);
    expect(audits.every((a) => a.actorId === staff.editorId)).toBe(true);

    const again = dataImportReportSchema.parse((await upload('deals', [sample('deals.sample.csv')])).json());
    expect(again).toMatchObject({ ok: true, written: false });
    expect(cms.notifier.calls).toHaveLength(1);

    const funds = dataImportReportSchema.parse((await upload('funds', FUND_SAMPLES.map(sample))).json());
    expect(funds).toMatchObject({ ok: true, written: true });

    const deals = dataImportListSchema.parse((await app.inject({ method: 'GET', url: `${ADMIN_V1}/deals/imports`, headers: staff.editor })).json());
    expect(deals.data).toHaveLength(1);
    expect(deals.data[0]).toMatchObject({ dataset: 'deals', importedBy: staff.editorId });
    const fundList = dataImportListSchema.parse((await app.inject({ method: 'GET', url: `${ADMIN_V1}/funds/imports`, headers: staff.editor })).json());
    expect(fundList.data.map((d) => d.dataset)).toEqual(['funds']);
  });

  it('a file with errors answers 200 with the report and writes nothing', async () => {
    const before = await dealCount();
    const res = await upload('deals', [{ name: 'deals.csv', bytes: enc('id,asset_name\nD-1,가') }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, written: false });
    expect(await dealCount()).toBe(before);
  });

  it('refuses a body that is not multipart, an empty upload, a wrong field and an unknown dryRun', async () => {
    expect((await app.inject({ method: 'POST', url: `${ADMIN_V1}/funds/imports`, headers: staff.editor, payload: { file: 'x' } })).statusCode).toBe(415);
    expect((await upload('funds', [])).statusCode).toBe(400);
    const boundary = 'b0';
    const wrong = await app.inject({
      method: 'POST', url: `${ADMIN_V1}/deals/imports`,
      headers: { ...staff.editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="a.csv"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await upload('deals', [sample('deals.sample.csv')], '?dryRun=maybe')).statusCode).toBe(400);
  });

  it('a file over 20 MB is a 413 and nothing is written', async () => {
    const before = await dealCount();
    const res = await upload('deals', [{ name: 'deals.csv', bytes: new Uint8Array(20 * 1024 * 1024 + 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain('20MB');
    expect(await dealCount()).toBe(before);
  });

  it('a file name with control characters is cleaned in the report', async () => {
    const res = await upload('deals', [{ name: 'de\u0001als.csv', bytes: readFileSync(path.join(MARKET, 'deals.sample.csv')) }], '?dryRun=true');
    expect(res.json().files[0].name).toBe('deals.csv');
  });
});
