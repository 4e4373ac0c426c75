import type { Metadata } from 'next';
import { ListRoute, listMetadata } from '@/features/cityfolio/lib/list-route';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /cityfolio/events: the list with its tag filter and pages (URL state ?tag=&page=). */
export function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return listMetadata('EVENT', searchParams);
}

export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <ListRoute kind="EVENT" searchParams={searchParams} />;
}
