'use client';

import Link from '@/components/ui/app-link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@/lib/query';
import { CONTENT_TYPE_LABELS, CONTENT_TYPE_VALUES, type ContentType } from '@spi/core';
import { ArticleCard } from '@/components/content/article-card';
import { formatSeoulDate } from '@/components/content/format';
import { CloseIcon, useSnackbar } from '@/components/ui';
import { pageCount, pageHref } from '@/components/content/paging';
import { Pagination } from '@/components/content/pagination';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/content/states';
import { addScrap, fetchScrapPage, removeScrap, scrapKeys, type ScrapList } from '../api/scrap-api';
import { SCRAP_MESSAGES } from '../hooks/use-scrap';
import styles from './scrap-screen.module.css';

export const SCRAP_PAGE_SIZE = 10;
const PATH = '/user/scrap';

export const SCRAP_UNDO = { label: '실행 취소', restored: '스크랩을 되돌렸습니다.' } as const;
/**
 * How long a removal waits before it is sent: the snackbar's life (3 s + the closing animation) with a
 * margin. Until then 실행 취소 simply cancels it, so the scrap keeps its place (its saved time); after
 * it, 실행 취소 saves the content again.
 */
export const SCRAP_REMOVE_DELAY_MS = 5000;

const EMPTY_COPY: Record<ContentType, { text: string; href: string; cta: string }> = {
  CONTENT: { text: '읽고 싶은 아티클의 북마크 아이콘을 누르면 여기에 모입니다.', href: '/article', cta: 'SPI Pro 둘러보기' },
  REITS: { text: '관심 있는 리츠를 스크랩하면 여기에서 모아 볼 수 있습니다.', href: '/reitsfocus', cta: '리츠포커스 둘러보기' },
  DEAL: { text: '관심 있는 딜 정보를 스크랩하면 여기에서 모아 볼 수 있습니다.', href: '/dealsheet', cta: '딜정보 둘러보기' },
  FUND: { text: '관심 있는 사모펀드를 스크랩하면 여기에서 모아 볼 수 있습니다.', href: '/fund', cta: '사모펀드 둘러보기' },
  EVENT: { text: '참석하고 싶은 세미나와 행사를 스크랩하면 여기에서 일정과 함께 모아 볼 수 있습니다.', href: '/event', cta: '이벤트 둘러보기' },
  RECRUIT: { text: '관심 있는 채용 공고를 스크랩하면 마감일과 함께 여기에서 모아 볼 수 있습니다.', href: '/recruit', cta: '채용 공고 둘러보기' },
  CITYFOLIO: { text: '다시 보고 싶은 도시 이벤트, 영상, 책을 스크랩하면 여기에 모입니다.', href: '/cityfolio', cta: '시티폴리오 둘러보기' },
};

/**
 * /user/scrap: the reader's saved content with a tab per content type (with counts), numbered pages and
 * a remove button per item. Tab and page live in the address (?type=&page=).
 */
