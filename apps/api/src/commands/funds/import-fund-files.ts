/**
 * The fund importer (docs/data-import.md, ADR 019): tables `funds`, `fund_assets` and `fund_investors`
 * (one file each, or one workbook with a sheet each), written parents first, on the table importer's
 * engine. Money is read in 억원 and stored in 원. Assets and investors name their fund (stored or in the
 * same import); an asset may name the deal it was bought in (a stored deal). A write records one IMPORT
 * audit row per fund whose record, assets or investors changed, rewrites the changed funds' search
 * documents and adds a data_imports row, all in the import's transaction. Rows are upserted by their
 * keys; assets or investors missing from a file are kept (remove them on the admin screen).
 */
import { randomId } from '@spi/core';
import { FUND_IMPORT_TABLE_KEYS, type FundImportTableKey } from '@spi/core/contracts/data-import';
import { DEAL_ID_PATTERN } from '@spi/core/deals/model';
import {
  FUND_ID_PATTERN, FUND_INVESTOR_TYPE_LABELS, FUND_INVESTOR_TYPES, FUND_KIND_LABELS, FUND_KINDS, FUND_LEGAL_FORM_LABELS, FUND_LEGAL_FORMS,
  FUND_REDEMPTION_LABELS, FUND_REDEMPTIONS, FUND_STATUS_LABELS, FUND_STATUSES, FUND_STRATEGIES, FUND_STRATEGY_LABELS,
} from '@spi/core/funds/model';
import { fundSearchText, indexFundSearchDocuments, schema, type Db } from '@spi/db';
import { diffFields, recordChanges, type FieldChange } from '../audit/record-change';
import { assetTypeColumn, eokColumn, regionColumn } from '../deals/import-deal-files';
import {
  booleanColumn, clean, codeColumn, dateColumn, enumColumn, listColumn, numberColumn, optionalTextColumn, rateColumn, textColumn,
} from '../imports/columns';
import { defineTable, runImport, type ImportDataset, type ImportOptions, type ImportReportOf, type Reference, type RowProblem } from '../imports/engine';
import { detectTableIn, parseTableFile, type ParsedFile } from '../imports/files';

export type FundImportReport = ImportReportOf<FundImportTableKey>;

const FUND_ID_MESSAGE = '펀드 코드는 영문 대문자·숫자 5~12자입니다 (예: K55105BU0829)';
const fundCodeColumn = (rule: string) => codeColumn({ label: '펀드 코드', pattern: FUND_ID_PATTERN, patternMessage: FUND_ID_MESSAGE, rule });
const seqColumn = (rule: string) => numberColumn({ label: '순번', integer: true, min: 1, max: 999, rangeMessage: '순번은 1에서 999 사이여야 합니다.', rule });

/** Assets and investors belong to a fund stored or in a funds file of the same import. */
const fundReference: Reference = {
  column: 'fund_id',
  code: 'UNKNOWN_FUND',
  target: schema.funds.id,
  declaredBy: 'funds',
  valueOf: (v) => String(v.fundId),
  message: (id) => `알 수 없는 펀드 코드입니다: ${id} (funds에 먼저 등록하거나 같은 가져오기에 넣어 주세요)`,
};

/** fund_assets and fund_investors hold rows of one fund, keyed by the fund and their order (seq). */
const fundRowCells = (what: 'asset' | 'investor') => ({
  fund_id: fundCodeColumn('The fund, stored or in a funds file or sheet of the same import.'),
  seq: seqColumn(`Order of the ${what} in the fund, 1–999; with fund_id the key of the row.`),
});
const fundRowKey = {
  rowKey: (v: Record<string, unknown>) => `${String(v.fundId)}|${String(v.seq)}`,
  duplicateMessage: (v: Record<string, unknown>) => `같은 순번이 두 번 있습니다: ${String(v.fundId)} ${String(v.seq)}번`,
};

