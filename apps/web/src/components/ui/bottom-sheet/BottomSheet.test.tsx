import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DURATIONS } from '@spi/core';
import { BottomSheet } from './BottomSheet';
import { useBottomSheet } from './use-bottom-sheet';
import { installMatchMedia, setViewportWidth, uninstallMatchMedia } from '../testing/match-media';

function Demo() {
  const sheet = useBottomSheet();
  return (
    <>
      <button type="button" onClick={sheet.open}>필터</button>
      <BottomSheet {...sheet.sheetProps} title="필터 설정">
        <button type="button">적용</button>
      </BottomSheet>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  uninstallMatchMedia();
  vi.restoreAllMocks();
});

describe('useBottomSheet', () => {
  it("refuses to open at 768 px and wider and logs exactly '바텀시트 커스텀 훅 사용 불가'", () => {
    installMatchMedia(768);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: '필터' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('바텀시트 커스텀 훅 사용 불가');
  });

  it('falls back to window.innerWidth when matchMedia is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: '필터' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith('바텀시트 커스텀 훅 사용 불가');
  });

  it('opens on mobile (767 px) as a full-screen dialog with a 닫기 icon button, without logging', () => {
    installMatchMedia(767);
    const error = vi.spyOn(console, 'error');
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: '필터' }));
    const dialog = screen.getByRole('dialog', { name: '필터 설정' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });

  it('closes itself when the viewport widens past mobile', () => {
    installMatchMedia(375);
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: '필터' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => setViewportWidth(1024));
    expect(screen.getByRole('dialog', { hidden: true }).getAttribute('data-state')).toBe('closing');
  });
});

describe('BottomSheet', () => {
  it('slides over DURATIONS.bottomSheetSlideMs (700 ms): stays mounted while sliding down, gone at 700 ms', () => {
    expect(DURATIONS.bottomSheetSlideMs).toBe(700);
    installMatchMedia(375);
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: '필터' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--sheet-duration')).toBe('700ms');
    expect(dialog.getAttribute('data-state')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(dialog.getAttribute('data-state')).toBe('closing');
    // While sliding down it is hidden from assistive technology but still mounted.
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => { vi.advanceTimersByTime(699); });
    expect(document.querySelector('[data-bottom-sheet]')).not.toBeNull();
    act(() => { vi.advanceTimersByTime(1); });
    expect(document.querySelector('[data-bottom-sheet]')).toBeNull();
  });

  it('closes on Escape, locks scroll while mounted, traps focus and returns it to the opener', () => {
    installMatchMedia(375);
    render(<Demo />);
    const opener = screen.getByRole('button', { name: '필터' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
    const close = screen.getByRole('button', { name: '닫기' });
    const apply = screen.getByRole('button', { name: '적용' });
    expect(document.activeElement).toBe(close);
    apply.focus();
    fireEvent.keyDown(apply, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(apply);

    fireEvent.keyDown(apply, { key: 'Escape' });
    expect(document.querySelector('[data-bottom-sheet]')!.getAttribute('data-state')).toBe('closing');
    expect(document.activeElement).toBe(opener);
    act(() => { vi.advanceTimersByTime(DURATIONS.bottomSheetSlideMs); });
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('accepts a custom slide duration', () => {
    render(<BottomSheet open onClose={() => {}} title="제목" durationMs={300}>내용</BottomSheet>);
    expect(screen.getByRole('dialog').style.getPropertyValue('--sheet-duration')).toBe('300ms');
  });
});
