import type { Viewer } from '@spi/core';
import { accountNav } from '../account-nav';

/** The account menu with '최근 본 글' after '나의 스크랩' (until the account menu lists it itself). */
export function contentAccountNav(viewer: Viewer) {
  const nav = accountNav(viewer);
  if (nav.some((item) => item.href === '/user/history')) return nav;
  const at = nav.findIndex((item) => item.href === '/user/scrap');
  const history = { href: '/user/history', label: '최근 본 글' };
  return at < 0 ? [...nav, history] : [...nav.slice(0, at + 1), history, ...nav.slice(at + 1)];
}
