import type { AddressResult } from '@spi/core';
import sampleAddresses from './sample-addresses.json';

/**
 * Address search for the corporation registration form (the address search modal). Production uses the
 * Daum (Kakao) postcode script in the browser (ADDRESS_SEARCH=daum), so the API has nothing to search;
 * the local stand-in searches a bundled sample of Korean road addresses in Daum's result shape, so the
 * flow works offline and in tests. A server-side provider (e.g. the juso.go.kr API) would implement
 * the same interface.
 */
export interface AddressSearch {
  readonly kind: 'local' | (string & {});
  /** `page` is 0-based; `count` is the number of matches over all pages. */
  search(query: string, page: number, size: number): Promise<{ results: AddressResult[]; count: number }>;
}

/** Compare text as typed: NFKC (full-width forms, compatibility jamo), lower case, no spaces. */
export function normalizeAddressText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Short names people type for the provinces (서울, 서울시, 부산시, 경기 …). */
const SIDO_ALIASES: Record<string, string[]> = {
  서울특별시: ['서울', '서울시'],
  부산광역시: ['부산', '부산시'],
  대구광역시: ['대구', '대구시'],
  인천광역시: ['인천', '인천시'],
  광주광역시: ['광주', '광주시'],
  대전광역시: ['대전', '대전시'],
  울산광역시: ['울산', '울산시'],
  세종특별자치시: ['세종', '세종시'],
  경기도: ['경기'],
  제주특별자치도: ['제주', '제주도'],
};

interface Indexed {
  result: AddressResult;
  building: string;
  road: string;
  /** The road address without province and district ("세종대로110"). */
  roadTail: string;
  jibun: string;
  aliases: string;
}

function index(result: AddressResult): Indexed {
  const road = normalizeAddressText(result.roadAddress);
  const prefix = normalizeAddressText(`${result.sido} ${result.sigungu}`);
  return {
    result,
    building: normalizeAddressText(result.buildingName),
    road,
    roadTail: road.startsWith(prefix) ? road.slice(prefix.length) : road,
    jibun: normalizeAddressText(result.jibunAddress),
    aliases: (SIDO_ALIASES[result.sido] ?? []).map(normalizeAddressText).join('|'),
  };
}

/** Searches a list of addresses in memory: every word of the query must appear in the road address, the jibun address or the building name. */
export class LocalAddressSearch implements AddressSearch {
  readonly kind = 'local';
  private readonly entries: Indexed[];

  constructor(addresses: readonly AddressResult[] = sampleAddresses as AddressResult[]) {
    this.entries = addresses.map(index);
  }

  async search(query: string, page: number, size: number): Promise<{ results: AddressResult[]; count: number }> {
    const whole = normalizeAddressText(query);
    const tokens = [...new Set(query.normalize('NFKC').split(/\s+/).map(normalizeAddressText).filter(Boolean))];
    if (!whole || tokens.length === 0) return { results: [], count: 0 };
    const matches = this.entries
      .filter((e) => tokens.every((t) => e.road.includes(t) || e.jibun.includes(t) || e.building.includes(t) || e.aliases.includes(t)) || e.road.includes(whole) || e.building.includes(whole))
      .map((e) => ({ e, rank: rankOf(e, whole, tokens) }))
      .sort((a, b) => a.rank - b.rank || compare(a.e.result.roadAddress, b.e.result.roadAddress) || compare(a.e.result.buildingName, b.e.result.buildingName));
    const start = page * size;
    return { results: matches.slice(start, start + size).map((m) => m.e.result), count: matches.length };
  }
}

/**
 * Lower is better: the building name starting with the query, then a building name containing a word
 * of it, then the road part ("세종대로 110") or the whole address starting with it, then the rest.
 */
function rankOf(e: Indexed, whole: string, tokens: string[]): number {
  if (e.building.startsWith(whole)) return 0;
  if (e.building.includes(whole)) return 1;
  if (tokens.some((t) => e.building.startsWith(t))) return 2;
  if (e.roadTail.startsWith(whole) || e.road.startsWith(whole)) return 3;
  if (tokens.some((t) => e.building.includes(t))) return 4;
  if (tokens.some((t) => e.roadTail.startsWith(t))) return 5;
  return 6;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The answer when the browser searches with the Daum postcode script itself. */
export class DaumAddressSearch implements AddressSearch {
  readonly kind = 'daum';
  async search(): Promise<{ results: AddressResult[]; count: number }> {
    return { results: [], count: 0 };
  }
}

export function createAddressSearch(provider: 'local' | 'daum'): AddressSearch {
  return provider === 'daum' ? new DaumAddressSearch() : new LocalAddressSearch();
}
