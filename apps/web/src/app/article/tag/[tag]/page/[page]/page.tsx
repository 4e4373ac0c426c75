import { parsePageParam } from '@/components/content/paging';
import { TagArticles, tagMetadata } from '../../../../_components/tag-articles';

/** /article/tag/{tag}?page=N (the proxy rewrites it here): page N as a cached static page. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ tag: string; page: string }> {
  return [];
}

type Props = { params: Promise<{ tag: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  return tagMetadata((await params).tag);
}

export default async function TagPageN({ params }: Props) {
  const { tag, page } = await params;
  return <TagArticles segment={tag} page={parsePageParam(page)} />;
}
