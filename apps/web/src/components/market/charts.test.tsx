import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MultiLineChart, niceTicks, StackedBarChart } from './charts';

// The first render of a file loads the UI modules: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const props = {
  categories: ['25.3Q', '25.4Q'],
  longCategories: ['2025년 3분기', '2025년 4분기'],
  format: (v: number) => `${v}억원`,
  title: '분기별 거래 규모',
};

describe('charts', () => {
  it('draws stacked bars with a legend, a keyboard tooltip and a table of every value', () => {
    render(<StackedBarChart {...props} series={[{ key: 'a', label: '오피스', values: [10, null], counts: [2, 0] }, { key: 'b', label: '물류', values: [5, 7] }]} testId="chart" />);
    const chart = screen.getByTestId('chart');
    const svg = within(chart).getByRole('img', { name: /분기별 거래 규모/ });
    expect(svg.querySelectorAll('rect[data-series]')).toHaveLength(3);
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(within(chart).getByRole('status').textContent).toContain('2025년 3분기');
    expect(within(chart).getByRole('status').textContent).toContain('합계15억원');
    const table = within(chart).getByRole('table', { name: '분기별 거래 규모' });
    expect(within(table).getByRole('row', { name: /2025년 4분기/ }).textContent).toBe('2025년 4분기-7억원7억원');
    expect(within(table).getByText('10억원 (2건)')).toBeTruthy();
    const toggle = within(chart).getByRole('button', { name: '표로 보기' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('draws lines with gaps and says when there is nothing to show', () => {
    const { unmount } = render(<MultiLineChart {...props} series={[{ key: 'a', label: 'CBD', values: [3, 4] }, { key: 'b', label: 'GBD', values: [null, 5] }]} testId="lines" />);
    expect(screen.getByTestId('lines').querySelectorAll('path')).toHaveLength(2);
    unmount();
    render(<MultiLineChart {...props} series={[{ key: 'a', label: 'CBD', values: [null, null] }]} testId="empty" />);
    expect(screen.getByText('표시할 데이터가 없습니다.')).toBeTruthy();
  });

  it('picks round axis ticks', () => {
    expect(niceTicks(0, 9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0, 1.2e12)).toEqual([0, 5e11, 1e12, 1.5e12]);
  });
});
