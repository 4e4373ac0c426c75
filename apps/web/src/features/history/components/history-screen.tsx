'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui';
import { ArticleCard } from '@/components/content/article-card';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/content/states';
import { useArticleHistory } from '../hooks/use-history';
import { mergeHistoryPages } from '../lib/history-groups';
import styles from './history-screen.module.css';

/**
 * /user/history: articles the reader opened, grouped by day ('오늘', '어제', 'YYYY.MM.DD (요일)'). The next
 * page loads when the end of the list comes into view; '더 보기' does the same without scrolling.
 */
export function HistoryScreen({ userId }: { userId: string }) {
  const history = useArticleHistory(userId);
  const sentinel = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => mergeHistoryPages(history.data?.pages ?? []), [history.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '400px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (history.isPending) return <CardGridSkeleton count={4} layout="row" />;
  if (history.isError && !history.data) {
    return <ErrorState title="최근 본 글을 불러오지 못했습니다." retry={<button type="button" onClick={() => void history.refetch()}>다시 시도</button>} />;
  }
  if (groups.length === 0) {
    return (
      <EmptyState
        title="아직 읽은 글이 없습니다."
        description="로그인한 상태로 읽은 글이 날짜별로 여기에 쌓입니다."
        actions={<Link href="/article">SPI Pro 둘러보기</Link>}
      />
    );
  }

  return (
    <div className={styles.screen} data-testid="history-screen">
      {groups.map((group) => (
        <section key={group.day} className={styles.group} aria-labelledby={`history-${group.day}`} data-testid="history-group">
          <h2 id={`history-${group.day}`} className={styles.day}>{group.label}</h2>
          <ul className={styles.items}>
            {group.articles.map((article) => (
              <li key={`${group.day}-${article.articleId}`} className={styles.item}>
                <ArticleCard article={article} layout="row" headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} aria-hidden="true" />
      {history.isFetchNextPageError && <p className={styles.error} role="alert">다음 글을 불러오지 못했습니다.</p>}
      {hasNextPage && (
        <Button variant="secondary" size="lg" fullWidth loading={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="history-more">
          더 보기
        </Button>
      )}
    </div>
  );
}
