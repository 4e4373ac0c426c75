import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDto } from '@spi/core';
import { configureApiClient, resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import type * as UiModule from '@/components/ui';
import { checkRefund } from './refund-check';

const confirm = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  showSystemConfirm: (...args: unknown[]) => confirm(...args),
}));

const { RefundDialog } = await import('./refund-dialog');

const ORDER: AdminOrderDto = {
  orderId: 'ord_20261101_0001',
  orderName: '프리미엄 월간',
  kind: 'FIRST',
  planCode: 'PREMIUM',
  cycle: 'MONTHLY',
  amount: 15_000,
  refundedAmount: 5_000,
  refundable: 10_000,
  status: 'PARTIALLY_REFUNDED',
  createdAt: '2026-11-01T00:00:00.000Z',
  paidAt: '2026-11-01T00:00:05.000Z',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  receiptUrl: null,
  card: { company: '신한', number: '4330-****-****-1234' },
  failureMessage: null,
  userId: 'u1',
  email: 'reader@example.com',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('refund checks', () => {
  it('needs a reason, and a partial amount between 1원 and the refundable amount', () => {
    expect(checkRefund({ mode: 'FULL', amount: '', reason: '' }, 10_000)).toEqual({ ok: false, errors: { reason: '환불 사유를 입력해 주세요.' } });
    expect(checkRefund({ mode: 'PARTIAL', amount: '10001', reason: '중복 결제' }, 10_000)).toEqual({ ok: false, errors: { amount: '환불 금액은 환불 가능 금액(10,000원)보다 클 수 없습니다.' } });
    expect(checkRefund({ mode: 'PARTIAL', amount: '', reason: '중복 결제' }, 10_000)).toMatchObject({ ok: false, errors: { amount: '환불 금액을 입력해 주세요.' } });
    expect(checkRefund({ mode: 'PARTIAL', amount: '0', reason: '중복 결제' }, 10_000)).toMatchObject({ ok: false, errors: { amount: '환불 금액은 1원 이상이어야 합니다.' } });
    expect(checkRefund({ mode: 'PARTIAL', amount: '3000', reason: ' 중복 결제 ' }, 10_000)).toEqual({ ok: true, request: { amount: 3000, reason: '중복 결제' }, amount: 3000 });
    // A full refund sends no amount (refundRequestSchema).
    expect(checkRefund({ mode: 'FULL', amount: '123', reason: '서비스 불만' }, 10_000)).toEqual({ ok: true, request: { reason: '서비스 불만' }, amount: 10_000 });
  });
});

describe('RefundDialog', () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
    clearCookies();
    confirm.mockReset();
  });
  afterEach(() => clearCookies());

  it('shows Korean errors for a missing reason and a partial amount above what is refundable, and sends nothing', async () => {
    const fetch = vi.fn();
    configureApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    render(<RefundDialog order={ORDER} onClose={() => {}} onRefunded={() => {}} />);

    expect(screen.getByRole('dialog', { name: '주문 환불' })).toBeTruthy();
    expect(screen.getByTestId('refundable').textContent).toBe('10,000원');
    fireEvent.click(screen.getByRole('radio', { name: '부분 환불' }));
    fireEvent.change(screen.getByLabelText(/환불 금액/), { target: { value: '12,000' } });
    expect((screen.getByLabelText(/환불 금액/) as HTMLInputElement).value).toBe('12000');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '환불하기' })); });

    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('환불 금액은 환불 가능 금액(10,000원)보다 클 수 없습니다.');
    expect(alerts).toContain('환불 사유를 입력해 주세요.');
    expect(screen.getByLabelText(/환불 금액/).getAttribute('aria-invalid')).toBe('true');
    expect(confirm).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms the amount, refunds part of the order and hands back the updated order', async () => {
    document.cookie = 'spi-csrf=csrf-token; path=/';
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    configureApiClient({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push({ url: String(input), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
        return json({ order: { ...ORDER, refundedAmount: 8_000, refundable: 7_000 }, subscriptionEnded: false, message: '3,000원을 환불했습니다.' });
      }) as typeof fetch,
    });
    confirm.mockResolvedValue(true);
    const onRefunded = vi.fn();
    const onClose = vi.fn();
    render(<RefundDialog order={ORDER} onClose={onClose} onRefunded={onRefunded} />);

    fireEvent.click(screen.getByRole('radio', { name: '부분 환불' }));
    fireEvent.change(screen.getByLabelText(/환불 금액/), { target: { value: '3000' } });
    fireEvent.change(screen.getByLabelText(/환불 사유/), { target: { value: '이중 결제 확인' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '환불하기' })); });

    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '3,000원을 환불할까요?', submitLabel: '3,000원 환불', submitColor: 'danger' }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledWith(expect.objectContaining({ refundedAmount: 8_000, refundable: 7_000 })));
    const refund = calls.find((c) => c.method === 'POST');
    expect(refund).toMatchObject({ url: '/api/sejong/v1/admin/billing/orders/ord_20261101_0001/refunds', body: { amount: 3000, reason: '이중 결제 확인' } });
    expect(onClose).toHaveBeenCalled();
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('3,000원을 환불했습니다.');
  });

  it('keeps the dialog open with the API message when the gateway refuses', async () => {
    document.cookie = 'spi-csrf=csrf-token; path=/';
    configureApiClient({
      fetch: (async () => json({ error: { code: 'PAYMENT_GATEWAY_ERROR', message: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.' } }, 502)) as typeof fetch,
    });
    confirm.mockResolvedValue(true);
    const onClose = vi.fn();
    render(<RefundDialog order={ORDER} onClose={onClose} onRefunded={() => {}} />);
    fireEvent.change(screen.getByLabelText(/환불 사유/), { target: { value: '회원 요청' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '환불하기' })); });

    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: '10,000원을 환불할까요?' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('결제사와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
