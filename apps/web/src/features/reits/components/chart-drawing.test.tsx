import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartDrawing, drawingGeometry, niceTicks } from './chart-drawing';

const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 × 10ⁿ inside the range', () => {
    expect(niceTicks(97.3, 112.8)).toEqual([100, 105, 110]);
    expect(niceTicks(4180, 5420)).toEqual([4250, 4500, 4750, 5000, 5250]);
    expect(niceTicks(0.2, 0.9)).toEqual([0.2, 0.4, 0.6, 0.8]);
  });

  it('gives a tick for a flat series', () => {
    expect(niceTicks(100, 100)).toEqual([100]);
  });
});

describe('drawingGeometry', () => {
  it('puts one slot per date across every series and leaves 20 % above and 10 % below the values', () => {
    const geometry = drawingGeometry([
      { id: 'a', label: 'A', color: 'red', kind: 'area', points: [{ date: day(0), value: 100 }, { date: day(1), value: 170 }, { date: day(2), value: 135 }] },
      { id: 'b', label: 'B', color: 'blue', dashed: true, points: [{ date: day(1), value: 100 }, { date: day(2), value: 110 }] },
    ])!;
    // top = 170 + 70·0.2/0.7 = 190, bottom = 100 − 70·0.1/0.7 = 90: the highest value sits at 20 %, the lowest at 90 %.
    expect(geometry.lines[0]!.path).toBe('M0.0 900.0L500.0 200.0L1000.0 550.0');
    expect(geometry.lines[0]!.areaPath).toBe('M0.0 900.0L500.0 200.0L1000.0 550.0L1000.0 1000L0.0 1000Z');
    expect(geometry.lines[1]).toMatchObject({ dashed: true, area: false, areaPath: null, path: 'M500.0 900.0L1000.0 800.0' });
    expect(geometry.yTicks.map((t) => t.value)).toEqual([100, 120, 140, 160]);
    expect(geometry.yTicks[0]!.top).toBeCloseTo(90);
    expect(geometry.last).toMatchObject({ value: 135, color: 'red' });
    expect(geometry.last.top).toBeCloseTo(55);
  });

  it('thins a long series to at most 320 points and keeps its last one', () => {
    const points = Array.from({ length: 1240 }, (_, i) => ({ date: day(i), value: 100 + Math.sin(i / 30) * 10 }));
    const [line] = drawingGeometry([{ id: 'a', label: 'A', color: 'red', points }])!.lines;
    const segments = line!.path.split('L');
    expect(segments.length).toBeLessThanOrEqual(321);
    expect(segments.at(-1)!.startsWith('1000.0 ')).toBe(true);
  });

  it('labels dates by month over a year and by day over a few months', () => {
    const year = drawingGeometry([{ id: 'a', label: 'A', color: 'red', points: Array.from({ length: 365 }, (_, i) => ({ date: day(i), value: i })) }])!;
    expect(year.xTicks.map((t) => t.date)).toEqual(['2026.02', '2026.07', '2026.11']);
    const quarter = drawingGeometry([{ id: 'a', label: 'A', color: 'red', points: Array.from({ length: 90 }, (_, i) => ({ date: day(i), value: i })) }])!;
    expect(quarter.xTicks.map((t) => t.date)).toEqual(['01.10', '02.15', '03.22']);
  });

  it('draws nothing for fewer than two dates', () => {
    expect(drawingGeometry([{ id: 'a', label: 'A', color: 'red', points: [{ date: day(0), value: 1 }] }])).toBeNull();
    expect(drawingGeometry([])).toBeNull();
  });
});

describe('ChartDrawing', () => {
  it('fills the area with a gradient it names itself, and writes the value scale with the given format', () => {
    const { container } = render(<ChartDrawing series={[{ id: 'a', label: 'A', color: 'var(--color-accent)', kind: 'area', points: [{ date: day(0), value: 4200 }, { date: day(300), value: 5300 }] }]} format={(v) => `${v.toLocaleString('ko-KR')}원`} />);
    const drawing = screen.getByTestId('chart-drawing');
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    const gradient = container.querySelector('linearGradient')!;
    expect(gradient.id).toMatch(/^chart[a-zA-Z0-9]+-a$/);
    expect(container.querySelector(`path[fill="url(#${gradient.id})"]`)).not.toBeNull();
    expect(drawing.textContent).toContain('5,000원');
    // The last value is marked on the scale, in the series' colour, as the interactive chart marks it.
    const last = screen.getByText('5,300원');
    expect(last.getAttribute('style')).toContain('background: var(--color-accent)');
  });
});
