import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia, uninstallMatchMedia } from '@/components/ui/testing/match-media';
import { SiteHeader } from './site-header';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {} }), useSearchParams: () => new URLSearchParams() }));
vi.mock('./account-area', () => ({ AccountArea: () => null, useSignInHref: () => '/signin' }));
vi.mock('@/features/auth/components/mobile-account', () => ({ MobileAccountSection: () => null, useIsSignedIn: () => false }));

beforeEach(() => installMatchMedia());
afterEach(() => uninstallMatchMedia());

describe('SiteHeader logo links (WCAG 2.5.3 Label in Name, axe label-content-name-mismatch)', () => {
  it('names every home link from its content: the logo letters and a hidden 홈, never an aria-label', () => {
    render(<SiteHeader />);
    fireEvent.click(screen.getByRole('button', { name: /메뉴/ }));
    const homeLinks = screen.getAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('href') === '/' && a.querySelector('svg'));
    // Desktop header, mobile header, mobile menu panel.
    expect(homeLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of homeLinks) {
      expect(link.hasAttribute('aria-label')).toBe(false);
      const logo = within(link).getByRole('img', { hidden: true });
      const letters = [...logo.querySelectorAll('text')].map((t) => t.textContent!.trim()).join(' ');
      expect(logo.getAttribute('aria-label')).toBe(letters || 'SPI');
      expect(link.querySelector('.visually-hidden')!.textContent!.trim()).toBe('홈');
    }
    expect(screen.getAllByRole('link', { name: /^SPI Pro Insight\s*홈$/ }).length).toBeGreaterThanOrEqual(2);
  });
});
