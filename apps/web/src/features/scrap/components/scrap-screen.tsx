'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_TYPE_LABELS, CONTENT_TYPE_VALUES, type ContentType } from '@spi/core';
import { ArticleCard } from '@/components/content/article-card';
import { formatSeoulDate } from '@/components/content/format';
import { CloseIcon } from '@/components/ui';
import { pageCount, pageHref } from '@/components/content/paging';
import { Pagination } from '@/components/content/pagination';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/components/content/states';
import { fetchScrapPage, scrapKeys, type ScrapList } from '../api/scrap-api';
import { useToggleScrap } from '../hooks/use-scrap';
import styles from './scrap-screen.module.css';

export const SCRAP_PAGE_SIZE = 10;
const PATH = '/user/scrap';

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
  const toggle = useToggleScrap(userId, contentType);
  const counts = list.data?.counts ?? {};

  return (
    <div className={styles.screen} data-testid="scrap-screen">
      <nav aria-label="스크랩 유형" className={styles.tabsWrap}>
        <ul className={styles.tabs} role="list">
          {CONTENT_TYPE_VALUES.map((type) => (
            <li key={type}>
              <Link
                href={pageHref(PATH, { type: type === 'CONTENT' ? undefined : type }, 1)}
                className={styles.tab}
                aria-current={type === contentType ? 'page' : undefined}
                data-testid={`scrap-tab-${type}`}
              >
                {CONTENT_TYPE_LABELS[type]}
                <span className={styles.count}>{counts[type] ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ScrapList
        data={list.data}
        pending={list.isPending}
        failed={list.isError}
        retry={() => void list.refetch()}
        contentType={contentType}
        page={page}
        removing={toggle.isPending ? toggle.variables?.contentId : undefined}
        onRemove={(contentId) => toggle.mutate({ contentId, scrap: false })}
      />
    </div>
  );
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
                <ArticleCard article={item.article} layout="row" action={remove} />
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
