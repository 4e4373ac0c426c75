import { createHash } from 'node:crypto';
import {
  DEAL_ASSET_TYPE_LABELS, DEAL_STRUCTURE_LABELS, pricePerPyeong, sqmToPyeong,
  type DealAssetType, type DealPartyType, type DealRegion, type DealStatus, type DealStructure, type PriceQuality,
} from '@spi/core/deals/model';
import { FUND_STRATEGY_LABELS, type FundKind, type FundLegalForm, type FundRedemption, type FundStrategy } from '@spi/core/funds/model';
import { addDays, addMonths, fromEpochDay, toEpochDay } from '@spi/core/reits/dates';
import type { deals, fundAssets, fundInvestors, fundReports, funds } from '../../schema';
import { dealSearchText, fundSearchText } from '../../market-search';
import { DEMO_REITS } from '../reits/catalogue';
import {
  DEMO_ADVISORS, DEMO_AMCS, DEMO_BROKERS, DEMO_CORPORATES, DEMO_DC_CORPORATES, DEMO_FINANCIALS, DEMO_INVESTORS, DEMO_LENDERS, DEMO_OTHERS,
  DEMO_PLACES, DEMO_PUBLIC, DEMO_TRUSTEES, NAME_SUFFIXES, NAME_WORDS, SUBTYPES, type DemoPlace,
} from './catalogue';
import { buildSamplePdf } from './pdf';
import { createRandom, type Random } from './random';

/**
 * Deterministic SAMPLE deals (딜정보) and private real-estate funds (사모펀드) with their underlying
 * assets, investors and half-yearly report files (ADR 019). The same options always give the same rows;
 * every row is is_sample. Prices follow the market's shape (office 평당가 rising 2018→2022 then flat,
 * cap rates lowest in 2021 and highest in 2023–24) but no figure is real.
 */
export const DEMO_MARKET_AS_OF = '2026-11-20';
export const DEMO_MARKET_SOURCE = 'SPI 리서치 (샘플)';
export const DEMO_MARKET_SEED = 'spi-market-2026';
const FIRST_DAY = '2018-01-02';

export type DemoDeal = Omit<typeof deals.$inferSelect, 'createdAt' | 'updatedAt'>;
export type DemoFundAsset = Omit<typeof fundAssets.$inferSelect, 'fundId'>;
export type DemoFundInvestor = Omit<typeof fundInvestors.$inferSelect, 'fundId'>;
export type DemoFund = Omit<typeof funds.$inferSelect, 'createdAt' | 'updatedAt'> & { assets: DemoFundAsset[]; investors: DemoFundInvestor[] };
export type DemoFundReport = Omit<typeof fundReports.$inferSelect, 'createdAt' | 'uploadedBy'> & { bytes: Uint8Array };
export interface DemoMarket { deals: DemoDeal[]; funds: DemoFund[]; reports: DemoFundReport[] }

export interface DemoMarketOptions {
  /** Number of deals (default 300; the benchmark asks for 100,000). */
  deals?: number;
  /** Number of funds (default 80). */
  funds?: number;
  /** Funds with report files (default 20). */
  reportFunds?: number;
  seed?: string;
}

const TYPE_WEIGHTS: Record<DealAssetType, number> = { OFFICE: 40, LOGISTICS: 25, RETAIL: 10, HOTEL: 7, DATA_CENTER: 5, RESIDENTIAL: 5, MIXED: 4, LAND: 4 };
/** Deal volume by year (2021–22 the peak, 2023 the trough). */
const YEAR_WEIGHTS: Record<string, number> = { 2018: 1.0, 2019: 1.1, 2020: 0.95, 2021: 1.4, 2022: 1.25, 2023: 0.7, 2024: 0.9, 2025: 1.05, 2026: 1.0 };
const FUND_YEAR_WEIGHTS: Record<string, number> = { 2012: 2, 2013: 2, 2014: 3, 2015: 4, 2016: 4, 2017: 5, 2018: 7, 2019: 8, 2020: 8, 2021: 9, 2022: 8, 2023: 5, 2024: 6, 2025: 6, 2026: 4 };

/** Piecewise-linear curves over fractional years. */
type Curve = Array<[number, number]>;
const at = (curve: Curve, t: number): number => {
  if (t <= curve[0]![0]) return curve[0]![1];
  for (let i = 1; i < curve.length; i++) {
    const [t1, v1] = curve[i]!;
    const [t0, v0] = curve[i - 1]!;
    if (t <= t1) return v0 + ((v1 - v0) * (t - t0)) / (t1 - t0);
  }
  return curve[curve.length - 1]![1];
};
const OFFICE_INDEX: Curve = [[2018, 1], [2019, 1.07], [2020, 1.16], [2021, 1.3], [2022, 1.44], [2023, 1.45], [2024, 1.44], [2025, 1.46], [2027, 1.48]];
const LOGISTICS_INDEX: Curve = [[2018, 1], [2019, 1.08], [2020, 1.2], [2021, 1.38], [2022, 1.5], [2023, 1.4], [2024, 1.33], [2025, 1.35], [2027, 1.37]];
const HOTEL_INDEX: Curve = [[2018, 1], [2019, 1.03], [2020, 0.92], [2021, 0.98], [2022, 1.12], [2023, 1.25], [2024, 1.32], [2025, 1.36], [2027, 1.38]];
/** Prime office cap rate in percent: lowest in 2021, highest in 2023–24. */
const OFFICE_CAP: Curve = [[2018, 4.6], [2019, 4.35], [2020, 4.05], [2021, 3.7], [2022, 3.9], [2023, 4.7], [2024, 4.9], [2025, 4.7], [2027, 4.55]];

