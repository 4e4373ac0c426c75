import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllEnvs());

const footerLink = (name: string) => within(screen.getByTestId('site-footer')).queryByRole('link', { name: new RegExp(`^${name}`) });

describe('SiteFooter', () => {
  it('links 회사 소개 and 인재 채용 to the own about page in place, and shows no social links by default', () => {
    vi.stubEnv('SPI_ABOUT_URL', '');
    vi.stubEnv('SPI_CAREERS_URL', '');
    vi.stubEnv('SPI_BLOG_URL', '');
    vi.stubEnv('SPI_YOUTUBE_URL', '');
    vi.stubEnv('SPI_LINKEDIN_URL', '');
    render(<SiteFooter />);
    expect(footerLink('회사 소개')?.getAttribute('href')).toBe('/about');
    expect(footerLink('회사 소개')?.getAttribute('target')).toBeNull();
    expect(footerLink('인재 채용')?.getAttribute('href')).toBe('/about#careers');
    expect(footerLink('인재 채용')?.getAttribute('target')).toBeNull();
    expect(screen.queryByRole('heading', { name: '소셜' })).toBeNull();
    for (const name of ['블로그', '유튜브', '링크드인']) expect(footerLink(name)).toBeNull();
    for (const [name, href] of [['고객센터', '/support'], ['1:1 문의', '/support/inquiry'], ['이용약관', '/policy/terms'], ['개인정보처리방침', '/policy/privacy']] as const) {
      expect(footerLink(name)?.getAttribute('href')).toBe(href);
    }
  });

  it('is laid out only when it nears the viewport (ADR 032)', () => {
    render(<SiteFooter />);
    expect(screen.getByTestId('site-footer').classList.contains('offscreen-lazy')).toBe(true);
  });

  it('opens configured company and social addresses in a new tab', () => {
    vi.stubEnv('SPI_CAREERS_URL', 'https://careers.example.com');
    vi.stubEnv('SPI_YOUTUBE_URL', 'https://www.youtube.com/@example');
    vi.stubEnv('SPI_BLOG_URL', '');
    vi.stubEnv('SPI_LINKEDIN_URL', '');
    render(<SiteFooter />);
    const careers = footerLink('인재 채용')!;
    expect(careers.getAttribute('href')).toBe('https://careers.example.com');
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(careers.getAttribute('rel')).toContain('noopener');
    const youtube = footerLink('유튜브')!;
    expect(youtube.getAttribute('href')).toBe('https://www.youtube.com/@example');
    expect(youtube.getAttribute('target')).toBe('_blank');
    expect(footerLink('블로그')).toBeNull();
  });
});
