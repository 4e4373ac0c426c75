import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { BREAKPOINTS } from '@spi/core';
import { getScrollLockCount, lockScroll, useScrollLock } from './use-scroll-lock';
import { useBreakpoint, useIsMobile, useMinWidth } from './use-media-query';
import { useFocusTrap } from './use-focus-trap';
import { useEscapeKey } from './use-escape-key';
import { installMatchMedia, setViewportWidth, uninstallMatchMedia } from './testing/match-media';

const locked = () => document.documentElement.hasAttribute('data-scroll-locked');

afterEach(() => uninstallMatchMedia());

describe('scroll lock', () => {
  it('is ref-counted: nested locks release the page only when the last one is released', () => {
    const releaseOuter = lockScroll();
    const releaseInner = lockScroll();
    expect(locked()).toBe(true);
    releaseInner();
    releaseInner(); // releasing twice is harmless
    expect(locked()).toBe(true);
    expect(getScrollLockCount()).toBe(1);
    releaseOuter();
    expect(locked()).toBe(false);
    expect(getScrollLockCount()).toBe(0);
  });

  it('useScrollLock follows its flag and releases on unmount', () => {
    const outer = renderHook(({ on }) => useScrollLock(on), { initialProps: { on: true } });
    const inner = renderHook(({ on }) => useScrollLock(on), { initialProps: { on: true } });
    expect(getScrollLockCount()).toBe(2);
    outer.rerender({ on: false });
    expect(locked()).toBe(true);
    inner.unmount();
    expect(locked()).toBe(false);
    outer.unmount();
    expect(getScrollLockCount()).toBe(0);
  });
});

describe('media queries', () => {
  it(`useIsMobile is true below BREAKPOINTS.medium (${BREAKPOINTS.medium} px) and follows resizes`, () => {
    installMatchMedia(BREAKPOINTS.medium - 1);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    act(() => setViewportWidth(BREAKPOINTS.medium));
    expect(result.current).toBe(false);
  });

  it('useBreakpoint reports the layout tier', () => {
    installMatchMedia(320);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('xsmall');
    act(() => setViewportWidth(BREAKPOINTS.small));
    expect(result.current).toBe('small');
    act(() => setViewportWidth(BREAKPOINTS.medium));
    expect(result.current).toBe('medium');
    act(() => setViewportWidth(BREAKPOINTS.large));
    expect(result.current).toBe('large');
  });

  it('useMinWidth checks any named breakpoint', () => {
    installMatchMedia(BREAKPOINTS.article);
    const { result } = renderHook(() => useMinWidth('article'));
    expect(result.current).toBe(true);
  });

  it('renders as desktop where matchMedia is missing', () => {
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
  });
});

function Trap({ label, initiallyActive = true }: { label: string; initiallyActive?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(initiallyActive);
  useFocusTrap(ref, active);
  return (
    <>
      <button type="button" onClick={() => setActive((a) => !a)}>{`${label} 토글`}</button>
      {active && (
        <div ref={ref} data-testid={label}>
          <button type="button">{`${label} 처음`}</button>
          <button type="button" disabled>비활성</button>
          <input aria-label={`${label} 입력`} />
          <button type="button" tabIndex={-1}>건너뜀</button>
          <button type="button" onClick={() => setActive(false)}>{`${label} 마지막`}</button>
        </div>
      )}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, cycles Tab / Shift+Tab at the edges and returns focus on deactivation', () => {
    render(<Trap label="A" initiallyActive={false} />);
    const opener = screen.getByRole('button', { name: 'A 토글' });
    opener.focus();
    fireEvent.click(opener);
    const first = screen.getByRole('button', { name: 'A 처음' });
    const last = screen.getByRole('button', { name: 'A 마지막' });
    expect(document.activeElement).toBe(first);

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    // A Tab in the middle is left to the browser.
    const input = screen.getByRole('textbox', { name: 'A 입력' });
    input.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);

    fireEvent.click(last);
    expect(document.activeElement).toBe(opener);
  });

  it('pulls focus back in when Tab is pressed from outside', () => {
    render(<><button type="button">밖</button><Trap label="A" /></>);
    const outside = screen.getByRole('button', { name: '밖' });
    outside.focus();
    fireEvent.keyDown(outside, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A 처음' }));
  });

  it('only the most recent trap handles Tab', () => {
    render(<><Trap label="A" /><Trap label="B" /></>);
    const bLast = screen.getByRole('button', { name: 'B 마지막' });
    bLast.focus();
    fireEvent.keyDown(bLast, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'B 처음' }));
  });
});

describe('useEscapeKey', () => {
  it('calls only the topmost active handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const a = renderHook(() => useEscapeKey(true, first));
    const b = renderHook(({ on }) => useEscapeKey(on, second), { initialProps: { on: true } });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    b.rerender({ on: false });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(first).toHaveBeenCalledTimes(1);
    a.unmount();
    b.unmount();
  });
});
