import { parsePageParam } from '@/components/content/paging';
import { WriterArticles, writerMetadata } from '../../../../_components/writer-articles';

/** /article/writer/{writer}?page=N (the proxy rewrites it here): page N as a cached static page. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ writer: string; page: string }> {
  return [];
}

type Props = { params: Promise<{ writer: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  return writerMetadata((await params).writer);
}

export default async function WriterPageN({ params }: Props) {
  const { writer, page } = await params;
  return <WriterArticles segment={writer} page={parsePageParam(page)} />;
}
