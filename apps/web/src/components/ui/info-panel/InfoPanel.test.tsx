import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DURATIONS, LIMITS } from '@spi/core';
import { InfoPanel } from './InfoPanel';
import { InfoPanelRoot, InfoPanelStackView } from './InfoPanelRoot';
import { INFO_PANEL_MAX_ON_DESKTOP, openInfoPanel, resetInfoPanels, useInfoPanelStore } from './info-panel-store';
import { openTermPanel } from './use-info-panel';
import { installMatchMedia, setViewportWidth, uninstallMatchMedia } from '../testing/match-media';

const panels = () => Array.from(document.querySelectorAll<HTMLElement>('[data-info-panel]'));
const openPanels = () => panels().filter((p) => p.dataset.state === 'open');

function Page() {
  return (
    <>
      <p>본문 영역</p>
      <InfoPanelRoot />
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => resetInfoPanels());
  uninstallMatchMedia();
  vi.useRealTimers();
});

describe('info panel', () => {
  it('at 768 px and above renders as a 360 px corner card (--corner-card-width)', () => {
    expect(LIMITS.cornerCardWidthPx).toBe(360);
    installMatchMedia(768);
    render(<Page />);
    act(() => { openInfoPanel({ title: 'P/NAV', body: '설명' }); });
    const panel = screen.getByRole('dialog', { name: 'P/NAV' });
    expect(panel.dataset.variant).toBe('card');
    expect(panel.className).toMatch(/card/);
    expect(panel.className).not.toMatch(/sheet/);
    expect(document.querySelector('[data-info-panel-dim]')).toBeNull();
  });

  it('below 768 px renders as a bottom sheet over a dim layer and locks scroll', () => {
    installMatchMedia(767);
    render(<Page />);
    act(() => { openInfoPanel({ title: 'P/NAV', body: '설명' }); });
    const panel = screen.getByRole('dialog', { name: 'P/NAV' });
    expect(panel.dataset.variant).toBe('sheet');
    expect(panel.className).toMatch(/sheet/);
    expect(document.querySelector('[data-info-panel-dim]')).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it('switches presentation when the viewport crosses 768 px', () => {
    installMatchMedia(1024);
    render(<Page />);
    act(() => { openInfoPanel({ title: 'P/NAV', body: '설명' }); });
    expect(screen.getByRole('dialog').dataset.variant).toBe('card');
    act(() => setViewportWidth(600));
    expect(screen.getByRole('dialog').dataset.variant).toBe('sheet');
  });

  it('closes on a press outside, with the 250 ms exit animation, but not on a press inside', () => {
    expect(DURATIONS.infoPanelAnimationMs).toBe(250);
    installMatchMedia(1280);
    render(<Page />);
    act(() => { openInfoPanel({ title: 'WALE', body: <p>가중평균 잔여 임대기간</p> }); });
    fireEvent.pointerDown(screen.getByText('가중평균 잔여 임대기간'));
    expect(openPanels()).toHaveLength(1);
    fireEvent.pointerDown(screen.getByText('본문 영역'));
    expect(panels()[0]!.dataset.state).toBe('closing');
    act(() => { vi.advanceTimersByTime(DURATIONS.infoPanelAnimationMs - 1); });
    expect(panels()).toHaveLength(1);
    act(() => { vi.advanceTimersByTime(1); });
    expect(panels()).toHaveLength(0);
  });

  it('closes on Escape and on its 닫기 button', () => {
    installMatchMedia(1280);
    render(<Page />);
    act(() => { openInfoPanel({ title: 'A', body: '가' }); });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(openPanels()).toHaveLength(0);
    act(() => { openInfoPanel({ title: 'B', body: '나' }); });
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(openPanels()).toHaveLength(0);
  });

  it('keeps at most LIMITS.infoPanelMaxOnMobile (1) open on mobile: a new one replaces the previous', () => {
    expect(LIMITS.infoPanelMaxOnMobile).toBe(1);
    installMatchMedia(375);
    render(<Page />);
    act(() => { openInfoPanel({ title: 'A', body: '가' }); });
    act(() => { openInfoPanel({ title: 'B', body: '나' }); });
    expect(openPanels().map((p) => p.textContent)).toEqual([expect.stringContaining('B')]);
    act(() => { vi.advanceTimersByTime(DURATIONS.infoPanelAnimationMs); });
    expect(panels()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'B' })).toBeTruthy();
  });

  it(`stacks up to ${INFO_PANEL_MAX_ON_DESKTOP} cards on desktop, then the oldest closes`, () => {
    installMatchMedia(1280);
    render(<Page />);
    for (const title of ['A', 'B', 'C']) act(() => { openInfoPanel({ title, body: title }); });
    expect(openPanels()).toHaveLength(3);
    act(() => { openInfoPanel({ title: 'D', body: 'D' }); });
    expect(openPanels().map((p) => p.querySelector('h2')!.textContent)).toEqual(['B', 'C', 'D']);
  });

  it('keeps only the newest when the viewport shrinks to mobile', () => {
    installMatchMedia(1280);
    render(<Page />);
    for (const title of ['A', 'B']) act(() => { openInfoPanel({ title, body: title }); });
    act(() => setViewportWidth(375));
    expect(openPanels().map((p) => p.querySelector('h2')!.textContent)).toEqual(['B']);
  });

  it('renders the terminology guide: keyword, expansion, summary, description and a close button', () => {
    installMatchMedia(1280);
    render(<Page />);
    act(() => {
      openTermPanel({
        keyword: 'P/NAV',
        expansion: 'Price to Net Asset Value',
        summary: '주가를 주당 순자산가치로 나눈 값이에요.',
        description: '1보다 낮으면 자산가치 대비 할인되어 거래된다는 뜻이에요.',
      });
    });
    const panel = screen.getByRole('dialog', { name: 'P/NAV' });
    expect(panel.textContent).toContain('Price to Net Asset Value');
    expect(panel.textContent).toContain('주가를 주당 순자산가치로 나눈 값이에요.');
    expect(panel.textContent).toContain('1보다 낮으면');
    expect(screen.getByRole('button', { name: '닫기' })).toBeTruthy();
  });

  it('declarative <InfoPanel> opens with its prop and reports user closes through onClose', () => {
    installMatchMedia(1280);
    function Demo() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" data-info-panel-trigger="" onClick={() => setOpen(true)}>용어 보기</button>
          <InfoPanel open={open} onClose={() => setOpen(false)} title="WALE" body="가중평균 잔여 임대기간" />
          <span data-testid="state">{open ? 'open' : 'closed'}</span>
          <InfoPanelRoot />
        </>
      );
    }
    render(<Demo />);
    const trigger = screen.getByRole('button', { name: '용어 보기' });
    trigger.focus();
    fireEvent.pointerDown(trigger);
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'WALE' })).toBeTruthy();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    expect(document.activeElement).toBe(trigger);
    expect(useInfoPanelStore.getState().panels.every((p) => p.closing)).toBe(true);
  });

  it('fetches the panels\' code when a reader heads for a trigger, once, and not for other elements', () => {
    installMatchMedia(768);
    const preload = vi.spyOn(InfoPanelStackView, 'preload');
    render(
      <>
        <Page />
        <button type="button" data-info-panel-trigger="">WALE <span>?</span></button>
      </>,
    );
    fireEvent.pointerOver(screen.getByText('본문 영역'));
    fireEvent.focusIn(screen.getByText('본문 영역'));
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('?'));
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'WALE ?' }));
    fireEvent.focusIn(screen.getByRole('button', { name: 'WALE ?' }));
    expect(preload).toHaveBeenCalledTimes(1);
    preload.mockRestore();
  });
});
