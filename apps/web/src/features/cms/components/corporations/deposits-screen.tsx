'use client';

import { useQueryClient } from '@/lib/query';
import { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { pageCount } from '@/components/content/paging';
import { isApiError } from '@/lib/api-client';
import {
  confirmDeposit, corporateOrderFilters, corporateOrderKeys, useAdminCorporateOrders,
  type AdminCorporateOrder, type AdminCorporateOrdersPage, type CorporateOrderFilter,
} from '../../api/corporations-api';
import { billingKeys } from '../../api/billing-api';
import { hasFundRole, setCorporationFundRole } from '../../api/fund-roles-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { formatDate, formatDateTime } from '../billing/billing-format';
import { ResultCount, StatusPill } from '../billing/list-parts';
import { pick, useListParams } from '../billing/use-list-params';
import { CancelOrderDialog } from './cancel-order-dialog';
import {
  businessNumberLabel, confirmDepositDialog, cycleLabel, DEFAULT_DEPOSIT_TAB, DEPOSIT_STATUS_TONE, DEPOSIT_TABS,
  depositStatusLabel, isOpenDeposit, isPastDeadline,
} from './deposit-rows';
import { FundRoleSwitch } from './fund-role-switch';
import { StatusTabs, tabId } from '../status-tabs';
import forms from '../forms.module.css';
import billing from '../billing/billing.module.css';
import styles from './review.module.css';
import { formatLocaleNumber, formatWon } from '@spi/core';

const PAGE_SIZE = 20;
const KEYS = ['status'] as const;

const EMPTY_TEXT: Record<CorporateOrderFilter, string> = {
  DEPOSIT_REQUESTED: '입금 확인을 요청한 주문이 없습니다.',
  AWAITING_DEPOSIT: '입금을 기다리는 주문이 없습니다.',
  PAID: '입금을 확인한 주문이 없습니다.',
  CANCELLED: '취소한 주문이 없습니다.',
  EXPIRED: '입금 기한이 지난 주문이 없습니다.',
};

/**
 * /admin/billing/deposits (무통장입금 확인): corporate bank-deposit orders by state. An admin confirms a
 * deposit (the seats start) or cancels the order with a reason; for paid orders the corporation's fund
 * role can be switched.
 */
export function DepositsScreen() {
  const queryClient = useQueryClient();
  const panelId = useId();
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const status = pick(values.status, corporateOrderFilters) ?? DEFAULT_DEPOSIT_TAB;
  const list = useAdminCorporateOrders({ status, page: page - 1, size: PAGE_SIZE });
  const [cancelling, setCancelling] = useState<AdminCorporateOrder | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const data = list.data;
  const now = useNow();

  /** The order as it now stands replaces its row at once; every list refreshes behind it. */
  const replaceRow = (order: AdminCorporateOrder) => {
    queryClient.setQueriesData<AdminCorporateOrdersPage>({ queryKey: corporateOrderKeys.all }, (old) =>
      old ? { ...old, orders: old.orders.map((o) => (o.orderId === order.orderId ? order : o)) } : old);
  };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: corporateOrderKeys.all });
    void queryClient.invalidateQueries({ queryKey: billingKeys.all });
  };

  const confirm = async (order: AdminCorporateOrder) => {
    if (confirming) return;
    const dialog = confirmDepositDialog(order);
    const ok = await showSystemConfirm({ ...dialog, submitLabel: '입금 확인', closeLabel: '닫기' });
    if (!ok) return;
    setConfirming(order.orderId);
    try {
      const answered = await confirmDeposit(order.orderId);
      replaceRow(answered ?? { ...order, status: 'PAID', paidAt: new Date().toISOString() });
      showSnackbar({ type: 'Success', message: `${order.corporationName}의 입금을 확인했습니다. 법인 멤버십이 시작되었고 주문은 결제 완료로 옮겼습니다.`, position: 'bottom-center' });
    } catch (error) {
      // DEPOSIT_ALREADY_CONFIRMED (another admin, or an earlier click) and DEPOSIT_ORDER_CLOSED say so in Korean.
      const conflict = isApiError(error) && error.status === 409;
      showSnackbar({ type: conflict ? 'Warning' : 'Danger', message: errorMessage(error, '입금을 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.'), position: 'bottom-center' });
    } finally {
      setConfirming(null);
      refresh();
    }
  };

  const onCancelled = (order: AdminCorporateOrder, answered: AdminCorporateOrder | null) => {
    replaceRow(answered ?? { ...order, status: 'CANCELLED' });
    refresh();
  };

  const selectedTab = DEPOSIT_TABS.find((t) => t.value === status)!;
  return (
    <>
      <CmsPageHeader
        title="무통장입금 확인"
        description="법인 멤버십의 무통장입금 주문입니다. 통장에 입금된 것을 확인한 뒤 '입금 확인'을 누르면 모든 좌석의 멤버십이 시작됩니다."
      />
      <StatusTabs
        label="주문 상태"
        tabs={DEPOSIT_TABS}
        value={status}
        panelId={panelId}
        onChange={(value) => navigate({ status: value === DEFAULT_DEPOSIT_TAB ? null : value })}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, status)}>
        <div className={styles.toolbar}>
          <ResultCount count={data?.pagination.count} />
        </div>

        {list.isError && !data ? (
          <ErrorState title="입금 주문을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
        ) : !data ? (
          <TableSkeleton rows={6} />
        ) : data.orders.length === 0 ? (
          <EmptyState title={EMPTY_TEXT[status]} description={status === 'DEPOSIT_REQUESTED' ? '법인 관리자가 입금 확인을 요청하면 여기에 나타납니다.' : `'${selectedTab.label}' 상태의 주문이 여기에 나타납니다.`} />
        ) : (
          <div className={clsx(forms.tableWrap, billing.cards, list.isFetching && billing.refreshing)} aria-busy={list.isFetching || undefined}>
            <table className={clsx(forms.table, billing.table, styles.depositTable)} data-testid="deposit-orders-table">
              <thead>
                <tr>
                  <th scope="col">주문번호</th>
                  <th scope="col">법인</th>
                  <th scope="col" className={forms.num}>좌석</th>
                  <th scope="col">주기</th>
                  <th scope="col" className={forms.num}>금액</th>
                  <th scope="col">입금자명</th>
                  <th scope="col">입금 확인 요청</th>
                  <th scope="col">입금 기한</th>
                  <th scope="col">담당자 이메일</th>
                  <th scope="col">상태</th>
                  <th scope="col"><span className="visually-hidden">관리</span></th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((order) => (
                  <DepositRow
                    key={order.orderId}
                    order={order}
                    now={now}
                    confirming={confirming === order.orderId}
                    busy={confirming !== null}
                    onConfirm={() => void confirm(order)}
                    onCancel={() => setCancelling(order)}
                    onFundSaved={refresh}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}

        {data && (
          <div className={billing.pager}>
            <Pagination page={page} pageCount={pageCount(data.pagination.count, PAGE_SIZE)} path={pathname} query={{ status: status === DEFAULT_DEPOSIT_TAB ? undefined : status }} scroll={false} />
          </div>
        )}
      </div>

      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} onCancelled={onCancelled} />
    </>
  );
}

