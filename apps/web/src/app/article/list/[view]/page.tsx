import { parseListViewKey } from '@/features/articles/lib/list-view-key';
import { pageMetadata } from '@/lib/metadata';
import { PRO_DESCRIPTION, ProList } from '../../_components/pro-list';

/**
 * /article?category=&series=&page= as a cached, static page: the proxy rewrites the public address here
 * (one page per view), so the list renders once per change. Its data carries the 'articles' and
 * 'taxonomy' tags the API expires when editors publish; `revalidate` is the backstop.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ view: string }> {
  return [];
}

export const metadata = pageMetadata({ path: '/article', title: 'SPI Pro', description: PRO_DESCRIPTION });

export default async function CachedProListRoute({ params }: { params: Promise<{ view: string }> }) {
  return <ProList {...parseListViewKey((await params).view)} />;
}
