import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  it('labels a native select and reports changes', () => {
    const onChange = vi.fn();
    render(
      <Select label="기간" value="7" onChange={(e) => onChange(e.target.value)}>
        <option value="7">최근 7일</option>
        <option value="30">최근 30일</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: '기간' });
    expect(select.tagName).toBe('SELECT');
    fireEvent.change(select, { target: { value: '30' } });
    expect(onChange).toHaveBeenCalledWith('30');
  });

  it('shows the error text, marks the control invalid and keeps the caller’s aria-describedby', () => {
    render(
      <>
        <p id="outside">설명</p>
        <Select id="tier" label="등급" error="등급을 선택하세요." aria-describedby="outside">
          <option value="">선택하세요</option>
        </Select>
      </>,
    );
    const select = screen.getByRole('combobox', { name: '등급' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('outside tier-error');
    expect(document.getElementById('tier-error')?.textContent).toBe('등급을 선택하세요.');
  });

  it('works with a label rendered by the screen, passes native props through and sets the size', () => {
    const { container } = render(
      <>
        <label htmlFor="section">섹션</label>
        <Select id="section" size="sm" name="section" required data-testid="section-select" defaultValue="b">
          <option value="a">A</option>
          <option value="b">B</option>
        </Select>
      </>,
    );
    const select = screen.getByTestId('section-select') as HTMLSelectElement;
    expect(screen.getByLabelText('섹션')).toBe(select);
    expect(select.value).toBe('b');
    expect(select.required).toBe(true);
    expect(select.name).toBe('section');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(container.querySelector('[data-size="sm"]')).not.toBeNull();
    expect(container.querySelectorAll('label')).toHaveLength(1);
  });
});
