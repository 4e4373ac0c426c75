import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DURATIONS } from '@spi/core';
import { ModalRoot } from '../ModalRoot';
import { preloadModal } from '../modal-registry';
import { resetModals, useModalStore } from '../modal-store';
import { showSystemAlert, showSystemConfirm, useSystemAlert, useSystemConfirm } from './use-system-dialogs';

async function flush() {
  for (let i = 0; i < 10; i++) {
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
  }
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

// Load the real chunks once with real timers; each test then runs on fake timers.
beforeAll(async () => {
  await Promise.all([preloadModal('system-alert'), preloadModal('system-confirm')]);
});

beforeEach(() => {
  vi.useFakeTimers();
  render(<ModalRoot />);
});

afterEach(() => {
  act(() => resetModals());
  vi.useRealTimers();
});

describe('system alert', () => {
  it("has the title, the message and exactly one button, '확인', which resolves the promise", async () => {
    let done: Promise<void> | undefined;
    act(() => { done = showSystemAlert({ title: '알림', message: '저장되었습니다.' }); });
    await flush();
    const dialog = screen.getByRole('dialog', { name: '알림' });
    expect(within(dialog).getByText('저장되었습니다.')).toBeTruthy();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.textContent).toBe('확인');
    expect(document.activeElement).toBe(buttons[0]);
    const settled = vi.fn();
    void done!.then(settled);
    fireEvent.click(buttons[0]!);
    await flush();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('accepts a plain message, which then names the dialog', async () => {
    act(() => { void useSystemAlert()('해당 페이지는 로그인한 사용자만 접근 가능합니다.'); });
    await flush();
    expect(screen.getByRole('dialog', { name: '해당 페이지는 로그인한 사용자만 접근 가능합니다.' })).toBeTruthy();
  });
});

describe('system confirm', () => {
  it("has '닫기' and a submit button labelled '확인' by default; 닫기 resolves false", async () => {
    let answer: Promise<boolean> | undefined;
    act(() => { answer = showSystemConfirm({ title: '삭제할까요?', message: '되돌릴 수 없어요.' }); });
    await flush();
    const dialog = screen.getByRole('dialog', { name: '삭제할까요?' });
    const buttons = within(dialog).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['닫기', '확인']);
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await expect(answer).resolves.toBe(false);
  });

  it('Escape resolves false; submit without onSubmit resolves true', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => { answer = showSystemConfirm({ title: '확인' }); });
    await flush();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    await act(async () => { await vi.advanceTimersByTimeAsync(DURATIONS.modalCloseDelayMs); });

    act(() => { answer = useSystemConfirm()({ title: '구독할까요?', submitLabel: '구독하기' }); });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '구독하기' }));
    await expect(answer).resolves.toBe(true);
  });

  it('applies submit colour, label and disabled flag', async () => {
    act(() => {
      void showSystemConfirm({ title: '탈퇴', submitLabel: '탈퇴하기', submitColor: 'danger', submitDisabled: true });
    });
    await flush();
    const submit = screen.getByRole('button', { name: '탈퇴하기' });
    expect(submit.dataset.variant).toBe('danger');
    expect(submit).toHaveProperty('disabled', true);
    // A destructive confirm starts focused on the safe button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
  });

  it('locks both buttons while an async submit is pending and closes only when it resolves', async () => {
    const work = deferred();
    let answer: Promise<boolean> | undefined;
    act(() => { answer = showSystemConfirm({ title: '결제할까요?', submitLabel: '결제', onSubmit: () => work.promise }); });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '결제' }));
    await flush();
    const close = screen.getByRole('button', { name: '닫기' });
    const submit = screen.getByRole('button', { name: '결제' });
    for (const button of [close, submit]) {
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-busy')).toBe('true');
    }
    // Neither Escape nor time closes it meanwhile.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await act(async () => { await vi.advanceTimersByTimeAsync(5000); });
    expect(useModalStore.getState().modals[0]?.closing).toBe(false);
    const settled = vi.fn();
    void answer!.then(settled);
    expect(settled).not.toHaveBeenCalled();

    await act(async () => { work.resolve(); });
    await flush();
    expect(settled).toHaveBeenCalledWith(true);
    expect(useModalStore.getState().modals[0]?.closing).toBe(true);
    await act(async () => { await vi.advanceTimersByTimeAsync(DURATIONS.modalCloseDelayMs); });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open and re-enables the buttons when the async submit rejects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const work = deferred();
    act(() => { void showSystemConfirm({ title: '결제할까요?', submitLabel: '결제', onSubmit: () => work.promise }); });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '결제' }));
    await flush();
    expect(screen.getByRole('button', { name: '결제' })).toHaveProperty('disabled', true);
    await act(async () => { work.reject(new Error('card declined')); });
    await flush();
    const close = screen.getByRole('button', { name: '닫기' });
    const submit = screen.getByRole('button', { name: '결제' });
    for (const button of [close, submit]) {
      expect(button).toHaveProperty('disabled', false);
      expect(button.hasAttribute('aria-busy')).toBe(false);
    }
    expect(screen.getByRole('alert').textContent).toBe('요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
    expect(useModalStore.getState().modals).toHaveLength(1);
    expect(useModalStore.getState().modals[0]?.closing).toBe(false);
    expect(document.activeElement).toBe(submit);
    error.mockRestore();
  });
});
