import { WriterArticles, writerMetadata } from '../../_components/writer-articles';

/**
 * /article/writer/{writer}: its first page of articles, a cached static page (rendered on the first visit,
 * then once per change: the data carries the 'articles' tag). Further pages (?page=N) are rewritten by
 * the proxy to ./page/[page], so this page reads no search params.
 */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ writer: string }> {
  return [];
}

type Props = { params: Promise<{ writer: string }> };

export async function generateMetadata({ params }: Props) {
  return writerMetadata((await params).writer);
}

export default async function WriterPage({ params }: Props) {
  return <WriterArticles segment={(await params).writer} page={1} />;
}
