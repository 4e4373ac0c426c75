/**
 * The deal importer (docs/data-import.md, ADR 019): one table, `deals`, from CSV or XLSX, on the table
 * importer's engine (row-level cells, all-or-nothing, unchanged rows counted). Prices are read in 억원 as
 * the industry's spreadsheets write them and stored in 원; 평당가 and the search text are derived. A
 * write records one IMPORT audit row per deal that changed, rewrites those deals' search documents and
 * adds a data_imports row, all in the import's transaction.
 */
import { randomId } from '@spi/core';
import { DEAL_IMPORT_TABLE_KEYS, type DealImportTableKey } from '@spi/core/contracts/data-import';
import {
  DEAL_ASSET_TYPE_LABELS, DEAL_ASSET_TYPES, DEAL_ID_PATTERN, DEAL_PARTY_TYPE_LABELS, DEAL_PARTY_TYPES, DEAL_REGION_LABELS, DEAL_REGIONS,
  DEAL_STATUS_LABELS, DEAL_STATUSES, DEAL_STRUCTURE_LABELS, DEAL_STRUCTURES, PRICE_QUALITIES, PRICE_QUALITY_LABELS, pricePerPyeong,
} from '@spi/core/deals/model';
import { FUND_ID_PATTERN } from '@spi/core/funds/model';
import { dealSearchText, indexDealSearchDocuments, schema, type Db } from '@spi/db';
import { diffFields, recordChanges } from '../audit/record-change';
import {
  booleanColumn, clean, codeColumn, dateColumn, enumColumn, listColumn, numberColumn, optionalTextColumn, optionalTickerColumn, rateColumn, textColumn,
} from '../imports/columns';
import { defineTable, runImport, type ImportDataset, type ImportOptions, type ImportReportOf, type ImportTable, type Reference, type RowProblem } from '../imports/engine';
import { detectTableIn, parseTableFile, type ParsedFile } from '../imports/files';

export type DealImportReport = ImportReportOf<DealImportTableKey>;

/** 억원 → 원. */
export const WON_PER_EOK = 100_000_000;

/** Codes, their Korean labels and the words people write for them. */
const REGION_ALIASES = { 도심: 'CBD', 종로: 'CBD', 광화문: 'CBD', 강남: 'GBD', 여의도: 'YBD', 분당: 'BBD', 판교: 'BBD', 서울: 'SEOUL_OTHER', 기타서울: 'SEOUL_OTHER', 경기: 'METRO', 수도권: 'METRO', 인천: 'METRO', 지방: 'REGIONAL' } as const;
const ASSET_TYPE_ALIASES = { 물류센터: 'LOGISTICS', 상업시설: 'RETAIL', 리테일: 'RETAIL', 데이터센터: 'DATA_CENTER', 주택: 'RESIDENTIAL', 임대주택: 'RESIDENTIAL', 토지: 'LAND', 개발부지: 'LAND' } as const;
const PARTY_ALIASES = { 펀드: 'FUND', 전략적투자자: 'SI', 재무적투자자: 'FI', 공공: 'PUBLIC', 공기업: 'PUBLIC' } as const;
const STATUS_ALIASES = { 우선협상대상자: 'PREFERRED', 계약체결: 'SIGNED', 거래완료: 'CLOSED', 종결: 'CLOSED' } as const;
const STRUCTURE_ALIASES = { 자산: 'ASSET', 실물: 'ASSET', 지분: 'SHARE', 포트폴리오: 'PORTFOLIO', 세일즈앤리스백: 'SALE_LEASEBACK' } as const;

export const regionColumn = (label = '권역') =>
  enumColumn(DEAL_REGIONS, { label, labels: DEAL_REGION_LABELS, aliases: REGION_ALIASES, rule: 'CBD, GBD, YBD, BBD, SEOUL_OTHER, METRO, REGIONAL, or the Korean label (CBD (도심), 도심, 수도권, 지방 …).' });
