import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_BATCH_MAX } from '@spi/core';
import { configureApiClient, resetApiClientForTests } from '@/lib/api-client';
import { resetSnackbars, useSnackbarStore } from '@/components/ui';
import { checkCouponBatch, EMPTY_COUPON_DRAFT, type CouponBatchDraft } from './coupon-batch-check';
import { CouponBatchForm } from './coupon-batch-form';

const TODAY = '2026-11-26';
const valid: CouponBatchDraft = { name: '봄 세미나', tierCode: 'PREMIUM', benefitDays: '30', count: '200', redeemBy: '2026-12-31', onePerUser: true };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('coupon batch checks', () => {
  it('accepts a complete batch as couponBatchCreateSchema input', () => {
    expect(checkCouponBatch(valid, TODAY)).toEqual({
      ok: true,
      input: { name: '봄 세미나', tierCode: 'PREMIUM', benefitDays: 30, count: 200, redeemBy: '2026-12-31', onePerUser: true },
    });
  });

  it('answers every missing or out-of-range field in Korean', () => {
    expect(checkCouponBatch({ ...EMPTY_COUPON_DRAFT, benefitDays: '', count: '' }, TODAY)).toEqual({
      ok: false,
      errors: {
        name: '쿠폰 이름을 입력해 주세요.',
        tierCode: '멤버십 등급을 선택해 주세요.',
        benefitDays: '혜택 기간을 일 단위 숫자로 입력해 주세요.',
        count: '발급 수량을 숫자로 입력해 주세요.',
        redeemBy: '사용 기한을 선택해 주세요.',
      },
    });
    const errors = (draft: Partial<CouponBatchDraft>) => {
      const result = checkCouponBatch({ ...valid, ...draft }, TODAY);
      return result.ok ? {} : result.errors;
    };
    expect(errors({ tierCode: 'NONE' })).toEqual({ tierCode: '멤버십 등급을 선택해 주세요.' });
    expect(errors({ count: String(COUPON_BATCH_MAX + 1) })).toEqual({ count: '한 번에 최대 5,000개까지 만들 수 있습니다.' });
    expect(errors({ count: '0' })).toEqual({ count: '발급 수량은 1개 이상이어야 합니다.' });
    expect(errors({ benefitDays: '731' })).toEqual({ benefitDays: '혜택 기간은 최대 730일입니다.' });
    expect(errors({ redeemBy: '2026-11-25' })).toEqual({ redeemBy: '사용 기한은 오늘 이후 날짜여야 합니다.' });
    expect(errors({ name: '가' })).toEqual({ name: '쿠폰 이름을 2자 이상 입력해 주세요.' });
    expect(errors({ redeemBy: TODAY })).toEqual({});
  });
});

describe('CouponBatchForm', () => {
  beforeEach(() => {
    resetApiClientForTests();
    resetSnackbars();
  });
  afterEach(() => { document.cookie = 'spi-csrf=; path=/; max-age=0'; });

  it('shows the errors beside their fields and sends nothing while the form is invalid', async () => {
    const fetch = vi.fn();
    configureApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    render(<CouponBatchForm onCreated={() => {}} />);
    fireEvent.change(screen.getByLabelText(/발급 수량/), { target: { value: '6000' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '쿠폰 만들기' })); });

    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining(['쿠폰 이름을 입력해 주세요.', '멤버십 등급을 선택해 주세요.', '한 번에 최대 5,000개까지 만들 수 있습니다.', '사용 기한을 선택해 주세요.']));
    expect(screen.getByLabelText(/멤버십 등급/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/발급 수량/), { target: { value: '50' } });
    expect(screen.queryByText('한 번에 최대 5,000개까지 만들 수 있습니다.')).toBeNull();
  });

  it('creates the batch and resets the form', async () => {
    document.cookie = 'spi-csrf=csrf-token; path=/';
    let body: unknown = null;
    configureApiClient({
      fetch: (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        body = JSON.parse(String(init.body));
        return json({ batch: { batchId: 'b1', name: '봄 세미나', tierCode: 'LIGHT', benefitDays: 14, count: 20, redeemed: 0, redeemBy: '2099-01-31', onePerUser: false, createdAt: '2026-11-25T00:00:00.000Z' } });
      }) as typeof fetch,
    });
    const onCreated = vi.fn();
    render(<CouponBatchForm onCreated={onCreated} />);
    fireEvent.change(screen.getByLabelText(/쿠폰 이름/), { target: { value: '봄 세미나' } });
    fireEvent.change(screen.getByLabelText(/멤버십 등급/), { target: { value: 'LIGHT' } });
    fireEvent.change(screen.getByLabelText(/혜택 기간/), { target: { value: '14' } });
    fireEvent.change(screen.getByLabelText(/발급 수량/), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText(/사용 기한/), { target: { value: '2099-01-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '1인 1회만 사용' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '쿠폰 만들기' })); });

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ batchId: 'b1' })));
    expect(body).toEqual({ name: '봄 세미나', tierCode: 'LIGHT', benefitDays: 14, count: 20, redeemBy: '2099-01-31', onePerUser: false });
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('쿠폰 20개를 만들었습니다.');
    expect((screen.getByLabelText(/쿠폰 이름/) as HTMLInputElement).value).toBe('');
  });
});
