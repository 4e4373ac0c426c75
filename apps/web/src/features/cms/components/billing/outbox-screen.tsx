'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import type { OutboxMessageDto } from '@spi/core';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { pageCount } from '@/components/content/paging';
import { useOutbox } from '../../api/billing-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { formatDateTime, OUTBOX_STATUS_LABELS } from './billing-format';
import { ResultCount, SearchForm, StatusPill, type Tone } from './list-parts';
import { useListParams } from './use-list-params';
import forms from '../forms.module.css';
import styles from './billing.module.css';

const PAGE_SIZE = 20;
const KEYS = ['to'] as const;
const STATUS_TONE: Record<OutboxMessageDto['status'], Tone> = { QUEUED: 'neutral', SENT: 'ok', FAILED: 'bad' };

/** /admin/billing/outbox: every e-mail SPI sent or queued (receipts, renewal failures, cancellations), with its text. */
export function OutboxScreen() {
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const to = values.to;
  const list = useOutbox({ to: to || undefined, page: page - 1, size: PAGE_SIZE });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const data = list.data;
  const selected = data?.messages.find((m) => m.id === selectedId) ?? null;

  return (
    <>
      <CmsPageHeader title="메일 발송함" description="영수증, 정기 결제 실패, 해지 안내처럼 SPI가 보낸 모든 메일이 기록됩니다. 개발·테스트 환경에서는 실제로 보내지 않고 여기에만 남깁니다." />
      <div className={styles.filters}>
        <SearchForm label="수신자 검색" placeholder="수신자 이메일로 찾기" value={to} onSearch={(value) => { setSelectedId(null); navigate({ to: value || null }); }} />
        <ResultCount count={data?.pagination.count} />
      </div>

      {list.isError && !data ? (
        <ErrorState title="메일 발송함을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton rows={8} />
      ) : data.messages.length === 0 ? (
        <EmptyState
          title={to ? `‘${to}’에게 보낸 메일이 없습니다.` : '보낸 메일이 없습니다.'}
          description={to ? '수신자 이메일을 확인해 보세요.' : undefined}
          actions={to ? <Link href={pathname}>검색 지우기</Link> : undefined}
        />
      ) : (
        <div className={styles.outbox}>
          <div className={clsx(forms.tableWrap, styles.cards, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
            <table className={clsx(forms.table, styles.outboxTable)} data-testid="billing-outbox-table">
              <thead>
                <tr>
                  <th scope="col">제목</th>
                  <th scope="col">수신자</th>
                  <th scope="col">템플릿</th>
                  <th scope="col">상태</th>
                  <th scope="col">생성 시각</th>
                </tr>
              </thead>
              <tbody>
                {data.messages.map((message) => {
                  const current = message.id === selectedId;
                  return (
                    <tr key={message.id} className={clsx(current && styles.selected)} data-testid="billing-outbox-row">
                      <th scope="row">
                        <button type="button" className={styles.rowButton} aria-pressed={current} onClick={() => setSelectedId(current ? null : message.id)}>
                          <span className={styles.primary}>{message.subject || '(제목 없음)'}</span>
                        </button>
                      </th>
                      <td data-label="수신자"><span className={styles.secondary}>{message.to}</span></td>
                      <td data-label="템플릿" className={clsx(forms.nowrap, styles.mono)}>{message.template}</td>
                      <td data-label="상태"><StatusPill tone={STATUS_TONE[message.status]}>{OUTBOX_STATUS_LABELS[message.status]}</StatusPill></td>
                      <td data-label="생성 시각" className={clsx(forms.nowrap, 'tabular')}>{formatDateTime(message.createdAt)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <MessageDetail message={selected} onClose={() => setSelectedId(null)} />
        </div>
      )}

      {data && (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={pageCount(data.pagination.count, PAGE_SIZE)} path={pathname} query={{ to: to || undefined }} scroll={false} />
        </div>
      )}
    </>
  );
}

/** The chosen message: headers and its text body, focused when it opens so keyboard and screen-reader users land on it. */
function MessageDetail({ message, onClose }: { message: OutboxMessageDto | null; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) {
    return (
      <aside className={clsx(forms.card, styles.detail, styles.detailIdle)} aria-label="메일 내용">
        <p className={forms.subtle}>목록에서 메일 제목을 누르면 본문을 볼 수 있습니다.</p>
      </aside>
    );
  }
  return (
    <aside ref={ref} tabIndex={-1} className={clsx(forms.card, styles.detail)} aria-labelledby="outbox-detail-title" data-testid="outbox-detail">
      <div className={forms.row}>
        <h2 id="outbox-detail-title" className={clsx(styles.detailTitle, forms.grow)}>{message.subject || '(제목 없음)'}</h2>
        <button type="button" className={forms.linkButton} onClick={onClose}>닫기</button>
      </div>
      <dl className={styles.meta}>
        <dt>수신자</dt><dd>{message.to}</dd>
        <dt>템플릿</dt><dd className={styles.mono}>{message.template}</dd>
        <dt>상태</dt><dd>{OUTBOX_STATUS_LABELS[message.status]}</dd>
        <dt>생성</dt><dd className="tabular">{formatDateTime(message.createdAt)}</dd>
        <dt>발송</dt><dd className="tabular">{formatDateTime(message.sentAt)}</dd>
      </dl>
      <pre className={styles.body} data-testid="outbox-body">{message.text}</pre>
    </aside>
  );
}
