import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { tagHref } from '@/components/content/links';
import { fetchTag } from '@/features/articles/api/content-server';
import { ArticleListView } from '@/features/articles/components/article-list';
import { ListPage } from '@/features/articles/components/list-page';
import { decodeSegment } from '@/features/articles/lib/list-params';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { pageMetadata } from '@/lib/metadata';
import { formatLocaleNumber } from '@spi/core';

export async function tagMetadata(segment: string): Promise<Metadata> {
  const tag = await fetchTag(decodeSegment(segment)).catch(() => null);
  if (!tag) return { title: '태그를 찾을 수 없습니다', robots: { index: false } };
  return pageMetadata({ path: tagHref(tag.slug), title: `#${tag.name}`, description: `‘${tag.name}’ 태그가 달린 SPI 기사 ${tag.articleCount}편` });
}

/**
 * Articles with one tag, one page (1-based) of them; the 404 page for an unknown tag. The API matches tags
 * case-insensitively, so /article/tag/PF finds the tag 'pf': a differently spelt address is redirected
 * (308) to the canonical one, and every tag has one page.
 */
export async function TagArticles({ segment, page }: { segment: string; page: number }) {
  const tag = await fetchTag(decodeSegment(segment));
  if (!tag) notFound();
  if (decodeSegment(segment) !== tag.slug) permanentRedirect(page > 1 ? `${tagHref(tag.slug)}?page=${page}` : tagHref(tag.slug));
  return (
    <ListPage eyebrow="태그" title={`#${tag.name}`} description={`이 태그가 달린 글 ${formatLocaleNumber(tag.articleCount)}편`} testId="tag-page">
      <ArticleListView
        query={{ tag: tag.slug, page: page - 1 }}
        path={tagHref(tag.slug)}
        pathQuery={{}}
        cardAction={(item) => <ScrapButton contentId={String(item.articleId)} title={item.title} />}
        empty={{ title: '이 태그가 달린 글이 아직 없습니다.', description: 'SPI Pro에서 다른 글을 둘러보세요.' }}
      />
    </ListPage>
  );
}
