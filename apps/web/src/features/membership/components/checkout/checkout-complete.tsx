'use client';

import { isSafeReturnPath, membershipTierLabel, ORDER_STATUS_LABELS, type OrderDto, type SubscriptionDto, formatWon } from '@spi/core';
import { useQueryClient } from '@/lib/query';
import Link from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button, useModal, useSnackbar } from '@/components/ui';
import { formatSeoulDate, formatSeoulDateTime } from '@/lib/seoul-time';
import { checkoutErrorMessage, confirmCheckout, RETRYABLE_WITH_ANOTHER_CARD } from '../../api/checkout-api';
import { useCheckoutContext } from '../../lib/checkout-context';
import { REGISTRATION_PAYMENT_METHOD_MODAL } from '../../lib/register-checkout-modals';
import { MEMBERSHIP_SETTINGS_PATH } from '../../lib/tier-cta';
import styles from './checkout.module.css';

type ConfirmResult = Awaited<ReturnType<typeof confirmCheckout>>;

/**
 * One confirm per checkout per page load, whatever React does: strict mode mounts effects twice, and a
 * remount must not send the POST again. A reload sends it again with the same Idempotency-Key, and the
 * API answers with the first result (nothing is charged twice).
 */
const inflight = new Map<string, Promise<ConfirmResult>>();
/** ADD_CARD checkouts already sent back to their returnTo (one snackbar and one redirect per page load). */
const handedBack = new Set<string>();

export function confirmOnce(checkoutId: string, body: { authKey: string; customerKey: string }): Promise<ConfirmResult> {
  let promise = inflight.get(checkoutId);
  if (!promise) {
    promise = confirmCheckout(checkoutId, body);
    inflight.set(checkoutId, promise);
  }
  return promise;
}

/** For tests: forget confirms made earlier in this module. */
export function resetConfirmsForTests(): void {
  inflight.clear();
  handedBack.clear();
}

export interface CheckoutCompleteProps {
  checkoutId: string | null;
  authKey: string | null;
  customerKey: string | null;
  /** ADD_CARD: the same-site path the person came from (e.g. '/event/12'); anything else is ignored. */
  returnTo?: string | null;
}

/** What an ADD_CARD return says before sending the person back to where they were applying. */
export const CARD_ADDED_MESSAGE = '카드를 등록했습니다. 다시 신청해 주세요.';

/** The returnTo a return page may use: a same-site path (validated as the API does), else null. */
export function safeReturnTo(value: string | null | undefined): string | null {
  return isSafeReturnPath(value) ? value : null;
}

type State =
  | { phase: 'confirming' }
  | { phase: 'done'; result: ConfirmResult }
  | { phase: 'error'; code: string; message: string };

function cardText(card: OrderDto['card'] | SubscriptionDto['card']): string {
  return card ? `${card.company} ${card.number}` : '-';
}

/**
 * The return page after card registration: confirms, then shows the receipt (or what went wrong). An
 * ADD_CARD registration (a card for a paid event) goes straight back to `returnTo` with a snackbar.
 */
