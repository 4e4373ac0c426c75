'use client';

import { useState } from 'react';
import { BILLING_CYCLE_LABELS, ORDER_KIND_LABELS, ORDER_STATUS_LABELS, type OrderDto, formatWon } from '@spi/core';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import { useOrders } from '../../api/subscription-api';
import { EmptyState, ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import styles from './settings.module.css';

const PAGE_SIZE = 10;

function amountText(order: OrderDto): string {
  if (order.refundedAmount > 0) return `${formatWon(order.amount)} (환불 ${formatWon(order.refundedAmount)})`;
  return formatWon(order.amount);
}

/** 결제 내역: 일시, 내용, 금액, 상태 and the receipt; a table on desktop, stacked cards on phones. */
export function OrderHistory() {
  const [page, setPage] = useState(0);
  const query = useOrders(page, PAGE_SIZE);

  let body;
  if (query.isPending) body = <SkeletonRows rows={3} />;
  else if (query.isError && !query.data) body = <ErrorState message="결제 내역을 불러오지 못했습니다." onRetry={() => void query.refetch()} />;
  else if (query.data.orders.length === 0 && page === 0) body = <EmptyState title="결제 내역이 없습니다." description="멤버십을 결제하면 이곳에서 영수증을 볼 수 있습니다." />;
  else {
    const { orders, pagination } = query.data;
    const pages = Math.max(1, Math.ceil(pagination.count / PAGE_SIZE));
    body = (
      <>
        <table className={styles.table} data-testid="order-table">
          <thead>
            <tr><th scope="col">일시</th><th scope="col">내용</th><th scope="col" className={styles.num}>금액</th><th scope="col">상태</th><th scope="col"><span className="visually-hidden">영수증</span></th></tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderId} data-testid="order-row">
                <td className={styles.date}>{formatSeoulDateTime(order.paidAt ?? order.createdAt)}</td>
                <td className={styles.cellName}>
                  <span className={styles.orderName}>
                    {order.orderName}
                    <span className={styles.orderKind}>{ORDER_KIND_LABELS[order.kind]} · {BILLING_CYCLE_LABELS[order.cycle]}{order.card ? ` · ${order.card.company} ${order.card.number}` : ''}</span>
                  </span>
                </td>
                <td className={styles.num}>{amountText(order)}</td>
                <td className={styles.cellStatus}><span className={styles.orderStatus} data-status={order.status}>{ORDER_STATUS_LABELS[order.status]}</span></td>
                <td className={styles.cellReceipt}>
                  {order.receiptUrl ? (
                    <a href={order.receiptUrl} target="_blank" rel="noopener noreferrer" className={styles.receipt} aria-label={`${order.orderName} 영수증 (새 창)`}>영수증</a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {(page > 0 || pagination.hasNext) && (
          <nav className={styles.pager} aria-label="결제 내역 페이지">
            <button type="button" className={styles.secondary} disabled={page === 0 || query.isFetching} onClick={() => setPage((p) => Math.max(0, p - 1))}>이전</button>
            <span aria-live="polite">{page + 1} / {pages}</span>
            <button type="button" className={styles.secondary} disabled={!pagination.hasNext || query.isFetching} onClick={() => setPage((p) => p + 1)}>다음</button>
          </nav>
        )}
      </>
    );
  }

  return (
    <Section title="결제 내역" description="영수증은 결제대행사 화면에서 새 창으로 열립니다." testId="order-history">
      {body}
    </Section>
  );
}
