import { isStaffPrincipal, toPrincipal, type Principal } from './billing/principal';
import type { MembershipTierCode } from './membership';
import type { Viewer } from './user';

/**
 * Who may read the member-only part of an article (the one policy the API, pages, search, feeds and
 * metadata all ask). Rule chosen for SPI:
 * - Public articles: everyone.
 * - Editors and admins: everything.
 * - PREMIUM, PREMIUM_LIGHT, LIGHT_PLUS (paid or through a coupon): every member-only article.
 * - LIGHT and LIGHT_STUDENT: ARTICLE_MONTHLY_UNLOCKS member-only articles per calendar month
 *   (Asia/Seoul). Opening one not yet unlocked asks first (the article open confirm modal) and spends
 *   one unlock; an unlocked article stays open for that reader.
 * - Everyone else (guests, members without a membership): the lead and the paywall.
 */
export const ARTICLE_MONTHLY_UNLOCKS = 10;
export const UNLIMITED_ARTICLE_TIERS: readonly MembershipTierCode[] = ['PREMIUM', 'PREMIUM_LIGHT', 'LIGHT_PLUS'];
export const METERED_ARTICLE_TIERS: readonly MembershipTierCode[] = ['LIGHT', 'LIGHT_STUDENT'];

export type ArticleAccess =
  | { access: 'FULL' }
  | { access: 'UNLOCK_AVAILABLE'; remaining: number; monthlyLimit: number }
  | { access: 'PAYWALL'; reason: 'LOGIN' | 'MEMBERSHIP' | 'UNLOCKS_EXHAUSTED' };

export interface ArticleAccessInput {
  isMemberOnly: boolean;
  /** Whether this reader already spent an unlock on this article. */
  alreadyUnlocked?: boolean;
  /** Unlocks this reader spent in the current month (Asia/Seoul). */
  unlocksThisMonth?: number;
}

export function isStaff(viewer: Viewer | Principal): boolean {
  return isStaffPrincipal(toPrincipal(viewer));
}

export function articleAccess(viewer: Viewer | Principal, input: ArticleAccessInput): ArticleAccess {
  if (!input.isMemberOnly) return { access: 'FULL' };
  const principal = toPrincipal(viewer);
  if (!principal.userId) return { access: 'PAYWALL', reason: 'LOGIN' };
  if (isStaffPrincipal(principal)) return { access: 'FULL' };
  const tier = principal.membershipId ? principal.tier : null;
  if (tier && UNLIMITED_ARTICLE_TIERS.includes(tier)) return { access: 'FULL' };
  if (tier && METERED_ARTICLE_TIERS.includes(tier)) {
    if (input.alreadyUnlocked) return { access: 'FULL' };
    const remaining = Math.max(0, ARTICLE_MONTHLY_UNLOCKS - (input.unlocksThisMonth ?? 0));
    return remaining > 0
      ? { access: 'UNLOCK_AVAILABLE', remaining, monthlyLimit: ARTICLE_MONTHLY_UNLOCKS }
      : { access: 'PAYWALL', reason: 'UNLOCKS_EXHAUSTED' };
  }
  return { access: 'PAYWALL', reason: 'MEMBERSHIP' };
}

/** The paywall marker editors place where the member-only part starts. */
export const PAYWALL_MARKER = '<!--paywall-->';

/** Splits stored article HTML at the paywall marker: lead (everyone) and rest (entitled readers only). */
export function splitAtPaywall(html: string): { lead: string; rest: string } {
  const index = html.indexOf(PAYWALL_MARKER);
  if (index < 0) return { lead: html, rest: '' };
  return { lead: html.slice(0, index).trim(), rest: html.slice(index + PAYWALL_MARKER.length).trim() };
}

/**
 * Display label of spec section 3: the series name, the category name with '>' shown as '|', or both
 * combined when the article has both.
 */
export function articleLabel(categoryName: string | null | undefined, seriesName: string | null | undefined): string {
  const category = (categoryName ?? '').split('>').map((s) => s.trim()).filter(Boolean).join(' | ');
  const series = (seriesName ?? '').trim();
  if (category && series) return `${category} | ${series}`;
  return series || category;
}

/** Content type enumeration of spec section 3. */
export const CONTENT_TYPES = { article: 'CONTENT', REITS: 'REITS', DEAL_INFO: 'DEAL', FUND: 'FUND' } as const;
/** The spec's four, then the types SPI added for 이벤트, 채용 and 시티폴리오 (ADR 020). */
export const CONTENT_TYPE_VALUES = ['CONTENT', 'REITS', 'DEAL', 'FUND', 'EVENT', 'RECRUIT', 'CITYFOLIO'] as const;
export type ContentType = (typeof CONTENT_TYPE_VALUES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = { CONTENT: '아티클', REITS: '리츠', DEAL: '딜정보', FUND: '사모펀드', EVENT: '이벤트', RECRUIT: '채용', CITYFOLIO: '시티폴리오' };

/**
 * The content-type registry's shared half (the API holds the other: how an id resolves, its search
 * document, its card and its access rule, apps/api/src/content-types): for each type its label, whether
 * it exists in the product yet, and the public address of one item.
 */
export const CONTENT_TYPE_REGISTRY: Record<ContentType, { label: string; available: boolean; href: (id: string) => string }> = {
  CONTENT: { label: CONTENT_TYPE_LABELS.CONTENT, available: true, href: (id) => `/article?id=${encodeURIComponent(id)}` },
  REITS: { label: CONTENT_TYPE_LABELS.REITS, available: true, href: (id) => `/reitsfocus/${encodeURIComponent(id)}` },
  DEAL: { label: CONTENT_TYPE_LABELS.DEAL, available: true, href: (id) => `/dealsheet/${encodeURIComponent(id)}` },
  FUND: { label: CONTENT_TYPE_LABELS.FUND, available: true, href: (id) => `/fund/${encodeURIComponent(id)}` },
  EVENT: { label: CONTENT_TYPE_LABELS.EVENT, available: true, href: (id) => `/event/${encodeURIComponent(id)}` },
  RECRUIT: { label: CONTENT_TYPE_LABELS.RECRUIT, available: true, href: (id) => `/recruit/${encodeURIComponent(id)}` },
  CITYFOLIO: { label: CONTENT_TYPE_LABELS.CITYFOLIO, available: true, href: (id) => `/cityfolio/${encodeURIComponent(id)}` },
};

export function contentHref(type: ContentType, id: string): string {
  return CONTENT_TYPE_REGISTRY[type].href(id);
}
