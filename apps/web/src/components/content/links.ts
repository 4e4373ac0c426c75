/** Addresses of the reader-facing content pages (one place, so cards, search, feeds and the sitemap agree). */

export const articleHref = (articleId: number | string): string => `/article?id=${encodeURIComponent(String(articleId))}`;
export const writerHref = (slug: string): string => `/article/writer/${encodeURIComponent(slug)}`;
export const tagHref = (slug: string): string => `/article/tag/${encodeURIComponent(slug)}`;
export const signInHref = (redirect: string): string => `/sign-in?redirect=${encodeURIComponent(redirect)}`;
/**
 * Links to /membership from other pages use prefetch={false}: prefetching it loads its checkout code
 * (about 43 kB gzip) into every page that shows such a link.
 */
export const MEMBERSHIP_HREF = '/membership';