/** 2018 평당가 in 만원 by type and region (grown by the curves). */
const BASE_PPP: Record<Exclude<DealAssetType, 'LAND'>, Record<DealRegion, number>> = {
  OFFICE: { CBD: 2500, GBD: 2550, YBD: 2250, BBD: 2000, SEOUL_OTHER: 1500, METRO: 900, REGIONAL: 600 },
  LOGISTICS: { CBD: 900, GBD: 900, YBD: 900, BBD: 850, SEOUL_OTHER: 800, METRO: 590, REGIONAL: 470 },
  RETAIL: { CBD: 3000, GBD: 3100, YBD: 2200, BBD: 1800, SEOUL_OTHER: 1800, METRO: 1100, REGIONAL: 800 },
  HOTEL: { CBD: 2200, GBD: 2400, YBD: 1800, BBD: 1600, SEOUL_OTHER: 1700, METRO: 1000, REGIONAL: 900 },
  DATA_CENTER: { CBD: 2200, GBD: 2200, YBD: 2200, BBD: 2200, SEOUL_OTHER: 2100, METRO: 1700, REGIONAL: 1300 },
  RESIDENTIAL: { CBD: 2000, GBD: 2200, YBD: 1800, BBD: 1500, SEOUL_OTHER: 1700, METRO: 1000, REGIONAL: 700 },
  MIXED: { CBD: 2400, GBD: 2450, YBD: 2150, BBD: 1900, SEOUL_OTHER: 1450, METRO: 900, REGIONAL: 600 },
};
/** Land 평당가 (per 3.3㎡ of land) in 만원, 2018. */
const LAND_PPP: Record<DealRegion, number> = { CBD: 15000, GBD: 15000, YBD: 12000, BBD: 8000, SEOUL_OTHER: 7000, METRO: 900, REGIONAL: 400 };
const REGION_CAP: Record<DealRegion, number> = { CBD: 0, GBD: -0.05, YBD: 0.15, BBD: 0.25, SEOUL_OTHER: 0.5, METRO: 0.8, REGIONAL: 1.2 };
const TYPE_CAP: Record<Exclude<DealAssetType, 'LAND'>, number> = { OFFICE: 0, LOGISTICS: 1.0, RETAIL: 1.3, HOTEL: 1.2, DATA_CENTER: 1.3, RESIDENTIAL: -0.2, MIXED: 0.2 };
const CAP_BOUNDS: Partial<Record<DealAssetType, [number, number]>> = { OFFICE: [3.5, 5.5], LOGISTICS: [4.5, 6.5] };

const GFA_RANGE: Record<Exclude<DealAssetType, 'LAND'>, [number, number]> = {
  OFFICE: [10_000, 150_000], LOGISTICS: [10_000, 180_000], RETAIL: [3_000, 120_000], HOTEL: [8_000, 60_000],
  DATA_CENTER: [8_000, 80_000], RESIDENTIAL: [5_000, 60_000], MIXED: [30_000, 250_000],
};
const CORE_REGIONS: DealRegion[] = ['CBD', 'GBD', 'YBD'];

const REIT_SECTORS_FOR: Record<DealAssetType, string[]> = {
  OFFICE: ['OFFICE', 'DIVERSIFIED'], LOGISTICS: ['LOGISTICS', 'DIVERSIFIED', 'INFRA'], RETAIL: ['RETAIL', 'DIVERSIFIED'], HOTEL: ['HOTEL', 'DIVERSIFIED'],
  DATA_CENTER: ['DIVERSIFIED', 'INFRA'], RESIDENTIAL: ['RESIDENTIAL'], MIXED: ['DIVERSIFIED', 'OFFICE'], LAND: [],
};
/** The domestic REITs of the REIT demo data (overseas ones do not buy Korean assets). */
const DOMESTIC_REITS = DEMO_REITS.filter((r) => !r.subtype.includes('해외'));

const FUND_TYPE_WORDS: Record<DealAssetType, string> = {
  OFFICE: '오피스', LOGISTICS: '로지스틱스', RETAIL: '리테일', HOTEL: '호텔', DATA_CENTER: '데이터센터', RESIDENTIAL: '레지던셜', MIXED: '복합', LAND: '',
};
const STRATEGY_WORDS: Record<FundStrategy, string> = { CORE: '코어', CORE_PLUS: '코어플러스', VALUE_ADD: '밸류애드', OPPORTUNISTIC: '오퍼튜니티', DEVELOPMENT: '개발' };
const TARGET_IRR: Record<FundStrategy, [number, number]> = { CORE: [0.05, 0.07], CORE_PLUS: [0.07, 0.09], VALUE_ADD: [0.09, 0.12], OPPORTUNISTIC: [0.12, 0.15], DEVELOPMENT: [0.1, 0.15] };
const FEE_RANGE: Record<FundStrategy, [number, number]> = { CORE: [0.0025, 0.005], CORE_PLUS: [0.004, 0.006], VALUE_ADD: [0.005, 0.008], OPPORTUNISTIC: [0.006, 0.01], DEVELOPMENT: [0.006, 0.009] };

