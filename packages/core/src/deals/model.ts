/**
 * 딜정보: the commercial-property deal record (../shared/reference/real-estate-data.md). Money in 원,
 * areas in ㎡ (평 derived: 1평 = 400/121 ㎡ ≈ 3.3058㎡), rates as fractions (0.045 = 4.5 %), dates
 * 'YYYY-MM-DD' in Asia/Seoul. Enumerations are stored codes; the labels are what screens print.
 */
import { SQM_PER_PYEONG } from '../reits/model';

export const DEAL_ASSET_TYPES = ['OFFICE', 'LOGISTICS', 'RETAIL', 'HOTEL', 'DATA_CENTER', 'RESIDENTIAL', 'MIXED', 'LAND'] as const;
export type DealAssetType = (typeof DEAL_ASSET_TYPES)[number];
export const DEAL_ASSET_TYPE_LABELS: Record<DealAssetType, string> = {
  OFFICE: '오피스',
  LOGISTICS: '물류',
  RETAIL: '리테일',
  HOTEL: '호텔',
  DATA_CENTER: '데이터센터',
  RESIDENTIAL: '주거',
  MIXED: '복합',
  LAND: '토지·개발부지',
};

/** 권역: Seoul's three office districts, 분당·판교 (BBD), the rest of Seoul, the capital area, the regions. */
export const DEAL_REGIONS = ['CBD', 'GBD', 'YBD', 'BBD', 'SEOUL_OTHER', 'METRO', 'REGIONAL'] as const;
export type DealRegion = (typeof DEAL_REGIONS)[number];
export const DEAL_REGION_LABELS: Record<DealRegion, string> = {
  CBD: 'CBD (도심)',
  GBD: 'GBD (강남)',
  YBD: 'YBD (여의도)',
  BBD: 'BBD (분당·판교)',
  SEOUL_OTHER: '서울 기타',
  METRO: '수도권',
  REGIONAL: '지방',
};
/** Short labels for chart legends and cards. */
export const DEAL_REGION_SHORT_LABELS: Record<DealRegion, string> = {
  CBD: 'CBD', GBD: 'GBD', YBD: 'YBD', BBD: 'BBD', SEOUL_OTHER: '서울 기타', METRO: '수도권', REGIONAL: '지방',
};