/** The time the '기한 지남' marks are measured against, moved on every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function DepositRow({ order, now, confirming, busy, onConfirm, onCancel, onFundSaved }: {
  order: AdminCorporateOrder;
  now: number;
  confirming: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onFundSaved: () => void;
}) {
  const headerId = useId();
  const deposit = order.deposit;
  const open = isOpenDeposit(order);
  const overdue = isPastDeadline(order, now);
  return (
    <tr data-testid={`deposit-row-${order.orderId}`} className={clsx(overdue && open && styles.overdueRow)}>
      <th scope="row" id={headerId}>
        <span className={clsx(billing.primary, billing.mono)}>{order.orderId}</span>
        <span className={billing.secondary}>{formatDateTime(order.createdAt)} 주문</span>
      </th>
      <td data-label="법인">
        <span className={billing.primary}>{order.corporationName}</span>
        <span className={clsx(billing.secondary, 'tabular')}>{businessNumberLabel(order.businessNumber)}</span>
      </td>
      <td data-label="좌석" className={clsx(forms.num, 'tabular')}>{formatLocaleNumber(order.seats)}석</td>
      <td data-label="주기" className={forms.nowrap}>{cycleLabel(order.cycle)}</td>
      <td data-label="금액" className={clsx(forms.num, forms.nowrap, 'tabular')}>{formatWon(order.amount)}</td>
      <td data-label="입금자명">{deposit?.depositorName || '—'}</td>
      <td data-label="입금 확인 요청" className="tabular">
        {deposit?.requestedAt ? (
          <span>
            <span className={forms.nowrap}>{formatDateTime(deposit.requestedAt)}</span>
            {deposit.depositedOn && <span className={billing.secondary}>입금일 {formatDate(deposit.depositedOn)}</span>}
            {deposit.requestNote && <span className={styles.note}>{deposit.requestNote}</span>}
          </span>
        ) : '—'}
      </td>
      <td data-label="입금 기한" className="tabular">
        <span>
          <span className={forms.nowrap}>{formatDateTime(deposit?.deadline)}</span>
          {overdue && <span className={styles.overdue} data-testid="deposit-overdue">기한 지남</span>}
          {order.status === 'PAID' && deposit?.confirmedAt && <span className={billing.secondary}>확인 {formatDateTime(deposit.confirmedAt)}</span>}
        </span>
      </td>
      <td data-label="담당자 이메일"><span className={billing.secondary}>{order.managerEmail ?? '—'}</span></td>
      <td data-label="상태">
        <span>
          <StatusPill tone={DEPOSIT_STATUS_TONE[order.status]}>{depositStatusLabel(order.status)}</StatusPill>
          {order.status === 'CANCELLED' && deposit?.cancelReason && <span className={styles.note}>{deposit.cancelReason}</span>}
        </span>
      </td>
      <td data-label="" className={billing.actionCell}>
        {open ? (
          <span className={styles.actions}>
            <Button size="sm" onClick={onConfirm} loading={confirming} disabled={busy && !confirming} aria-describedby={headerId}>입금 확인</Button>
            <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy} aria-describedby={headerId}>주문 취소</Button>
          </span>
        ) : order.status === 'PAID' ? (
          <CorporationFund order={order} onSaved={onFundSaved} />
        ) : (
          <span className={billing.disabledAction} aria-hidden="true">—</span>
        )}
      </td>
    </tr>
  );
}

/** 'FUND 권한' of the corporation's corporate membership (every seat), for paid orders. */
function CorporationFund({ order, onSaved }: { order: AdminCorporateOrder; onSaved: () => void }) {
  // null: the API says the corporation has no corporate membership in force any more.
  if (order.membershipRoles === null) return <span className={billing.secondary}>멤버십 종료</span>;
  const name = order.corporationName;
  return (
    <span className={styles.fund}>
      <span className={billing.secondary} aria-hidden="true">FUND 권한</span>
      <FundRoleSwitch
        checked={hasFundRole(order.membershipRoles)}
        label={`${name} FUND 권한`}
        testId={`corporation-fund-${order.corporationId}`}
        save={(fund) => setCorporationFundRole(order.corporationId, fund)}
        confirm={(fund) => showSystemConfirm({
          title: fund ? `${name}에 펀드 권한을 줄까요?` : `${name}의 펀드 권한을 해제할까요?`,
          message: fund
            ? '법인 멤버십의 모든 좌석이 사모펀드 자료와 리포트를 볼 수 있게 됩니다.'
            : '법인 멤버십의 모든 좌석에서 펀드 권한이 바로 사라집니다.',
          submitLabel: fund ? '권한 주기' : '권한 해제',
          closeLabel: '닫기',
          submitColor: fund ? 'primary' : 'danger',
        })}
        successMessage={(fund) => (fund ? `${name}의 모든 좌석에 펀드 권한을 주었습니다.` : `${name}의 펀드 권한을 해제했습니다.`)}
        onSaved={onSaved}
      />
    </span>
  );
}