/** Rounds to a multiple of `step`, without binary noise (0.0474, not 0.047400000000000005). */
const round = (value: number, step: number) => {
  const decimals = step >= 1 ? 0 : Math.ceil(-Math.log10(step));
  return Number((Math.round(value / step) * step).toFixed(decimals));
};
/** '12,345' (Intl-free: the benchmark formats 100,000 of these). */
const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const yearOf = (date: string) => Number(date.slice(0, 4)) + (toEpochDay(date) - toEpochDay(`${date.slice(0, 4)}-01-01`)) / 365.25;
const minDate = (a: string, b: string) => (a < b ? a : b);

function dayInYear(r: Random, year: number, last = `${year}-12-31`, first = `${year}-01-01`): string {
  return fromEpochDay(r.int(toEpochDay(first), toEpochDay(last)));
}

function placesFor(type: DealAssetType): Array<[DemoPlace, number]> {
  return DEMO_PLACES.filter((p) => p.types[type]).map((p) => [p, p.types[type]!]);
}
const PLACES_BY_TYPE = new Map<DealAssetType, Array<[DemoPlace, number]>>();
function pickPlace(r: Random, type: DealAssetType): DemoPlace {
  let list = PLACES_BY_TYPE.get(type);
  if (!list) PLACES_BY_TYPE.set(type, (list = placesFor(type)));
  const total = list.reduce((s, [, w]) => s + w, 0);
  let x = r.next() * total;
  for (const [place, w] of list) {
    x -= w;
    if (x < 0) return place;
  }
  return list[list.length - 1]![0];
}

interface Asset {
  name: string;
  place: DemoPlace;
  type: DealAssetType;
  subtype: string;
  gfaSqm: number | null;
  landSqm: number;
  completionYear: number | null;
  /** 100 % value in 원 at the date. */
  value: number;
  capPct: number | null;
}

class AssetFactory {
  private readonly used = new Set<string>();
  constructor(private readonly r: Random, private readonly unique: boolean) {}

  private name(place: DemoPlace, type: DealAssetType, subtype: string): string {
    const r = this.r;
    const area = r.pick(place.areas);
    const tech = type === 'OFFICE' && (place.region === 'BBD' || ['구로구', '금천구', '강서구'].includes(place.sigungu)) && r.chance(0.5);
    const suffixes = tech ? ['테크센터', '테크타워', 'R&D센터'] : NAME_SUFFIXES[type];
    for (let attempt = 0; attempt < 12; attempt++) {
      let candidate: string;
      if (type === 'LOGISTICS') {
        const suffix = subtype === '저온 물류' ? '저온 물류센터' : r.pick(suffixes.filter((s) => s !== '저온 물류센터'));
        candidate = attempt === 0 && r.chance(0.5) ? `${area} ${suffix}` : `${area} ${r.pick(NAME_WORDS)} ${suffix}`;
      } else if (type === 'LAND') {
        candidate = `${area} ${r.pick(NAME_WORDS)} ${r.pick(suffixes)}`;
      } else {
        candidate = `${area} ${r.pick(NAME_WORDS)}${r.pick(suffixes)}`;
      }
      if (!this.unique || !this.used.has(candidate)) {
        this.used.add(candidate);
        return candidate;
      }
    }
    let n = 2;
    const base = `${area} ${r.pick(NAME_WORDS)}${r.pick(suffixes)}`;
    while (this.used.has(`${base} ${n}차`)) n++;
    this.used.add(`${base} ${n}차`);
    return `${base} ${n}차`;
  }

