import { CITYFOLIO_KIND_LABELS, CITYFOLIO_KIND_PATHS, CITYFOLIO_KINDS, type CityfolioKind } from '@spi/core/cityfolio/model';

/** Addresses of 시티폴리오's pages (one place, so cards, lists, the sitemap and the e2e spec agree). */
export const CITYFOLIO_HOME = '/cityfolio';
export const CITYFOLIO_PROFILE = '/cityfolio/profile';
export const CITYFOLIO_LIST_SIZE = 12;

export const cityfolioItemHref = (id: number): string => `/cityfolio/${id}`;
export const cityfolioListHref = (kind: CityfolioKind): string => `/cityfolio/${CITYFOLIO_KIND_PATHS[kind]}`;
/** A REIT's page (/reitsfocus/{ticker}). */
export const reitHref = (ticker: string): string => `/reitsfocus/${encodeURIComponent(ticker)}`;

/** The kind of a list segment ('events' → EVENT), or null. */
export function kindOfSegment(segment: string): CityfolioKind | null {
  return CITYFOLIO_KINDS.find((kind) => CITYFOLIO_KIND_PATHS[kind] === segment) ?? null;
}

export const LIST_TITLES: Record<CityfolioKind, { title: string; lead: string }> = {
  EVENT: { title: `${CITYFOLIO_KIND_LABELS.EVENT}`, lead: '도시와 공간, 부동산을 주제로 한 전시·포럼·투어 일정을 모았습니다.' },
  VIDEO: { title: `${CITYFOLIO_KIND_LABELS.VIDEO}`, lead: '도시를 읽는 강연과 인터뷰, 현장 영상을 골라 소개합니다.' },
  BOOK: { title: `${CITYFOLIO_KIND_LABELS.BOOK}`, lead: '도시와 부동산을 깊이 이해하는 데 도움이 되는 책과 서평입니다.' },
};

/** The API's list query ('?kind=BOOK&page=2&tag=…&size=12'); page 1 is left out. */
export function listSearch({ kind, page, tag, size }: { kind: CityfolioKind; page: number; tag: string | null; size?: number }): string {
  const params = new URLSearchParams({ kind });
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  if (size && size !== CITYFOLIO_LIST_SIZE) params.set('size', String(size));
  return `?${params.toString()}`;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A list page's URL state (?page=&tag=) read defensively: page ≥ 1 (at most 10,000), tag up to 40 characters. */
export function readListParams(params: Record<string, string | string[] | undefined>): { page: number; tag: string | null } {
  const rawPage = first(params.page) ?? '';
  const page = /^\d{1,5}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), 10_000) : 1;
  const tag = (first(params.tag) ?? '').trim();
  // eslint-disable-next-line no-control-regex -- control characters never make a tag
  return { page, tag: tag && tag.length <= 40 && !/[\u0000-\u001f\u007f]/.test(tag) ? tag : null };
}
