import { parseListViewKey } from '@/features/articles/lib/list-view-key';
import { pageMetadata } from '@/lib/metadata';
import { LIFESTYLE_DESCRIPTION, LifestyleList } from '../../_components/lifestyle-list';

/** /lifestyle?category=&page= as a cached, static page (the proxy rewrites the public address here). */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ view: string }> {
  return [];
}

export const metadata = pageMetadata({ path: '/lifestyle', title: '라이프스타일 & 투자', description: LIFESTYLE_DESCRIPTION });

export default async function CachedLifestyleListRoute({ params }: { params: Promise<{ view: string }> }) {
  return <LifestyleList {...parseListViewKey((await params).view)} />;
}
