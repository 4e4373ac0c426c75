/**
 * The cache tags of content, shared by the API's response cache and the web's page cache (the web
 * revalidates the same names when notified; see apps/web/src/features/articles/api/content-server.ts).
 */
export const CONTENT_TAGS = {
  /** Every list of articles (lists, related articles, feeds, writer and tag pages, search). */
  articles: 'articles',
  home: 'home',
  /** Categories, series, writers and tags. */
  taxonomy: 'taxonomy',
  /** Every REIT figure: lists, pages, the summary, the home data strip (any import or price update). */
  reits: 'reits',
  /** Every deal: lists, pages, statistics, the export, search documents (admin edits and imports). */
  deals: 'deals',
  /** Every fund: lists, pages, statistics, reports (admin edits, report uploads and imports). */
  funds: 'funds',
  /** Every event: lists, pages, seat counts shown to guests (admin edits, registrations and cancellations). */
  events: 'events',
  /** Every job posting (admin edits). */
  recruit: 'recruit',
  /** Every 시티폴리오 item (admin edits). */
  cityfolio: 'cityfolio',
  /** Glossary terms and metric explainers. */
  glossary: 'glossary',
  /** The tiers on sale (/membership and GET /memberships/plans). */
  membershipPlans: 'membership-plans',
  /** The help centre's FAQ (admin edits). */
  faqs: 'faqs',
  /** The main-home notices (admin edits; a notice's start or end also changes the answer, see its route). */
  notices: 'notices',
  /** One article's page. */
  article: (articleId: number | string) => `article:${Number(articleId)}`,
} as const;

/** The tags of one article's change: lists, the home page and the article page. */
export function articleChangeTags(articleId: number): string[] {
  return [CONTENT_TAGS.articles, CONTENT_TAGS.home, CONTENT_TAGS.article(articleId)];
}

/** Taxonomy changes touch labels on lists, the home page and article pages. */
export const TAXONOMY_CHANGE_TAGS = [CONTENT_TAGS.articles, CONTENT_TAGS.home, CONTENT_TAGS.taxonomy];
