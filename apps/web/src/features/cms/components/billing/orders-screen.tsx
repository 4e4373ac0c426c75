'use client';

import Link from '@/components/ui/app-link';
import { useQueryClient } from '@/lib/query';
import { useState } from 'react';
import clsx from 'clsx';
import { BILLING_CYCLE_LABELS, ORDER_KIND_LABELS, ORDER_STATUS_LABELS, orderStatuses, type AdminOrderDto, formatWon } from '@spi/core';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { pageCount } from '@/components/content/paging';
import { billingKeys, useAdminOrders, type OrderStatus } from '../../api/billing-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { formatDateTime, tierLabel } from './billing-format';
import { FilterSelect, ResultCount, SearchForm, StatusPill, type Tone } from './list-parts';
import { RefundDialog } from './refund-dialog';
import { pick, useListParams } from './use-list-params';
import forms from '../forms.module.css';
import styles from './billing.module.css';

const PAGE_SIZE = 20;
const KEYS = ['q', 'status'] as const;
const STATUS_OPTIONS = orderStatuses.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const STATUS_TONE: Record<OrderStatus, Tone> = { PENDING: 'neutral', PAID: 'ok', FAILED: 'bad', UNKNOWN: 'warn', REFUNDED: 'neutral', PARTIALLY_REFUNDED: 'warn', CANCELLED: 'neutral', EXPIRED: 'neutral' };

type OrdersPage = { orders: AdminOrderDto[] };

/** /admin/billing/orders: every order, newest first, with full or partial refunds. */
export function OrdersScreen() {
  const queryClient = useQueryClient();
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const status = pick(values.status, orderStatuses);
  const q = values.q;
  const list = useAdminOrders({ q: q || undefined, status, page: page - 1, size: PAGE_SIZE });
  const [refunding, setRefunding] = useState<AdminOrderDto | null>(null);
  const data = list.data;
  const filtered = Boolean(q || status);

  /** The refunded order replaces its row in every cached page at once; the lists refresh behind it. */
  const onRefunded = (order: AdminOrderDto) => {
    queryClient.setQueriesData<OrdersPage>({ queryKey: billingKeys.orders() }, (old) =>
      old ? { ...old, orders: old.orders.map((o) => (o.orderId === order.orderId ? order : o)) } : old);
    void queryClient.invalidateQueries({ queryKey: billingKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: billingKeys.members() });
  };

  return (
    <>
      <CmsPageHeader title="주문·환불" description="결제 주문을 최근 순서로 보여 줍니다. 결제 완료된 주문은 전액 또는 일부를 환불할 수 있습니다." />
      <div className={styles.filters}>
        <SearchForm label="주문 검색" placeholder="주문번호, 상품명, 회원 이메일·닉네임" value={q} onSearch={(value) => navigate({ q: value || null })} />
        <FilterSelect label="주문 상태" value={status ?? ''} allLabel="모든 상태" options={STATUS_OPTIONS} onChange={(value) => navigate({ status: value || null })} />
        <ResultCount count={data?.pagination.count} />
      </div>

      {list.isError && !data ? (
        <ErrorState title="주문 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !data ? (
        <TableSkeleton rows={8} />
      ) : data.orders.length === 0 ? (
        <EmptyState
          title={filtered ? '조건에 맞는 주문이 없습니다.' : '아직 주문이 없습니다.'}
          description={filtered ? '검색어나 상태 필터를 바꿔 보세요.' : undefined}
          actions={filtered ? <Link href={pathname}>필터 모두 지우기</Link> : undefined}
        />
      ) : (
        <div className={clsx(forms.tableWrap, styles.cards, list.isFetching && styles.refreshing)} aria-busy={list.isFetching || undefined}>
          <table className={clsx(forms.table, styles.table)} data-testid="billing-orders-table">
            <thead>
              <tr>
                <th scope="col">주문번호</th>
                <th scope="col">회원</th>
                <th scope="col">상품</th>
                <th scope="col" className={forms.num}>금액</th>
                <th scope="col" className={forms.num}>환불액</th>
                <th scope="col">상태</th>
                <th scope="col">결제일</th>
                <th scope="col">영수증</th>
                <th scope="col"><span className="visually-hidden">관리</span></th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => <OrderRow key={order.orderId} order={order} onRefund={() => setRefunding(order)} />)}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <div className={styles.pager}>
          <Pagination page={page} pageCount={pageCount(data.pagination.count, PAGE_SIZE)} path={pathname} query={{ q: q || undefined, status }} scroll={false} />
        </div>
      )}

      <RefundDialog order={refunding} onClose={() => setRefunding(null)} onRefunded={onRefunded} />
    </>
  );
}

function OrderRow({ order, onRefund }: { order: AdminOrderDto; onRefund: () => void }) {
  return (
    <tr data-testid="billing-order-row">
      <th scope="row"><span className={clsx(styles.primary, styles.mono)}>{order.orderId}</span></th>
      <td data-label="회원"><span className={styles.secondary}>{order.email ?? '(탈퇴한 회원)'}</span></td>
      <td data-label="상품">
        <span className={styles.primary}>{order.orderName}</span>
        <span className={styles.secondary}>{tierLabel(order.planCode)} · {BILLING_CYCLE_LABELS[order.cycle]} · {ORDER_KIND_LABELS[order.kind]}</span>
      </td>
      <td data-label="금액" className={clsx(forms.num, 'tabular')}>{formatWon(order.amount)}</td>
      <td data-label="환불액" className={clsx(forms.num, 'tabular')}>{order.refundedAmount > 0 ? formatWon(order.refundedAmount) : '—'}</td>
      <td data-label="상태">
        <StatusPill tone={STATUS_TONE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</StatusPill>
        {order.failureMessage && order.status === 'FAILED' && <span className={styles.secondary}>{order.failureMessage}</span>}
      </td>
      <td data-label="결제일" className={clsx(forms.nowrap, 'tabular')}>{formatDateTime(order.paidAt)}</td>
      <td data-label="영수증" className={forms.nowrap}>
        {order.receiptUrl ? <a href={order.receiptUrl} target="_blank" rel="noopener noreferrer" aria-label={`${order.orderId} 영수증 (새 창)`}>영수증</a> : '—'}
      </td>
      <td data-label="" className={styles.actionCell}>
        {order.refundable > 0 ? (
          <button type="button" className={clsx(forms.linkButton, forms.dangerLink)} onClick={onRefund} aria-label={`${order.orderId} 환불`}>환불</button>
        ) : (
          <span className={styles.disabledAction} aria-hidden="true">—</span>
        )}
      </td>
    </tr>
  );
}
