import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Notice } from '@spi/core';
import { NOTICE_DISMISS_STORAGE_KEY } from '@spi/core/operations/model';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDE_TODAY_VALUE, HOME_NOTICES_DIALOG_ID, homeNoticesScript, wireHomeNoticesNow } from '../lib/home-notices-script';
import { HomeNotices } from './home-notices';

const notice = (id: string, title: string, extra: Partial<Notice> = {}): Notice => ({
  id, title, body: `${title} 첫 줄\n둘째 줄`, imageUrl: null, imageMediaId: null, imageAlt: null, linkUrl: null, linkLabel: null,
  startsAt: '2026-11-26T00:00:00.000Z', endsAt: '2026-12-26T00:00:00.000Z', updatedAt: '2026-11-26T00:00:00.000Z', ...extra,
});

const notices = [
  notice('a', '리츠포커스 데이터 다운로드 오픈', { linkUrl: '/reitsfocus', linkLabel: '리츠포커스 바로가기' }),
  notice('b', '세미나 안내', { linkUrl: 'https://example.com/seminar', imageUrl: '/api/seoul/v1/media/m1', imageAlt: '세미나 포스터' }),
];

/** 2026-11-27 10:00 in Seoul. */
const NOW = new Date('2026-11-27T01:00:00Z');

const dialog = () => document.getElementById(HOME_NOTICES_DIALOG_ID) as HTMLDialogElement;
const visiblePanels = () => Array.from(dialog().querySelectorAll<HTMLElement>('[data-notice-id]')).filter((p) => !p.hidden).map((p) => p.dataset.noticeId);
const pager = () => dialog().querySelector<HTMLElement>('[data-notice-pager]')!;
const stored = () => JSON.parse(window.localStorage.getItem(NOTICE_DISMISS_STORAGE_KEY) ?? 'null') as Record<string, string> | null;