const STRATEGY_ALIASES = { 코어플러스: 'CORE_PLUS', 밸류애드: 'VALUE_ADD', 개발: 'DEVELOPMENT' } as const;
const INVESTOR_ALIASES = { 연금: 'PENSION', 공제: 'MUTUAL_AID', 보험: 'INSURANCE', 증권: 'SECURITIES', 법인: 'CORPORATE', 캐피탈: 'OTHER' } as const;

const fundsTable = defineTable({
  key: 'funds',
  label: '펀드',
  dbTable: schema.funds,
  primaryKey: [schema.funds.id],
  cells: {
    id: fundCodeColumn('The fund code (K55105BU0829): upper-case letters and digits, 5–12; keep it the same across imports.'),
    name: textColumn({ label: '펀드명', required: true, maxLength: 120, rule: 'Fund name.' }),
    amc: textColumn({ label: '운용사', required: true, maxLength: 100, rule: 'Asset management company.' }),
    kind: enumColumn(FUND_KINDS, { label: '펀드 종류', labels: FUND_KIND_LABELS, defaultValue: 'REAL_ESTATE', rule: 'REAL_ESTATE (부동산) or SPECIAL_ASSET (특별자산).' }),
    legal_form: enumColumn(FUND_LEGAL_FORMS, { label: '법적 형태', labels: FUND_LEGAL_FORM_LABELS, aliases: { 신탁: 'TRUST', 회사: 'COMPANY' }, defaultValue: 'TRUST', rule: 'TRUST (신탁형) or COMPANY (회사형).' }),
    redemption: enumColumn(FUND_REDEMPTIONS, { label: '환매 여부', labels: FUND_REDEMPTION_LABELS, aliases: { 개방: 'OPEN', 폐쇄: 'CLOSED' }, defaultValue: 'CLOSED', rule: 'OPEN (개방형) or CLOSED (폐쇄형).' }),
    strategy: enumColumn(FUND_STRATEGIES, { label: '투자 전략', labels: FUND_STRATEGY_LABELS, aliases: STRATEGY_ALIASES, rule: 'CORE, CORE_PLUS, VALUE_ADD, OPPORTUNISTIC, DEVELOPMENT, or the Korean label (코어, 밸류애드 …).' }),
    asset_type: assetTypeColumn('주요 자산 유형'),
    status: enumColumn(FUND_STATUSES, { label: '운용 상태', labels: FUND_STATUS_LABELS, aliases: { 운용: 'ACTIVE', 운용중: 'ACTIVE' }, defaultValue: 'ACTIVE', rule: 'ACTIVE (운용 중) or LIQUIDATED (청산).' }),
    inception_date: dateColumn({ label: '설정일', rule: 'Inception date.' }),
    maturity_date: dateColumn({ label: '만기일', nullable: true, rule: 'Maturity date, on or after the inception date; empty for open-ended funds.' }),
    extension: textColumn({ label: '만기 연장 조건', maxLength: 200, rule: 'Extension terms, free text.' }),
    original_principal_eok: eokColumn('설정원본', 'Original principal in 억원, ≥ 0.'),
    aum_eok: eokColumn('AUM', 'Assets under management in 억원, ≥ 0.'),
    nav_eok: eokColumn('순자산(NAV)', 'Net asset value in 억원, ≥ 0.'),
    nav_as_of: dateColumn({ label: 'NAV 기준일', nullable: true, rule: 'Date of the NAV.' }),
    leverage_cap: rateColumn({ label: '차입 한도', nullable: true, rule: 'Borrowing limit, fraction 0–1.' }),
    target_irr: rateColumn({ label: '목표 수익률(IRR)', nullable: true, rule: 'Target IRR, fraction 0–1 ("7%" accepted).' }),
    management_fee: rateColumn({ label: '운용보수', nullable: true, rule: 'Management fee per year, fraction 0–1.' }),
    performance_fee: textColumn({ label: '성과보수', maxLength: 200, rule: 'Performance fee terms, free text.' }),
    sales_companies: listColumn({ label: '판매사', maxItems: 10, maxLength: 60, rule: "Distributors separated by '|', at most 10." }),
    trustee: textColumn({ label: '수탁사', maxLength: 60, rule: 'Trustee bank.' }),
    description: textColumn({ label: '설명', maxLength: 4000, rule: 'Notes.' }),
    source: textColumn({ label: '출처', required: true, maxLength: 200, rule: 'Where the record comes from.' }),
    is_sample: booleanColumn({ label: '샘플 여부', defaultValue: false, rule: 'TRUE for demo records.' }),
  },
  check: (r) => {
    const problems: RowProblem[] = [];
    if (r.maturity_date !== null && r.maturity_date < r.inception_date) {
      problems.push({ column: 'maturity_date', code: 'DATE_ORDER', message: `만기일이 설정일보다 빠릅니다. (${r.maturity_date} < ${r.inception_date})` });
    }
    return problems;
  },
  toDb: (r) => ({
    id: r.id, name: r.name, amc: r.amc, kind: r.kind, legalForm: r.legal_form, redemption: r.redemption, strategy: r.strategy, assetType: r.asset_type,
    status: r.status, inceptionDate: r.inception_date, maturityDate: r.maturity_date, extension: r.extension, originalPrincipalWon: r.original_principal_eok,
    aumWon: r.aum_eok, navWon: r.nav_eok, navAsOf: r.nav_as_of, leverageCap: r.leverage_cap, targetIrr: r.target_irr, managementFee: r.management_fee,
    performanceFee: r.performance_fee, salesCompanies: r.sales_companies, trustee: r.trustee, description: r.description, source: r.source,
    searchText: fundSearchText({ name: r.name, id: r.id, amc: r.amc, trustee: r.trustee, salesCompanies: r.sales_companies }),
    isSample: r.is_sample,
  }),
  rowKey: (v) => String(v.id),
  duplicateMessage: (v) => `같은 펀드 코드가 두 번 있습니다: ${String(v.id)}`,
  declaredKey: (cells) => (cells.id ? clean(cells.id).toUpperCase() : null),
  touchesUpdatedAt: true,
});

