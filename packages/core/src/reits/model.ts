/**
 * The rows REIT metrics are computed from, as plain data (the API maps database rows to these; tests
 * write them by hand). Dates are 'YYYY-MM-DD' (Asia/Seoul trading days), money is in 원, areas in ㎡,
 * rates are fractions (0.045 = 4.5 %).
 */

export const REIT_SECTORS = ['OFFICE', 'RETAIL', 'LOGISTICS', 'RESIDENTIAL', 'HOTEL', 'INFRA', 'DIVERSIFIED'] as const;
export type ReitSector = (typeof REIT_SECTORS)[number];
export const REIT_SECTOR_LABELS: Record<ReitSector, string> = {
  OFFICE: '오피스',
  RETAIL: '리테일',
  LOGISTICS: '물류',
  RESIDENTIAL: '주거',
  HOTEL: '호텔',
  INFRA: '인프라',
  DIVERSIFIED: '복합',
};

export const REIT_SECURITY_TYPES = ['ENTRUSTED', 'SELF_MANAGED', 'CR', 'INFRA_FUND'] as const;
export type ReitSecurityType = (typeof REIT_SECURITY_TYPES)[number];
export const REIT_SECURITY_TYPE_LABELS: Record<ReitSecurityType, string> = {
  ENTRUSTED: '위탁관리리츠',
  SELF_MANAGED: '자기관리리츠',
  CR: '기업구조조정리츠',
  INFRA_FUND: '인프라펀드',
};

/** KRX short codes: six digits or upper-case letters ('293940', '0030R0'). */
export const TICKER_PATTERN = /^[0-9A-Z]{6}$/;

export interface ReitProfile {
  ticker: string;
  nameKo: string;
  nameEn: string;
  sector: ReitSector;
  securityType: ReitSecurityType;
  dividendFrequency: number;
  dividendMonths: number[];
  managementFeeRate: number | null;
  acquisitionFeeRate: number | null;
  dispositionFeeRate: number | null;
  performanceFee: string;
}

export interface PriceRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Multiplier to make the price comparable across splits and rights issues (1 for recent prices). */
  adjFactor: number;
}

export interface ShareCountRow { asOf: string; shares: number }

export interface DividendRow {
  recordDate: string;
  exDate: string;
  paymentDate: string | null;
  dps: number;
  kind: 'REGULAR' | 'SPECIAL';
}

export interface FinancialRow {
  periodEnd: string;
  periodMonths: number;
  revenue: number | null;
  noi: number | null;
  netIncome: number | null;
  depreciation: number | null;
  gainOnSale: number | null;
  impairment: number | null;
  interestExpense: number | null;
  cashInterest: number | null;
  ebitda: number | null;
  totalAssets: number | null;
  debt: number | null;
  cash: number | null;
  equity: number | null;
  appraisedValue: number | null;
  amcFees: number | null;
  gna: number | null;
}

export interface AssetRow {
  id: string;
  name: string;
  type: string;
  region: string;
  gfaSqm: number | null;
  appraisedValue: number | null;
  occupancy: number | null;
}

export interface LeaseRow { assetId: string; tenant: string; areaSqm: number; annualRent: number; expiresOn: string }

export interface DebtRow { lender: string; amount: number; rate: number; rateType: 'FIXED' | 'FLOATING'; maturesOn: string }

/** Everything known about one REIT, as of the last price date. */
export interface ReitData {
  profile: ReitProfile;
  /** Oldest first. */
  prices: PriceRow[];
  shareCounts: ShareCountRow[];
  dividends: DividendRow[];
  financials: FinancialRow[];
  assets: AssetRow[];
  leases: LeaseRow[];
  debts: DebtRow[];
}

/** ㎡ per 평 (1평 = 400/121 ㎡). */
export const SQM_PER_PYEONG = 400 / 121;
