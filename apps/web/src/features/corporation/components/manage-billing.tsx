'use client';

import {
  BILLING_CYCLE_LABELS, CORPORATE_ORDER_METHOD_LABELS, corporateOrderRequestSchema,
  type BillingCycle, type CorporateOrderDto, type CorporationOverviewDto, formatWon,
} from '@spi/core';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { Button, useModal, useSnackbar, useSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDate, formatSeoulDateTime } from '@/lib/seoul-time';
import { useCancelCorporateOrder, useCreateCorporateOrder, usePremiumPlan } from '../api/corporation-api';
import { gatewayErrorMessage, handOffToGateway } from '../api/gateway';
import { errorMessage, issuesToErrors } from '../lib/form-errors';
import { corporateTotal, seatsProblem } from '../lib/format';
import { DEPOSIT_REQUESTED_NOTE, isOpenDepositOrder, orderStatusLabel, orderTone } from '../lib/labels';
import { REQUEST_DEPOSIT_CONFIRM_MODAL } from '../lib/register-modals';
import { Badge } from './badge';
import type { DepositRequestArgs } from './deposit-request-modal';
import styles from './corporation.module.css';

type Overview = CorporationOverviewDto;
type Method = 'CARD' | 'DEPOSIT';
type Field = 'seats' | 'depositorName';

