/** Addresses of the reader-facing content pages (one place, so cards, search, feeds and the sitemap agree). */

export const articleHref = (articleId: number | string): string => `/article?id=${encodeURIComponent(String(articleId))}`;
export const writerHref = (slug: string): string => `/article/writer/${encodeURIComponent(slug)}`;
export const tagHref = (slug: string): string => `/article/tag/${encodeURIComponent(slug)}`;
export const signInHref = (redirect: string): string => `/sign-in?redirect=${encodeURIComponent(redirect)}`;
export const MEMBERSHIP_HREF = '/membership';
