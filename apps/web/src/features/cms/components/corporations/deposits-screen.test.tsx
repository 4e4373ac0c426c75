import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, json, serveApi } from '@/components/ui/testing/api-mocks';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import type * as UiModule from '@/components/ui';
import type { AdminCorporateOrder } from '../../api/corporations-api';
import { checkCancelReason, confirmDepositDialog, isPastDeadline } from './deposit-rows';

let search = new URLSearchParams();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => '/admin/billing/deposits',
  useSearchParams: () => search,
}));
const confirm = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showSystemConfirm: (...args: unknown[]) => confirm(...args),
}));

const { DepositsScreen } = await import('./deposits-screen');

const DAY = 24 * 60 * 60 * 1000;
const ORDER: AdminCorporateOrder = {
  orderId: 'ord_corp_0001',
  corporationId: 'corp-1',
  corporationName: '세종리츠자산운용',
  businessNumber: '1234567891',
  managerEmail: 'manager@sejong-reits.co.kr',
  orderName: 'SPI 프리미엄 법인 멤버십 10석 (연간)',
  planCode: 'PREMIUM',
  cycle: 'YEARLY',
  seats: 10,
  unitPrice: 165_000,
  amount: 1_650_000,
  method: 'DEPOSIT',
  status: 'DEPOSIT_REQUESTED',
  createdAt: '2026-11-20T01:00:00.000Z',
  paidAt: null,
  periodStart: null,
  periodEnd: null,
  deposit: {
    account: { bank: '국민은행', accountNumber: '123-456-789012', holder: '(주)에스피아이' },
    depositorName: '세종리츠',
    deadline: new Date(Date.now() + 3 * DAY).toISOString(),
    requestedAt: '2026-11-21T02:00:00.000Z',
    requestNote: '오전에 법인 통장에서 보냈습니다.',
    depositedOn: '2026-11-21',
    confirmedAt: null,
    cancelledAt: null,
    cancelReason: null,
  },
  checkoutId: null,
  receiptUrl: null,
  failureMessage: null,
  membershipRoles: null,
};

const page = (orders: AdminCorporateOrder[]) => ({ orders, pagination: { page: 0, size: 20, count: orders.length } });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const snackbarMessages = () => useSnackbarStore.getState().snackbars.map((s) => s.message);

describe('deposit rows', () => {
  it('marks open orders past their deadline and expired orders as 기한 지남, not paid or future ones', () => {
    const now = Date.parse('2026-11-25T00:00:00.000Z');
    const at = (deadline: string) => ({ ...ORDER.deposit!, deadline });
    expect(isPastDeadline({ status: 'AWAITING_DEPOSIT', deposit: at('2026-11-24T14:59:59.000Z') }, now)).toBe(true);
    expect(isPastDeadline({ status: 'DEPOSIT_REQUESTED', deposit: at('2026-11-26T00:00:00.000Z') }, now)).toBe(false);
    expect(isPastDeadline({ status: 'PAID', deposit: at('2026-11-01T00:00:00.000Z') }, now)).toBe(false);
    expect(isPastDeadline({ status: 'EXPIRED', deposit: at('2026-11-01T00:00:00.000Z') }, now)).toBe(true);
  });

  it('states the amount and the corporation in the confirmation, and needs a cancel reason of 2 to 300 characters', () => {
    const dialog = confirmDepositDialog(ORDER);
    expect(dialog.title).toBe('1,650,000원 입금을 확인할까요?');
    expect(dialog.message).toContain('세종리츠자산운용 (사업자등록번호 123-45-67891)의 10석 연간 주문');
    expect(dialog.message).toContain("입금자명은 '세종리츠'입니다.");
    expect(checkCancelReason('  ')).toEqual({ ok: false, error: '취소 사유를 입력해 주세요.' });
    expect(checkCancelReason('a')).toEqual({ ok: false, error: '취소 사유를 2자 이상 입력해 주세요.' });
    expect(checkCancelReason('가'.repeat(301))).toEqual({ ok: false, error: '취소 사유는 300자 이하로 입력해 주세요.' });
    expect(checkCancelReason(' 입금 기한 안내 후 미입금 ')).toEqual({ ok: true, reason: '입금 기한 안내 후 미입금' });
  });
});