/** 법인 멤버십: the membership in force, and the form to buy seats (or add seats). */
export function MembershipSection({ overview }: { overview: Overview }) {
  const corporationId = overview.corporation.corporationId;
  const id = useId();
  const plan = usePremiumPlan();
  const create = useCreateCorporateOrder(corporationId);
  const snackbar = useSnackbar();
  const { membership } = overview;
  const members = overview.members.length;
  const [seats, setSeats] = useState(String(Math.max(members, membership?.seats ?? overview.seats.limit, 1)));
  const [cycle, setCycle] = useState<BillingCycle>('YEARLY');
  const [method, setMethod] = useState<Method>('CARD');
  const [depositorName, setDepositorName] = useState(overview.corporation.name);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [handingOff, setHandingOff] = useState(false);
  const openOrder = overview.orders.find(isOpenDepositOrder);
  const seatCount = Number(seats);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = seatsProblem(seatCount, members);
    const parsed = corporateOrderRequestSchema.safeParse(method === 'CARD' ? { method, cycle, seats } : { method, cycle, seats, depositorName });
    const next: Partial<Record<Field, string>> = parsed.success ? {} : (issuesToErrors(parsed.error.issues) as Partial<Record<Field, string>>);
    if (problem) next.seats = problem;
    if (Object.keys(next).length > 0 || !parsed.success) {
      setErrors(next);
      document.getElementById(`${id}-${next.seats ? 'seats' : 'depositorName'}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const answer = await create.mutateAsync(parsed.data);
      if (answer.checkout) {
        setHandingOff(true);
        await handOffToGateway(answer.checkout);
        // The browser is leaving for the gateway: stay busy.
        return;
      }
      snackbar.show({ type: 'Success', message: '입금 안내를 주문 내역에 보여 드렸어요. 기한 안에 입금해 주세요.', position: 'bottom-center' });
      document.getElementById('corporate-orders')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } catch (error) {
      setHandingOff(false);
      setFormError(isApiError(error) ? errorMessage(error, '주문하지 못했습니다.') : gatewayErrorMessage(error));
    }
  };

  const total = plan.data ? corporateTotal(plan.data, cycle, seatCount) : 0;

  return (
    <Section title="법인 멤버십" description="법인 멤버십은 프리미엄 멤버십을 좌석 수만큼 구매해요. 좌석이 있는 멤버는 모두 프리미엄 혜택을 받아요." testId="corporate-membership-section">
      {membership ? (
        <dl className={styles.facts} style={{ marginBottom: 'var(--space-5)' }} data-testid="corporate-membership">
          <div className={styles.fact}><dt>플랜</dt><dd>{membership.planName}</dd></div>
          <div className={styles.fact}><dt>좌석</dt><dd>{membership.seats}석</dd></div>
          <div className={styles.fact} style={{ gridColumn: 'span 2' }}><dt>이용 기간</dt><dd className="tabular">{formatSeoulDate(membership.periodStart)} ~ {formatSeoulDate(membership.periodEnd)}</dd></div>
        </dl>
      ) : (
        <p className={styles.infoBox} style={{ marginBottom: 'var(--space-5)' }}>이용 중인 법인 멤버십이 없어요. 좌석을 구매하면 결제(입금 확인) 즉시 모든 멤버가 프리미엄 혜택을 받아요.</p>
      )}
      {plan.isPending ? (
        <SkeletonRows rows={3} />
      ) : plan.isError || !plan.data ? (
        <ErrorState message="멤버십 가격을 불러오지 못했습니다." onRetry={() => void plan.refetch()} />
      ) : openOrder ? (
        <p className={styles.infoBox} data-testid="open-deposit-order-notice">입금을 기다리는 주문이 있어요. 주문 내역에서 입금하시거나 주문을 취소한 뒤 다시 신청해 주세요.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.grid} data-testid="corporate-order-form">
          <div className={styles.field}>
            <label htmlFor={`${id}-seats`} className={styles.label}>{membership ? '좌석 수 (추가 후 전체)' : '좌석 수'}</label>
            <input
              id={`${id}-seats`}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={Math.max(1, members)}
              max={500}
              value={seats}
              onChange={(event) => { setSeats(event.target.value); setErrors((e) => ({ ...e, seats: undefined })); }}
              aria-invalid={errors.seats ? true : undefined}
              aria-describedby={errors.seats ? `${id}-seats-error` : `${id}-seats-hint`}
              data-testid="order-seats"
            />
            {errors.seats ? <p id={`${id}-seats-error`} className={styles.error} role="alert">{errors.seats}</p> : <p id={`${id}-seats-hint`} className={styles.hint}>지금 멤버 {members}명 이상으로 구매해 주세요.</p>}
          </div>
          <fieldset className={styles.radios}>
            <legend>결제 주기</legend>
            {(['MONTHLY', 'YEARLY'] as const).map((value) => (
              <label key={value} className={styles.radio}>
                <input type="radio" name={`${id}-cycle`} value={value} checked={cycle === value} onChange={() => setCycle(value)} data-testid={`order-cycle-${value}`} />
                {BILLING_CYCLE_LABELS[value]} <span className={styles.vat}>1석 {formatWon(value === 'MONTHLY' ? plan.data!.monthlyPrice : plan.data!.yearlyPrice)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className={`${styles.radios} ${styles.fieldWide}`}>
            <legend>결제 방법</legend>
            {(['CARD', 'DEPOSIT'] as const).map((value) => (
              <label key={value} className={styles.radio}>
                <input type="radio" name={`${id}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} data-testid={`order-method-${value}`} />
                {CORPORATE_ORDER_METHOD_LABELS[value]}
              </label>
            ))}
          </fieldset>
          {method === 'DEPOSIT' && (
            <div className={`${styles.field} ${styles.fieldWide}`}>
              <label htmlFor={`${id}-depositorName`} className={styles.label}>입금자명</label>
              <input
                id={`${id}-depositorName`}
                className={styles.input}
                autoComplete="off"
                value={depositorName}
                onChange={(event) => { setDepositorName(event.target.value); setErrors((e) => ({ ...e, depositorName: undefined })); }}
                aria-invalid={errors.depositorName ? true : undefined}
                aria-describedby={errors.depositorName ? `${id}-depositorName-error` : `${id}-depositorName-hint`}
                data-testid="order-depositor"
              />
              {errors.depositorName ? <p id={`${id}-depositorName-error`} className={styles.error} role="alert">{errors.depositorName}</p> : <p id={`${id}-depositorName-hint`} className={styles.hint}>통장에 찍힐 이름이에요. 주문 후 7일 안에 입금해 주세요.</p>}
            </div>
          )}
          <div className={`${styles.total} ${styles.fieldWide}`} aria-live="polite">
            <span>{BILLING_CYCLE_LABELS[cycle]} · {Number.isInteger(seatCount) && seatCount > 0 ? `${seatCount}석` : '-'} × {formatWon(cycle === 'MONTHLY' ? plan.data.monthlyPrice : plan.data.yearlyPrice)}</span>
            <span><strong data-testid="order-total">{formatWon(total)}</strong> <span className={styles.vat}>(VAT 포함)</span></span>
          </div>
          {formError && <p className={`${styles.errorBox} ${styles.fieldWide}`} role="alert" data-testid="order-error">{formError}</p>}
          <div className={`${styles.actions} ${styles.fieldWide}`} style={{ marginTop: 0 }}>
            <Button type="submit" size="lg" loading={create.isPending || handingOff} data-testid="order-submit">
              {method === 'CARD' ? '카드로 결제하기' : '무통장입금 신청하기'}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}

/** 주문 내역: corporate orders; a deposit order shows the account, the deadline, 입금 확인 요청 and 주문 취소. */
export function OrdersSection({ overview }: { overview: Overview }) {
  return (
    <Section title="주문 내역" description="법인 멤버십 주문과 결제 상태입니다. 세금계산서는 담당자 이메일로 보내 드려요." testId="corporate-orders-section">
      <div id="corporate-orders" />
      {overview.orders.length === 0 ? (
        <EmptyState title="주문 내역이 없습니다." description="좌석을 구매하면 여기에 표시돼요." />
      ) : (
        <ul className={styles.cards}>
          {overview.orders.map((order) => <OrderCard key={order.orderId} order={order} corporationId={overview.corporation.corporationId} />)}
        </ul>
      )}
    </Section>
  );
}

