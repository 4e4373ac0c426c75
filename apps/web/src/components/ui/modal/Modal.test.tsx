import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DURATIONS, LIMITS } from '@spi/core';
import { ModalRoot } from './ModalRoot';
import { ModalActions, ModalBody, ModalHeader } from './ModalParts';
import { registerModal, unregisterModal } from './modal-registry';
import { closeModal, openModal, resetModals, useModalStore } from './modal-store';
import { loadWithRetry } from './load-with-retry';
import type { ModalComponentProps } from './types';
import { Button } from '../button/Button';
import { getScrollLockCount } from '../use-scroll-lock';

function TestModal({ args, close }: ModalComponentProps<{ label: string }, string>) {
  return (
    <>
      <ModalHeader title={`제목 ${args.label}`} />
      <ModalBody>본문</ModalBody>
      <ModalActions>
        <Button variant="secondary" onClick={() => close('cancel')}>취소</Button>
        <Button onClick={() => close('ok')}>확인</Button>
      </ModalActions>
    </>
  );
}

/** Lets lazy components resolve and React commit. */
async function flush() {
  for (let i = 0; i < 5; i++) {
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
  }
}

async function advance(ms: number) {
  await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
}

function renderWithOpener() {
  const result = render(
    <>
      <button type="button">열기</button>
      <ModalRoot />
    </>,
  );
  const opener = screen.getByRole('button', { name: '열기' });
  opener.focus();
  return { ...result, opener };
}

beforeEach(() => {
  vi.useFakeTimers();
  registerModal('test', () => Promise.resolve({ default: TestModal }));
});

afterEach(() => {
  act(() => resetModals());
  unregisterModal('test');
  vi.useRealTimers();
});

