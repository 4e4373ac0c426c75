'use client';

import clsx from 'clsx';
import Link from '@/components/ui/app-link';
import { useId } from 'react';
import {
  INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS, INQUIRY_STATUSES, INQUIRY_STATUS_LABELS,
  formatLocaleNumber,
} from '@spi/core';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { errorMessage } from '../../lib/field-errors';
import { formatDateTime } from '../billing/billing-format';
import { FilterSelect, ResultCount, SearchForm, StatusPill } from '../billing/list-parts';
import { pick, useListParams } from '../billing/use-list-params';
import { CmsPageHeader } from '../shell/cms-shell';
import { StatusTabs, tabId } from '../status-tabs';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { InquiryAdminDetail } from './inquiry-admin-detail';
import { INQUIRY_STATUS_TONE } from './inquiry-status-tone';
import { ASSIGNEE_FILTERS, INBOX_STATUSES, useInbox, type InboxStatus } from './support-admin-api';
import forms from '../forms.module.css';
import billing from '../billing/billing.module.css';

const KEYS = ['status', 'category', 'assignee', 'q', 'id'] as const;
const DEFAULT_STATUS: InboxStatus = 'OPEN';

const CATEGORY_OPTIONS = INQUIRY_CATEGORIES.map((value) => ({ value, label: INQUIRY_CATEGORY_LABELS[value] }));
const ASSIGNEE_OPTIONS = [{ value: 'me', label: '나' }, { value: 'none', label: '미배정' }];
const EMPTY_TEXT: Record<InboxStatus, string> = {
  OPEN: '답변을 기다리는 문의가 없습니다.',
  ANSWERED: '답변 완료된 문의가 없습니다.',
  CLOSED: '종료된 문의가 없습니다.',
  ALL: '아직 접수된 문의가 없습니다.',
};

/**
 * /admin/support/inquiries (1:1 문의): the inbox by status with counts, filters (유형, 담당), search and
 * pages; `?id=` opens one inquiry to answer, assign, close or reopen. The state lives in the address.
 */
export function InquiryInboxScreen() {
  const panelId = useId();
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const status = pick(values.status, INBOX_STATUSES) ?? DEFAULT_STATUS;
  const category = pick(values.category, INQUIRY_CATEGORIES) ?? '';
  const assignee = pick(values.assignee, ASSIGNEE_FILTERS) ?? '';
  const q = values.q.slice(0, 50);
  const list = useInbox({ status, category, assignee, q, page });
  const data = list.data;

  if (values.id) return <InquiryAdminDetail id={values.id} onBack={() => navigate({ id: null })} />;

  const counts = data?.counts;
  const countOf = (s: InboxStatus) => (counts ? (s === 'ALL' ? INQUIRY_STATUSES.reduce((sum, k) => sum + (counts[k] ?? 0), 0) : counts[s] ?? 0) : undefined);
  const tabs = INBOX_STATUSES.map((value) => {
    const count = countOf(value);
    const label = value === 'ALL' ? '전체' : INQUIRY_STATUS_LABELS[value];
    return { value, label: count === undefined ? label : `${label} ${formatLocaleNumber(count)}` };
  });
  const filtered = Boolean(category || assignee || q);

  return (
    <>
      <CmsPageHeader title="1:1 문의" description="회원이 남긴 문의에 답변합니다. 답변은 회원에게 메일로 알리고 나의 문의에 표시됩니다." />
      <StatusTabs label="문의 상태" tabs={tabs} value={status} panelId={panelId} onChange={(value) => navigate({ status: value === DEFAULT_STATUS ? null : value })} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, status)}>
        <div className={billing.filters}>
          <SearchForm label="문의 검색" placeholder="제목, 내용, 회원 이메일·닉네임" value={q} onSearch={(value) => navigate({ q: value || null })} />
          <FilterSelect label="문의 유형" value={category} allLabel="모든 유형" options={CATEGORY_OPTIONS} onChange={(value) => navigate({ category: value || null })} />
          <FilterSelect label="담당" value={assignee} allLabel="담당: 전체" options={ASSIGNEE_OPTIONS} onChange={(value) => navigate({ assignee: value || null })} />
          <ResultCount count={data?.pagination.total} />
        </div>

        {list.isError && !data ? (
          <ErrorState title="문의 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
        ) : !data ? (
          <TableSkeleton rows={8} />
        ) : data.items.length === 0 ? (
          <EmptyState
            title={filtered ? '조건에 맞는 문의가 없습니다.' : EMPTY_TEXT[status]}
            description={filtered ? '검색어나 필터를 바꿔 보세요.' : undefined}
            actions={filtered ? <Link href={status === DEFAULT_STATUS ? pathname : `${pathname}?status=${status}`}>필터 모두 지우기</Link> : undefined}
          />
        ) : (
          <div className={clsx(forms.tableWrap, billing.cards, list.isFetching && billing.refreshing)} aria-busy={list.isFetching || undefined}>
            <table className={clsx(forms.table, billing.table)} data-testid="inquiry-inbox-table">
              <thead>
                <tr>
                  <th scope="col">번호</th>
                  <th scope="col">제목</th>
                  <th scope="col">회원</th>
                  <th scope="col">유형</th>
                  <th scope="col">접수</th>
                  <th scope="col">담당</th>
                  <th scope="col">상태</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} data-testid={`inquiry-row-${item.id}`}>
                    <td data-label="번호" className={clsx(forms.nowrap, 'tabular')}>{item.number}</td>
                    <th scope="row">
                      <button type="button" className={billing.rowButton} onClick={() => navigate({ id: item.id })} data-testid="inquiry-open">
                        <span className={billing.primary}>{item.title}</span>
                        {item.attachmentCount > 0 && <span className={billing.secondary}>첨부 {item.attachmentCount}</span>}
                      </button>
                    </th>
                    <td data-label="회원">
                      <span className={billing.primary}>{item.user.nickname || '(닉네임 없음)'}</span>
                      <span className={billing.secondary}>{item.user.email}</span>
                    </td>
                    <td data-label="유형" className={forms.nowrap}>{INQUIRY_CATEGORY_LABELS[item.category]}</td>
                    <td data-label="접수" className={clsx(forms.nowrap, 'tabular')}>{formatDateTime(item.createdAt)}</td>
                    <td data-label="담당">{item.assignee?.nickname ?? <span className={forms.muted}>미배정</span>}</td>
                    <td data-label="상태"><StatusPill tone={INQUIRY_STATUS_TONE[item.status]}>{INQUIRY_STATUS_LABELS[item.status]}</StatusPill></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {data && (
          <div className={billing.pager}>
            <Pagination
              page={page}
              pageCount={Math.max(1, data.pagination.pages)}
              path={pathname}
              query={{ status: status === DEFAULT_STATUS ? undefined : status, category: category || undefined, assignee: assignee || undefined, q: q || undefined }}
              scroll={false}
            />
          </div>
        )}
      </div>
    </>
  );
}
