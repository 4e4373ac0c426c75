import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

// next/link itself decides when to fetch; the test reads the prefetch value AppLink gives it.
vi.mock('next/link', () => ({
  default: ({ prefetch, href, children, ...props }: { prefetch?: boolean | null | 'auto'; href: string; children: ReactNode }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props}>{children}</a>
  ),
}));

const { default: AppLink } = await import('./app-link');

describe('AppLink', () => {
  it('does not prefetch in view; prefetches (Next default) once the pointer is over it', () => {
    const onMouseEnter = vi.fn();
    render(<AppLink href="/reitsfocus" onMouseEnter={onMouseEnter}>리츠포커스</AppLink>);
    const link = screen.getByRole('link', { name: '리츠포커스' });
    expect(link.getAttribute('data-prefetch')).toBe('false');
    fireEvent.mouseEnter(link);
    expect(link.getAttribute('data-prefetch')).toBe('null');
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });

  it('focus and a touch are intent too, and an explicit prefetch value applies after it', () => {
    render(<><AppLink href="/a" prefetch>가</AppLink><AppLink href="/b">나</AppLink></>);
    const a = screen.getByRole('link', { name: '가' });
    const b = screen.getByRole('link', { name: '나' });
    fireEvent.focus(a);
    expect(a.getAttribute('data-prefetch')).toBe('true');
    fireEvent.touchStart(b);
    expect(b.getAttribute('data-prefetch')).toBe('null');
  });

  it('prefetch={false} never prefetches', () => {
    render(<AppLink href="/membership" prefetch={false}>멤버십</AppLink>);
    const link = screen.getByRole('link', { name: '멤버십' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(link.getAttribute('data-prefetch')).toBe('false');
  });
});