describe('modal', () => {
  it('renders an accessible dialog labelled by its title, max width from --modal-max-width', async () => {
    renderWithOpener();
    act(() => { void openModal({ name: 'test', args: { label: 'A' } }); });
    await flush();
    const dialog = screen.getByRole('dialog', { name: '제목 A' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('제목 A');
    expect(LIMITS.modalMaxWidthPx).toBe(480);
  });

  it('stays mounted and marked closing for exactly DURATIONS.modalCloseDelayMs (200 ms), then unmounts', async () => {
    expect(DURATIONS.modalCloseDelayMs).toBe(200);
    renderWithOpener();
    let result: Promise<unknown> | undefined;
    act(() => { result = openModal({ name: 'test', args: { label: 'A' } }); });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(result).resolves.toBe('ok');
    const layer = document.querySelector('[data-modal-layer]')!;
    expect(layer.getAttribute('data-state')).toBe('closing');
    await advance(DURATIONS.modalCloseDelayMs - 1);
    expect(document.querySelector('[data-modal-layer]')).not.toBeNull();
    await advance(1);
    expect(document.querySelector('[data-modal-layer]')).toBeNull();
  });

  it('closes on Escape, resolves undefined and returns focus to the opener', async () => {
    const { opener } = renderWithOpener();
    let result: Promise<unknown> | undefined;
    act(() => { result = openModal({ name: 'test', args: { label: 'A' } }); });
    await flush();
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await expect(result).resolves.toBeUndefined();
    expect(document.activeElement).toBe(opener);
    await advance(DURATIONS.modalCloseDelayMs);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes only the topmost of nested modals', async () => {
    renderWithOpener();
    act(() => { void openModal({ name: 'test', args: { label: 'A' } }); });
    await flush();
    act(() => { void openModal({ name: 'test', args: { label: 'B' } }); });
    await flush();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await advance(DURATIONS.modalCloseDelayMs);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '제목 A' })).toBeTruthy();
  });

  it('closes on a background click only with isEnableCloseByBackground', async () => {
    renderWithOpener();
    act(() => { void openModal({ name: 'test', args: { label: 'A' } }); });
    await flush();
    fireEvent.click(document.querySelector('[data-modal-backdrop]')!);
    expect(useModalStore.getState().modals[0]?.closing).toBe(false);
    // A click inside the panel never counts as the background.
    fireEvent.click(screen.getByText('본문'));
    expect(useModalStore.getState().modals[0]?.closing).toBe(false);
    act(() => closeModal());
    await advance(DURATIONS.modalCloseDelayMs);

    act(() => { void openModal({ name: 'test', args: { label: 'B' }, options: { isEnableCloseByBackground: true } }); });
    await flush();
    fireEvent.click(screen.getByText('본문'));
    expect(useModalStore.getState().modals[0]?.closing).toBe(false);
    fireEvent.click(document.querySelector('[data-modal-backdrop]')!);
    expect(useModalStore.getState().modals[0]?.closing).toBe(true);
  });

  it('renders a dim layer by default and none with noDim', async () => {
    renderWithOpener();
    act(() => { void openModal({ name: 'test', args: { label: 'A' } }); });
    await flush();
    expect(document.querySelector('[data-modal-dim]')).not.toBeNull();
    act(() => resetModals());
    act(() => { void openModal({ name: 'test', args: { label: 'B' }, options: { noDim: true } }); });
    await flush();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.querySelector('[data-modal-dim]')).toBeNull();
  });

  it('applies the position option', async () => {
    renderWithOpener();
    act(() => { void openModal({ name: 'test', args: { label: 'A' }, options: { position: 'right' } }); });
    await flush();
    expect(document.querySelector('[data-modal-layer]')!.getAttribute('data-position')).toBe('right');
  });

  it('locks page scroll while any modal is mounted, releasing only after the last one unmounts', async () => {
    renderWithOpener();
    const html = document.documentElement;
    expect(html.hasAttribute('data-scroll-locked')).toBe(false);
    act(() => { void openModal({ name: 'test', args: { label: 'A' } }); });
    act(() => { void openModal({ name: 'test', args: { label: 'B' } }); });
    await flush();
    expect(html.hasAttribute('data-scroll-locked')).toBe(true);
    act(() => closeModal());
    await advance(DURATIONS.modalCloseDelayMs);
    expect(html.hasAttribute('data-scroll-locked')).toBe(true);
    act(() => closeModal());
    await advance(DURATIONS.modalCloseDelayMs - 1);
    expect(html.hasAttribute('data-scroll-locked')).toBe(true);
    await advance(1);
    expect(html.hasAttribute('data-scroll-locked')).toBe(false);
    expect(getScrollLockCount()).toBe(0);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    renderWithOpener();
    act(() => { void openModal({ name: 'test', args: { label: 'A' } }); });
    await flush();
    const close = screen.getByRole('button', { name: '닫기' });
    const ok = screen.getByRole('button', { name: '확인' });
    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('shows a Korean error state with a close button for an unregistered name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithOpener();
    act(() => { void openModal({ name: 'nope' }); });
    await flush();
    expect(screen.getByRole('dialog', { name: '화면을 불러오지 못했어요' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(useModalStore.getState().modals[0]?.closing).toBe(true);
    error.mockRestore();
  });
});

describe('lazy modal loading', () => {
  it('loadWithRetry retries exactly LIMITS.lazyModalRetries (3) times, DURATIONS.lazyModalRetryDelayMs (1000 ms) apart, then throws', async () => {
    expect(LIMITS.lazyModalRetries).toBe(3);
    expect(DURATIONS.lazyModalRetryDelayMs).toBe(1000);
    const loader = vi.fn(() => Promise.reject(new Error('chunk')));
    const promise = loadWithRetry(loader);
    const settled = vi.fn();
    promise.catch(settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(loader).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= 3; retry++) {
      await vi.advanceTimersByTimeAsync(999);
      expect(loader).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(loader).toHaveBeenCalledTimes(retry + 1);
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith(new Error('chunk'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(loader).toHaveBeenCalledTimes(4);
  });

  it('loadWithRetry resolves as soon as an attempt succeeds', async () => {
    const loader = vi.fn()
      .mockRejectedValueOnce(new Error('1'))
      .mockResolvedValueOnce('ok');
    const promise = loadWithRetry(loader);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toBe('ok');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a registered modal whose chunk keeps failing shows a loading state, retries 3 times 1 s apart, then the Korean error state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi.fn(() => Promise.reject(new Error('Loading chunk failed')));
    registerModal('flaky', loader);
    renderWithOpener();
    act(() => { void openModal({ name: 'flaky' }); });
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: '불러오는 중' })).toBeTruthy();
    await advance(1000);
    expect(loader).toHaveBeenCalledTimes(2);
    await advance(1000);
    expect(loader).toHaveBeenCalledTimes(3);
    await advance(999);
    expect(loader).toHaveBeenCalledTimes(3);
    expect(document.querySelector('[data-modal-error]')).toBeNull();
    await advance(1);
    await flush();
    expect(loader).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('dialog', { name: '화면을 불러오지 못했어요' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
    unregisterModal('flaky');
    error.mockRestore();
  });

  it('a chunk that fails twice then loads renders the modal', async () => {
    const loader = vi.fn()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValue({ default: TestModal });
    registerModal('recovering', loader);
    renderWithOpener();
    act(() => { void openModal({ name: 'recovering', args: { label: 'R' } }); });
    await flush();
    await advance(2000);
    await flush();
    expect(loader).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('dialog', { name: '제목 R' })).toBeTruthy();
    unregisterModal('recovering');
  });
});
