import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalContext, type ModalContextValue } from '@/components/ui/modal/modal-context';
import { configureApiClient, resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetSnackbars, useSnackbarStore } from '@/components/ui/snackbar/snackbar-store';
import { saveCheckoutContext } from '../../lib/checkout-context';
import { PLANS } from '../plans/plan-fixtures';
import type * as CheckoutApi from '../../api/checkout-api';
import type * as UiModule from '@/components/ui';

const handOff = vi.fn();
vi.mock('../../api/checkout-api', async (importOriginal) => ({
  ...(await importOriginal<typeof CheckoutApi>()),
  handOffToGateway: (...args: unknown[]) => handOff(...args),
}));
const routerReplace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: routerReplace, push: vi.fn() }) }));
const openModal = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  useModal: () => ({ open: openModal, close: vi.fn() }),
}));

const { default: RegistrationPaymentMethodModal } = await import('./registration-payment-method-modal');
const { CheckoutComplete, resetConfirmsForTests } = await import('./checkout-complete');
const { CheckoutFail } = await import('./checkout-fail');

const LIGHT = PLANS[0]!;
const STUDENT = PLANS[1]!;

function modalContext(): ModalContextValue {
  return { id: 'm', titleId: 't', descriptionId: 'd', close: vi.fn(), forceClose: vi.fn(), setBusy: vi.fn(), busy: false };
}

function renderModal(plan = LIGHT, cycle: 'MONTHLY' | 'YEARLY' = 'MONTHLY') {
  const close = vi.fn();
  const Wrapper = createWrapper();
  render(
    <Wrapper>
      <ModalContext.Provider value={modalContext()}>
        <RegistrationPaymentMethodModal args={{ plan, cycle }} close={close} />
      </ModalContext.Provider>
    </Wrapper>,
  );
  return close;
}

const checkout = {
  checkoutId: 'chk_1', purpose: 'SUBSCRIBE', mode: 'redirect', authUrl: 'http://127.0.0.1:4002/billing/auth?x=1', clientKey: 'test_ck',
  customerKey: 'cus_1', successUrl: 'http://localhost:3000/membership/checkout/complete', failUrl: 'http://localhost:3000/membership/checkout/fail',
  orderName: 'SPI 라이트 월간', amount: 9900, expiresAt: '2026-11-25T10:00:00Z',
};

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  signIn();
  handOff.mockReset();
  openModal.mockReset();
  routerReplace.mockReset();
  resetSnackbars();
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe("'registration-payment-method' modal", () => {
  it('shows the order summary and requires the 자동결제 consent before calling the API', async () => {
    const calls = mockApi(() => json(checkout));
    renderModal(LIGHT, 'YEARLY');
    expect(screen.getByText('라이트')).toBeTruthy();
    expect(screen.getByText('연간 자동결제')).toBeTruthy();
    expect(screen.getByText('99,000원')).toBeTruthy();
    expect(document.body.textContent).toMatch(/매년 \d+월 \d+일 자동 결제/);

    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '카드 등록하고 결제하기' })); });
    expect(screen.getByRole('alert').textContent).toBe('자동결제에 동의해 주세요.');
    expect(screen.getByTestId('autopay-consent').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    expect(handOff).not.toHaveBeenCalled();
  });

  it('with consent: POST checkouts for the plan and cycle, remembers it, and hands off to the gateway', async () => {
    let sent: unknown = null;
    const calls = mockApi((_method, _url, body) => { sent = body; return json(checkout); });
    renderModal(LIGHT, 'MONTHLY');
    fireEvent.click(screen.getByTestId('autopay-consent'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '카드 등록하고 결제하기' })); });
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['POST /api/sejong/v1/users/me/checkouts']);
    expect(sent).toEqual({ purpose: 'SUBSCRIBE', planCode: 'LIGHT', cycle: 'MONTHLY' });
    expect(handOff.mock.calls[0]![0]).toMatchObject({ mode: 'redirect', authUrl: checkout.authUrl });
    expect(JSON.parse(window.sessionStorage.getItem('spi-checkout')!)).toMatchObject({ checkoutId: 'chk_1', cycle: 'MONTHLY', plan: { code: 'LIGHT' } });
  });

  it.each([
    ['STUDENT_VERIFICATION_REQUIRED', 403, '학생 할인 멤버십은 학생 인증 후 구독할 수 있습니다.'],
    ['SUBSCRIPTION_EXISTS', 409, '이미 구독 중인 멤버십이 있습니다. 멤버십 관리에서 변경해 주세요.'],
    ['PLAN_NOT_ON_SALE', 409, '지금은 구독할 수 없는 멤버십입니다.'],
  ])('shows the API error %s in Korean and stays open', async (code, status, message) => {
    mockApi(() => json(errorBody(code, message), status));
    const close = renderModal(STUDENT);
    expect(document.body.textContent).toContain('학생 인증을 마친 분만 구독할 수 있어요');
    fireEvent.click(screen.getByTestId('autopay-consent'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '카드 등록하고 결제하기' })); });
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe(message));
    expect(handOff).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: '카드 등록하고 결제하기' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