export const assetTypeColumn = (label = '자산 유형') =>
  enumColumn(DEAL_ASSET_TYPES, { label, labels: DEAL_ASSET_TYPE_LABELS, aliases: ASSET_TYPE_ALIASES, rule: 'OFFICE, LOGISTICS, RETAIL, HOTEL, DATA_CENTER, RESIDENTIAL, MIXED, LAND, or the Korean label (오피스, 물류 …).' });
const partyTypeColumn = (label: string) =>
  enumColumn(DEAL_PARTY_TYPES, { label, labels: DEAL_PARTY_TYPE_LABELS, aliases: PARTY_ALIASES, rule: 'REIT, FUND, SI, FI, PUBLIC, OTHER, or the Korean label (리츠, 부동산펀드 …).' });

/** A fund code (upper-cased), or null. */
export const fundIdColumn = (label: string, rule: string) =>
  optionalTextColumn({ label, rule, pattern: FUND_ID_PATTERN, patternMessage: `${label}: 펀드 코드는 영문 대문자·숫자 5~12자입니다`, transform: (v) => v.toUpperCase() });

/** A money amount in 억원 (decimals allowed), stored in 원. */
export const eokColumn = (label: string, rule: string) =>
  numberColumn({ label, unit: '억원', nullable: true, sign: 'nonNegative', integer: true, scale: WON_PER_EOK, max: 10_000_000, rangeMessage: `${label}이(가) 너무 큽니다 (억원 단위로 적습니다).`, rule });

const fundReference = (column: string, field: string): Reference => ({
  column,
  code: 'UNKNOWN_FUND',
  target: schema.funds.id,
  valueOf: (v) => (v[field] === null ? null : String(v[field])),
  message: (id) => `알 수 없는 펀드 코드입니다: ${id} (사모펀드를 먼저 등록하거나 가져와 주세요)`,
});
const reitReference = (column: string, field: string): Reference => ({
  column,
  code: 'UNKNOWN_TICKER',
  target: schema.reits.ticker,
  valueOf: (v) => (v[field] === null ? null : String(v[field])),
  message: (ticker) => `알 수 없는 리츠 티커입니다: ${ticker} (리츠 기본정보에 먼저 등록해 주세요)`,
});

/** `now` + 1 year as 'YYYY-MM-DD' (deal dates beyond it are typos). */
const latestDealDate = (now: Date) => `${now.getUTCFullYear() + 1}${now.toISOString().slice(4, 10)}`;

