import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo, LogoHomeContent } from './logo';

describe('Logo names (WCAG 2.5.3 Label in Name)', () => {
  it('names the horizontal logo by all of its visible letters and the symbol by SPI', () => {
    const { container } = render(<><Logo width={120} /><Logo layout="symbol" width={28} /></>);
    const [horizontal, symbol] = screen.getAllByRole('img');
    expect(horizontal!.getAttribute('aria-label')).toBe('SPI Pro Insight');
    // Every letter drawn in the horizontal logo is in its name.
    const drawn = [...container.querySelectorAll('svg')[0]!.querySelectorAll('text')].map((t) => t.textContent!.trim());
    for (const text of drawn) expect(horizontal!.getAttribute('aria-label')).toContain(text);
    expect(symbol!.getAttribute('aria-label')).toBe('SPI');
  });

  it('gives a home link its name through content (logo + hidden 홈), so the name holds the visible text', () => {
    render(<a href="/"><LogoHomeContent width={120} /></a>);
    const link = screen.getByRole('link', { name: /^SPI Pro Insight\s*홈$/ });
    expect(link.hasAttribute('aria-label')).toBe(false);
    render(<a href="/" data-testid="stuck"><LogoHomeContent layout="symbol" width={28} /></a>);
    expect(screen.getByRole('link', { name: /^SPI\s*홈$/ })).toBeTruthy();
  });
});