const order = {
  orderId: 'ord_20261125_0001', orderName: 'SPI 라이트 월간', kind: 'FIRST', planCode: 'LIGHT', cycle: 'MONTHLY', amount: 9900, refundedAmount: 0,
  status: 'PAID', createdAt: '2026-11-25T01:00:00Z', paidAt: '2026-11-25T01:00:05Z', periodStart: '2026-11-25T01:00:05Z', periodEnd: '2026-12-25T01:00:05Z',
  receiptUrl: 'https://receipt.example/ord_1', card: { company: '신한', number: '4330-12**-****-123*' }, failureMessage: null,
};
const subscription = {
  subscriptionId: 's1', planCode: 'LIGHT', planName: '라이트', cycle: 'MONTHLY', status: 'ACTIVE', currentPeriodStart: order.periodStart,
  currentPeriodEnd: order.periodEnd, cancelAtPeriodEnd: false, nextBilling: { at: '2026-12-25T01:00:05Z', amount: 9900, planCode: 'LIGHT', cycle: 'MONTHLY' },
  pendingChange: null, retry: null, card: order.card,
};
const membership = { membershipId: 'm1', membershipName: '라이트', tierCode: 'LIGHT', appliedCoupon: null, orders: [], roles: [] };

function installConfirm(respond: () => Response) {
  const seen: Array<{ url: string; key: string | null; body: unknown }> = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.startsWith('/api/auth/csrf')) return json({ csrfToken: 'csrf' });
      if (init.method === 'POST') seen.push({ url, key: new Headers(init.headers).get('idempotency-key'), body: JSON.parse(String(init.body)) });
      return respond();
    }) as typeof fetch,
  });
  return seen;
}

function renderStrict(node: ReactNode) {
  const Wrapper = createWrapper();
  return render(<StrictMode><Wrapper>{node}</Wrapper></StrictMode>);
}