/** The deals table, checked against `now` (deal dates at most a year ahead). */
export function dealsImportTable(now: Date): ImportTable<DealImportTableKey> {
  const latest = latestDealDate(now);
  return defineTable({
    key: 'deals',
    label: '딜정보',
    dbTable: schema.deals,
    primaryKey: [schema.deals.id],
    cells: {
      id: codeColumn({ label: '딜 ID', pattern: DEAL_ID_PATTERN, patternMessage: '딜 ID는 영문 대문자·숫자·하이픈 3~32자입니다 (예: D-2024-0153)', rule: 'Stable id, e.g. D-2024-0153 (upper-case letters, digits, hyphens, 3–32); keep it the same across imports.' }),
      asset_name: textColumn({ label: '자산명', required: true, maxLength: 100, rule: 'Asset name.' }),
      address: textColumn({ label: '주소', required: true, maxLength: 200, rule: 'Street address.' }),
      district: textColumn({ label: '시·군·구', required: true, maxLength: 40, rule: 'District, e.g. 중구, 강남구, 성남시 분당구.' }),
      region: regionColumn(),
      asset_type: assetTypeColumn(),
      subtype: textColumn({ label: '세부 유형', maxLength: 40, rule: 'Free text, e.g. 프라임 오피스.' }),
      gfa_sqm: numberColumn({ label: '연면적', unit: '㎡', nullable: true, sign: 'nonNegative', rule: 'Gross floor area in ㎡, ≥ 0 (평 are derived).' }),
      land_sqm: numberColumn({ label: '대지면적', unit: '㎡', nullable: true, sign: 'nonNegative', rule: 'Land area in ㎡, ≥ 0.' }),
      completion_year: numberColumn({ label: '준공연도', integer: true, nullable: true, min: 1900, max: 2100, rangeMessage: '준공연도는 1900에서 2100 사이여야 합니다.', rule: 'Year of completion, 1900–2100.' }),
      price_eok: eokColumn('거래가', 'Price in 억원 for the stake traded (1,234.5 = 123,450,000,000원), ≥ 0; empty when undisclosed.'),
      cap_rate: rateColumn({ label: '캡레이트', nullable: true, rule: 'Cap rate, fraction 0–1 (0.045; "4.5%" also accepted).' }),
      price_quality: enumColumn(PRICE_QUALITIES, { label: '가격 정확도', labels: PRICE_QUALITY_LABELS, defaultValue: 'CONFIRMED', rule: 'CONFIRMED (확정), APPROXIMATE (근사치), ESTIMATED (추정).' }),
      buyer: textColumn({ label: '매수자', required: true, maxLength: 100, rule: 'Buyer.' }),
      buyer_type: partyTypeColumn('매수자 유형'),
      seller: textColumn({ label: '매도자', required: true, maxLength: 100, rule: 'Seller.' }),
      seller_type: partyTypeColumn('매도자 유형'),
      buyer_reit_ticker: optionalTickerColumn('매수 리츠 티커', 'The buying REIT, a ticker in reits; empty for none.'),
      seller_reit_ticker: optionalTickerColumn('매도 리츠 티커', 'The selling REIT, a ticker in reits; empty for none.'),
      buyer_fund_id: fundIdColumn('매수 펀드 코드', 'The buying fund, a code in funds; empty for none.'),
      seller_fund_id: fundIdColumn('매도 펀드 코드', 'The selling fund, a code in funds; empty for none.'),
      amc: textColumn({ label: '자산운용사', maxLength: 100, rule: 'Asset manager of the buyer.' }),
      advisor: textColumn({ label: '자문사', maxLength: 200, rule: 'Advisors.' }),
      lender: textColumn({ label: '대주', maxLength: 200, rule: 'Lenders.' }),
      ltv: rateColumn({ label: 'LTV', nullable: true, rule: 'Loan to value, fraction 0–1.' }),
      structure: enumColumn(DEAL_STRUCTURES, { label: '거래 구조', labels: DEAL_STRUCTURE_LABELS, aliases: STRUCTURE_ALIASES, defaultValue: 'ASSET', rule: 'ASSET, SHARE, SALE_LEASEBACK, PORTFOLIO, or the Korean label.' }),
      stake: rateColumn({ label: '거래 지분', nullable: true, rule: 'Share traded, fraction in (0, 1] ("50%" accepted); empty = 1 (100 %).' }),
      status: enumColumn(DEAL_STATUSES, { label: '거래 상태', labels: DEAL_STATUS_LABELS, aliases: STATUS_ALIASES, rule: 'PREFERRED (우선협상), SIGNED (계약), CLOSED (완료).' }),
      deal_date: dateColumn({ label: '거래일', rule: 'Date of the announcement, signing or closing; at most one year from today.' }),
      source: textColumn({ label: '출처', required: true, maxLength: 200, rule: 'Where the record comes from (공시, 언론 보도 …).' }),
      description: textColumn({ label: '설명', maxLength: 4000, rule: 'Notes.' }),
      tags: listColumn({ label: '태그', maxItems: 10, maxLength: 40, rule: "Tag names separated by '|' (articles with these tags are related), at most 10." }),
      is_sample: booleanColumn({ label: '샘플 여부', defaultValue: false, rule: 'TRUE for demo records (shown with the sample-data label).' }),
    },
    check: (r) => {
      const problems: RowProblem[] = [];
      if (r.stake === 0) problems.push({ column: 'stake', code: 'RANGE', message: '거래 지분은 0보다 커야 합니다 (100% → 1).' });
      if (r.deal_date > latest) problems.push({ column: 'deal_date', code: 'RANGE', message: `거래일이 1년 넘게 미래입니다: ${r.deal_date}` });
      return problems;
    },
    toDb: (r) => {
      const stake = r.stake ?? 1;
      const priceWon = r.price_eok;
      return {
        id: r.id, assetName: r.asset_name, address: r.address, district: r.district, region: r.region, assetType: r.asset_type, subtype: r.subtype,
        gfaSqm: r.gfa_sqm, landSqm: r.land_sqm, completionYear: r.completion_year, priceWon, pricePerPyeongWon: pricePerPyeong(priceWon, r.gfa_sqm, stake),
        capRate: r.cap_rate, priceQuality: r.price_quality, buyer: r.buyer, buyerType: r.buyer_type, seller: r.seller, sellerType: r.seller_type,
        buyerReitTicker: r.buyer_reit_ticker, sellerReitTicker: r.seller_reit_ticker, buyerFundId: r.buyer_fund_id, sellerFundId: r.seller_fund_id,
        amc: r.amc, advisor: r.advisor, lender: r.lender, ltv: r.ltv, structure: r.structure, stake, status: r.status, dealDate: r.deal_date,
        source: r.source, description: r.description, tags: r.tags,
        searchText: dealSearchText({ assetName: r.asset_name, address: r.address, district: r.district, buyer: r.buyer, seller: r.seller, amc: r.amc }),
        isSample: r.is_sample,
      };
    },
    rowKey: (v) => String(v.id),
    duplicateMessage: (v) => `같은 딜 ID가 두 번 있습니다: ${String(v.id)}`,
    references: [
      reitReference('buyer_reit_ticker', 'buyerReitTicker'),
      reitReference('seller_reit_ticker', 'sellerReitTicker'),
      fundReference('buyer_fund_id', 'buyerFundId'),
      fundReference('seller_fund_id', 'sellerFundId'),
    ],
    declaredKey: (cells) => (cells.id ? clean(cells.id).toUpperCase() : null),
    touchesUpdatedAt: true,
  });
}

