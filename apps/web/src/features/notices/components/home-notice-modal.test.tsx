import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Notice } from '@spi/core';
import { NOTICE_DISMISS_STORAGE_KEY } from '@spi/core/operations/model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalRoot, openModal, resetModals } from '@/components/ui';
import { hideNoticesToday, visibleNotices } from '../lib/dismiss';
import { HOME_NOTICE_MODAL } from '../lib/register-modals';

const notice = (id: string, title: string, extra: Partial<Notice> = {}): Notice => ({
  id, title, body: `${title} 첫 줄\n둘째 줄`, imageUrl: null, imageMediaId: null, imageAlt: null, linkUrl: null, linkLabel: null,
  startsAt: '2026-11-26T00:00:00.000Z', endsAt: '2026-12-26T00:00:00.000Z', updatedAt: '2026-11-26T00:00:00.000Z', ...extra,
});

const notices = [
  notice('a', '리츠포커스 데이터 다운로드 오픈', { linkUrl: '/reitsfocus', linkLabel: '리츠포커스 바로가기' }),
  notice('b', '세미나 안내', { linkUrl: 'https://example.com/seminar', imageUrl: '/api/seoul/v1/media/m1', imageAlt: '세미나 포스터' }),
];

async function openNotices(list: Notice[]) {
  render(<ModalRoot />);
  act(() => { void openModal({ name: HOME_NOTICE_MODAL, args: { notices: list } }); });
  return screen.findByTestId('home-notice-modal', {}, { timeout: 15_000 });
}

describe('main-home notice modal', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => act(() => resetModals()));

  it('pages through several notices (1/2, 2/2) with their link, image alt and body', async () => {
    await openNotices(notices);
    expect(screen.getByRole('heading', { name: '리츠포커스 데이터 다운로드 오픈' })).toBeTruthy();
    expect(screen.getByTestId('home-notice-page').textContent).toBe('1/2');
    expect(screen.getByRole('link', { name: '리츠포커스 바로가기' }).getAttribute('href')).toBe('/reitsfocus');
    expect((screen.getByRole('button', { name: '이전 공지' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '다음 공지' }));
    expect(screen.getByTestId('home-notice-page').textContent).toBe('2/2');
    expect(screen.getByRole('heading', { name: '세미나 안내' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '세미나 포스터' })).toBeTruthy();
    const external = screen.getByRole('link', { name: /자세히 보기/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect((screen.getByRole('button', { name: '다음 공지' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no pager for one notice; 닫기 closes without hiding it', async () => {
    await openNotices([notices[0]!]);
    expect(screen.queryByTestId('home-notice-page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByTestId('home-notice-modal')).toBeNull());
    expect(window.localStorage.getItem(NOTICE_DISMISS_STORAGE_KEY)).toBeNull();
    expect(visibleNotices(notices)).toHaveLength(2);
  });

  it("'오늘 하루 보지 않기' hides every shown notice until the Seoul day ends", async () => {
    await openNotices(notices);
    fireEvent.click(screen.getByRole('button', { name: '오늘 하루 보지 않기' }));
    await waitFor(() => expect(screen.queryByTestId('home-notice-modal')).toBeNull());
    expect(visibleNotices(notices)).toEqual([]);
    expect(visibleNotices([...notices, notice('c', '새 공지')]).map((n) => n.id)).toEqual(['c']);
  });

  it('counts days in Seoul: hidden at 23:59, shown again at 00:00 KST', () => {
    hideNoticesToday(['a'], new Date('2026-11-26T14:00:00Z')); // 23:00 in Seoul
    expect(visibleNotices(notices, new Date('2026-11-26T14:59:00Z')).map((n) => n.id)).toEqual(['b']);
    expect(visibleNotices(notices, new Date('2026-11-26T15:00:00Z')).map((n) => n.id)).toEqual(['a', 'b']);
    window.localStorage.setItem(NOTICE_DISMISS_STORAGE_KEY, 'not json');
    expect(visibleNotices(notices)).toHaveLength(2);
  });
});