const fundAssetsTable = defineTable({
  key: 'fund_assets',
  label: '펀드 기초자산',
  dbTable: schema.fundAssets,
  primaryKey: [schema.fundAssets.fundId, schema.fundAssets.seq],
  cells: {
    ...fundRowCells('asset'),
    name: textColumn({ label: '자산명', required: true, maxLength: 100, rule: 'Asset name.' }),
    asset_type: assetTypeColumn(),
    region: regionColumn(),
    acquired_on: dateColumn({ label: '편입일', nullable: true, rule: 'Acquisition date.' }),
    stake: rateColumn({ label: '보유 지분', nullable: true, rule: 'Share held, fraction in (0, 1]; empty = 1 (100 %).' }),
    deal_id: optionalTextColumn({ label: '딜 ID', pattern: DEAL_ID_PATTERN, patternMessage: '딜 ID는 영문 대문자·숫자·하이픈 3~32자입니다', transform: (v) => v.toUpperCase(), rule: 'The deal the asset was bought in (a stored deal); empty for none.' }),
  },
  check: (r) => (r.stake === 0 ? [{ column: 'stake', code: 'RANGE', message: '보유 지분은 0보다 커야 합니다 (100% → 1).' }] : []),
  toDb: (r) => ({ fundId: r.fund_id, seq: r.seq, name: r.name, assetType: r.asset_type, region: r.region, acquiredOn: r.acquired_on, stake: r.stake ?? 1, dealId: r.deal_id }),
  ...fundRowKey,
  references: [
    fundReference,
    {
      column: 'deal_id',
      code: 'UNKNOWN_DEAL',
      target: schema.deals.id,
      valueOf: (v) => (v.dealId === null ? null : String(v.dealId)),
      message: (id) => `알 수 없는 딜 ID입니다: ${id} (딜정보를 먼저 등록하거나 가져와 주세요)`,
    },
  ],
});