export function ScrapScreen({ userId, contentType, page }: { userId: string; contentType: ContentType; page: number }) {
  const list = useQuery({
    queryKey: scrapKeys.list(userId, contentType, page, SCRAP_PAGE_SIZE),
    queryFn: () => fetchScrapPage(contentType, page - 1, SCRAP_PAGE_SIZE),
    placeholderData: (previous) => previous,
  });
  const removal = usePendingRemoval(userId, contentType);
  const loaded = list.data !== undefined && !list.isError;
  const counts = list.data?.counts ?? {};
  const hiddenHere = list.data ? list.data.data.filter((item) => removal.hidden.has(item.contentId)).length : 0;
  const countOf = (type: ContentType) => Math.max(0, (counts[type] ?? 0) - (type === contentType ? hiddenHere : 0));
  // Only the types this reader has saved (and the open one); every type while the counts are unknown.
  const tabs = loaded ? CONTENT_TYPE_VALUES.filter((type) => type === contentType || (counts[type] ?? 0) > 0) : CONTENT_TYPE_VALUES;
  const data = list.data && removal.hidden.size > 0
    ? { ...list.data, data: list.data.data.filter((item) => !removal.hidden.has(item.contentId)) }
    : list.data;

  return (
    <div className={styles.screen} data-testid="scrap-screen">
      <nav aria-label="스크랩 유형" className={styles.tabsWrap}>
        <ul className={styles.tabs} role="list">
          {tabs.map((type) => (
            <li key={type}>
              <Link
                href={pageHref(PATH, { type: type === 'CONTENT' ? undefined : type }, 1)}
                className={styles.tab}
                aria-current={type === contentType ? 'page' : undefined}
                data-testid={`scrap-tab-${type}`}
              >
                {CONTENT_TYPE_LABELS[type]}
                <span className={styles.count} aria-label={loaded ? undefined : '개수를 불러오지 못함'}>{loaded ? countOf(type) : '—'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ScrapList
        data={data}
        pending={list.isPending}
        failed={list.isError}
        retry={() => void list.refetch()}
        contentType={contentType}
        page={page}
        removing={undefined}
        onRemove={removal.remove}
      />
    </div>
  );
}

/**
 * Removing with 실행 취소: the row disappears at once and a snackbar offers undo; the DELETE is sent
 * after SCRAP_REMOVE_DELAY_MS (or when the screen goes away), so undo within the snackbar's life keeps
 * the scrap untouched at its place. Undo after the DELETE saves it again.
 */
function usePendingRemoval(userId: string, contentType: ContentType) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const unhide = useCallback((contentId: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(contentId);
      return next;
    });
  }, []);

  const commit = useCallback(async (contentId: string) => {
    clearTimeout(timers.current.get(contentId));
    timers.current.delete(contentId);
    try {
      await removeScrap(contentType, contentId);
    } catch {
      unhide(contentId);
      snackbar.show({ type: 'Danger', message: SCRAP_MESSAGES.failed });
    } finally {
      await queryClient.invalidateQueries({ queryKey: scrapKeys.all(userId) });
    }
  }, [contentType, queryClient, snackbar, unhide, userId]);

  const undo = useCallback(async (contentId: string) => {
    const timer = timers.current.get(contentId);
    if (timer !== undefined) {
      // Not sent yet: cancel it; nothing changed on the server.
      clearTimeout(timer);
      timers.current.delete(contentId);
      unhide(contentId);
      snackbar.show({ type: 'Success', message: SCRAP_UNDO.restored });
      return;
    }
    try {
      await addScrap(contentType, contentId);
      snackbar.show({ type: 'Success', message: SCRAP_UNDO.restored });
    } catch {
      snackbar.show({ type: 'Danger', message: SCRAP_MESSAGES.failed });
    } finally {
      unhide(contentId);
      await queryClient.invalidateQueries({ queryKey: scrapKeys.all(userId) });
    }
  }, [contentType, queryClient, snackbar, unhide, userId]);

  const remove = useCallback((contentId: string) => {
    if (timers.current.has(contentId)) return;
    setHidden((current) => new Set(current).add(contentId));
    timers.current.set(contentId, setTimeout(() => void commit(contentId), SCRAP_REMOVE_DELAY_MS));
    snackbar.show({
      type: 'Success',
      message: SCRAP_MESSAGES.removed,
      action: { label: SCRAP_UNDO.label, onClick: () => void undo(contentId) },
    });
  }, [commit, snackbar, undo]);

  // Leaving the screen or the page sends what is still waiting (the latest commit, without re-subscribing).
  const latestCommit = useRef(commit);
  useEffect(() => { latestCommit.current = commit; }, [commit]);
  useEffect(() => {
    const pending = timers.current;
    const flush = () => { for (const contentId of [...pending.keys()]) void latestCommit.current(contentId); };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return { hidden, remove };
}

function ScrapList({ data, pending, failed, retry, contentType, page, removing, onRemove }: {
  data: ScrapList | undefined;
  pending: boolean;
  failed: boolean;
  retry: () => void;
  contentType: ContentType;
  page: number;
  removing: string | undefined;
  onRemove: (contentId: string) => void;
}) {
  if (pending) return <CardGridSkeleton count={4} layout="row" />;
  if (failed || !data) return <ErrorState title="스크랩을 불러오지 못했습니다." retry={<button type="button" onClick={retry}>다시 시도</button>} />;
  const query = { type: contentType === 'CONTENT' ? undefined : contentType };
  if (data.data.length === 0) {
    if (data.pagination.count > 0) {
      return <EmptyState title="이 페이지에는 스크랩이 없습니다." actions={<Link href={pageHref(PATH, query, 1)}>첫 페이지로</Link>} />;
    }
    const copy = EMPTY_COPY[contentType];
    return <EmptyState title={`아직 스크랩한 ${CONTENT_TYPE_LABELS[contentType]} 항목이 없습니다.`} description={copy.text} actions={<Link href={copy.href}>{copy.cta}</Link>} />;
  }
  return (
    <>
      <ul className={styles.items} data-testid="scrap-list">
        {data.data.map((item) => {
          const remove = (
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(item.contentId)}
              disabled={removing === item.contentId}
              aria-label={`${item.card?.title ?? `${CONTENT_TYPE_LABELS[item.contentType]} ${item.contentId}`} 스크랩 해제`}
              data-testid="scrap-remove"
            >
              <CloseIcon size={18} />
            </button>
          );
          return (
            <li key={`${item.contentType}-${item.contentId}`} className={styles.item} data-removing={removing === item.contentId || undefined}>
              {item.article ? (
                <ArticleCard article={item.article} layout="row" action={remove} className={styles.articleRow} />
              ) : item.card ? (
                <div className={styles.contentCard} data-testid="scrap-card">
                  <Link href={item.card.href} className={styles.contentLink}>
                    <span className={styles.contentType}>{CONTENT_TYPE_LABELS[item.contentType]}</span>
                    <span className={styles.contentTitle}>{item.card.title}</span>
                    <span className={styles.contentSubtitle}>{item.card.subtitle}</span>
                    <span className={styles.contentMeta}>{[...item.card.meta, `스크랩 ${formatSeoulDate(item.createdAt)}`].join(' · ')}</span>
                  </Link>
                  {remove}
                </div>
              ) : (
                <div className={styles.unavailable}>
                  <div>
                    <p className={styles.unavailableTitle}>{CONTENT_TYPE_LABELS[item.contentType]} {item.contentId}</p>
                    <p className={styles.unavailableText}>더 이상 볼 수 없는 콘텐츠입니다. · 스크랩 {formatSeoulDate(item.createdAt)}</p>
                  </div>
                  {remove}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Pagination page={page} pageCount={pageCount(data.pagination.count, SCRAP_PAGE_SIZE)} path={PATH} query={query} />
    </>
  );
}
