import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DURATIONS, LIMITS, randomId, SNACKBAR_POSITIONS } from '@spi/core';
import { SnackbarRoot } from './SnackbarRoot';
import { pendingSnackbarTimers, resetSnackbars, showSnackbar, useSnackbarStore } from './snackbar-store';

const items = () => Array.from(document.querySelectorAll<HTMLElement>('[data-snackbar]'));
const itemState = (el: HTMLElement) => el.parentElement!.parentElement!.getAttribute('data-state');

let root: ReturnType<typeof render>;

beforeEach(() => {
  vi.useFakeTimers();
  root = render(<SnackbarRoot />);
});

afterEach(() => {
  act(() => resetSnackbars());
  vi.useRealTimers();
});

describe('snackbar', () => {
  it('auto-closes after 3000 ms, stays marked closing for 250 ms, then is removed', () => {
    expect(DURATIONS.snackbarAutoCloseMs).toBe(3000);
    expect(DURATIONS.snackbarAnimationMs).toBe(250);
    act(() => { showSnackbar({ type: 'Success', message: '저장했어요.' }); });
    expect(screen.getByText('저장했어요.')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(2999); });
    expect(useSnackbarStore.getState().snackbars[0]!.closing).toBe(false);
    act(() => { vi.advanceTimersByTime(1); });
    expect(useSnackbarStore.getState().snackbars[0]!.closing).toBe(true);
    expect(itemState(items()[0]!)).toBe('closing');
    act(() => { vi.advanceTimersByTime(249); });
    expect(items()).toHaveLength(1);
    act(() => { vi.advanceTimersByTime(1); });
    expect(items()).toHaveLength(0);
    expect(pendingSnackbarTimers()).toBe(0);
  });

  it('keeps at most 5: a sixth marks the oldest closing, which is removed 250 ms later', () => {
    expect(LIMITS.snackbarMaxStack).toBe(5);
    const ids: string[] = [];
    act(() => {
      for (let i = 1; i <= 5; i++) ids.push(showSnackbar({ type: 'Danger', id: `n${i}`, message: `알림 ${i}` }));
    });
    expect(items()).toHaveLength(5);
    act(() => { showSnackbar({ type: 'Danger', id: 'n6', message: '알림 6' }); });
    const list = useSnackbarStore.getState().snackbars;
    expect(list.filter((s) => !s.closing).map((s) => s.id)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
    expect(list.find((s) => s.id === 'n1')!.closing).toBe(true);
    act(() => { vi.advanceTimersByTime(DURATIONS.snackbarAnimationMs - 1); });
    expect(items()).toHaveLength(6);
    act(() => { vi.advanceTimersByTime(1); });
    expect(items().map((el) => el.dataset.snackbar)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
  });

  it('gives Info ids a 4-character random suffix; other types keep their id', () => {
    let info = '';
    let danger = '';
    act(() => {
      info = showSnackbar({ type: 'Info', id: 'nickname', message: '닉네임이 변경되었습니다.' });
      danger = showSnackbar({ type: 'Danger', id: 'nickname-failed', message: '닉네임 변경에 실패하였습니다.' });
    });
    expect(info).toMatch(/^nickname-[A-Za-z0-9]{4}$/);
    expect(danger).toBe('nickname-failed');
    let generated = '';
    act(() => { generated = showSnackbar({ message: '기본은 Info예요.' }); });
    expect(generated).toMatch(/^[A-Za-z0-9]{8}-[A-Za-z0-9]{4}$/);
  });

  it('announces Danger and Warning with role=alert, Info and Success with role=status (polite)', () => {
    act(() => {
      showSnackbar({ type: 'Danger', message: '닉네임 변경에 실패하였습니다.' });
      showSnackbar({ type: 'Warning', message: '경고' });
      showSnackbar({ type: 'Info', message: '안내' });
      showSnackbar({ type: 'Success', title: '완료', message: '닉네임이 변경되었습니다.' });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.dataset.type)).toEqual(['Danger', 'Warning']);
    expect(alerts[0]!.textContent).toContain('닉네임 변경에 실패하였습니다.');
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.dataset.type)).toEqual(['Info', 'Success']);
    for (const status of statuses) expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('완료')).toBeTruthy();
  });

  it('renders six fixed containers and places each snackbar in its position (default bottom-center)', () => {
    const containers = Array.from(document.querySelectorAll('[data-snackbar-container]'));
    expect(containers.map((c) => c.getAttribute('data-snackbar-container'))).toEqual([...SNACKBAR_POSITIONS]);
    act(() => {
      showSnackbar({ type: 'Success', message: '기본 위치' });
      showSnackbar({ type: 'Success', message: '왼쪽 위', position: 'top-left' });
    });
    expect(screen.getByText('기본 위치').closest('[data-snackbar-container]')!.getAttribute('data-snackbar-container')).toBe('bottom-center');
    expect(screen.getByText('왼쪽 위').closest('[data-snackbar-container]')!.getAttribute('data-snackbar-container')).toBe('top-left');
  });

  it('closes from its 닫기 button', () => {
    act(() => { showSnackbar({ type: 'Success', message: '저장했어요.' }); });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(useSnackbarStore.getState().snackbars[0]!.closing).toBe(true);
    act(() => { vi.advanceTimersByTime(DURATIONS.snackbarAnimationMs); });
    expect(items()).toHaveLength(0);
    expect(pendingSnackbarTimers()).toBe(0);
  });

  it('pauses the countdown while hovered', () => {
    act(() => { showSnackbar({ type: 'Success', message: '저장했어요.' }); });
    act(() => { vi.advanceTimersByTime(1000); });
    const item = items()[0]!.parentElement!.parentElement!;
    fireEvent.pointerEnter(item);
    act(() => { vi.advanceTimersByTime(10_000); });
    expect(useSnackbarStore.getState().snackbars[0]!.closing).toBe(false);
    fireEvent.pointerLeave(item);
    act(() => { vi.advanceTimersByTime(1999); });
    expect(useSnackbarStore.getState().snackbars[0]!.closing).toBe(false);
    act(() => { vi.advanceTimersByTime(1); });
    expect(useSnackbarStore.getState().snackbars[0]!.closing).toBe(true);
  });

  it('shows an optional action button that runs its handler and closes the snackbar', () => {
    const onClick = vi.fn();
    act(() => { showSnackbar({ type: 'Success', message: '스크랩을 삭제했어요.', action: { label: '실행 취소', onClick } }); });
    expect(screen.queryAllByRole('button', { name: '실행 취소' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '실행 취소' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(useSnackbarStore.getState().snackbars[0]!.closing).toBe(true);
    act(() => { showSnackbar({ type: 'Success', message: '행동 없음' }); });
    expect(screen.queryAllByRole('button', { name: '실행 취소' })).toHaveLength(1);
  });

  it('clears every timer when the root unmounts', () => {
    act(() => {
      showSnackbar({ type: 'Success', message: '하나' });
      showSnackbar({ type: 'Info', message: '둘' });
    });
    expect(pendingSnackbarTimers()).toBe(2);
    root.unmount();
    expect(pendingSnackbarTimers()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(useSnackbarStore.getState().snackbars).toHaveLength(0);
  });
});

describe('randomId', () => {
  it('defaults to 8 alphanumeric characters', () => {
    expect(LIMITS.randomIdLength).toBe(8);
    for (let i = 0; i < 50; i++) expect(randomId()).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});