const fundInvestorsTable = defineTable({
  key: 'fund_investors',
  label: '펀드 투자자',
  dbTable: schema.fundInvestors,
  primaryKey: [schema.fundInvestors.fundId, schema.fundInvestors.seq],
  cells: {
    ...fundRowCells('investor'),
    name: textColumn({ label: '투자자명', required: true, maxLength: 100, rule: 'Investor name.' }),
    type: enumColumn(FUND_INVESTOR_TYPES, { label: '투자자 유형', labels: FUND_INVESTOR_TYPE_LABELS, aliases: INVESTOR_ALIASES, rule: 'PENSION, MUTUAL_AID, INSURANCE, BANK, SECURITIES, CORPORATE, OTHER, or the Korean label (연기금, 공제회 …).' }),
    commitment_eok: eokColumn('약정액', 'Commitment in 억원, ≥ 0; empty when undisclosed.'),
  },
  toDb: (r) => ({ fundId: r.fund_id, seq: r.seq, name: r.name, type: r.type, commitmentWon: r.commitment_eok }),
  ...fundRowKey,
  references: [fundReference],
});

export const FUND_IMPORT_TABLES = { funds: fundsTable, fund_assets: fundAssetsTable, fund_investors: fundInvestorsTable };

/** The table a file or sheet name stands for ('funds.csv', 'fund_assets.csv', 'fund-investors.xlsx'); 'funds' yields to the others. */
export const detectFundTable = (name: string): FundImportTableKey | null => detectTableIn(FUND_IMPORT_TABLE_KEYS, name, 'funds');
const naming = { keys: FUND_IMPORT_TABLE_KEYS, detect: detectFundTable };

/** An asset or investor row as audited on its fund: the row without its fund id. */
const childView = (row: Record<string, unknown> | null) => {
  if (!row) return null;
  const { fundId: _f, ...rest } = row;
  return rest;
};

export const FUND_DATASET: ImportDataset<FundImportTableKey> = {
  tables: FUND_IMPORT_TABLES,
  keys: FUND_IMPORT_TABLE_KEYS,
  naming,
  afterWrite: async (tx, written, context) => {
    // One audit row per fund: its own fields, then `assets.<seq>` / `investors.<seq>` as whole rows.
    const changes = new Map<string, FieldChange[]>();
    const add = (fundId: string, list: FieldChange[]) => changes.set(fundId, [...(changes.get(fundId) ?? []), ...list]);
    const changedFunds: string[] = [];
    for (const { table, rows } of written) {
      for (const r of rows) {
        const fundId = String(table.key === 'funds' ? r.next.id : r.next.fundId);
        if (table.key === 'funds') {
          changedFunds.push(fundId);
          add(fundId, diffFields(r.previous, r.next));
        } else {
          const field = `${table.key === 'fund_assets' ? 'assets' : 'investors'}.${String(r.next.seq)}`;
          add(fundId, [{ field, before: childView(r.previous), after: childView(r.next) }]);
        }
      }
    }
    await recordChanges(tx, [...changes].map(([fundId, list]) => ({ entity: 'FUND' as const, entityId: fundId, action: 'IMPORT' as const, actorId: context.importedBy, changes: list, at: context.now })));
    await indexFundSearchDocuments(tx, changedFunds);
    await tx.insert(schema.dataImports).values({ id: randomId(), dataset: 'funds', importedBy: context.importedBy, files: context.files, createdAt: context.now });
  },
};

/** Reads one uploaded file as fund tables (see parseTableFile). */
export function parseFundFile(name: string, bytes: Uint8Array): Promise<ParsedFile<FundImportTableKey>> {
  return parseTableFile(naming, name, bytes);
}

/**
 * Validates every file, then (when nothing is wrong and this is not a dry run) writes them parents first
 * in one transaction with the audit rows, search documents and the data_imports record.
 */
export function importFundFiles(db: Db, files: Array<{ name: string; bytes: Uint8Array }>, options: ImportOptions = {}): Promise<FundImportReport> {
  return runImport(db, FUND_DATASET, files, options);
}
