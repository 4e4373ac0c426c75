'use client';

import Link from '@/components/ui/app-link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { ARTICLE_SECTIONS, ARTICLE_STATUSES, formatLocaleNumber } from '@spi/core';
import { Button, Select } from '@/components/ui';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { pageCount, parsePageParam } from '@/components/content/paging';
import { useArticleList } from '../../api/articles-api';
import { SECTION_LABEL, STATUS_TABS, TYPE_LABEL, displayPath, type ArticleStatus } from '../../lib/article-status';
import { errorMessage } from '../../lib/field-errors';
import { formatSeoul } from '../../lib/seoul-time';
import { CmsPageHeader } from '../shell/cms-shell';
import { Chip, StatusBadge } from '../status-badge';
import forms from '../forms.module.css';
import styles from './article-list-screen.module.css';

const PAGE_SIZE = 20;

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** /admin: every article of every status, newest change first, with status tabs, search and a section filter. */
export function ArticleListScreen() {
  const router = useRouter();
  const pathname = usePathname() ?? '/admin';
  const params = useSearchParams();
  const status = pick(params.get('status'), ARTICLE_STATUSES);
  const section = pick(params.get('section'), ARTICLE_SECTIONS);
  const query = params.get('query')?.trim() ?? '';
  const page = parsePageParam(params.get('page') ?? undefined);
  const [draft, setDraft] = useState(query);
  const searchId = useId();
  const sectionId = useId();

  useEffect(() => setDraft(query), [query]);

  const list = useArticleList({ page: page - 1, size: PAGE_SIZE, status, section, query: query || undefined });

  const navigate = (next: { status?: ArticleStatus | null; section?: string | null; query?: string | null }) => {
    const search = new URLSearchParams();
    const merged = { status: status ?? null, section: section ?? null, query: query || null, ...next };
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    const qs = search.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ query: draft.trim() || null });
  };

  const data = list.data;
  const total = data?.pagination.count ?? 0;
  const filtered = Boolean(status || section || query);

  return (
    <>
      <CmsPageHeader
        title="기사"
        description="모든 상태의 기사를 최근 수정한 순서로 보여 줍니다."
        actions={<Link href="/admin/articles/new" className={styles.newButton} data-testid="new-article">새 기사</Link>}
      />

      <div className={styles.tabs} role="tablist" aria-label="상태">
        {STATUS_TABS.map((tab) => {
          const selected = (tab.value ?? undefined) === status;
          return (
            <button
              key={tab.label}
              type="button"
              role="tab"
              aria-selected={selected}
              className={clsx(styles.tab, selected && styles.tabSelected)}
              onClick={() => navigate({ status: tab.value })}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <div className={styles.filters}>
        <form className={styles.search} onSubmit={submitSearch} role="search">
          <label htmlFor={searchId} className="visually-hidden">제목 검색</label>
          <input
            id={searchId}
            type="search"
            className={forms.input}
            placeholder="제목으로 검색"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary">검색</Button>
        </form>
        <div className={styles.sectionFilter}>
          <label htmlFor={sectionId} className="visually-hidden">섹션</label>
          <Select id={sectionId} value={section ?? ''} onChange={(event) => navigate({ section: event.target.value || null })}>
            <option value="">모든 섹션</option>
            {ARTICLE_SECTIONS.map((s) => <option key={s} value={s}>{SECTION_LABEL[s]}</option>)}
          </Select>
        </div>
        <p className={styles.count} aria-live="polite">
          {data ? <>총 <strong className="tabular">{formatLocaleNumber(total)}</strong>건</> : ' '}
        </p>
      </div>

      {list.isError && !data ? (
        <ErrorState title="기사 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={filtered ? '조건에 맞는 기사가 없습니다.' : '아직 기사가 없습니다.'}
          description={filtered ? '검색어나 상태, 섹션 필터를 바꿔 보세요.' : '새 기사를 써서 첫 글을 발행해 보세요.'}
          actions={filtered ? <Link href={pathname}>필터 모두 지우기</Link> : <Link href="/admin/articles/new">새 기사 쓰기</Link>}
        />
      ) : (
        <div className={clsx(forms.tableWrap, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
          <table className={clsx(forms.table, styles.table)} data-testid="cms-article-table">
            <thead>
              <tr>
                <th scope="col" className={styles.titleCol}>제목</th>
                <th scope="col">상태</th>
                <th scope="col">섹션</th>
                <th scope="col">카테고리</th>
                <th scope="col">필자</th>
                <th scope="col">발행/예약 시각</th>
                <th scope="col">수정자</th>
                <th scope="col">수정 시각</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((article) => (
                <tr key={article.articleId} data-testid="cms-article-row">
                  <th scope="row" className={styles.titleCol}>
                    <Link href={`/admin/articles/${article.articleId}`} className={styles.title}>{article.title || '(제목 없음)'}</Link>
                    <span className={styles.flags}>
                      {article.isMemberOnly && <Chip tone="member">멤버 전용</Chip>}
                      {!article.isPublic && <Chip>비공개</Chip>}
                      {article.type === 'MARKETING' && <Chip tone="warning">{TYPE_LABEL.MARKETING}</Chip>}
                      {article.seriesName && <span className={forms.subtle}>{article.seriesName}</span>}
                    </span>
                  </th>
                  <td><StatusBadge status={article.status} /></td>
                  <td className={forms.nowrap}>{SECTION_LABEL[article.section]}</td>
                  <td className={styles.category}>{displayPath(article.categoryPath) || '—'}</td>
                  <td className={forms.nowrap}>{article.writerName}</td>
                  <td className={clsx(forms.nowrap, 'tabular')}>
                    {article.status === 'SCHEDULED' && article.scheduledAt
                      ? <span className={styles.scheduled}>예약 {formatSeoul(article.scheduledAt)}</span>
                      : formatSeoul(article.publishedAt)}
                  </td>
                  <td className={forms.nowrap}>{article.updatedBy?.nickname ?? '—'}</td>
                  <td className={clsx(forms.nowrap, 'tabular')}>{formatSeoul(article.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={pageCount(total, PAGE_SIZE)} path={pathname} query={{ status, section, query: query || undefined }} scroll={false} />
        </div>
      )}
    </>
  );
}

function TableSkeleton() {
  return (
    <div className={forms.tableWrap} aria-busy="true" aria-label="불러오는 중" data-testid="list-skeleton">
      <table className={forms.table}>
        <tbody>
          {Array.from({ length: 8 }, (_, i) => (
            <tr key={i}>
              <td><div className={forms.skeleton} style={{ height: 16, width: `${60 + ((i * 13) % 30)}%` }} /></td>
              <td><div className={forms.skeleton} style={{ height: 16, width: 48 }} /></td>
              <td><div className={forms.skeleton} style={{ height: 16, width: 72 }} /></td>
              <td><div className={forms.skeleton} style={{ height: 16, width: 120 }} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