describe('checkout complete', () => {
  beforeEach(() => resetConfirmsForTests());

  it('confirms exactly once (strict mode, remount) with the checkout id as Idempotency-Key, then shows the receipt', async () => {
    const seen = installConfirm(() => json({ purpose: 'SUBSCRIBE', order, membership, subscription }));
    const view = renderStrict(<CheckoutComplete checkoutId="chk_1" authKey="auth_1" customerKey="cus_1" />);
    expect(screen.getByText('결제를 확인하고 있어요')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('checkout-receipt')).toBeTruthy());
    view.unmount();
    renderStrict(<CheckoutComplete checkoutId="chk_1" authKey="auth_1" customerKey="cus_1" />);
    await waitFor(() => expect(screen.getByTestId('checkout-receipt')).toBeTruthy());

    expect(seen).toEqual([{ url: '/api/sejong/v1/users/me/checkouts/chk_1/confirm', key: 'chk_1', body: { authKey: 'auth_1', customerKey: 'cus_1' } }]);
    const receipt = screen.getByTestId('checkout-receipt');
    expect(receipt.textContent).toContain('ord_20261125_0001');
    expect(receipt.textContent).toContain('9,900원');
    expect(receipt.textContent).toContain('2026.11.25 10:00');
    expect(receipt.textContent).toContain('신한 4330-12**-****-123*');
    expect(receipt.textContent).toContain('2026.12.25 · 9,900원');
    const link = screen.getByRole('link', { name: /카드 영수증 보기/ });
    expect(link.getAttribute('href')).toBe(order.receiptUrl);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('a card change says so and links back to settings', async () => {
    installConfirm(() => json({ purpose: 'CHANGE_CARD', order: null, membership, subscription }));
    renderStrict(<CheckoutComplete checkoutId="chk_2" authKey="a" customerKey="c" />);
    await waitFor(() => expect(screen.getByText('결제 카드가 변경되었습니다')).toBeTruthy());
    expect(screen.getByRole('link', { name: '멤버십 관리로 돌아가기' }).getAttribute('href')).toBe('/user/setting?about=membership');
  });

  it('a declined card: the message and 다른 카드로 다시 시도, which reopens the modal with the same plan', async () => {
    saveCheckoutContext({ checkoutId: 'chk_3', purpose: 'SUBSCRIBE', plan: LIGHT, cycle: 'YEARLY' });
    installConfirm(() => json(errorBody('CARD_DECLINED', '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.'), 402));
    renderStrict(<CheckoutComplete checkoutId="chk_3" authKey="a" customerKey="c" />);
    await waitFor(() => expect(screen.getByText('결제를 완료하지 못했어요')).toBeTruthy());
    expect(document.body.textContent).toContain('카드사에서 결제를 거절했습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다른 카드로 다시 시도' }));
    expect(openModal).toHaveBeenCalledWith({ name: 'registration-payment-method', args: { plan: LIGHT, cycle: 'YEARLY' } });
  });

  it('an unknown outcome promises no double charge and points to the payment history', async () => {
    installConfirm(() => json(errorBody('PAYMENT_UNKNOWN', '결제 결과를 아직 확인하지 못했습니다. 중복 결제 없이 확인되는 대로 결제 내역에 반영됩니다.'), 502));
    renderStrict(<CheckoutComplete checkoutId="chk_4" authKey="a" customerKey="c" />);
    await waitFor(() => expect(screen.getByRole('link', { name: '결제 내역 보기' })).toBeTruthy());
    expect(document.body.textContent).toContain('두 번 청구되지 않아요');
    expect(screen.queryByRole('button', { name: '다른 카드로 다시 시도' })).toBeNull();
  });

  it('without the gateway parameters nothing is sent', async () => {
    const seen = installConfirm(() => json({}));
    renderStrict(<CheckoutComplete checkoutId="chk_5" authKey={null} customerKey="c" />);
    expect(screen.getByText(/결제 정보가 올바르지 않아요/)).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('ADD_CARD return (a card for a paid event)', () => {
  beforeEach(() => resetConfirmsForTests());
  const added = { purpose: 'ADD_CARD', order: null, membership: null, subscription: null, card: { company: '신한', number: '4330-12**-****-123*' } };

  it('confirms once, then sends the person back to returnTo with the snackbar', async () => {
    const seen = installConfirm(() => json(added));
    renderStrict(<CheckoutComplete checkoutId="chk_a1" authKey="a" customerKey="c" returnTo="/event/12" />);
    await waitFor(() => expect(routerReplace).toHaveBeenCalledWith('/event/12'));
    expect(routerReplace).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toEqual(['카드를 등록했습니다. 다시 신청해 주세요.']);
    const page = screen.getByTestId('checkout-card-added');
    expect(page.textContent).toContain('신한 4330-12**-****-123* 카드를 결제 수단으로 등록했습니다.');
    expect(page.textContent).toContain('지금은 결제되지 않았습니다.');
    expect(screen.getByRole('link', { name: '신청하던 페이지로 돌아가기' }).getAttribute('href')).toBe('/event/12');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', `/${'a'.repeat(300)}`])('ignores an unsafe returnTo %s: no redirect, a link to the events', async (returnTo) => {
    installConfirm(() => json(added));
    renderStrict(<CheckoutComplete checkoutId={`chk_${returnTo.length}`} authKey="a" customerKey="c" returnTo={returnTo} />);
    await waitFor(() => expect(screen.getByTestId('checkout-card-added')).toBeTruthy());
    expect(routerReplace).not.toHaveBeenCalled();
    expect(useSnackbarStore.getState().snackbars).toEqual([]);
    expect(screen.getByRole('link', { name: '이벤트 보기' }).getAttribute('href')).toBe('/event');
    expect(document.body.innerHTML).not.toContain('evil');
  });

  it('a failed ADD_CARD confirm offers the way back to the event, not the membership plans', async () => {
    installConfirm(() => json(errorBody('CARD_REGISTRATION_FAILED', '카드를 등록하지 못했습니다. 카드 정보를 확인해 주세요.'), 400));
    renderStrict(<CheckoutComplete checkoutId="chk_a2" authKey="a" customerKey="c" returnTo="/event/7" />);
    await waitFor(() => expect(screen.getByRole('heading', { name: '카드를 등록하지 못했어요' })).toBeTruthy());
    expect(document.body.textContent).toContain('카드 정보를 확인해 주세요.');
    expect(screen.getByRole('link', { name: '신청하던 페이지로 돌아가기' }).getAttribute('href')).toBe('/event/7');
    expect(screen.queryByRole('link', { name: '멤버십 다시 선택하기' })).toBeNull();
    expect(routerReplace).not.toHaveBeenCalled();
  });
});

describe('checkout fail', () => {
  it('an ADD_CARD registration cancelled at the gateway: the way back to the event page', () => {
    render(<CheckoutFail checkoutId="chk_a3" code="PAY_PROCESS_CANCELED" message="사용자가 취소했습니다" returnTo="/event/12" />, { wrapper: createWrapper() });
    expect(screen.getByRole('heading', { name: '카드 등록을 취소했습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '신청하던 페이지로 돌아가기' }).getAttribute('href')).toBe('/event/12');
    expect(screen.queryByRole('button', { name: '다른 카드로 다시 시도' })).toBeNull();
  });

  it('an unsafe returnTo on the fail page is ignored', () => {
    render(<CheckoutFail checkoutId="chk_a4" code="INVALID_CARD_NUMBER" message="카드 번호를 다시 확인해 주세요." returnTo="//evil.example" />, { wrapper: createWrapper() });
    expect(screen.queryByRole('link', { name: '신청하던 페이지로 돌아가기' })).toBeNull();
    expect(screen.getByRole('link', { name: '멤버십 다시 선택하기' }).getAttribute('href')).toBe('/membership');
  });

  it('PAY_PROCESS_CANCELED: 카드 등록을 취소했습니다, with a retry', () => {
    saveCheckoutContext({ checkoutId: 'chk_6', purpose: 'SUBSCRIBE', plan: LIGHT, cycle: 'MONTHLY' });
    render(<CheckoutFail checkoutId="chk_6" code="PAY_PROCESS_CANCELED" message="사용자가 취소했습니다" />, { wrapper: createWrapper() });
    expect(screen.getByRole('heading', { name: '카드 등록을 취소했습니다' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다른 카드로 다시 시도' }));
    expect(openModal).toHaveBeenCalledTimes(1);
  });

  it('another code shows the gateway message; without a saved plan the retry goes to /membership', () => {
    render(<CheckoutFail checkoutId="chk_7" code="INVALID_CARD_NUMBER" message="카드 번호를 다시 확인해 주세요." />, { wrapper: createWrapper() });
    expect(screen.getByRole('heading', { name: '카드를 등록하지 못했어요' })).toBeTruthy();
    expect(document.body.textContent).toContain('카드 번호를 다시 확인해 주세요.');
    expect(screen.getByRole('link', { name: '멤버십 다시 선택하기' }).getAttribute('href')).toBe('/membership');
  });
});
