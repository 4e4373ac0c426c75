import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { DURATIONS, LIMITS } from '@spi/core';
import { ModalRoot } from './ModalRoot';
import { registerModal, unregisterModal } from './modal-registry';
import { openModal, resetModals, useModalStore } from './modal-store';
import { resetSnackbars, useSnackbarStore } from '../snackbar/snackbar-store';

// The modal frame's chunk cannot be fetched (the reader went offline after the page loaded).
vi.mock('./ModalFrame', () => {
  throw new Error('offline');
});

async function advance(ms: number) {
  await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
}

beforeEach(() => {
  vi.useFakeTimers();
  registerModal('test', () => Promise.resolve({ default: () => <p>본문</p> }));
});

afterEach(() => {
  act(() => {
    resetModals();
    resetSnackbars();
  });
  unregisterModal('test');
  vi.useRealTimers();
});

describe('modal root without its frame', () => {
  it('closes the modal after the retries and says why in a snackbar; the caller gets undefined', async () => {
    render(<ModalRoot />);
    let result: unknown = 'pending';
    act(() => {
      void openModal({ name: 'test', args: {} }).then((value) => { result = value; });
    });
    await advance(LIMITS.lazyModalRetries * DURATIONS.lazyModalRetryDelayMs);
    expect(result).toBeUndefined();
    await advance(DURATIONS.modalCloseDelayMs);
    expect(useModalStore.getState().modals).toHaveLength(0);
    const [snackbar] = useSnackbarStore.getState().snackbars;
    expect(snackbar?.type).toBe('Danger');
    expect(snackbar?.title).toBe('화면을 불러오지 못했어요');
  });
});
