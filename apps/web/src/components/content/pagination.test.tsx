import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

/** The text a sighted reader sees: the content without visually hidden parts. */
function visibleText(el: Element): string {
  const clone = el.cloneNode(true) as Element;
  clone.querySelectorAll('.visually-hidden').forEach((n) => n.remove());
  return (clone.textContent ?? '').trim();
}

describe('Pagination names (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch)', () => {
  it('names each number link "N페이지" from its content, starting with the visible number, with no aria-label', () => {
    render(<Pagination page={3} pageCount={5} path="/article" />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    for (const n of [1, 2, 4, 5]) {
      const link = within(nav).getByRole('link', { name: `${n}페이지` });
      expect(link.hasAttribute('aria-label')).toBe(false);
      expect(visibleText(link)).toBe(String(n));
    }
    expect(within(nav).getByRole('link', { name: '2페이지' }).getAttribute('href')).toBe('/article?page=2');
  });

  it('marks the current page with aria-current and a hidden "현재 페이지", not an aria-label on a span', () => {
    render(<Pagination page={3} pageCount={5} path="/article" />);
    const current = screen.getByTestId('pagination').querySelector('[aria-current="page"]')!;
    expect(current.hasAttribute('aria-label')).toBe(false);
    expect(visibleText(current)).toBe('3');
    expect(current.textContent).toBe('3페이지, 현재 페이지');
    expect(screen.queryByRole('link', { name: '3페이지' })).toBeNull();
  });
});
