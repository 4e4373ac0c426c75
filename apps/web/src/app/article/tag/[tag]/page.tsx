import { TagArticles, tagMetadata } from '../../_components/tag-articles';

/**
 * /article/tag/{tag}: its first page of articles, a cached static page (rendered on the first visit,
 * then once per change: the data carries the 'articles' tag). Further pages (?page=N) are rewritten by
 * the proxy to ./page/[page], so this page reads no search params.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ tag: string }> {
  return [];
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props) {
  return tagMetadata((await params).tag);
}

export default async function TagPage({ params }: Props) {
  return <TagArticles segment={(await params).tag} page={1} />;
}
