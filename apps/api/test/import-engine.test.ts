import { describe, expect, it } from 'vitest';
import { DEAL_IMPORT_COLUMNS, FUND_IMPORT_COLUMNS } from '../../web/src/features/cms/components/imports/market-import-columns';
import { dealsImportTable, detectDealTable } from '../src/commands/deals/import-deal-files';
import { detectFundTable, FUND_IMPORT_TABLES } from '../src/commands/funds/import-fund-files';
import { booleanColumn, enumColumn, listColumn, numberColumn, rateColumn } from '../src/commands/imports/columns';
import { detectTableIn } from '../src/commands/imports/files';

const parse = <T,>(column: { schema: { safeParse(v: string): { success: boolean; data?: T; error?: { issues: Array<{ message: string; params?: Record<string, unknown> }> } } } }, raw: string) => {
  const r = column.schema.safeParse(raw);
  return r.success ? { value: r.data } : { code: r.error!.issues[0]!.params?.importCode, message: r.error!.issues[0]!.message };
};

describe('table importer cells', () => {
  it('enumerations accept the code, the Korean label, the part in brackets and aliases', () => {
    const region = enumColumn(['CBD', 'GBD', 'SEOUL_OTHER'] as const, { label: '권역', rule: '', labels: { CBD: 'CBD (도심)', GBD: 'GBD (강남)', SEOUL_OTHER: '서울 기타' }, aliases: { 종로: 'CBD' } });
    expect(parse(region, 'cbd')).toEqual({ value: 'CBD' });
    expect(parse(region, 'CBD (도심)')).toEqual({ value: 'CBD' });
    expect(parse(region, ' 도심 ')).toEqual({ value: 'CBD' });
    expect(parse(region, '종로')).toEqual({ value: 'CBD' });
    expect(parse(region, '서울기타')).toEqual({ value: 'SEOUL_OTHER' });
    expect(parse(region, 'seoul-other')).toEqual({ value: 'SEOUL_OTHER' });
    expect(parse(region, '부산')).toMatchObject({ code: 'INVALID_VALUE', message: expect.stringContaining('CBD (도심), GBD (강남), SEOUL_OTHER(서울 기타)') });
    expect(parse(region, '')).toMatchObject({ code: 'INVALID_VALUE', message: '권역 값이 비어 있습니다.' });
  });

  it('억원 amounts become integer 원; too large is a RANGE', () => {
    const eok = numberColumn({ label: '거래가', rule: '', nullable: true, integer: true, sign: 'nonNegative', scale: 1e8, max: 10_000_000 });
    expect(parse(eok, '1,234.5')).toEqual({ value: 123_450_000_000 });
    expect(parse(eok, '0.000000001')).toEqual({ value: 0 });
    expect(parse(eok, '')).toEqual({ value: null });
    expect(parse(eok, '-1')).toMatchObject({ code: 'NEGATIVE_VALUE' });
    expect(parse(eok, '99999999')).toMatchObject({ code: 'RANGE' });
    expect(parse(eok, '1e400')).toMatchObject({ code: 'INVALID_VALUE' });
  });

  it('rates, booleans and lists', () => {
    const rate = rateColumn({ label: '지분', rule: '', nullable: true });
    expect(parse(rate, '50%')).toEqual({ value: 0.5 });
    expect(parse(rate, '0.045')).toEqual({ value: 0.045 });
    expect(parse(rate, '101%')).toMatchObject({ code: 'RANGE' });
    const flag = booleanColumn({ label: '샘플 여부', rule: '', defaultValue: false });
    expect(['TRUE', 'y', '예', '1', '', 'false', 'N'].map((v) => parse(flag, v))).toEqual([true, true, true, true, false, false, false].map((value) => ({ value })));
    const tags = listColumn({ label: '태그', rule: '', maxItems: 3, maxLength: 5 });
    expect(parse(tags, ' 오피스 | CBD||오피스 ')).toEqual({ value: ['오피스', 'CBD'] });
    expect(parse(tags, 'a|b|c|d')).toMatchObject({ code: 'RANGE' });
    expect(parse(tags, '아주아주긴태그')).toMatchObject({ code: 'RANGE' });
  });
});

describe('table names', () => {
  it('finds the table in a file or sheet name; the general key yields to a specific one', () => {
    expect(detectDealTable('deals.csv')).toBe('deals');
    expect(detectDealTable('2026-11-deals.xlsx')).toBe('deals');
    expect(detectDealTable('deals.sample.csv')).toBe('deals');
    expect(detectDealTable('mydeals.csv')).toBeNull();
    expect(detectFundTable('funds.csv')).toBe('funds');
    expect(detectFundTable('fund_assets.csv')).toBe('fund_assets');
    expect(detectFundTable('fund-investors-2026.csv')).toBe('fund_investors');
    expect(detectFundTable('funds fund_assets.csv')).toBe('fund_assets');
    expect(detectFundTable('fund_assets_and_fund_investors.csv')).toBeNull();
    expect(detectTableIn(['a_b', 'c'] as const, 'A B.xlsx')).toBe('a_b');
  });
});

describe('the columns the import screens list', () => {
  it('match the importer: required and optional, in order', () => {
    const tables = [dealsImportTable(new Date()), ...Object.values(FUND_IMPORT_TABLES)];
    for (const listed of [...DEAL_IMPORT_COLUMNS, ...FUND_IMPORT_COLUMNS]) {
      const table = tables.find((t) => t.key === listed.key)!;
      expect(listed.required, listed.key).toEqual(table.columns.filter((c) => c.required).map((c) => c.name));
      expect(listed.optional, listed.key).toEqual(table.columns.filter((c) => !c.required).map((c) => c.name));
    }
  });
});