export function CheckoutComplete({ checkoutId, authKey, customerKey, returnTo: rawReturnTo = null }: CheckoutCompleteProps) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const snackbar = useSnackbar();
  const returnTo = safeReturnTo(rawReturnTo);
  const valid = Boolean(checkoutId && authKey && customerKey);
  const [state, setState] = useState<State>(valid ? { phase: 'confirming' } : { phase: 'error', code: 'BAD_REQUEST', message: '결제 정보가 올바르지 않아요. 멤버십 페이지에서 다시 시작해 주세요.' });

  useEffect(() => {
    if (!checkoutId || !authKey || !customerKey) return;
    let active = true;
    confirmOnce(checkoutId, { authKey, customerKey }).then(
      (result) => {
        void queryClient.invalidateQueries({ queryKey: ['user'] });
        if (!active) return;
        setState({ phase: 'done', result });
        if (result.purpose === 'ADD_CARD' && returnTo && !handedBack.has(checkoutId)) {
          handedBack.add(checkoutId);
          snackbar.show({ type: 'Success', message: CARD_ADDED_MESSAGE });
          router.replace(returnTo);
        }
      },
      (error: unknown) => {
        const code = (error as { code?: string } | null)?.code ?? 'UNKNOWN';
        if (active) setState({ phase: 'error', code, message: checkoutErrorMessage(error) });
      },
    );
    return () => { active = false; };
  }, [checkoutId, authKey, customerKey, queryClient, returnTo, router, snackbar]);

  if (state.phase === 'confirming') {
    return (
      <section className={styles.page} aria-live="polite" aria-busy="true" data-testid="checkout-confirming">
        <div className={styles.status}>
          <div className={styles.spinner} aria-hidden />
          <h1>결제를 확인하고 있어요</h1>
          <p>창을 닫거나 새로 고쳐도 두 번 결제되지 않아요. 잠시만 기다려 주세요.</p>
        </div>
      </section>
    );
  }
  if (state.phase === 'error') return <ConfirmError code={state.code} message={state.message} checkoutId={checkoutId} returnTo={returnTo} />;
  if (state.result.purpose === 'ADD_CARD') return <CardAdded result={state.result} returnTo={returnTo} />;
  return <Receipt result={state.result} />;
}

/** ADD_CARD: the card is registered and nothing was charged; the way back to where the person was applying. */
function CardAdded({ result, returnTo }: { result: ConfirmResult; returnTo: string | null }) {
  return (
    <section className={styles.page} data-testid="checkout-card-added">
      <div className={styles.status} aria-live="polite">
        <span className={styles.mark} data-tone="success" aria-hidden>✓</span>
        <h1>카드를 등록했습니다</h1>
        <p>{result.card ? `${cardText(result.card)} 카드를 결제 수단으로 등록했습니다. ` : ''}지금은 결제되지 않았습니다. {returnTo ? '신청하던 페이지로 돌아가 다시 신청해 주세요.' : '이벤트 페이지에서 다시 신청해 주세요.'}</p>
      </div>
      <div className={styles.buttons}>
        <Link href="/" className={styles.linkButton}>SPI 홈으로</Link>
        <Link href={returnTo ?? '/event'} className={styles.linkButton} data-variant="primary" data-testid="checkout-return">{returnTo ? '신청하던 페이지로 돌아가기' : '이벤트 보기'}</Link>
      </div>
    </section>
  );
}