  make(type: DealAssetType, date: string): Asset {
    const r = this.r;
    const place = pickPlace(r, type);
    const region = place.region;
    const subtype = type === 'OFFICE' && CORE_REGIONS.includes(region) ? r.pick(['프라임 오피스', '프라임 오피스', 'A급 오피스', 'B급 오피스', '사옥']) : type === 'OFFICE' ? r.pick(['A급 오피스', 'B급 오피스', 'B급 오피스', '사옥']) : r.pick(SUBTYPES[type]);
    const name = this.name(place, type, subtype);
    const t = yearOf(date);
    if (type === 'LAND') {
      const landSqm = round(Math.exp(r.range(Math.log(region === 'METRO' || region === 'REGIONAL' ? 5_000 : 2_000), Math.log(region === 'METRO' || region === 'REGIONAL' ? 60_000 : 30_000))), 1);
      const ppp = LAND_PPP[region] * at(OFFICE_INDEX, t) * (1 + r.normal() * 0.12);
      return { name, place, type, subtype, gfaSqm: null, landSqm, completionYear: null, value: ppp * 1e4 * sqmToPyeong(landSqm), capPct: null };
    }
    let [lo, hi] = GFA_RANGE[type];
    if (type === 'OFFICE' && !CORE_REGIONS.includes(region) && region !== 'BBD') [lo, hi] = [3_000, 60_000];
    if (type === 'OFFICE' && CORE_REGIONS.includes(region) && r.chance(0.05)) [lo, hi] = [150_000, 250_000];
    const gfaSqm = round(Math.exp(r.range(Math.log(lo), Math.log(hi))), 0.01);
    const far = type === 'LOGISTICS' ? r.range(1.2, 2.5) : CORE_REGIONS.includes(region) ? r.range(7, 12) : r.range(2.5, 8);
    const landSqm = round(gfaSqm / far, 0.01);
    const completionYear = type === 'LOGISTICS' || type === 'DATA_CENTER' ? r.int(2005, 2025) : r.int(1980, 2025);
    const curve = type === 'LOGISTICS' || type === 'DATA_CENTER' ? LOGISTICS_INDEX : type === 'HOTEL' ? HOTEL_INDEX : type === 'RETAIL' ? OFFICE_INDEX.map(([y, v]) => [y, 0.6 * v + 0.4] as [number, number]) : OFFICE_INDEX;
    let ppp = BASE_PPP[type][region] * at(curve, t) * (1 + r.normal() * 0.08);
    const age = Math.floor(t) - completionYear;
    if (age > 30) ppp *= 0.9;
    if (age < 5) ppp *= 1.08;
    if (subtype === '프라임 오피스') ppp *= 1.1;
    if (subtype === 'B급 오피스') ppp *= 0.88;
    if (type === 'OFFICE' && (region === 'CBD' || region === 'GBD')) ppp = Math.min(4500, Math.max(2500, ppp));
    if (type === 'LOGISTICS' && region === 'METRO') ppp = Math.min(1000, Math.max(500, ppp));
    const capBounds = CAP_BOUNDS[type] ?? [3.5, 8];
    const regionCap = type === 'LOGISTICS' ? (region === 'REGIONAL' ? 0.4 : 0) : REGION_CAP[region];
    const capPct = Math.min(capBounds[1], Math.max(capBounds[0], at(OFFICE_CAP, t) + regionCap + TYPE_CAP[type] + r.normal() * 0.15));
    return { name, place, type, subtype, gfaSqm, landSqm, completionYear, value: ppp * 1e4 * sqmToPyeong(gfaSqm), capPct };
  }
}

interface FundShell {
  index: number;
  amc: (typeof DEMO_AMCS)[number];
  strategy: FundStrategy;
  intendedType: DealAssetType;
  inception: string;
  linked: DemoDeal[];
}

function tagsFor(d: { assetType: DealAssetType; region: DealRegion; assetName: string; subtype: string; dealDate: string; capRate: number | null; buyerType: DealPartyType; sellerType: DealPartyType; lender: string }, r: Random): string[] {
  const tags: string[] = [];
  const typeTag: Partial<Record<DealAssetType, string>> = { OFFICE: '오피스', LOGISTICS: '물류', RETAIL: '리테일', HOTEL: '호텔', DATA_CENTER: '데이터센터', MIXED: '오피스' };
  if (typeTag[d.assetType]) tags.push(typeTag[d.assetType]!);
  if (d.assetType === 'LAND') tags.push('PF');
  if (['CBD', 'GBD', 'YBD'].includes(d.region)) tags.push(d.region);
  for (const place of ['판교', '성수', '이천', '평택']) if (d.assetName.includes(place)) tags.push(place);
  if (d.subtype.includes('저온')) tags.push('저온물류');
  if (d.buyerType === 'REIT' || d.sellerType === 'REIT') tags.push('리츠');
  if (d.capRate !== null && r.chance(0.3)) tags.push('캡레이트');
  if (d.assetType === 'LAND' && d.lender) tags.push('브릿지론');
  const year = d.dealDate.slice(0, 4);
  if (year === '2025' || year === '2026') tags.push(`${year}년`);
  return [...new Set(tags)].slice(0, 6);
}

const josa = (word: string, withBatchim: string, without: string): string => {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return `${word}${without}`;
  return `${word}${(code - 0xac00) % 28 ? withBatchim : without}`;
};

function fundShortName(f: { amcShort: string; strategy: FundStrategy; assetType: DealAssetType; number: number }): { words: string; compact: string } {
  const typeWord = FUND_TYPE_WORDS[f.assetType];
  const core = f.strategy === 'DEVELOPMENT' ? `${typeWord}개발` : `${STRATEGY_WORDS[f.strategy]}${typeWord || '개발'}`;
  return { words: `${f.amcShort} ${core}`, compact: `${f.amcShort}${core}${f.number}호` };
}

