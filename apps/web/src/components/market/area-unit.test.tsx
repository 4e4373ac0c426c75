import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AREA_UNIT_STORAGE_KEY, areaToSqm, formatArea, formatAreaBoth, formatPricePerPyeong, sqmToArea, useAreaUnit } from './area-unit';
import { AreaUnitToggle } from './controls';

// The first render of a file loads the UI modules: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function Shown({ sqm }: { sqm: number }) {
  const [unit] = useAreaUnit();
  return <p data-testid="area">{formatArea(sqm, unit)}</p>;
}

describe('area unit', () => {
  beforeEach(() => window.localStorage.clear());

  it('formats areas and 평당가', () => {
    expect(formatArea(33_058, 'sqm')).toBe('33,058㎡');
    expect(formatArea(33_058, 'pyeong')).toBe('10,000평');
    expect(formatArea(null, 'pyeong')).toBe('-');
    expect(formatAreaBoth(3_305.8, 'sqm')).toBe('3,306㎡ (1,000평)');
    expect(formatPricePerPyeong(32_500_000)).toBe('3,250만원/평');
    expect(areaToSqm(1000, 'pyeong')).toBeCloseTo(3305.79, 2);
    expect(areaToSqm(1000, 'sqm')).toBe(1000);
    expect(sqmToArea(3305.79, 'pyeong')).toBe(1000);
  });

  it('toggles ㎡/평 and remembers the choice', () => {
    render(<><AreaUnitToggle /><Shown sqm={33_058} /></>);
    expect(screen.getByTestId('area').textContent).toBe('33,058㎡');
    expect(screen.getByRole('button', { name: '㎡' }).getAttribute('aria-pressed')).toBe('true');
    act(() => { fireEvent.click(screen.getByRole('button', { name: '평' })); });
    expect(screen.getByTestId('area').textContent).toBe('10,000평');
    expect(screen.getByRole('button', { name: '평' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(AREA_UNIT_STORAGE_KEY)).toBe('pyeong');
  });
});
