import { CITYFOLIO_KIND_LABELS, type CityfolioKind } from '@spi/core/cityfolio/model';
import type { CityfolioItemSummary, CityfolioListResponse } from '@spi/core/contracts/cityfolio';
import Link from '@/components/ui/app-link';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { CITYFOLIO_HOME, LIST_TITLES, cityfolioListHref } from '../lib/paths';
import { CityfolioCard } from './item-cards';
import styles from './cityfolio.module.css';
import { formatLocaleNumber, compareKorean } from '@spi/core';

/** The most used tags of a set of items (at most `limit`, most used first, then by name). */
export function popularTags(items: CityfolioItemSummary[], limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || compareKorean(a[0], b[0])).slice(0, limit).map(([tag]) => tag);
}

const tagHref = (kind: CityfolioKind, tag: string | null) => (tag ? `${cityfolioListHref(kind)}?${new URLSearchParams({ tag }).toString()}` : cityfolioListHref(kind));

/** /cityfolio/events|videos|books: the tag filter, one page of cards and the pages (all as links, so every state has an address). */
export function CityfolioList({ kind, list, page, tag, tags, now }: {
  kind: CityfolioKind; list: CityfolioListResponse | null; page: number; tag: string | null; tags: string[]; now: number;
}) {
  const { title, lead } = LIST_TITLES[kind];
  const chips = tag && !tags.includes(tag) ? [tag, ...tags] : tags;
  const path = cityfolioListHref(kind);
  return (
    <div className={styles.page} data-testid={`cityfolio-list-${kind}`}>
      <nav className={styles.crumbs} aria-label="위치">
        <Link href={CITYFOLIO_HOME}>시티폴리오</Link><span aria-hidden="true">›</span><span>{CITYFOLIO_KIND_LABELS[kind]}</span>
      </nav>
      <div className={styles.listStack}>
        <header className={styles.listHeader}>
          <h1 className={styles.listTitle}>{title}</h1>
          <p className={styles.listLead}>{lead}</p>
        </header>
        {chips.length > 0 && (
          <nav className={styles.tagBar} aria-label="태그로 거르기" data-testid="tag-filter">
            <Link href={tagHref(kind, null)} className={styles.tag} aria-current={tag === null ? 'true' : undefined}>전체</Link>
            {chips.map((name) => (
              <Link key={name} href={tagHref(kind, name)} className={styles.tag} aria-current={tag === name ? 'true' : undefined}>#{name}</Link>
            ))}
          </nav>
        )}
        {!list ? (
          <ErrorState retry={<a href={`${path}${tag ? `?${new URLSearchParams({ tag }).toString()}` : ''}`} className={styles.moreLink}>다시 시도</a>} />
        ) : list.data.length === 0 ? (
          <EmptyState
            title={tag ? `‘${tag}’ 태그가 붙은 ${CITYFOLIO_KIND_LABELS[kind]} 콘텐츠가 없습니다.` : `아직 소개한 ${CITYFOLIO_KIND_LABELS[kind]} 콘텐츠가 없습니다.`}
            description={tag ? '다른 태그를 고르거나 전체 목록을 보세요.' : '새 콘텐츠가 올라오면 이곳에 보여 드립니다.'}
            actions={tag ? <Link href={path} className={styles.secondaryButton}>전체 보기</Link> : <Link href={CITYFOLIO_HOME} className={styles.secondaryButton}>시티폴리오 홈</Link>}
          />
        ) : (
          <>
            <p className={styles.listMeta} aria-live="polite">{tag ? `#${tag} · ` : ''}전체 {formatLocaleNumber(list.pagination.total)}개 중 {page}페이지</p>
            <div className={styles.grid} data-kind={kind}>
              {list.data.map((item, index) => <CityfolioCard key={item.id} item={item} headingLevel={2} eager={index < 3} now={now} />)}
            </div>
            <Pagination page={page} pageCount={list.pagination.pages} path={path} query={{ tag }} />
          </>
        )}
      </div>
    </div>
  );
}