function OrderCard({ order, corporationId }: { order: CorporateOrderDto; corporationId: string }) {
  const { open } = useModal();
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const cancel = useCancelCorporateOrder(corporationId);
  const deposit = order.deposit;
  const openDeposit = isOpenDepositOrder(order);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      snackbar.show({ type: 'Success', message: '계좌번호를 복사했어요.', position: 'bottom-center' });
    } catch {
      snackbar.show({ type: 'Danger', message: '복사하지 못했어요. 계좌번호를 직접 선택해 복사해 주세요.', position: 'bottom-center' });
    }
  };

  const requestConfirm = async () => {
    const args: DepositRequestArgs = { corporationId, order };
    const done = await open({ name: REQUEST_DEPOSIT_CONFIRM_MODAL, args });
    if (done) snackbar.show({ type: 'Success', message: '입금 확인을 요청했어요. 영업일 기준 1일 안에 확인해 드려요.', position: 'bottom-center' });
  };

  const onCancel = () =>
    void confirm({
      title: '주문을 취소할까요?',
      message: '이미 입금하셨다면 취소하지 말고 입금 확인을 요청해 주세요.',
      submitLabel: '주문 취소',
      submitColor: 'danger',
      onSubmit: async () => {
        try {
          await cancel.mutateAsync(order.orderId);
          snackbar.show({ type: 'Success', message: '주문을 취소했어요.', position: 'bottom-center' });
        } catch (error) {
          snackbar.show({ type: 'Danger', message: errorMessage(error, '주문을 취소하지 못했습니다.'), position: 'bottom-center' });
        }
      },
    });

  return (
    <li className={styles.card} data-testid={`corporate-order-${order.orderId}`} data-status={order.status}>
      <div className={styles.cardHead}>
        <div>
          <p className={styles.cardTitle}>{order.orderName}</p>
          <span className={styles.subText}>주문번호 {order.orderId} · {formatSeoulDateTime(order.createdAt)}</span>
        </div>
        <Badge tone={orderTone(order.status)} testId={`order-status-${order.orderId}`}>{orderStatusLabel(order.status)}</Badge>
      </div>
      <dl className={styles.kv}>
        <div><dt>좌석</dt><dd>{order.seats}석 · {BILLING_CYCLE_LABELS[order.cycle]}</dd></div>
        <div><dt>금액</dt><dd>{formatWon(order.amount)} <span className={styles.vat}>(VAT 포함)</span></dd></div>
        <div><dt>결제 방법</dt><dd>{CORPORATE_ORDER_METHOD_LABELS[order.method]}</dd></div>
        {order.periodStart && order.periodEnd && <div><dt>이용 기간</dt><dd>{formatSeoulDate(order.periodStart)} ~ {formatSeoulDate(order.periodEnd)}</dd></div>}
        {order.paidAt && <div><dt>결제일</dt><dd>{formatSeoulDateTime(order.paidAt)}</dd></div>}
        {deposit && openDeposit && (
          <>
            <div>
              <dt>입금 계좌</dt>
              <dd className={styles.account}>
                <span data-testid={`deposit-account-${order.orderId}`}>{deposit.account.bank} {deposit.account.accountNumber}</span>
                <Button variant="secondary" size="sm" onClick={() => void copy(deposit.account.accountNumber)} aria-label={`계좌번호 ${deposit.account.accountNumber} 복사`} data-testid={`copy-account-${order.orderId}`}>복사</Button>
              </dd>
            </div>
            <div><dt>예금주</dt><dd>{deposit.account.holder}</dd></div>
            <div><dt>입금자명</dt><dd>{deposit.depositorName}</dd></div>
            <div><dt>입금 기한</dt><dd>{formatSeoulDateTime(deposit.deadline)}까지</dd></div>
          </>
        )}
        {deposit?.cancelReason && <div><dt>취소 사유</dt><dd>{deposit.cancelReason}</dd></div>}
        {order.failureMessage && <div><dt>실패 사유</dt><dd>{order.failureMessage}</dd></div>}
      </dl>
      {order.status === 'DEPOSIT_REQUESTED' && <p className={styles.infoBox} data-testid={`deposit-requested-${order.orderId}`}>{DEPOSIT_REQUESTED_NOTE}</p>}
      {(openDeposit || order.receiptUrl) && (
        <div className={styles.actions} style={{ marginTop: 0 }}>
          {order.receiptUrl && <a className={styles.manage} href={order.receiptUrl} target="_blank" rel="noopener noreferrer">영수증 보기 <span className="visually-hidden">(새 창)</span></a>}
          {openDeposit && (
            <>
              <Button variant="ghost" size="md" onClick={onCancel} data-testid={`cancel-order-${order.orderId}`}>주문 취소</Button>
              {order.status === 'AWAITING_DEPOSIT' && <Button size="md" onClick={() => void requestConfirm()} data-testid={`request-deposit-${order.orderId}`}>입금 확인 요청</Button>}
            </>
          )}
        </div>
      )}
    </li>
  );
}
