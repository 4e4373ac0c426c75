import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { tagHref } from '@/components/content/links';
import { parsePageParam } from '@/components/content/paging';
import { CardGridSkeleton } from '@/components/content/states';
import { fetchTag } from '@/features/articles/api/content-server';
import { ArticleListView } from '@/features/articles/components/article-list';
import { ListPage } from '@/features/articles/components/list-page';
import { decodeSegment } from '@/features/articles/lib/list-params';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ tag: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = decodeSegment((await params).tag);
  const tag = await fetchTag(slug).catch(() => null);
  if (!tag) return { title: '태그를 찾을 수 없습니다', robots: { index: false } };
  return pageMetadata({ path: tagHref(tag.slug), title: `#${tag.name}`, description: `‘${tag.name}’ 태그가 달린 SPI 기사 ${tag.articleCount}편` });
}

/** /article/tag/{tag}: articles with one tag (the SPI Pro tab is not selected here, by the tab rule). */
export default async function TagPage({ params, searchParams }: Props) {
  const slug = decodeSegment((await params).tag);
  const page = parsePageParam((await searchParams).page);
  const tag = await fetchTag(slug);
  if (!tag) notFound();
  return (
    <ListPage eyebrow="태그" title={`#${tag.name}`} description={`이 태그가 달린 글 ${tag.articleCount.toLocaleString('ko-KR')}편`} testId="tag-page">
      <Suspense key={page} fallback={<CardGridSkeleton count={12} />}>
        <ArticleListView
          query={{ tag: tag.slug, page: page - 1 }}
          path={tagHref(tag.slug)}
          pathQuery={{}}
          cardAction={(item) => <ScrapButton contentId={String(item.articleId)} title={item.title} />}
          empty={{ title: '이 태그가 달린 글이 아직 없습니다.', description: 'SPI Pro에서 다른 글을 둘러보세요.' }}
        />
      </Suspense>
    </ListPage>
  );
}
