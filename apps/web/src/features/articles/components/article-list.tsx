import Link from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import type { ArticleListItemDto } from '@spi/core';
import { ArticleCard } from '@/components/content/article-card';
import { pageCount, pageHref } from '@/components/content/paging';
import { Pagination } from '@/components/content/pagination';
import { RetryButton } from '@/components/content/retry-button';
import { CardGrid, EmptyState, ErrorState } from '@/components/content/states';
import { fetchArticleList, type ArticleListQuery } from '../api/content-server';
import styles from './article-list.module.css';
import { formatLocaleNumber } from '@spi/core';

export const LIST_PAGE_SIZE = 12;

export interface ArticleListViewProps {
  /** The API query; `page` is 0-based. */
  query: Omit<ArticleListQuery, 'size'>;
  /** The list's own address and query (for the page links). */
  path: string;
  pathQuery: Record<string, string | undefined>;
  /** A control per card (the scrap button), supplied by the page. */
  cardAction?: (article: ArticleListItemDto) => ReactNode;
  empty?: { title: string; description?: string; actions?: ReactNode };
}

/**
 * One page of an article list, rendered on the server: cards in a 3/2/1-column grid, numbered pages,
 * an empty state that says what to do next and an error state with a retry. Pages render it without a
 * Suspense boundary: they are cached (rendered once per change), and a streamed boundary is revealed by
 * React at least 300 ms after the first paint, which made the first card the late LCP (docs/performance.md).
 */
export async function ArticleListView({ query, path, pathQuery, cardAction, empty }: ArticleListViewProps) {
  let result: Awaited<ReturnType<typeof fetchArticleList>>;
  try {
    result = await fetchArticleList({ ...query, size: LIST_PAGE_SIZE });
  } catch (error) {
    console.error('[articles] list failed', error);
    return <ErrorState title="기사 목록을 불러오지 못했습니다." retry={<RetryButton />} />;
  }
  const { data, pagination } = result;
  const pages = pageCount(pagination.count, LIST_PAGE_SIZE);
  const page = query.page + 1;

  if (data.length === 0) {
    if (pagination.count > 0) {
      return (
        <EmptyState
          title="이 페이지에는 글이 없습니다."
          description={`전체 ${pagination.count}건, ${pages}페이지까지 있습니다.`}
          actions={<Link href={pageHref(path, pathQuery, 1)}>첫 페이지로</Link>}
        />
      );
    }
    return (
      <EmptyState
        title={empty?.title ?? '아직 글이 없습니다.'}
        description={empty?.description ?? '다른 카테고리나 시리즈를 선택해 보세요.'}
        actions={empty?.actions ?? <Link href={path}>전체 글 보기</Link>}
      />
    );
  }

  return (
    <div className={styles.list}>
      <p className={styles.count}>
        <span className="tabular">전체 {formatLocaleNumber(pagination.count)}건</span>
      </p>
      <CardGrid>
        {data.map((article, i) => (
          <ArticleCard key={article.articleId} article={article} layout="responsive" eager={i < 3} action={cardAction?.(article)} />
        ))}
      </CardGrid>
      <Pagination page={page} pageCount={pages} path={path} query={pathQuery} />
    </div>
  );
}
