import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OnboardingState } from '@spi/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalRoot, openModal, resetModals } from '@/components/ui';

const save = vi.fn();
vi.mock('../lib/onboarding-api', () => ({ saveOnboarding: (input: unknown) => save(input) }));

const { ONBOARDING_MODAL } = await import('../lib/register-modals');

const state: OnboardingState = {
  pending: true,
  interests: [],
  notifications: { newsletter: false, newArticles: true, events: true, membership: true, recruit: false },
};

async function openOnboarding() {
  render(<ModalRoot />);
  let result: Promise<unknown> = Promise.resolve();
  act(() => { result = openModal({ name: ONBOARDING_MODAL, args: { state } }); });
  await screen.findByTestId('onboarding-modal', {}, { timeout: 15_000 });
  // Wrapped: an async function would wait for a returned promise (the modal's result).
  return { result };
}

describe('onboarding modal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    save.mockReset();
    save.mockResolvedValue({ ...state, pending: false });
  });
  afterEach(() => act(() => resetModals()));

  it('walks 환영 → 관심 분야 → 알림 설정 and finishes with the picks and switches', async () => {
    const { result } = await openOnboarding();
    expect(screen.getByTestId('onboarding-step').textContent).toBe('1/3');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByTestId('onboarding-step').textContent).toBe('2/3');
    fireEvent.click(screen.getByRole('button', { name: '오피스' }));
    fireEvent.click(screen.getByRole('button', { name: '상장 리츠' }));
    fireEvent.click(screen.getByRole('button', { name: '물류' }));
    fireEvent.click(screen.getByRole('button', { name: '물류' })); // unpicked again
    expect(screen.getByRole('button', { name: '오피스' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '물류' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByTestId('onboarding-step').textContent).toBe('3/3');
    const newsletter = screen.getByRole('switch', { name: '뉴스레터' });
    expect(newsletter.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: '새 기사' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(newsletter);
    fireEvent.click(screen.getByRole('button', { name: '완료' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      action: 'finish',
      interests: ['OFFICE', 'REITS'],
      notifications: { ...state.notifications, newsletter: true },
    });
    await expect(result).resolves.toBe('finish');
    await waitFor(() => expect(screen.queryByTestId('onboarding-modal')).toBeNull());
  });

  it('건너뛰기 on any step sends skip only', async () => {
    const { result } = await openOnboarding();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(screen.getByRole('button', { name: '오피스' }));
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ action: 'skip' }));
    await expect(result).resolves.toBe('skip');
  });

  it('stays open with an error when saving fails', async () => {
    save.mockRejectedValueOnce(new Error('network'));
    await openOnboarding();
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('onboarding-modal')).toBeTruthy();
  });
});