function Receipt({ result }: { result: ConfirmResult }) {
  const { order, subscription } = result;
  if (result.purpose === 'CHANGE_CARD') {
    return (
      <section className={styles.page} data-testid="checkout-card-changed">
        <div className={styles.status}>
          <span className={styles.mark} data-tone="success" aria-hidden>✓</span>
          <h1>결제 카드가 변경되었습니다</h1>
          <p>다음 결제부터 새 카드({cardText(subscription?.card ?? null)})로 결제됩니다.</p>
        </div>
        <div className={styles.buttons}>
          <Link href={MEMBERSHIP_SETTINGS_PATH} className={styles.linkButton} data-variant="primary">멤버십 관리로 돌아가기</Link>
        </div>
      </section>
    );
  }
  if (result.purpose === 'CORPORATE') return <CorporateReceipt result={result} />;
  const paid = order?.status === 'PAID';
  return (
    <section className={styles.page} data-testid="checkout-receipt">
      <div className={styles.status} aria-live="polite">
        <span className={styles.mark} data-tone={paid ? 'success' : 'info'} aria-hidden>{paid ? '✓' : 'i'}</span>
        <h1>{paid ? `${subscription ? membershipTierLabel(subscription.planCode as Parameters<typeof membershipTierLabel>[0]) : (order?.orderName ?? '멤버십')} 구독을 시작했어요` : '결제 결과를 확인하고 있어요'}</h1>
        <p>{paid ? '지금부터 멤버십 혜택을 이용할 수 있어요. 영수증은 이메일로도 보내 드려요.' : '확인되는 대로 결제 내역에 반영됩니다. 두 번 결제되지 않아요.'}</p>
      </div>
      {order && (
        <article className={styles.receipt} aria-labelledby="receipt-title">
          <h2 id="receipt-title">결제 영수증</h2>
          <dl>
            <div><dt>주문번호</dt><dd>{order.orderId}</dd></div>
            <div><dt>상품</dt><dd>{order.orderName}</dd></div>
            <div><dt>결제 금액</dt><dd><span className={styles.amount}>{formatWon(order.amount)}</span> (VAT 포함)</dd></div>
            <div><dt>결제 상태</dt><dd>{ORDER_STATUS_LABELS[order.status]}</dd></div>
            <div><dt>결제 일시</dt><dd>{order.paidAt ? `${formatSeoulDateTime(order.paidAt)} (한국 시간)` : '-'}</dd></div>
            <div><dt>카드</dt><dd>{cardText(order.card)}</dd></div>
            <div>
              <dt>다음 결제일</dt>
              <dd>{subscription?.nextBilling ? `${formatSeoulDate(subscription.nextBilling.at)} · ${formatWon(subscription.nextBilling.amount)}` : '-'}</dd>
            </div>
          </dl>
          {order.receiptUrl && (
            <a className={styles.receiptLink} href={order.receiptUrl} target="_blank" rel="noopener noreferrer">
              카드 영수증 보기 <span className="visually-hidden">(새 창)</span>↗
            </a>
          )}
        </article>
      )}
      <div className={styles.buttons}>
        <Link href={MEMBERSHIP_SETTINGS_PATH} className={styles.linkButton}>멤버십 관리</Link>
        <Link href="/" className={styles.linkButton} data-variant="primary">SPI 홈으로</Link>
      </div>
    </section>
  );
}

/** The corporation's seats were paid by card: the receipt, and the way back to the corporation's screen. */
function CorporateReceipt({ result }: { result: ConfirmResult }) {
  const { order } = result;
  const paid = order?.status === 'PAID';
  return (
    <section className={styles.page} data-testid="checkout-corporate-receipt">
      <div className={styles.status} aria-live="polite">
        <span className={styles.mark} data-tone={paid ? 'success' : 'info'} aria-hidden>{paid ? '✓' : 'i'}</span>
        <h1>{paid ? '법인 멤버십 결제를 완료했어요' : '결제 결과를 확인하고 있어요'}</h1>
        <p>{paid ? '좌석이 있는 모든 멤버가 지금부터 멤버십 혜택을 이용할 수 있어요. 영수증은 담당자 이메일로도 보내 드려요.' : '확인되는 대로 법인 관리의 주문 내역에 반영됩니다. 두 번 결제되지 않아요.'}</p>
      </div>
      {order && (
        <article className={styles.receipt} aria-labelledby="corporate-receipt-title">
          <h2 id="corporate-receipt-title">결제 영수증</h2>
          <dl>
            <div><dt>주문번호</dt><dd>{order.orderId}</dd></div>
            <div><dt>상품</dt><dd>{order.orderName}</dd></div>
            <div><dt>결제 금액</dt><dd><span className={styles.amount}>{formatWon(order.amount)}</span> (VAT 포함)</dd></div>
            <div><dt>결제 상태</dt><dd>{ORDER_STATUS_LABELS[order.status]}</dd></div>
            <div><dt>결제 일시</dt><dd>{order.paidAt ? `${formatSeoulDateTime(order.paidAt)} (한국 시간)` : '-'}</dd></div>
            <div><dt>카드</dt><dd>{cardText(order.card)}</dd></div>
          </dl>
          {order.receiptUrl && (
            <a className={styles.receiptLink} href={order.receiptUrl} target="_blank" rel="noopener noreferrer">
              카드 영수증 보기 <span className="visually-hidden">(새 창)</span>↗
            </a>
          )}
        </article>
      )}
      <div className={styles.buttons}>
        <Link href="/user/corporation/manage" className={styles.linkButton} data-variant="primary" data-testid="go-corporation-manage">법인 관리로 돌아가기</Link>
      </div>
    </section>
  );
}