describe('DepositsScreen', () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    clearCookies();
    document.cookie = 'spi-csrf=csrf-token; path=/';
    replace.mockReset();
    confirm.mockReset();
    search = new URLSearchParams();
  });
  afterEach(() => clearCookies());

  it('opens on 입금 확인 요청 with every column of the order, and a tab goes to the address', async () => {
    const overdue = { ...ORDER, orderId: 'ord_corp_0002', status: 'AWAITING_DEPOSIT' as const, deposit: { ...ORDER.deposit!, deadline: new Date(Date.now() - DAY).toISOString(), requestedAt: null, requestNote: null, depositedOn: null } };
    const calls = serveApi(() => json(page([ORDER, overdue])));
    render(<DepositsScreen />, { wrapper });

    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    const row = await screen.findByTestId('deposit-row-ord_corp_0001');
    expect(calls[0]!.url).toBe('/api/sejong/v1/admin/corporate-orders?status=DEPOSIT_REQUESTED&page=0&size=20');
    expect(screen.getByRole('tab', { name: '입금 확인 요청' }).getAttribute('aria-selected')).toBe('true');
    for (const text of ['세종리츠자산운용', '123-45-67891', '10석', '연간', '1,650,000원', '세종리츠', '2026.11.21 11:00', '입금일 2026.11.21', '오전에 법인 통장에서 보냈습니다.', 'manager@sejong-reits.co.kr', '입금 확인 요청']) {
      expect(row.textContent).toContain(text);
    }
    expect(within(row).queryByTestId('deposit-overdue')).toBeNull();
    expect(within(screen.getByTestId('deposit-row-ord_corp_0002')).getByTestId('deposit-overdue').textContent).toBe('기한 지남');

    fireEvent.click(screen.getByRole('tab', { name: '입금 대기' }));
    expect(replace).toHaveBeenCalledWith('/admin/billing/deposits?status=AWAITING_DEPOSIT', { scroll: false });
    // Arrow keys move along the tabs.
    fireEvent.keyDown(screen.getByRole('tab', { name: '입금 확인 요청' }), { key: 'ArrowLeft' });
    expect(replace).toHaveBeenLastCalledWith('/admin/billing/deposits?status=EXPIRED', { scroll: false });
  });

  it('shows an error with a retry, then the empty state of the tab in the address', async () => {
    search = new URLSearchParams('status=EXPIRED');
    let fail = true;
    serveApi(() => (fail ? json({ error: { code: 'INTERNAL_ERROR', message: '서버 오류가 발생했습니다.' } }, 500) : json(page([]))));
    render(<DepositsScreen />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('error-state').textContent).toContain('입금 주문을 불러오지 못했습니다.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toContain('입금 기한이 지난 주문이 없습니다.'));
    expect(screen.getByRole('tab', { name: '기한 지남' }).getAttribute('aria-selected')).toBe('true');
  });

  it('confirms a deposit after the system confirm, moves it to 결제 완료 and refreshes the list', async () => {
    let confirmed = false;
    const calls = serveApi((call) => {
      if (call.method === 'POST') {
        confirmed = true;
        return json({ order: { ...ORDER, status: 'PAID', paidAt: '2026-11-22T00:00:00.000Z' } });
      }
      return json(page(confirmed ? [] : [ORDER]));
    });
    confirm.mockResolvedValue(true);
    render(<DepositsScreen />, { wrapper });
    const row = await screen.findByTestId('deposit-row-ord_corp_0001');
    await act(async () => { fireEvent.click(within(row).getByRole('button', { name: '입금 확인' })); });

    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '1,650,000원 입금을 확인할까요?', submitLabel: '입금 확인' }));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/sejong/v1/admin/corporate-orders/ord_corp_0001/confirm-deposit');
    await waitFor(() => expect(snackbarMessages()).toContain('세종리츠자산운용의 입금을 확인했습니다. 법인 멤버십이 시작되었고 주문은 결제 완료로 옮겼습니다.'));
    // The list is fetched again: the order has left 입금 확인 요청.
    await waitFor(() => expect(screen.getByTestId('empty-state').textContent).toContain('입금 확인을 요청한 주문이 없습니다.'));
  });

  it('sends nothing when the confirm is dismissed, and shows DEPOSIT_ALREADY_CONFIRMED in Korean', async () => {
    const calls = serveApi((call) => (call.method === 'POST'
      ? json({ error: { code: 'DEPOSIT_ALREADY_CONFIRMED', message: '이미 입금이 확인된 주문입니다.' } }, 409)
      : json(page([ORDER]))));
    render(<DepositsScreen />, { wrapper });
    const row = await screen.findByTestId('deposit-row-ord_corp_0001');

    confirm.mockResolvedValueOnce(false);
    await act(async () => { fireEvent.click(within(row).getByRole('button', { name: '입금 확인' })); });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    confirm.mockResolvedValueOnce(true);
    await act(async () => { fireEvent.click(within(row).getByRole('button', { name: '입금 확인' })); });
    await waitFor(() => expect(snackbarMessages()).toContain('이미 입금이 확인된 주문입니다.'));
    expect(useSnackbarStore.getState().snackbars.at(-1)?.type).toBe('Warning');
  });

  it('cancels an order only with a reason', async () => {
    const calls = serveApi((call) => (call.method === 'POST' ? json({ order: { ...ORDER, status: 'CANCELLED' } }) : json(page([ORDER]))));
    render(<DepositsScreen />, { wrapper });
    const row = await screen.findByTestId('deposit-row-ord_corp_0001');
    fireEvent.click(within(row).getByRole('button', { name: '주문 취소' }));

    const dialog = screen.getByTestId('cancel-order-dialog');
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소' })); });
    const reason = within(dialog).getByLabelText(/취소 사유/);
    expect(within(dialog).getByRole('alert').textContent).toBe('취소 사유를 입력해 주세요.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: '입금 기한 안내 후 미입금' } });
    await act(async () => { fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소' })); });
    await waitFor(() => expect(screen.queryByTestId('cancel-order-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/sejong/v1/admin/corporate-orders/ord_corp_0001/cancel', body: { reason: '입금 기한 안내 후 미입금' } });
    expect(snackbarMessages()).toContain('세종리츠자산운용의 주문(ord_corp_0001)을 취소했습니다.');
  });

  it('switches the fund role of a paid corporation after a confirm, following the roles the API answers', async () => {
    search = new URLSearchParams('status=PAID');
    const paid = { ...ORDER, status: 'PAID' as const, membershipRoles: [] };
    const calls = serveApi((call) => (call.method === 'PUT' ? json({ roles: ['FUND'] }) : json(page([paid]))));
    confirm.mockResolvedValue(true);
    render(<DepositsScreen />, { wrapper });
    const row = await screen.findByTestId('deposit-row-ord_corp_0001');
    expect(within(row).queryByRole('button', { name: '입금 확인' })).toBeNull();
    const fund = within(row).getByRole('switch', { name: '세종리츠자산운용 FUND 권한' });
    expect(fund.getAttribute('aria-checked')).toBe('false');

    await act(async () => { fireEvent.click(fund); });
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '세종리츠자산운용에 펀드 권한을 줄까요?' }));
    await waitFor(() => expect(fund.getAttribute('aria-checked')).toBe('true'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/api/sejong/v1/admin/corporations/corp-1/fund-role', body: { fund: true } });
    expect(snackbarMessages()).toContain('세종리츠자산운용의 모든 좌석에 펀드 권한을 주었습니다.');
  });
});
