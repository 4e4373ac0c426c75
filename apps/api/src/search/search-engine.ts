import type { ContentType } from '@spi/core';

/**
 * What an article gives to search. Built only by `loadSearchDocument` (index-article.ts) from the title,
 * the description and the public lead, so no engine ever receives member-only text.
 */
export interface SearchDocument {
  articleId: number;
  contentType: ContentType;
  title: string;
  description: string;
  /** Plain text before the paywall marker (the whole body of a public article). */
  leadText: string;
  categoryId: string | null;
  status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED' | 'ARCHIVED';
  isPublic: boolean;
  publishedAt: Date | null;
}

export interface SearchParams {
  q: string;
  /** Content type tab; absent means all types. */
  type?: ContentType;
  /** Category ids to keep (a category slug resolved with its sub-categories by the caller). */
  categoryIds?: string[];
  /** Published at or after / before these instants. */
  from?: Date;
  to?: Date;
  page: number;
  size: number;
  now: Date;
}

export interface SearchHitRef {
  contentType: ContentType;
  /** The content's id (an article id for CONTENT). */
  id: number;
  score: number;
}

export interface SearchResult {
  /** Matches per content type, before the type filter (every type listed, zero included). */
  groups: Array<{ contentType: ContentType; count: number }>;
  /** Matches of the requested type (all types when none), for paging. */
  total: number;
  /** This page's hits, best first: relevance with a freshness boost. */
  hits: SearchHitRef[];
  /** Counts stop at SEARCH_COUNT_CAP; true when one reached it. */
  countCapped: boolean;
  /**
   * Matching items of the other content types (REITs, deals, funds, events, job postings, 시티폴리오),
   * best first: a few per type on the first page of "all" (above the articles), one page of their own
   * tab otherwise.
   */
  entities: Array<{ contentType: ContentType; id: string; score: number }>;
}

/**
 * A search engine: PostgreSQL (tsvector + GIN, the default, see postgres-search-engine.ts) or, at scale,
 * OpenSearch with the nori analyzer (docs/search.md). Only published, public articles are ever returned.
 */
export interface SearchEngine {
  readonly kind: string;
  /** Adds or replaces a document. */
  index(doc: SearchDocument): Promise<void>;
  remove(articleId: number): Promise<void>;
  search(params: SearchParams): Promise<SearchResult>;
}
