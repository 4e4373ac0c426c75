// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdditionalInfoDto, UserInfoDto } from '@spi/core';
import type { ViewerState } from '../hooks/use-viewer';

const viewer: { current: Pick<ViewerState, 'user' | 'info' | 'isLoading'> } = { current: { user: null, info: null, isLoading: false } };
vi.mock('../hooks/use-viewer', () => ({ useViewer: () => ({ ...viewer.current, session: { status: viewer.current.user ? 'authenticated' : 'guest' } }) }));
vi.mock('../hooks/use-session-actions', () => ({ useSignOutAction: () => ({ signingOut: false, onSignOut: async () => {} }) }));
vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
vi.mock('@/components/ui', async () => ({ useBreakpoint: () => 'large', lazyView: (await import('@/components/ui/internal/lazy-view')).lazyView }));

const { MemberMenu } = await import('./member-menu');
const { MobileAccountSection } = await import('./mobile-account');

const user: UserInfoDto = {
  userId: 'u1', email: 'editor@example.com', corporationId: null, isManager: false, type: 'PERSONAL', assign: null, provider: 'kakao',
  subscribeNews: false, useEmail: true, nickname: '에디터',
};
const withRoles = (roles: string[]): AdditionalInfoDto => ({ isCorporationManager: false, roles, membership: null });

function openDesktopMenu() {
  render(<MemberMenu />);
  fireEvent.click(screen.getByTestId('account-menu-button'));
  return screen.getByRole('menu', { name: '내 계정' });
}

describe("the account menus' '관리자' entry (issue 15 §3)", () => {
  beforeEach(() => { viewer.current = { user, info: withRoles(['ROLE_USER']), isLoading: false }; });

  it.each([['ROLE_EDITOR'], ['ROLE_ADMIN']])('desktop: %s sees 관리자 → /admin, last before 로그아웃', (role) => {
    viewer.current = { user, info: withRoles(['ROLE_USER', role]), isLoading: false };
    const menu = openDesktopMenu();
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['멤버십 구독', '나의 스크랩', '계정 관리', '알림 설정', '관리자', '로그아웃']);
    expect(screen.getByRole('menuitem', { name: '관리자' }).getAttribute('href')).toBe('/admin');
  });

  it('desktop: a reader without a CMS role, and a viewer whose roles are not loaded yet, see no 관리자', () => {
    for (const info of [withRoles(['ROLE_USER']), null]) {
      viewer.current = { user, info, isLoading: false };
      const menu = openDesktopMenu();
      expect(menu.textContent).not.toContain('관리자');
      expect(screen.queryByRole('menuitem', { name: '관리자' })).toBeNull();
      cleanup();
    }
  });

  it('mobile: an editor sees 관리자 → /admin; a reader does not (the member menu loads lazily)', async () => {
    viewer.current = { user, info: withRoles(['ROLE_USER', 'ROLE_EDITOR']), isLoading: false };
    const { unmount } = render(<MobileAccountSection signInHref="/sign-in" />);
    const list = await screen.findByRole('list', { name: '내 계정' });
    expect(list.querySelector('a[href="/admin"]')?.textContent).toBe('관리자');
    unmount();
    viewer.current = { user, info: withRoles(['ROLE_USER']), isLoading: false };
    render(<MobileAccountSection signInHref="/sign-in" />);
    expect((await screen.findByRole('list', { name: '내 계정' })).querySelector('a[href="/admin"]')).toBeNull();
    expect(screen.queryByText('관리자')).toBeNull();
  });
});
