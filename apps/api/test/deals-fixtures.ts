import { pricePerPyeong } from '@spi/core';
import { dealSearchText, schema, type DbHandle } from '@spi/db';

type DealInsert = typeof schema.deals.$inferInsert;

type DefaultKeys = 'district' | 'subtype' | 'landSqm' | 'completionYear' | 'priceQuality' | 'amc' | 'advisor' | 'lender' | 'ltv' | 'structure' | 'stake' | 'source'
  | 'description' | 'tags' | 'isSample' | 'buyerReitTicker' | 'sellerReitTicker' | 'buyerFundId' | 'sellerFundId';
const base: Required<Pick<DealInsert, DefaultKeys>> = {
  district: '서울 중구', subtype: '', landSqm: null, completionYear: 2010, priceQuality: 'CONFIRMED', amc: '', advisor: '', lender: '', ltv: null,
  structure: 'ASSET', stake: 1, source: '테스트 보도', description: '', tags: [], isSample: false,
  buyerReitTicker: null, sellerReitTicker: null, buyerFundId: null, sellerFundId: null,
};

export type DealFixture = Omit<DealInsert, DefaultKeys | 'pricePerPyeongWon' | 'searchText'> & Partial<Pick<DealInsert, DefaultKeys>>;

/** A deal row as the admin screen would store it (평당가 and search text derived). */
export function dealRow(d: DealFixture): DealInsert {
  const row = { ...base, ...d };
  return { ...row, pricePerPyeongWon: pricePerPyeong(row.priceWon ?? null, row.gfaSqm ?? null, row.stake), searchText: dealSearchText(row) };
}

export const FUND_ID = 'K55105BU0829';

/**
 * The known dataset of the deal tests (figures chosen so the statistics are easy to check by hand):
 * closed deals in 2023Q4 (CBD office, no GFA), 2024Q1 (CBD office), 2024Q2 (GBD office, logistics at 50 %);
 * a signed hotel, a preferred data centre (sample row) and 20 signed land deals of 2022 to page through.
 */
export const DEALS: DealFixture[] = [
  {
    id: 'D-2024-0001', assetName: '센터원 빌딩', address: '서울 중구 을지로5길 26', region: 'CBD', assetType: 'OFFICE', gfaSqm: 33_058, priceWon: 1000e8,
    capRate: 0.045, buyer: '이지스자산운용', buyerType: 'FUND', seller: '미래에셋', sellerType: 'FI', status: 'CLOSED', dealDate: '2024-02-10',
    buyerFundId: FUND_ID, lender: '국민은행', ltv: 0.55, tags: ['센터원'],
  },
  {
    id: 'D-2024-0002', assetName: '역삼 타워', address: '서울 강남구 테헤란로 100', district: '서울 강남구', region: 'GBD', assetType: 'OFFICE', gfaSqm: 66_116,
    priceWon: 3000e8, capRate: 0.04, buyer: '신한알파리츠', buyerType: 'REIT', seller: '삼성생명', sellerType: 'SI', status: 'CLOSED', dealDate: '2024-05-20',
    buyerReitTicker: '293940', tags: ['GBD'],
  },
  {
    id: 'D-2024-0003', assetName: '이천 물류센터', address: '경기 이천시 마장면 1', district: '경기 이천시', region: 'METRO', assetType: 'LOGISTICS', gfaSqm: 50_000,
    priceWon: 500e8, capRate: 0.055, buyer: '블랙스톤', buyerType: 'FI', seller: '개인 소유주', sellerType: 'OTHER', status: 'CLOSED', dealDate: '2024-05-30', stake: 0.5,
  },
  {
    id: 'D-2023-0001', assetName: '을지로 스퀘어', address: '서울 중구 을지로 170', region: 'CBD', assetType: 'OFFICE', gfaSqm: null, priceWon: 2000e8,
    capRate: null, buyer: '코람코자산운용', buyerType: 'FUND', seller: 'ESR켄달스퀘어리츠', sellerType: 'REIT', status: 'CLOSED', dealDate: '2023-11-15',
  },
  {
    id: 'D-2024-0004', assetName: '해운대 호텔', address: '부산 해운대구 해운대해변로 1', district: '부산 해운대구', region: 'REGIONAL', assetType: 'HOTEL', gfaSqm: 20_000,
    priceWon: 300e8, capRate: 0.06, buyer: '호텔신라', buyerType: 'SI', seller: '부산도시공사', sellerType: 'PUBLIC', status: 'SIGNED', dealDate: '2024-08-01',
  },
  {
    id: 'D-2025-0001', assetName: '판교 데이터센터', address: '경기 성남시 분당구 판교로 1', district: '경기 성남시', region: 'BBD', assetType: 'DATA_CENTER', gfaSqm: null,
    priceWon: null, capRate: null, buyer: '디지털리얼티', buyerType: 'SI', seller: '한화', sellerType: 'FI', status: 'PREFERRED', dealDate: '2025-01-10', isSample: true,
  },
  ...Array.from({ length: 20 }, (_, i): DealFixture => ({
    id: `D-2022-${String(i + 1).padStart(4, '0')}`, assetName: `필지 ${String(i + 1).padStart(2, '0')}`, address: '전남 여수시', district: '전남 여수시', region: 'REGIONAL',
    assetType: 'LAND', gfaSqm: null, priceWon: null, capRate: null, buyer: '지방 개발사', buyerType: 'OTHER', seller: '개인', sellerType: 'OTHER', status: 'SIGNED',
    dealDate: `2022-03-${String(i + 1).padStart(2, '0')}`,
  })),
];

/** The fund the first deal's buyer is, holding that deal as its first asset. */
export async function buildDeals(handle: DbHandle): Promise<void> {
  const db = handle.db;
  await db.insert(schema.funds).values({
    id: FUND_ID, name: '이지스전문투자형사모부동산투자신탁 101호', amc: '이지스자산운용', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED',
    strategy: 'CORE', assetType: 'OFFICE', inceptionDate: '2023-12-01', source: '금융투자협회',
  });
  await db.insert(schema.fundAssets).values({ fundId: FUND_ID, seq: 1, name: '센터원 빌딩', assetType: 'OFFICE', region: 'CBD', stake: 1, dealId: 'D-2024-0001' });
  await db.insert(schema.deals).values(DEALS.map(dealRow));
}
