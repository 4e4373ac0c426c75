import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionDto } from '@spi/core';
import type * as UiModule from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';
import { clearCookies, createWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';

const confirm = vi.fn();
vi.mock('@/components/ui', async (importOriginal) => ({ ...(await importOriginal<typeof UiModule>()), useSystemConfirm: () => confirm }));

const { PlanChangePanel } = await import('./plan-change-panel');

const subscription: SubscriptionDto = {
  subscriptionId: 's1', planCode: 'LIGHT', planName: '라이트', cycle: 'MONTHLY', status: 'ACTIVE',
  currentPeriodStart: '2026-01-05T03:00:00Z', currentPeriodEnd: '2026-02-05T03:00:00Z', cancelAtPeriodEnd: false,
  nextBilling: { at: '2026-02-05T03:00:00Z', amount: 9900, planCode: 'LIGHT', cycle: 'MONTHLY' }, pendingChange: null, retry: null, card: null,
};
const plan = (code: string, label: string, monthlyPrice: number, sortOrder: number) => ({
  code, name: label, label, summary: '', highlights: [], monthlyPrice, yearlyPrice: monthlyPrice * 10,
  yearlySaving: { won: monthlyPrice * 2, percent: 17 }, audience: 'PERSONAL', image: '', sortOrder, onSale: true,
});

describe('PlanChangePanel', () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
    signIn();
    confirm.mockReset();
  });
  afterEach(() => clearCookies());

  it('previews an upgrade (prorated amount and the explanation), confirms, and sends an Idempotency-Key', async () => {
    const preview = { kind: 'UPGRADE_NOW', planCode: 'LIGHT_PLUS', cycle: 'MONTHLY', amountDue: 5160, credit: 5130, cost: 10290, remainingDays: 16, effectiveAt: '2026-01-20T00:00:00Z', nextAmount: 19900, explanation: '남은 16일분 차액을 지금 결제합니다.' };
    let idempotencyKey: string | undefined;
    const calls = mockApi((method, url, body, headers) => {
      if (url === '/api/sejong/v1/memberships/plans') return json({ plans: [plan('LIGHT', '라이트', 9900, 1), plan('LIGHT_PLUS', '라이트 플러스', 19900, 2)] });
      if (url.startsWith('/api/sejong/v1/users/me/subscription/change-preview?')) {
        return json(preview);
      }
      if (method === 'POST' && url === '/api/sejong/v1/users/me/subscription/change') {
        expect(body).toEqual({ planCode: 'LIGHT_PLUS', cycle: 'MONTHLY' });
        idempotencyKey = headers['Idempotency-Key'];
        return json({ preview, order: null, subscription: { ...subscription, planCode: 'LIGHT_PLUS', planName: '라이트 플러스' } });
      }
    });
    confirm.mockImplementation(async (args: { onSubmit: () => Promise<unknown>; submitLabel: string }) => {
      expect(args.submitLabel).toBe('5,160원 결제하고 변경');
      await args.onSubmit();
      return true;
    });
    const onDone = vi.fn();
    render(<PlanChangePanel subscription={subscription} mode="plan" onDone={onDone} />, { wrapper: createWrapper() });
    await waitFor(() => expect(calls).toContain('GET /api/sejong/v1/memberships/plans'), { timeout: 3000 });
    fireEvent.click(await screen.findByRole('radio', { name: /라이트 플러스/ }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByTestId('plan-change-preview').textContent).toContain('지금 결제 5,160원'));
    expect(screen.getByTestId('plan-change-preview').textContent).toContain('남은 16일분 차액을 지금 결제합니다.');
    await act(async () => { fireEvent.click(screen.getByTestId('plan-change-submit')); });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toContain('POST /api/sejong/v1/users/me/subscription/change');
    expect(calls.some((c) => c.includes('change-preview?planCode=LIGHT_PLUS&cycle=MONTHLY'))).toBe(true);
    expect(idempotencyKey).toMatch(/\S{8,}/);
  });

  it('the cycle change starts on the other cycle and previews a change at period end', async () => {
    mockApi((method, url) => {
      if (url.startsWith('/api/sejong/v1/users/me/subscription/change-preview?planCode=LIGHT&cycle=YEARLY')) {
        return json({ kind: 'CHANGE_AT_PERIOD_END', planCode: 'LIGHT', cycle: 'YEARLY', amountDue: 0, credit: 0, cost: 0, remainingDays: 16, effectiveAt: '2026-02-05T03:00:00Z', nextAmount: 99000, explanation: '다음 결제일부터 연간으로 결제됩니다.' });
      }
    });
    render(<PlanChangePanel subscription={subscription} mode="cycle" onDone={vi.fn()} />, { wrapper: createWrapper() });
    expect((screen.getByRole('radio', { name: /연간/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('plan-change-preview').textContent).toContain('2026.02.05부터 99,000원'));
  });
});