/** The demo deals, funds and report files. */
export function generateDemoMarket(options: DemoMarketOptions = {}): DemoMarket {
  const dealCount = options.deals ?? 300;
  const fundCount = options.funds ?? 80;
  const r = createRandom(options.seed ?? DEMO_MARKET_SEED);
  const assets = new AssetFactory(r, dealCount <= 5000);

  // 1. Fund shells: manager, strategy, intended asset type and inception; names come once assets are known.
  const shells: FundShell[] = [];
  for (let i = 0; i < fundCount; i++) {
    const strategy = r.weighted<FundStrategy>({ CORE: 35, CORE_PLUS: 25, VALUE_ADD: 20, OPPORTUNISTIC: 8, DEVELOPMENT: 12 });
    const intendedType = strategy === 'DEVELOPMENT' ? r.weighted<DealAssetType>({ LAND: 6, LOGISTICS: 3, DATA_CENTER: 1 }) : r.weighted<DealAssetType>({ OFFICE: 45, LOGISTICS: 30, RETAIL: 8, HOTEL: 5, DATA_CENTER: 5, RESIDENTIAL: 4, MIXED: 3 });
    const year = Number(r.weighted(FUND_YEAR_WEIGHTS));
    const inception = dayInYear(r, year, year === 2026 ? '2026-09-30' : undefined, year === 2012 ? '2012-03-01' : undefined);
    shells.push({ index: i, amc: r.pick(DEMO_AMCS), strategy, intendedType, inception, linked: [] });
  }
  shells.sort((a, b) => a.inception.localeCompare(b.inception) || a.index - b.index);

  // 2. Deal dates, oldest first, so funds fill up in time order.
  const dates = Array.from({ length: dealCount }, () => {
    const year = Number(r.weighted(YEAR_WEIGHTS));
    return dayInYear(r, year, year === 2026 ? DEMO_MARKET_AS_OF : undefined, year === 2018 ? FIRST_DAY : undefined);
  }).sort();

  const perYear = new Map<string, number>();
  const asOfDay = toEpochDay(DEMO_MARKET_AS_OF);
  const result: DemoDeal[] = [];
  const buyerFund = new Map<string, FundShell>();
  const sellerFund = new Map<string, FundShell>();
  const modelled = new Map<string, number>();
  for (const dealDate of dates) {
    const year = dealDate.slice(0, 4);
    const seq = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, seq);
    const id = `D-${year}-${String(seq).padStart(4, '0')}`;
    const assetType = r.weighted(TYPE_WEIGHTS);
    const asset = assets.make(assetType, dealDate);
    const region = asset.place.region;
    const age = asOfDay - toEpochDay(dealDate);
    const status: DealStatus = age > 240 ? 'CLOSED' : age > 120 ? r.weighted<DealStatus>({ CLOSED: 6, SIGNED: 4 }) : r.weighted<DealStatus>({ PREFERRED: 45, SIGNED: 35, CLOSED: 20 });

    // Buyer.
    let buyerType = r.weighted<DealPartyType>({ FUND: 40, REIT: 20, SI: 15, FI: 12, PUBLIC: 5, OTHER: 8 });
    let buyer = '';
    let buyerReitTicker: string | null = null;
    let amc = '';
    let fund: FundShell | undefined;
    if (buyerType === 'FUND') {
      const day = toEpochDay(dealDate);
      const open = shells.filter((s) => toEpochDay(s.inception) <= day && day - toEpochDay(s.inception) <= 730 && s.linked.length < 4);
      const sameType = open.filter((s) => s.intendedType === assetType);
      const pool = sameType.length ? sameType : open.filter((s) => s.linked.length === 0 && s.intendedType !== 'LAND' && assetType !== 'LAND');
      if (pool.length) fund = r.pick(pool);
      else buyerType = 'FI';
    }
    if (buyerType === 'REIT') {
      const candidates = DOMESTIC_REITS.filter((x) => REIT_SECTORS_FOR[assetType].includes(x.sector) && x.listedOn <= addDays(dealDate, 365));
      if (candidates.length) {
        const reit = r.pick(candidates);
        buyer = reit.nameKo;
        buyerReitTicker = reit.ticker;
        amc = reit.amc;
      } else buyerType = 'FI';
    }
    if (buyerType === 'SI') buyer = r.pick(assetType === 'DATA_CENTER' ? DEMO_DC_CORPORATES : DEMO_CORPORATES);
    if (buyerType === 'FI') buyer = r.pick(DEMO_FINANCIALS);
    if (buyerType === 'PUBLIC') buyer = r.pick(DEMO_PUBLIC);
    if (buyerType === 'OTHER') buyer = r.pick(DEMO_OTHERS);

    // Seller.
    let sellerType = r.weighted<DealPartyType>({ FUND: 30, SI: 30, FI: 10, REIT: 8, PUBLIC: 7, OTHER: 15 });
    let seller = '';
    let sellerReitTicker: string | null = null;
    let sold: FundShell | undefined;
    if (sellerType === 'FUND') {
      const day = toEpochDay(dealDate);
      const old = shells.filter((s) => day - toEpochDay(s.inception) >= 1095 && s !== fund);
      if (old.length && r.chance(0.4)) sold = r.pick(old);
      else {
        const other = r.pick(DEMO_AMCS);
        seller = `${other.short} ${FUND_TYPE_WORDS[assetType] || '개발'} 일반사모부동산투자신탁 제${r.int(1, 30)}호`;
      }
    }
    if (sellerType === 'REIT') {
      const candidates = DOMESTIC_REITS.filter((x) => REIT_SECTORS_FOR[assetType].includes(x.sector) && x.listedOn <= dealDate && x.ticker !== buyerReitTicker);
      if (candidates.length) {
        const reit = r.pick(candidates);
        seller = reit.nameKo;
        sellerReitTicker = reit.ticker;
      } else sellerType = 'SI';
    }
    if (sellerType === 'SI') seller = r.pick(assetType === 'DATA_CENTER' ? DEMO_DC_CORPORATES : DEMO_CORPORATES);
    if (sellerType === 'FI') seller = r.pick(DEMO_FINANCIALS);
    if (sellerType === 'PUBLIC') seller = r.pick(DEMO_PUBLIC);
    if (sellerType === 'OTHER') seller = r.pick(DEMO_OTHERS);
    if (seller === buyer) seller = r.pick(DEMO_CORPORATES.filter((c) => c !== buyer));

    // Structure, stake, price.
    const structure: DealStructure = sellerType === 'SI' && assetType !== 'LAND' && r.chance(0.25) ? 'SALE_LEASEBACK' : r.weighted<DealStructure>({ ASSET: 76, SHARE: 16, PORTFOLIO: 8 });
    const stake = structure === 'SHARE' && r.chance(0.6) ? r.pick([0.3, 0.4, 0.49, 0.5, 0.6, 0.7]) : 1;
    let assetName = asset.name;
    let gfaSqm = asset.gfaSqm;
    let landSqm = asset.landSqm;
    let value = asset.value;
    if (structure === 'PORTFOLIO') {
      const extra = r.int(1, 3);
      assetName = `${asset.name} 외 ${extra}개 자산`;
      const scale = 1 + extra * r.range(0.5, 0.9);
      gfaSqm = gfaSqm === null ? null : round(gfaSqm * scale, 0.01);
      landSqm = round(landSqm * scale, 0.01);
      value *= scale;
    }
    const priceQuality: PriceQuality = status === 'PREFERRED' ? r.weighted<PriceQuality>({ APPROXIMATE: 6, ESTIMATED: 4 }) : buyerType === 'REIT' ? 'CONFIRMED' : r.weighted<PriceQuality>({ CONFIRMED: 58, APPROXIMATE: 30, ESTIMATED: 12 });
    const priceUnknown = status === 'PREFERRED' ? r.chance(0.15) : r.chance(0.02);
    const priceWon = priceUnknown ? null : Math.max(1e8, round(value * stake, priceQuality === 'CONFIRMED' ? 1e8 : 1e9));
    const capKnown = asset.capPct !== null && !priceUnknown && r.chance(status === 'PREFERRED' ? 0.5 : 0.78);
    const capRate = capKnown ? round(asset.capPct! / 100, 0.0001) : null;
    const hasDebt = assetType === 'LAND' ? r.chance(0.5) : r.chance(0.85);
    const ltv = hasDebt ? round(r.range(0.4, 0.65), 0.01) : null;
    const lender = !hasDebt ? '' : assetType === 'LAND' ? `${r.pick(DEMO_LENDERS)} 등 브릿지론 대주단` : r.chance(0.5) ? r.pick(DEMO_LENDERS) : `${r.pick(DEMO_LENDERS)} 외 ${r.int(1, 4)}곳`;
    const sellAdvisor = r.pick(DEMO_ADVISORS);
    const advisor = r.chance(0.25) ? '' : r.chance(0.6) ? `매각 자문 ${sellAdvisor} · 매입 자문 ${r.pick(DEMO_ADVISORS.filter((a) => a !== sellAdvisor))}` : `매각 자문 ${sellAdvisor}`;
    const address = `${asset.place.sido} ${asset.place.sigungu} ${r.pick(asset.place.roads)} ${r.int(1, 420)}`;
    const deal: DemoDeal = {
      id, assetName, address, district: asset.place.district, region, assetType, subtype: asset.subtype,
      gfaSqm, landSqm, completionYear: asset.completionYear,
      priceWon, pricePerPyeongWon: pricePerPyeong(priceWon, gfaSqm, stake), capRate, priceQuality,
      buyer, buyerType, seller, sellerType, buyerReitTicker, sellerReitTicker, buyerFundId: null, sellerFundId: null,
      amc, advisor, lender, ltv, structure, stake, status, dealDate, source: DEMO_MARKET_SOURCE, description: '', tags: [], searchText: '', isSample: true,
    };
    modelled.set(id, value);
    if (fund) {
      fund.linked.push(deal);
      buyerFund.set(id, fund);
    }
    if (sold) sellerFund.set(id, sold);
    result.push(deal);
  }

  // 3. Funds: assets (linked deals first, then assets bought outside the deal records), figures, names.
  const codes = new Set<string>();
  const numbers = new Map<string, number>();
  const built = new Map<FundShell, DemoFund>();
  const compactNames = new Map<string, string>();
  for (const shell of shells) {
    const items: Array<{ asset: DemoFundAsset; value: number }> = shell.linked.map((d, seq) => ({
      asset: { seq: seq + 1, name: d.assetName, assetType: d.assetType, region: d.region, acquiredOn: d.status === 'CLOSED' ? d.dealDate : null, stake: d.stake, dealId: d.id },
      // The price paid for the stake, or the asset's modelled 100 % value when the price is undisclosed.
      value: d.priceWon !== null ? d.priceWon / d.stake : modelled.get(d.id)!,
    }));
    const wanted = shell.linked.length ? Math.min(4, shell.linked.length + (r.chance(0.25) ? 1 : 0)) : r.int(1, 3);
    while (items.length < wanted) {
      const acquiredOn = minDate(addDays(shell.inception, r.int(0, 240)), DEMO_MARKET_AS_OF);
      const type = items.length === 0 || r.chance(0.7) ? shell.intendedType : r.weighted<DealAssetType>({ OFFICE: 5, LOGISTICS: 4, RETAIL: 1 });
      const a = assets.make(type, acquiredOn);
      items.push({ asset: { seq: items.length + 1, name: a.name, assetType: a.type, region: a.place.region, acquiredOn, stake: 1, dealId: null }, value: a.value });
    }
    const assetType = items[0]!.asset.assetType;
    const amcName = shell.amc.name;
    const number = (numbers.get(amcName) ?? r.int(0, 6)) + 1;
    numbers.set(amcName, number);
    const kind: FundKind = assetType === 'DATA_CENTER' ? (r.chance(0.6) ? 'SPECIAL_ASSET' : 'REAL_ESTATE') : r.chance(0.06) ? 'SPECIAL_ASSET' : 'REAL_ESTATE';
    const legalForm: FundLegalForm = r.chance(0.8) ? 'TRUST' : 'COMPANY';
    const redemption: FundRedemption = shell.strategy === 'CORE' && r.chance(0.25) ? 'OPEN' : 'CLOSED';
    const form = `일반사모${kind === 'SPECIAL_ASSET' ? '특별자산' : '부동산'}투자${legalForm === 'TRUST' ? '신탁' : '회사'}`;
    const short = fundShortName({ amcShort: shell.amc.short, strategy: shell.strategy, assetType, number });
    const name = `${short.words} ${form} 제${number}호`;
    const code = () => `K55${shell.amc.code}B${String.fromCharCode(65 + r.int(0, 25))}${String(r.int(0, 9999)).padStart(4, '0')}`;
    let id = code();
    while (codes.has(id)) id = code();
    codes.add(id);

    let maturityDate = addMonths(shell.inception, 12 * (shell.strategy === 'DEVELOPMENT' ? r.int(3, 5) : r.int(5, 8)));
    let status: DemoFund['status'] = 'ACTIVE';
    let extension = r.pick(['수익자 전원 동의 시 1년 단위로 2회까지 연장할 수 있습니다.', '수익자총회 결의로 최대 2년 연장할 수 있습니다.', '']);
    if (maturityDate < DEMO_MARKET_AS_OF) {
      if (r.chance(0.4)) {
        extension = `수익자총회 결의로 만기를 2년 연장했습니다 (${maturityDate.slice(0, 4)}년).`;
        maturityDate = addMonths(maturityDate, 24);
      }
      if (maturityDate < DEMO_MARKET_AS_OF && !shell.linked.some((d) => d.status !== 'CLOSED')) status = 'LIQUIDATED';
    }
    const gross = items.reduce((s, x) => s + x.value * x.asset.stake, 0);
    const leverageCap = r.pick([0.5, 0.55, 0.6, 0.65, 0.7]);
    const debtShare = Math.max(0.35, leverageCap - r.range(0, 0.12));
    const originalPrincipalWon = Math.max(1e9, round(gross * (1 - debtShare) * 1.03, 1e8));
    const years = (Math.min(toEpochDay(maturityDate), asOfDay) - toEpochDay(shell.inception)) / 365.25;
    const drift = { CORE: 0.02, CORE_PLUS: 0.025, VALUE_ADD: 0.03, OPPORTUNISTIC: 0.035, DEVELOPMENT: 0.04 }[shell.strategy];
    const growth = Math.max(0.85, 1 + drift * years + r.normal() * 0.06);
    const aumWon = round(gross * growth * 1.02, 1e8);
    const navWon = round(Math.max(originalPrincipalWon * 0.6, aumWon - gross * debtShare), 1e6);
    const navAsOf = status === 'LIQUIDATED' ? quarterEndBefore(maturityDate) : shell.inception <= '2026-09-30' ? '2026-09-30' : null;
    const irr = TARGET_IRR[shell.strategy];
    const fee = FEE_RANGE[shell.strategy];
    const salesCompanies = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(DEMO_BROKERS)))];
    const trustee = r.pick(DEMO_TRUSTEES);
    const assetNames = items.map((x) => x.asset.name);
    const description = `${josa(amcName, '이', '가')} 운용하는 ${FUND_STRATEGY_LABELS[shell.strategy]} 전략의 ${DEAL_ASSET_TYPE_LABELS[assetType]} 펀드입니다. 기초자산은 ${assetNames.join(', ')}입니다. (샘플 데이터)`;
    const investors: DemoFundInvestor[] = [];
    if (r.chance(0.5)) {
      const picks = [...new Set(Array.from({ length: r.int(1, 4) }, () => r.pick(DEMO_INVESTORS)))];
      const weights = picks.map(() => r.range(1, 4));
      const total = weights.reduce((s, w) => s + w, 0);
      let left = originalPrincipalWon;
      picks.forEach((p, i) => {
        const commitmentWon = i === picks.length - 1 ? left : round((originalPrincipalWon * weights[i]!) / total, 1e8);
        left -= commitmentWon;
        investors.push({ seq: i + 1, name: p.name, type: p.type, commitmentWon });
      });
    }
    const fund: DemoFund = {
      id, name, amc: amcName, kind, legalForm, redemption, strategy: shell.strategy, assetType, status, inceptionDate: shell.inception, maturityDate, extension,
      originalPrincipalWon, aumWon, navWon, navAsOf, leverageCap, targetIrr: round(r.range(irr[0], irr[1]), 0.005), managementFee: round(r.range(fee[0], fee[1]), 0.0001),
      performanceFee: shell.strategy === 'CORE' && r.chance(0.5) ? '' : `기준수익률 ${r.pick([6, 7, 8])}% 초과분의 ${r.pick([10, 15, 20])}%`,
      salesCompanies, trustee, description, source: DEMO_MARKET_SOURCE, searchText: '', isSample: true,
      assets: items.map((x) => x.asset), investors,
    };
    fund.searchText = fundSearchText(fund);
    built.set(shell, fund);
    compactNames.set(id, short.compact);
  }

  // 4. Back-fill the fund sides of the deals, then the texts that name the parties.
  for (const deal of result) {
    const bought = buyerFund.get(deal.id);
    if (bought) {
      const f = built.get(bought)!;
      deal.buyer = f.name;
      deal.buyerFundId = f.id;
      deal.amc = f.amc;
    }
    const sold = sellerFund.get(deal.id);
    if (sold) {
      const f = built.get(sold)!;
      deal.seller = f.name;
      deal.sellerFundId = f.id;
    }
    const area = deal.gfaSqm ? `연면적 ${grouped(deal.gfaSqm)}㎡` : `대지면적 ${grouped(deal.landSqm ?? 0)}㎡`;
    deal.description = `${deal.district}에 있는 ${area} 규모의 ${deal.subtype}입니다. 매수자는 ${deal.buyer}, 매도자는 ${deal.seller}이며 ${DEAL_STRUCTURE_LABELS[deal.structure]}${deal.stake < 1 ? ` (지분 ${Math.round(deal.stake * 100)}%)` : ''}로 진행되었습니다. (샘플 데이터)`;
    deal.tags = tagsFor(deal, r);
    deal.searchText = dealSearchText(deal);
  }

  const fundList = shells.map((s) => built.get(s)!);
  const reports = makeReports(fundList, compactNames, options.reportFunds ?? 20, r);
  return { deals: result, funds: fundList.sort((a, b) => b.inceptionDate.localeCompare(a.inceptionDate) || a.id.localeCompare(b.id)), reports };
}