/** 우선협상 → 계약 → 완료 (a deal is shown from the announcement of the preferred bidder on). */
export const DEAL_STATUSES = ['PREFERRED', 'SIGNED', 'CLOSED'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_STATUS_LABELS: Record<DealStatus, string> = { PREFERRED: '우선협상', SIGNED: '계약', CLOSED: '완료' };

/** Who bought or sold: the buyer/seller type filter. */
export const DEAL_PARTY_TYPES = ['REIT', 'FUND', 'SI', 'FI', 'PUBLIC', 'OTHER'] as const;
export type DealPartyType = (typeof DEAL_PARTY_TYPES)[number];
export const DEAL_PARTY_TYPE_LABELS: Record<DealPartyType, string> = {
  REIT: '리츠',
  FUND: '부동산펀드',
  SI: '전략적 투자자(SI)',
  FI: '재무적 투자자(FI)',
  PUBLIC: '공공·공기업',
  OTHER: '기타',
};

export const DEAL_STRUCTURES = ['ASSET', 'SHARE', 'SALE_LEASEBACK', 'PORTFOLIO'] as const;
export type DealStructure = (typeof DEAL_STRUCTURES)[number];
export const DEAL_STRUCTURE_LABELS: Record<DealStructure, string> = {
  ASSET: '자산 거래',
  SHARE: '지분 거래',
  SALE_LEASEBACK: '세일앤리스백',
  PORTFOLIO: '포트폴리오 거래',
};

/** How sure the price is: disclosed, reported roughly, or SPI's estimate. */
export const PRICE_QUALITIES = ['CONFIRMED', 'APPROXIMATE', 'ESTIMATED'] as const;
export type PriceQuality = (typeof PRICE_QUALITIES)[number];
export const PRICE_QUALITY_LABELS: Record<PriceQuality, string> = { CONFIRMED: '확정', APPROXIMATE: '근사치', ESTIMATED: '추정' };
export const PRICE_QUALITY_NOTES: Record<PriceQuality, string> = {
  CONFIRMED: '공시·등기 등으로 확인된 가격',
  APPROXIMATE: '보도·업계 자료의 근사 가격',
  ESTIMATED: 'SPI가 면적과 시세로 추정한 가격',
};

/** A deal id: upper-case letters, digits and hyphens ('D-2024-0153'); anything else in a path is a 404. */
export const DEAL_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** 1평 = 400/121 ㎡ (3.3058㎡): SQM_PER_PYEONG of the REIT model. */
export const sqmToPyeong = (sqm: number): number => sqm / SQM_PER_PYEONG;
export const pyeongToSqm = (pyeong: number): number => pyeong * SQM_PER_PYEONG;

/** 평당가 (원 per 3.3㎡ of GFA), or null without a price or an area. For a partial stake, the price is grossed up to 100 %. */
export function pricePerPyeong(priceWon: number | null, gfaSqm: number | null, stake = 1): number | null {
  if (priceWon === null || gfaSqm === null || gfaSqm <= 0 || stake <= 0) return null;
  return Math.round(priceWon / stake / sqmToPyeong(gfaSqm));
}

/** Guests see a price band instead of the price (ADR 019). Bounds in 원, lower inclusive. */
export const PRICE_BANDS = [
  { key: 'B0', min: 0, max: 500e8, label: '500억원 미만' },
  { key: 'B1', min: 500e8, max: 1000e8, label: '500억~1,000억원' },
  { key: 'B2', min: 1000e8, max: 3000e8, label: '1,000억~3,000억원' },
  { key: 'B3', min: 3000e8, max: 5000e8, label: '3,000억~5,000억원' },
  { key: 'B4', min: 5000e8, max: 1e12, label: '5,000억~1조원' },
  { key: 'B5', min: 1e12, max: Number.POSITIVE_INFINITY, label: '1조원 이상' },
] as const;

export function priceBandOf(priceWon: number | null): string | null {
  if (priceWon === null) return null;
  return PRICE_BANDS.find((b) => priceWon >= b.min && priceWon < b.max)?.label ?? null;
}

/** '2024Q3' for a 'YYYY-MM-DD' date. */
export function quarterOf(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}Q${Math.ceil(month / 3)}`;
}

/** Every quarter from `from` to `to` inclusive ('2024Q1'…). */
export function quartersBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let q = Number(from.slice(5));
  const endY = Number(to.slice(0, 4));
  const endQ = Number(to.slice(5));
  while (y < endY || (y === endY && q <= endQ)) {
    out.push(`${y}Q${q}`);
    q += 1;
    if (q > 4) { q = 1; y += 1; }
  }
  return out;
}

/** '2024Q3' → '2024년 3분기'; short form '24.3Q' for chart axes. */
export const quarterLabel = (quarter: string): string => `${quarter.slice(0, 4)}년 ${quarter.slice(5)}분기`;
export const quarterShortLabel = (quarter: string): string => `${quarter.slice(2, 4)}.${quarter.slice(5)}Q`;

/** The list's limits. */
export const DEAL_PAGE_SIZES = [20, 50, 100] as const;
export const DEAL_EXPORT_MAX_ROWS = 5000;
export const DEAL_SEARCH_MAX_LENGTH = 100;

export const DEAL_SORTS = ['date', 'price', 'pricePerPyeong', 'capRate', 'gfa', 'name'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
/** Sorts that reveal the price: only with deals.viewPrices. */
export const DEAL_PRICE_SORTS: readonly DealSort[] = ['price', 'pricePerPyeong', 'capRate'];

/** The filters that need deals.viewPrices when present. */
export const DEAL_PRICE_FILTERS = ['priceMin', 'priceMax', 'capMin', 'capMax'] as const;
