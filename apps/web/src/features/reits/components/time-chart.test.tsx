import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia, uninstallMatchMedia } from '@/components/ui/testing/match-media';
import { TimeChart } from './time-chart';

// lightweight-charts draws on canvas (not in jsdom); the stand-in adds what matters here: the library's
// focusable attribution link inside the chart box.
vi.mock('lightweight-charts', () => {
  const series = { setData: () => {}, applyOptions: () => {} };
  return {
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Magnet: 1 },
    LineStyle: { Solid: 0, Dashed: 2 },
    AreaSeries: {},
    LineSeries: {},
    createChart: (container: HTMLElement) => {
      const link = document.createElement('a');
      link.href = 'https://www.tradingview.com/';
      link.title = 'Charting by TradingView';
      link.id = 'tv-attr-logo';
      container.appendChild(link);
      return { addSeries: () => series, timeScale: () => ({ fitContent: () => {} }), applyOptions: () => {}, remove: () => link.remove() };
    },
  };
});

beforeEach(() => installMatchMedia());
afterEach(() => uninstallMatchMedia());

const SERIES = [{ id: 'a', label: '주가', color: 'var(--color-accent)', points: [{ date: '2026-01-02', value: 5000 }, { date: '2026-03-31', value: 5400 }] }];

describe('TimeChart accessibility (axe nested-interactive)', () => {
  it('names the figure, and no img or other presentational-children role holds the focusable attribution link', async () => {
    const { container } = render(<TimeChart series={SERIES} format={(v) => `${v}원`} ariaLabel="리츠 주가 1년 차트" />);
    const box = screen.getByTestId('time-chart');
    fireEvent.pointerEnter(box);
    await waitFor(() => expect(box.querySelector('a[href]')).not.toBeNull());
    expect(screen.getByRole('figure', { name: '리츠 주가 1년 차트' })).toBeTruthy();
    expect(box.hasAttribute('role')).toBe(false);
    expect(box.hasAttribute('tabindex')).toBe(false);
    const link = box.querySelector('a[href]')!;
    for (let el = link.parentElement; el && el !== container; el = el.parentElement) {
      expect(['img', 'button', 'link', 'presentation', 'none']).not.toContain(el.getAttribute('role'));
    }
    // The data stays available as text.
    expect(container.querySelector('.visually-hidden')!.textContent).toContain('주가: 2026-01-02 5000원에서 2026-03-31 5400원.');
  });
});

describe('TimeChart loading', () => {
  it('draws the series as SVG with the page, and loads the interactive chart only on the first pointer over it', async () => {
    render(<TimeChart series={SERIES} format={(v) => `${v.toLocaleString('ko-KR')}원`} ariaLabel="리츠 주가 1년 차트" />);
    const box = screen.getByTestId('time-chart');
    const drawing = screen.getByTestId('chart-drawing');
    expect(drawing.querySelector('path')!.getAttribute('d')).toMatch(/^M0\.0 [\d.]+L1000\.0 [\d.]+$/);
    expect(drawing.textContent).toContain('5,400원');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(box.querySelector('a[href]')).toBeNull();
    fireEvent.pointerEnter(box);
    await waitFor(() => expect(box.querySelector('a[href]')).not.toBeNull());
    expect(screen.queryByTestId('chart-drawing')).toBeNull();
  });

  it('loads it on a touch too (a phone has no hover)', async () => {
    render(<TimeChart series={SERIES} format={(v) => `${v}원`} ariaLabel="리츠 주가 1년 차트" />);
    const box = screen.getByTestId('time-chart');
    fireEvent.touchStart(box);
    await waitFor(() => expect(box.querySelector('a[href]')).not.toBeNull());
  });
});
