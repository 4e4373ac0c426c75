import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DURATIONS } from '@spi/core';
import { Button } from './Button';
import { Spinner } from './Spinner';

describe('Button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a native type="button" by default and fires onClick from the keyboard-accessible element', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>저장</Button>);
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveProperty('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('removes the click ripple after exactly DURATIONS.buttonRippleMs (1400 ms)', () => {
    expect(DURATIONS.buttonRippleMs).toBe(1400);
    render(<Button>저장</Button>);
    const button = screen.getByRole('button', { name: '저장' });
    fireEvent.pointerDown(button, { clientX: 10, clientY: 10 });
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => { vi.advanceTimersByTime(DURATIONS.buttonRippleMs - 1); });
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(1);
    act(() => { vi.advanceTimersByTime(1); });
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(0);
  });

  it('clears pending ripple timers on unmount', () => {
    const { unmount } = render(<Button>저장</Button>);
    fireEvent.pointerDown(screen.getByRole('button'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loading shows the spinner, disables the button and sets aria-busy', () => {
    const onClick = vi.fn();
    render(<Button loading onClick={onClick}>저장</Button>);
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-spinner]')).not.toBeNull();
    fireEvent.pointerDown(button);
    expect(button.querySelectorAll('[data-ripple]')).toHaveLength(0);
  });

  it('exposes variant and size', () => {
    render(<Button variant="danger" size="lg">삭제</Button>);
    const button = screen.getByRole('button', { name: '삭제' });
    expect(button.dataset.variant).toBe('danger');
    expect(button.dataset.size).toBe('lg');
  });
});

describe('Spinner', () => {
  it("is announced as '로딩 중'", () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: '로딩 중' })).toBeTruthy();
  });
});