/**
 * What went wrong, and the way forward: another card, the payment history, or a fresh start. With a
 * `returnTo` (only ADD_CARD registrations carry one), the way back to where the person was applying:
 * nothing was charged, and that page offers the card registration again.
 */
export function ConfirmError({ code, message, checkoutId, title, returnTo = null }: { code: string; message: string; checkoutId: string | null; title?: string; returnTo?: string | null }) {
  const { open } = useModal();
  const context = useCheckoutContext(checkoutId);
  const unknown = code === 'PAYMENT_UNKNOWN' || code === 'ORDER_IN_PROGRESS';
  const changeCard = context?.purpose === 'CHANGE_CARD';
  const canRetry = !unknown && context?.plan && context.cycle && (RETRYABLE_WITH_ANOTHER_CARD.has(code) || code === 'PAY_PROCESS_CANCELED' || code === 'GATEWAY_FAILED');

  const retry = () => {
    if (!context?.plan || !context.cycle) return;
    void open({ name: REGISTRATION_PAYMENT_METHOD_MODAL, args: { plan: context.plan, cycle: context.cycle } });
  };

  if (returnTo) {
    return (
      <section className={styles.page} data-testid="checkout-error-page">
        <div className={styles.status} role={unknown ? 'status' : 'alert'}>
          <span className={styles.mark} data-tone={unknown ? 'info' : 'danger'} aria-hidden>{unknown ? 'i' : '!'}</span>
          <h1>{title ?? (unknown ? '카드 등록을 확인하고 있어요' : '카드를 등록하지 못했어요')}</h1>
          <p>{message}</p>
          <p>{unknown ? '잠시 후 신청하던 페이지에서 다시 신청해 주세요.' : '신청하던 페이지로 돌아가 카드를 다시 등록할 수 있어요.'}</p>
        </div>
        <div className={styles.buttons}>
          <Link href="/" className={styles.linkButton}>SPI 홈으로</Link>
          <Link href={returnTo} className={styles.linkButton} data-variant="primary" data-testid="checkout-return">신청하던 페이지로 돌아가기</Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} data-testid="checkout-error-page">
      <div className={styles.status} role={unknown ? 'status' : 'alert'}>
        <span className={styles.mark} data-tone={unknown ? 'info' : 'danger'} aria-hidden>{unknown ? 'i' : '!'}</span>
        <h1>{title ?? (unknown ? '결제 결과를 확인하고 있어요' : '결제를 완료하지 못했어요')}</h1>
        <p>{message}</p>
        {unknown && <p>같은 결제가 두 번 청구되지 않아요. 잠시 후 멤버십 관리의 결제 내역에서 확인해 주세요.</p>}
      </div>
      <div className={styles.buttons}>
        {unknown || changeCard ? (
          <Link href={MEMBERSHIP_SETTINGS_PATH} className={styles.linkButton} data-variant="primary">{unknown ? '결제 내역 보기' : '멤버십 관리로 돌아가기'}</Link>
        ) : canRetry ? (
          <Button size="lg" onClick={retry} data-testid="checkout-retry">다른 카드로 다시 시도</Button>
        ) : (
          <Link href="/membership" className={styles.linkButton} data-variant="primary">멤버십 다시 선택하기</Link>
        )}
        <Link href="/membership" className={styles.linkButton}>멤버십 안내</Link>
      </div>
    </section>
  );
}
