import { BREAKPOINTS, LIMITS } from './design-tokens';

export type MainTabId = 'article' | 'cityfolio' | 'reitsfocus' | 'dealsheet' | 'fund' | 'event' | 'recruit' | 'cityforum';

export interface MainTab {
  id: MainTabId;
  title: string;
  /** Internal path, or null for the external forum link. */
  path: string | null;
  blurb: string;
  external?: boolean;
  /** Hidden from guests in the mobile menu. */
  hiddenForGuestsOnMobile?: boolean;
  accent?: 'cityfolio';
}

/** The eight main tabs of spec section 2, in order. */
export const MAIN_TABS: readonly MainTab[] = [
  { id: 'article', title: 'SPI Pro', path: '/article', blurb: '전문가를 위한 실시간 업계 뉴스와 인사이트' },
  { id: 'cityfolio', title: '시티폴리오', path: '/cityfolio', blurb: '도시와 자산을 잇는 시티 포트폴리오', accent: 'cityfolio' },
  { id: 'reitsfocus', title: '리츠포커스', path: '/reitsfocus', blurb: '상장 리츠 가이드와 데이터' },
  { id: 'dealsheet', title: '딜정보', path: '/dealsheet', blurb: '상업용 부동산 거래 정보' },
  { id: 'fund', title: '사모펀드', path: '/fund', blurb: '부동산 사모펀드 데이터' },
  { id: 'event', title: '이벤트', path: '/event', blurb: '세미나와 행사' },
  { id: 'recruit', title: '채용', path: '/recruit', blurb: '업계 채용 공고', hiddenForGuestsOnMobile: true },
  { id: 'cityforum', title: '시티포럼', path: null, blurb: '부동산 전문가 포럼 (새 탭)', external: true },
] as const;

const EXCLUDED_PREFIXES = ['/article/tag/', '/article/writer/'];

/** What the page itself says about where it belongs, beyond its path. */
export interface TabContext {
  /**
   * The section of the article on an article page. Every article lives at /article?id=N, so the path alone
   * would select SPI Pro; a lifestyle article belongs to no main tab.
   */
  articleSection?: 'PRO' | 'LIFESTYLE' | null;
}

/**
 * A tab is selected when the path equals the tab path or starts with it plus a slash,
 * except paths under /article/tag/ and /article/writer/ (spec section 2), and except SPI Pro on the page of a
 * lifestyle article.
 */
export function isTabSelected(pathname: string, tabPath: string, context: TabContext = {}): boolean {
  const path = normalizePath(pathname);
  if (EXCLUDED_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  if (tabPath === '/article' && context.articleSection === 'LIFESTYLE') return false;
  return path === tabPath || path.startsWith(`${tabPath}/`);
}

export function selectedTab(pathname: string, context: TabContext = {}): MainTab | undefined {
  return MAIN_TABS.find((tab) => tab.path !== null && isTabSelected(pathname, tab.path, context));
}

/** True on the main tab paths, where the sticky header applies. */
export function isMainTabPath(pathname: string): boolean {
  return selectedTab(pathname) !== undefined;
}

export interface StickyInput {
  viewportWidth: number;
  pathname: string;
  /** Distance of the tab bar's top edge from the viewport top, in px. */
  tabBarTop: number;
}

/** Sticky on large screens (>= 1168 px), only on main tab paths, when the tab bar's top reaches 10 px or less. */
export function shouldStickHeader({ viewportWidth, pathname, tabBarTop }: StickyInput): boolean {
  return (
    viewportWidth >= BREAKPOINTS.large &&
    isMainTabPath(pathname) &&
    tabBarTop <= LIMITS.stickyHeaderThresholdPx
  );
}

/** Tabs shown in the mobile menu: 채용 is hidden for guests. */
export function mobileMenuTabs(isLoggedIn: boolean): MainTab[] {
  return MAIN_TABS.filter((tab) => isLoggedIn || !tab.hiddenForGuestsOnMobile);
}

function normalizePath(pathname: string): string {
  const noQuery = pathname.split(/[?#]/)[0] ?? '/';
  return noQuery.length > 1 && noQuery.endsWith('/') ? noQuery.slice(0, -1) : noQuery;
}
