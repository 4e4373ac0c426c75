import 'server-only';
import { CITYFOLIO_KIND_LABELS, type CityfolioKind } from '@spi/core/cityfolio/model';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { fetchCityfolioList } from '../api/cityfolio-server';
import { CityfolioList, popularTags } from '../components/cityfolio-list';
import { LIST_TITLES, cityfolioListHref, readListParams } from './paths';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The metadata of a kind's list; filtered and later pages are not indexed (the first page is canonical). */
export async function listMetadata(kind: CityfolioKind, searchParams: SearchParams): Promise<Metadata> {
  const { page, tag } = readListParams(await searchParams);
  const base = pageMetadata({ path: cityfolioListHref(kind), title: `시티폴리오 ${CITYFOLIO_KIND_LABELS[kind]}`, description: LIST_TITLES[kind].lead });
  return page > 1 || tag ? { ...base, robots: { index: false, follow: true } } : base;
}

/**
 * A kind's list page: reads ?page=&tag=, fetches that page and the tag chips (from the kind's 48 newest
 * items) through the cached guest reads, so the HTML is the same for everyone.
 */
export async function ListRoute({ kind, searchParams }: { kind: CityfolioKind; searchParams: SearchParams }) {
  const { page, tag } = readListParams(await searchParams);
  const [list, recent] = await Promise.all([fetchCityfolioList(kind, page, tag), fetchCityfolioList(kind, 1, null, 48)]);
  return <CityfolioList kind={kind} list={list} page={page} tag={tag} tags={popularTags(recent?.data ?? [])} now={Date.now()} />;
}
