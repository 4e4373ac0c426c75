import { CONTENT_TYPE_VALUES, expandQuery, isPrefixQueryToken, MAX_QUERY_TOKENS, SEARCH_COUNT_CAP, searchVectorLiteral, type ContentType } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { inTransaction } from '../commands/transaction';
import { isListed } from '../loaders/load-articles';
import type { SearchDocument, SearchEngine, SearchParams, SearchResult } from './search-engine';

const { articles, searchDocuments } = schema;

/**
 * The content types searched through search_documents (ADR 019, 020): REITs, deals, funds, events, job
 * postings and 시티폴리오 items. Every type but CONTENT, which keeps its tokens on the article row.
 */
export const ENTITY_TYPES = ['REITS', 'DEAL', 'FUND', 'EVENT', 'RECRUIT', 'CITYFOLIO'] as const satisfies readonly ContentType[];
export type EntityType = (typeof ENTITY_TYPES)[number];
export const isEntityType = (type: ContentType | undefined): type is EntityType => (ENTITY_TYPES as readonly string[]).includes(type ?? '');

/** Entity matches listed per type on the first page of "all" (their own tab pages through every match). */
export const ENTITY_PREVIEW_HITS = 4;
/** Kept for callers of the REIT-only era: entity hits of one tab page at most. */
export const MAX_ENTITY_HITS = 50;

/**
 * Days over which freshness halves a match's relevance: score = ts_rank / (1 + age_days / 30). ts_rank of
 * an AND query already weighs how close the words stand (PostgreSQL's calc_rank_and uses the distance
 * between their positions), which gives phrases such as '강남 오피스' their boost.
 */
export const FRESHNESS_DAYS = 30;

/**
 * How many of the newest matches are ranked. Ranking reads each match's whole search vector, so a word
 * found in tens of thousands of articles would be slow to rank in full; with the freshness decay an
 * article outside the newest few hundred matches practically never reaches the first pages anyway.
 */
export const RANK_CANDIDATES = 200;

/** Recency windows (days) tried in turn for the candidates; null is all time. */
export const CANDIDATE_WINDOWS_DAYS: ReadonlyArray<number | null> = [30, 365, null];

