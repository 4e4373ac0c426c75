import { fundSearchText, schema, type DbHandle } from '@spi/db';

/**
 * A small, hand-made 사모펀드 dataset for the funds API tests: six funds across kinds, strategies, AMCs
 * and vintages, deals they bought, sold or hold, investors and report rows (files are written by tests).
 */
type FundInsert = typeof schema.funds.$inferInsert;
type DealInsert = typeof schema.deals.$inferInsert;

const EOK = 100_000_000;

function fund(values: Omit<FundInsert, 'searchText' | 'source'> & { source?: string }): FundInsert {
  return {
    source: '테스트 자료',
    ...values,
    searchText: fundSearchText({ name: values.name, id: values.id, amc: values.amc, trustee: values.trustee ?? '', salesCompanies: values.salesCompanies ?? [] }),
  };
}

export const FUNDS: FundInsert[] = [
  fund({ id: 'KR5101AA0001', name: '이지스 도심오피스 전문투자형 사모부동산투자신탁 1호', amc: '이지스자산운용', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'CORE', assetType: 'OFFICE', status: 'ACTIVE', inceptionDate: '2019-03-15', maturityDate: '2026-03-15', originalPrincipalWon: 3000 * EOK, aumWon: 5200 * EOK, navWon: 3100 * EOK, navAsOf: '2026-09-30', leverageCap: 0.6, targetIrr: 0.065, managementFee: 0.004, performanceFee: '8% 초과분의 10%', salesCompanies: ['한국투자증권'], trustee: '국민은행', isSample: true }),
  fund({ id: 'KR5101AA0002', name: '마스턴 물류 밸류애드 사모투자신탁 3호', amc: '마스턴투자운용', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'VALUE_ADD', assetType: 'LOGISTICS', status: 'ACTIVE', inceptionDate: '2021-06-01', maturityDate: '2028-06-01', originalPrincipalWon: 1200 * EOK, aumWon: 1800 * EOK, salesCompanies: ['미래에셋증권'], trustee: '신한은행', isSample: true }),
  fund({ id: 'KR5101AA0003', name: '코람코 리테일 코어플러스 펀드', amc: '코람코자산운용', kind: 'REAL_ESTATE', legalForm: 'COMPANY', redemption: 'OPEN', strategy: 'CORE_PLUS', assetType: 'RETAIL', status: 'ACTIVE', inceptionDate: '2023-01-20', maturityDate: null, originalPrincipalWon: 800 * EOK, aumWon: 950 * EOK, isSample: true }),
  fund({ id: 'KR5101AA0004', name: '이지스 데이터센터 개발형 특별자산 펀드', amc: '이지스자산운용', kind: 'SPECIAL_ASSET', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'DEVELOPMENT', assetType: 'DATA_CENTER', status: 'ACTIVE', inceptionDate: '2024-09-10', maturityDate: '2031-09-10', originalPrincipalWon: 2500 * EOK, aumWon: null, isSample: true }),
  fund({ id: 'KR5101AA0005', name: 'IGIS Hotel Opportunistic 100% Fund', amc: '이지스자산운용', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'OPPORTUNISTIC', assetType: 'HOTEL', status: 'LIQUIDATED', inceptionDate: '2018-11-01', maturityDate: '2023-11-01', originalPrincipalWon: 600 * EOK, aumWon: 0, isSample: true }),
  fund({ id: 'KR5101AA0006', name: '하나대체 여의도 오피스 사모투자신탁', amc: '하나대체투자자산운용', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'CORE', assetType: 'OFFICE', status: 'ACTIVE', inceptionDate: '2021-12-20', maturityDate: '2027-12-20', originalPrincipalWon: 4000 * EOK, aumWon: 7400 * EOK, isSample: true }),
];

function deal(values: Partial<DealInsert> & Pick<DealInsert, 'id' | 'assetName' | 'dealDate'>): DealInsert {
  return {
    address: '서울특별시 중구 세종대로 100', district: '서울 중구', region: 'CBD', assetType: 'OFFICE', buyer: '매수자', buyerType: 'FUND', seller: '매도자', sellerType: 'SI',
    status: 'CLOSED', source: '테스트 자료', priceWon: 4000 * EOK, gfaSqm: 50_000, pricePerPyeongWon: 26_445_000, capRate: 0.045, isSample: true, ...values,
  };
}

export const DEALS: DealInsert[] = [
  deal({ id: 'D-2019-0001', assetName: '을지로 센터원', dealDate: '2019-04-01', buyerFundId: 'KR5101AA0001' }),
  deal({ id: 'D-2021-0002', assetName: '이천 물류센터', dealDate: '2021-07-01', assetType: 'LOGISTICS', region: 'METRO', priceWon: 900 * EOK }),
  deal({ id: 'D-2025-0003', assetName: '을지로 센터원 (지분 매각)', dealDate: '2025-05-01', sellerFundId: 'KR5101AA0001', buyerType: 'REIT', sellerType: 'FUND' }),
  deal({ id: 'D-2022-0004', assetName: '여의도 파이낸스타워', dealDate: '2022-01-10', region: 'YBD', buyerFundId: 'KR5101AA0006', priceWon: 7000 * EOK }),
];

export async function loadFundFixtures(db: DbHandle): Promise<void> {
  await db.db.insert(schema.deals).values(DEALS);
  await db.db.insert(schema.funds).values(FUNDS);
  await db.db.insert(schema.fundAssets).values([
    { fundId: 'KR5101AA0001', seq: 1, name: '을지로 센터원', assetType: 'OFFICE', region: 'CBD', acquiredOn: '2019-04-01', stake: 1, dealId: 'D-2019-0001' },
    { fundId: 'KR5101AA0001', seq: 2, name: '종로 타워 B동', assetType: 'OFFICE', region: 'CBD', acquiredOn: '2020-02-01', stake: 0.5, dealId: null },
    { fundId: 'KR5101AA0002', seq: 1, name: '이천 물류센터', assetType: 'LOGISTICS', region: 'METRO', acquiredOn: '2021-07-01', stake: 1, dealId: 'D-2021-0002' },
    { fundId: 'KR5101AA0006', seq: 1, name: '여의도 파이낸스타워', assetType: 'OFFICE', region: 'YBD', acquiredOn: '2022-01-10', stake: 1, dealId: 'D-2022-0004' },
  ]);
  await db.db.insert(schema.fundInvestors).values([
    { fundId: 'KR5101AA0001', seq: 1, name: '국민연금공단', type: 'PENSION', commitmentWon: 1500 * EOK },
    { fundId: 'KR5101AA0001', seq: 2, name: '교직원공제회', type: 'MUTUAL_AID', commitmentWon: null },
  ]);
}