describe('main-home notices (ADR 034)', () => {
  beforeAll(() => {
    // jsdom has the element but not its modal behaviour: open and close as the browser does.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
      if (value !== undefined) this.returnValue = value;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('renders nothing without notices', () => {
    const { container } = render(<HomeNotices notices={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('is in the server markup closed, first notice ready, with buttons that close it as a form would', () => {
    document.body.innerHTML = renderToStaticMarkup(<HomeNotices notices={notices} />);
    expect(dialog().open).toBe(false);
    expect(visiblePanels()).toEqual(['a']);
    expect(screen.getByTestId('home-notice-page').textContent).toBe('1/2');
    const hide = screen.getByRole('button', { name: '오늘 하루 보지 않기', hidden: true }) as HTMLButtonElement;
    const close = screen.getByRole('button', { name: '닫기', hidden: true }) as HTMLButtonElement;
    expect([hide.type, hide.value, close.type, close.value]).toEqual(['submit', HIDE_TODAY_VALUE, 'submit', 'close']);
    expect(dialog().querySelector('form')?.getAttribute('method')).toBe('dialog');
    // The inline script follows the dialog.
    expect(dialog().nextElementSibling?.tagName).toBe('SCRIPT');
    document.body.innerHTML = '';
  });

  it('is opened by its effect when React renders the home page (a client-side navigation)', () => {
    render(<HomeNotices notices={notices} />);
    expect(dialog().open).toBe(true);
  });

  it('opens on wiring and pages through several notices (1/2, 2/2) with their link, image alt and body', () => {
    render(<HomeNotices notices={notices} />);
    wireHomeNoticesNow();
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
    expect(dialog().getAttribute('aria-labelledby')).toBe('home-notice-title-0');
    expect(screen.getByRole('heading', { name: '리츠포커스 데이터 다운로드 오픈' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '리츠포커스 바로가기' }).getAttribute('href')).toBe('/reitsfocus');
    expect((screen.getByRole('button', { name: '이전 공지' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '다음 공지' }));
    expect(screen.getByTestId('home-notice-page').textContent).toBe('2/2');
    expect(visiblePanels()).toEqual(['b']);
    expect(dialog().getAttribute('aria-labelledby')).toBe('home-notice-title-1');
    expect(screen.getByRole('img', { name: '세미나 포스터' }).getAttribute('loading')).toBe('lazy');
    const external = screen.getByRole('link', { name: /자세히 보기/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect((screen.getByRole('button', { name: '다음 공지' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '이전 공지' }));
    expect(visiblePanels()).toEqual(['a']);
  });

  it('has no pager for one notice; 닫기 closes without hiding it, and the effect does not reopen it', () => {
    render(<HomeNotices notices={[notices[0]!]} />);
    wireHomeNoticesNow();
    expect(pager().hidden).toBe(true);
    dialog().close('close');
    expect(dialog().open).toBe(false);
    expect(stored()).toBeNull();
    wireHomeNoticesNow();
    expect(dialog().open).toBe(false);
  });

  it("'오늘 하루 보지 않기' hides every shown notice until the Seoul day ends, and drops days gone by", () => {
    window.localStorage.setItem(NOTICE_DISMISS_STORAGE_KEY, JSON.stringify({ old: '2026-11-20', kept: '2026-11-27' }));
    render(<HomeNotices notices={notices} />);
    wireHomeNoticesNow();
    dialog().close(HIDE_TODAY_VALUE);
    expect(stored()).toEqual({ kept: '2026-11-27', a: '2026-11-27', b: '2026-11-27' });
  });

  it('shows only the notices not hidden today, and stays closed when every one is', () => {
    window.localStorage.setItem(NOTICE_DISMISS_STORAGE_KEY, JSON.stringify({ a: '2026-11-27' }));
    const first = render(<HomeNotices notices={notices} />);
    wireHomeNoticesNow();
    expect(visiblePanels()).toEqual(['b']);
    expect(pager().hidden).toBe(true);
    first.unmount();

    window.localStorage.setItem(NOTICE_DISMISS_STORAGE_KEY, JSON.stringify({ a: '2026-11-27', b: '2026-11-27' }));
    render(<HomeNotices notices={notices} />);
    wireHomeNoticesNow();
    expect(dialog().open).toBe(false);
  });

  it('counts days in Seoul: hidden at 23:59, shown again at 00:00 KST', () => {
    window.localStorage.setItem(NOTICE_DISMISS_STORAGE_KEY, JSON.stringify({ a: '2026-11-27' }));
    vi.setSystemTime(new Date('2026-11-27T14:59:00Z'));
    const first = render(<HomeNotices notices={[notices[0]!]} />);
    wireHomeNoticesNow();
    expect(dialog().open).toBe(false);
    first.unmount();
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    render(<HomeNotices notices={[notices[0]!]} />);
    wireHomeNoticesNow();
    expect(dialog().open).toBe(true);
  });

  it('drops a notice that ended, or has not started, while the page was kept; unreadable storage hides nothing', () => {
    window.localStorage.setItem(NOTICE_DISMISS_STORAGE_KEY, 'not json');
    render(<HomeNotices notices={[
      notice('ended', '끝난 공지', { endsAt: '2026-11-27T00:59:00Z' }),
      notice('later', '예정 공지', { startsAt: '2026-11-27T01:01:00Z' }),
      notice('now', '지금 공지'),
    ]} />);
    wireHomeNoticesNow();
    expect(dialog().open).toBe(true);
    expect(visiblePanels()).toEqual(['now']);
  });

  it('the inline script runs on its own (it inlines the function with its arguments)', () => {
    // Markup set as HTML runs no script and no effect: the dialog stays closed until the script runs.
    document.body.innerHTML = renderToStaticMarkup(<HomeNotices notices={notices} />);
    const script = dialog().nextElementSibling as HTMLScriptElement;
    expect(script.textContent).toBe(homeNoticesScript());
    expect(dialog().open).toBe(false);
    new Function(script.textContent)();
    expect(dialog().open).toBe(true);
    expect(visiblePanels()).toEqual(['a']);
    document.body.innerHTML = '';
  });
});