function quote(token: string): string {
  return `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The query in tsquery text format: every word must match, through itself or one of its aliases of the
 * synonym dictionary in core ('강남' also finds 'GBD'): (강남 | gbd) & (오피 & 피스 | office). One-character
 * tokens match as prefixes ('땅':*).
 */
export function tsqueryLiteral(q: string): string | null {
  const terms = expandQuery(q).slice(0, MAX_QUERY_TOKENS);
  if (terms.length === 0) return null;
  const token = (t: string) => (isPrefixQueryToken(t) ? `${quote(t)}:*` : quote(t));
  return terms
    .map(({ alternatives }) => {
      const options = alternatives.map((tokens) => (tokens.length === 1 ? token(tokens[0]!) : `(${tokens.map(token).join(' & ')})`));
      return options.length === 1 ? options[0]! : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

function emptyGroups(): Array<{ contentType: ContentType; count: number }> {
  return CONTENT_TYPE_VALUES.map((contentType) => ({ contentType, count: 0 }));
}

/**
 * The default engine: application-side tokens (packages/core/src/search) stored in articles.search_tokens
 * as a weighted tsvector with a GIN index, identical on PGlite and PostgreSQL. A query is the AND of its
 * tokens (`@@`, answered by the index); the newest RANK_CANDIDATES matches are ranked by ts_rank with a
 * freshness decay (deeper pages rank a correspondingly wider set). The other content types are
 * matched in search_documents (ENTITY_TYPES), ranked by ts_rank alone.
 */
export interface PostgresSearchOptions {
  rankCandidates?: number;
  windowsDays?: ReadonlyArray<number | null>;
  countCap?: number;
}

export class PostgresSearchEngine implements SearchEngine {
  readonly kind = 'postgres';
  private readonly rankCandidates: number;
  private readonly windowsDays: ReadonlyArray<number | null>;
  private readonly countCap: number;

  constructor(private readonly db: Db, options: PostgresSearchOptions = {}) {
    this.rankCandidates = options.rankCandidates ?? RANK_CANDIDATES;
    this.windowsDays = options.windowsDays ?? CANDIDATE_WINDOWS_DAYS;
    this.countCap = options.countCap ?? SEARCH_COUNT_CAP;
  }

  async index(doc: SearchDocument): Promise<void> {
    const literal = searchVectorLiteral({ title: doc.title, description: doc.description, lead: doc.leadText });
    await this.db.update(articles).set({ searchTokens: sql`${literal}::tsvector` }).where(eq(articles.id, doc.articleId));
  }

  async remove(articleId: number): Promise<void> {
    await this.db.update(articles).set({ searchTokens: null }).where(eq(articles.id, articleId));
  }

  async search(params: SearchParams): Promise<SearchResult> {
    const articleResult = await this.searchArticles(params);
    const tsquery = tsqueryLiteral(params.q);
    // Entities have no publish date or category: date and category filters are about publications.
    const entityFilter = !params.from && !params.to && !params.categoryIds;
    if (tsquery === null || !entityFilter) return { ...articleResult, entities: [] };
    const query = sql`${tsquery}::tsquery`;
    const score = sql<number>`ts_rank(${searchDocuments.tokens}, ${query})`.mapWith(Number);
    const matches = sql`${searchDocuments.tokens} @@ ${query}`;
    // Every tab shows every type's count; the hits are a preview per type on the first page of "all",
    // or one page of the requested type.
    const counted = await this.db.select({ contentType: searchDocuments.contentType, n: count() }).from(searchDocuments)
      .where(and(inArray(searchDocuments.contentType, [...ENTITY_TYPES]), matches)).groupBy(searchDocuments.contentType);
    const counts = new Map(counted.map((c) => [c.contentType, Math.min(Number(c.n), this.countCap)]));
    const groups = articleResult.groups.map((g) => (isEntityType(g.contentType) ? { ...g, count: counts.get(g.contentType) ?? 0 } : g));
    const entities: SearchResult['entities'] = [];
    const listed = isEntityType(params.type) ? [params.type] : params.type || params.page > 0 ? [] : ENTITY_TYPES.filter((t) => counts.get(t));
    for (const type of listed) {
      const size = params.type ? Math.min(params.size, MAX_ENTITY_HITS) : ENTITY_PREVIEW_HITS;
      const offset = params.type ? params.page * params.size : 0;
      if (offset >= (counts.get(type) ?? 0)) continue;
      const rows = await this.db.select({ contentType: searchDocuments.contentType, id: searchDocuments.contentId, score })
        .from(searchDocuments).where(and(eq(searchDocuments.contentType, type), matches))
        .orderBy(desc(score), searchDocuments.contentId).limit(size).offset(offset);
      entities.push(...rows);
    }
    const total = isEntityType(params.type) ? counts.get(params.type) ?? 0 : articleResult.total;
    const countCapped = articleResult.countCapped || [...counts.values()].some((n) => n >= this.countCap);
    return { ...articleResult, groups, total, entities, countCapped };
  }

  private async searchArticles(params: SearchParams): Promise<Omit<SearchResult, 'entities'>> {
    const groups = emptyGroups();
    const tsquery = tsqueryLiteral(params.q);
    if (tsquery === null || params.categoryIds?.length === 0) return { groups, total: 0, hits: [], countCapped: false };
    const query = sql`${tsquery}::tsquery`;
    const conditions: SQL[] = [sql`${articles.searchTokens} @@ ${query}`, isListed(params.now)];
    if (params.categoryIds) conditions.push(inArray(articles.categoryId, params.categoryIds));
    if (params.from) conditions.push(gte(articles.publishedAt, params.from));
    if (params.to) conditions.push(lt(articles.publishedAt, params.to));
    const where = and(...conditions);
    const content = groups.find((g) => g.contentType === 'CONTENT')!;

    return inTransaction(this.db, async (tx) => {
      // The planner prices `@@` as cheap: for a common word it would scan the whole table, or walk the
      // date index testing `@@` row by row, reading each article's vector. Bitmap scans only: the GIN
      // index answers the match, the date index the window, and no vector is read before ranking.
      // No JIT either: compiling costs more than these short queries.
      await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`);
      // Counting stops at the cap: the heap visit per match is the one cost that grows with the corpus.
      const matching = tx.select({ one: sql`1` }).from(articles).where(where).limit(this.countCap + 1).as('matching');
      const counted = (await tx.select({ n: count() }).from(matching))[0]?.n ?? 0;
      const countCapped = counted > this.countCap;
      content.count = Math.min(counted, this.countCap);
      const total = params.type && params.type !== 'CONTENT' ? 0 : content.count;
      const offset = params.page * params.size;
      if (offset >= total) return { groups, total, hits: [], countCapped };
      const wanted = Math.max(this.rankCandidates, offset + params.size);
      // The newest `wanted` matches are ranked. Most of them are recent, so a short window is tried first
      // (a bitmap AND of the word and the date index) and widened only when it holds too few.
      const windows = total <= wanted ? [null] : this.windowsDays;
      for (const days of windows) {
        const since = days === null ? undefined : new Date(params.now.getTime() - days * 86_400_000);
        const candidates = tx
          .select({ id: articles.id, publishedAt: articles.publishedAt, searchTokens: articles.searchTokens })
          .from(articles)
          .where(and(where, since ? gte(articles.publishedAt, since) : undefined))
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(wanted)
          .as('candidates');
        const now = sql`${params.now.toISOString()}::timestamptz`;
        const ageDays = sql`greatest(0, extract(epoch from (${now} - ${candidates.publishedAt})) / 86400.0)`;
        const score = sql<number>`ts_rank(${candidates.searchTokens}, ${query}) / (1 + ${ageDays} / ${FRESHNESS_DAYS})`.mapWith(Number);
        const rows = await tx
          .select({ id: candidates.id, score, found: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(candidates)
          .orderBy(desc(score), desc(candidates.publishedAt), desc(candidates.id))
          .limit(params.size)
          .offset(offset);
        const found = rows[0]?.found ?? 0;
        if (days === null || found >= Math.min(wanted, total)) {
          return { groups, total, hits: rows.map((r) => ({ contentType: 'CONTENT' as const, id: r.id, score: r.score })), countCapped };
        }
      }
      return { groups, total, hits: [], countCapped };
    });
  }
}