function quarterEndBefore(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const q = Math.floor((m - 1) / 3);
  return q === 0 ? `${y - 1}-12-31` : new Date(Date.UTC(y, q * 3, 0)).toISOString().slice(0, 10);
}

const HALVES = [
  { key: '2025H1', start: '2025-01-01', end: '2025-06-30', label: '2025년 상반기' },
  { key: '2025H2', start: '2025-07-01', end: '2025-12-31', label: '2025년 하반기' },
  { key: '2026H1', start: '2026-01-01', end: '2026-06-30', label: '2026년 상반기' },
];

function makeReports(fundList: DemoFund[], compactNames: Map<string, string>, count: number, r: Random): DemoFundReport[] {
  const eligible = fundList.filter((f) => f.status === 'ACTIVE' && f.inceptionDate <= '2025-06-30');
  const chosen = eligible.filter((_, i) => i % Math.max(1, Math.floor(eligible.length / count)) === 0).slice(0, count);
  const out: DemoFundReport[] = [];
  for (const f of chosen) {
    const compact = compactNames.get(f.id) ?? f.id;
    // Two or three half-years, the latest first to be dropped never: every chosen fund has 2026H1.
    const halves = HALVES.slice(r.chance(0.5) ? 0 : 1).filter((h) => h.end >= f.inceptionDate);
    for (const h of halves) {
      const id = `demo-fr-${f.id.toLowerCase()}-${h.key.toLowerCase()}`;
      const bytes = buildSamplePdf([
        'SPI SAMPLE FUND REPORT',
        `Fund code: ${f.id}`,
        `Period: ${h.key} (${h.start} - ${h.end})`,
        `AUM (KRW): ${f.aumWon ?? '-'}    NAV (KRW): ${f.navWon ?? '-'}`,
        'SAMPLE DATA generated for the SPI demo. Not a real fund report.',
      ]);
      out.push({
        id, fundId: f.id, title: `${h.label} 자산운용보고서`, kind: 'REGULAR', periodEnd: h.end, storageKey: `${id}.pdf`,
        fileName: `${compact}_자산운용보고서_${h.key}.pdf`, mime: 'application/pdf', size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'), bytes,
      });
    }
  }
  return out;
}