/** The table a file or sheet name stands for ('deals.csv', '2026-11-deals.xlsx'). */
export const detectDealTable = (name: string): DealImportTableKey | null => detectTableIn(DEAL_IMPORT_TABLE_KEYS, name);
const naming = { keys: DEAL_IMPORT_TABLE_KEYS, detect: detectDealTable };

export function dealDataset(now: Date): ImportDataset<DealImportTableKey> {
  return {
    tables: { deals: dealsImportTable(now) },
    keys: DEAL_IMPORT_TABLE_KEYS,
    naming,
    afterWrite: async (tx, written, context) => {
      const rows = written.flatMap((w) => w.rows);
      await recordChanges(tx, rows.map((r) => ({
        entity: 'DEAL' as const,
        entityId: String(r.next.id),
        action: 'IMPORT' as const,
        actorId: context.importedBy,
        changes: diffFields(r.previous, r.next),
        at: context.now,
      })));
      await indexDealSearchDocuments(tx, rows.map((r) => String(r.next.id)));
      await tx.insert(schema.dataImports).values({ id: randomId(), dataset: 'deals', importedBy: context.importedBy, files: context.files, createdAt: context.now });
    },
  };
}

/** Reads one uploaded file as deal tables (see parseTableFile). */
export function parseDealFile(name: string, bytes: Uint8Array): Promise<ParsedFile<DealImportTableKey>> {
  return parseTableFile(naming, name, bytes);
}

/**
 * Validates every file, then (when nothing is wrong and this is not a dry run) writes them in one
 * transaction with the audit rows, search documents and the data_imports record.
 */
export function importDealFiles(db: Db, files: Array<{ name: string; bytes: Uint8Array }>, options: ImportOptions = {}): Promise<DealImportReport> {
  return runImport(db, dealDataset(options.now ?? new Date()), files, options);
}
