import { CONTENT_TYPE_LABELS, contentHref, isPrefixQueryToken, type ContentType, type ExpandedTerm, type SophiPageContext } from '@spi/core';
import { bm25Idf, matchedTerms, scorePassages, TokenCounts, type ScoringTerm } from '@spi/core/sophi/bm25';
import { analyzeQuestion, isSummaryRequest, splitSentences } from '@spi/core/sophi/text';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { EmbeddingModel } from '../../adapters/answer-engine/openai-client';
import type { RetrievalResult, RetrievedPassage, RetrieveOptions } from '../../adapters/answer-engine/types';
import { seoulDay } from '../load-article-access';
import { isListed } from '../load-articles';
import { fullyReadable, memberOnlyEntitlement } from './entitlement';

const { articles, searchDocuments, sophiPassages } = schema;

/**
 * Sophi's retrieval (ADR 021): the passages and sentences that best answer a Korean question, from
 * everything the viewer may read. Three queries, whatever the question:
 * 1. article passages matching any content term (or of the article the reader is on), of listed articles,
 *    member-only ones only for articles the viewer may read in full — filtered in SQL, so hidden text
 *    never leaves the database; the best RETRIEVAL_CANDIDATES by ts_rank;
 * 2. statistics: the passage count, each term's document frequency, and whether a member-only passage
 *    the viewer may not read matched (a boolean, never text);
 * 3. matching search documents (REITs, deals, funds, events, jobs, 시티폴리오: public by construction).
 * Sentences are ranked with BM25 (core), passages by BM25 with title, freshness and page boosts, fused
 * with embedding similarity by reciprocal rank fusion when a model and passage vectors exist.
 */
export const RETRIEVAL_CANDIDATES = 200;
export const ENTITY_CANDIDATES = 40;
/** Question terms used at most (longer questions keep their first words). */
export const MAX_RETRIEVAL_TERMS = 12;
/** Passages of one source at most in a result, so one long article does not crowd out the others. */
export const MAX_PASSAGES_PER_SOURCE = 3;
const DEFAULT_LIMIT = 8;
const RRF_K = 60;

function quote(token: string): string {
  const q = `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return isPrefixQueryToken(token) ? `${q}:*` : q;
}

/** One term in tsquery text: its alternatives OR'ed, each an AND of its tokens. */
export function termTsquery(term: Pick<ExpandedTerm, 'alternatives'>): string {
  return term.alternatives.map((tokens) => (tokens.length === 1 ? quote(tokens[0]!) : `(${tokens.map(quote).join(' & ')})`)).join(' | ');
}

/** Any of the terms (a passage needs one to be a candidate; BM25 then rewards the ones with more). */
export function anyTermTsquery(terms: ReadonlyArray<Pick<ExpandedTerm, 'alternatives'>>): string | null {
  const parts = terms.filter((t) => t.alternatives.length > 0).map((t) => `(${termTsquery(t)})`);
  return parts.length ? parts.join(' | ') : null;
}

interface PageTarget { articleId: number | null; entity: { type: ContentType; id: string } | null }

function pageTarget(context: SophiPageContext | null): PageTarget {
  if (!context?.contentType || !context.contentId) return { articleId: null, entity: null };
  if (context.contentType === 'CONTENT') return { articleId: /^\d{1,9}$/.test(context.contentId) ? Number(context.contentId) : null, entity: null };
  return { articleId: null, entity: { type: context.contentType, id: context.contentId } };
}

interface Candidate {
  sourceType: ContentType;
  sourceId: string;
  title: string;
  href: string;
  text: string;
  seq: number;
  membersOnly: boolean;
  publishedAt: Date | null;
  asOf: string | null;
  onPage: boolean;
  /** An advertisement or a notice of SPI itself (articles.type MARKETING: a seminar's sign-up, a service tour). */
  marketing: boolean;
  embedding: number[] | null;
}

function cosine(a: number[], b: number[]): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) { dot += a[i]! * b[i]!; na += a[i]! * a[i]!; nb += b[i]! * b[i]!; }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export async function retrievePassages(db: Db, question: string, options: RetrieveOptions, embedding: EmbeddingModel | null): Promise<RetrievalResult> {
  const analyzed = analyzeQuestion(question);
  const terms = analyzed.terms.slice(0, MAX_RETRIEVAL_TERMS);
  const page = pageTarget(options.context);
  if (page.articleId !== null && isSummaryRequest(question)) return pageSummary(db, page.articleId, options);
  const anyTerm = anyTermTsquery(terms);
  if (anyTerm === null && page.articleId === null && page.entity === null) return { passages: [], memberOnlyMatches: false };
  const entitlement = memberOnlyEntitlement(options.principal);
  const query = anyTerm === null ? null : sql`${anyTerm}::tsquery`;

  const matches = (tokens: typeof sophiPassages.tokens | typeof searchDocuments.tokens): SQL => (query ? sql`${tokens} @@ ${query}` : sql`false`);
  const rank = (tokens: typeof sophiPassages.tokens | typeof searchDocuments.tokens): SQL<number> => (query ? sql<number>`ts_rank(${tokens}, ${query})` : sql<number>`0`);
  const onArticle = page.articleId === null ? sql`false` : eq(sophiPassages.articleId, page.articleId);
  const onEntity = page.entity ? and(eq(searchDocuments.contentType, page.entity.type), eq(searchDocuments.contentId, page.entity.id))! : sql`false`;
  const withVectors = embedding !== null;

  const passageQuery = db
    .select({
      articleId: sophiPassages.articleId, seq: sophiPassages.seq, text: sophiPassages.text, membersOnly: sophiPassages.membersOnly,
      embedding: withVectors ? sophiPassages.embedding : sql<null>`null`, embeddingModel: sophiPassages.embeddingModel,
      title: articles.title, type: articles.type, publishedAt: articles.publishedAt, onPage: sql<boolean>`${onArticle}`.mapWith(Boolean),
    })
    .from(sophiPassages)
    .innerJoin(articles, eq(articles.id, sophiPassages.articleId))
    .where(and(or(matches(sophiPassages.tokens), onArticle), isListed(options.now), or(eq(sophiPassages.membersOnly, false), fullyReadable(sophiPassages.articleId, entitlement))))
    .orderBy(desc(sql`(case when ${onArticle} then 1 else 0 end) + ${rank(sophiPassages.tokens)}`), sophiPassages.articleId, sophiPassages.seq)
    .limit(RETRIEVAL_CANDIDATES);

  const hidden = entitlement.kind === 'all' || query === null
    ? sql`false`
    : sql`exists(${db.select({ one: sql`1` }).from(sophiPassages).innerJoin(articles, eq(articles.id, sophiPassages.articleId))
      .where(and(eq(sophiPassages.membersOnly, true), matches(sophiPassages.tokens), isListed(options.now), sql`not (${fullyReadable(sophiPassages.articleId, entitlement)})`)).limit(1)})`;
  const dfFields = Object.fromEntries(terms.map((t, i) => [`d${i}`, sql<number>`(select count(*) from ${sophiPassages} where ${sophiPassages.tokens} @@ ${termTsquery(t)}::tsquery)`.mapWith(Number)]));
  // A name-like word no passage holds may still name a REIT, a deal or an event (search documents).
  const nameLike = terms.map((t, i) => ({ t, i })).filter(({ t }) => analyzed.names.includes(t.term.term));
  const docFields = Object.fromEntries(nameLike.map(({ t, i }) => [`s${i}`, sql<boolean>`exists(select 1 from ${searchDocuments} where ${searchDocuments.tokens} @@ ${termTsquery(t)}::tsquery)`.mapWith(Boolean)]));
  const statsQuery = db
    .select({ n: sql<number>`(select count(*) from ${sophiPassages})`.mapWith(Number), hidden: sql<boolean>`${hidden}`.mapWith(Boolean), ...dfFields, ...docFields })
    .from(sql`(select 1) as one`);

  const entityQuery = db
    .select({ type: searchDocuments.contentType, id: searchDocuments.contentId, title: searchDocuments.title, subtitle: searchDocuments.subtitle, body: searchDocuments.body, href: searchDocuments.href, updatedAt: searchDocuments.updatedAt, onPage: sql<boolean>`${onEntity}`.mapWith(Boolean) })
    .from(searchDocuments)
    .where(and(sql`${searchDocuments.contentType} <> 'CONTENT'`, or(matches(searchDocuments.tokens), onEntity)))
    .orderBy(desc(sql`(case when ${onEntity} then 1 else 0 end) + ${rank(searchDocuments.tokens)}`), searchDocuments.contentId)
    .limit(ENTITY_CANDIDATES);

  const [passageRows, [stats], entityRows] = await Promise.all([passageQuery, statsQuery, entityQuery]);
  options.signal?.throwIfAborted();

  const n = Math.max(1, stats?.n ?? 1);
  const statsRecord = (stats ?? {}) as Record<string, unknown>;
  const scoringTerms: ScoringTerm[] = terms.map((t, i) => ({ alternatives: t.alternatives, idf: bm25Idf(n, Number(statsRecord[`d${i}`] ?? 0)) }));
  const candidates: Candidate[] = [
    ...passageRows.map((r) => ({
      sourceType: 'CONTENT' as const, sourceId: String(r.articleId), title: r.title, href: contentHref('CONTENT', String(r.articleId)), text: r.text, seq: r.seq,
      membersOnly: r.membersOnly, publishedAt: r.publishedAt, asOf: r.publishedAt ? seoulDay(r.publishedAt.getTime()) : null, onPage: r.onPage,
      marketing: r.type === 'MARKETING', embedding: withVectors && r.embeddingModel === embedding.model && Array.isArray(r.embedding) ? r.embedding : null,
    })),
    ...entityRows.map((r) => ({
      sourceType: r.type, sourceId: r.id, title: r.title, href: r.href, text: [r.title, r.subtitle, r.body].filter(Boolean).join('\n'), seq: 0,
      membersOnly: false, publishedAt: null, asOf: seoulDay(r.updatedAt.getTime()), onPage: r.onPage, marketing: false, embedding: null,
    })),
  ];
  const ranked = rankCandidates(candidates, scoringTerms, options.now, analyzed.recent);
  const ordered = await fuseEmbeddings(ranked, embedding, analyzed.content || question, options.signal);

  const perSource = new Map<string, number>();
  const passages: RetrievedPassage[] = [];
  for (const { candidate: c, score, sentences } of ordered) {
    const key = `${c.sourceType}:${c.sourceId}`;
    const used = perSource.get(key) ?? 0;
    if (used >= MAX_PASSAGES_PER_SOURCE) continue;
    perSource.set(key, used + 1);
    passages.push({
      sourceType: c.sourceType, sourceId: c.sourceId, title: c.title, href: c.href, label: CONTENT_TYPE_LABELS[c.sourceType], asOf: c.asOf,
      text: c.text, sentences, score, membersOnly: c.membersOnly,
    });
    if (passages.length >= (options.limit ?? DEFAULT_LIMIT)) break;
  }
  const unknownTerms = nameLike.filter(({ i }) => Number(statsRecord[`d${i}`] ?? 0) === 0 && !statsRecord[`s${i}`]).map(({ t }) => t.term.term);
  return { passages, memberOnlyMatches: stats?.hidden ?? false, unknownTerms };
}

/** Passages of an article quoted by a summary at most (its head and the first paragraphs). */
export const SUMMARY_PASSAGES = 12;

/**
 * '이 기사 핵심만 알려줘' on an article: that article's passages the viewer may read, in reading order, and
 * whether a member-only part is hidden from the viewer (never its text).
 */
async function pageSummary(db: Db, articleId: number, options: RetrieveOptions): Promise<RetrievalResult> {
  const entitlement = memberOnlyEntitlement(options.principal);
  const readable = or(eq(sophiPassages.membersOnly, false), fullyReadable(sophiPassages.articleId, entitlement));
  const rows = await db
    .select({ seq: sophiPassages.seq, text: sophiPassages.text, membersOnly: sophiPassages.membersOnly, title: articles.title, publishedAt: articles.publishedAt, readable: sql<boolean>`${readable}`.mapWith(Boolean) })
    .from(sophiPassages)
    .innerJoin(articles, eq(articles.id, sophiPassages.articleId))
    .where(and(eq(sophiPassages.articleId, articleId), isListed(options.now)))
    .orderBy(sophiPassages.seq)
    .limit(SUMMARY_PASSAGES + 1);
  options.signal?.throwIfAborted();
  const shown = rows.filter((r) => r.readable).slice(0, SUMMARY_PASSAGES);
  const passages: RetrievedPassage[] = shown.map((r) => ({
    sourceType: 'CONTENT', sourceId: String(articleId), title: r.title, href: contentHref('CONTENT', String(articleId)), label: CONTENT_TYPE_LABELS.CONTENT,
    asOf: r.publishedAt ? seoulDay(r.publishedAt.getTime()) : null, text: r.text,
    sentences: splitSentences(r.text).map((text) => ({ text, score: 0 })), score: 0, membersOnly: r.membersOnly,
  }));
  return { passages, memberOnlyMatches: rows.some((r) => !r.readable), unknownTerms: [], pageSummary: passages.length > 0 };
}

interface Ranked { candidate: Candidate; score: number; sentences: Array<{ text: string; score: number }> }

/** Weight of the question terms found in the source's title (0–1 of the terms) on the passage score. */
const TITLE_BOOST = 0.6;
/** Share of a passage's score kept by the part independent of how many question terms it holds (the rest scales with that share). */
const COVERAGE_FLOOR = 0.25;
/** SPI's own notices and advertisements answer few questions: they rank below the articles. */
const MARKETING_WEIGHT = 0.5;
/** Share of the source's other best passages (at most this many) added to a passage's score. */
const SOURCE_SUPPORT = 0.2;
const SOURCE_SUPPORT_PASSAGES = 2;
/** Freshness: up to +15% for today's article (+50% when the question asks for recent news), halving over 90 days. */
const FRESHNESS_BOOST = 0.15;
const RECENT_FRESHNESS_BOOST = 0.5;
const FRESHNESS_DAYS = 90;
/** Passages of the page the reader is on. */
const PAGE_BOOST = 2;
/** A passage of the reader's page without a term (a question such as '이 기사 요약해줘'): reading order. */
const PAGE_FLOOR = 0.5;
/** An article's head (title and description, seq 0) is short, so BM25 favours it; the body quotes better. */
const HEAD_WEIGHT = 0.7;

function rankCandidates(candidates: Candidate[], terms: ScoringTerm[], now: Date, recent: boolean): Ranked[] {
  const titles = new Map<string, number>();
  const scored = scorePassages(candidates, terms).map(({ passage: c, score: passageScore, matched, sentences }) => {
    let title = titles.get(c.title);
    if (title === undefined) { title = terms.length ? matchedTerms(TokenCounts.ofText(c.title), terms) / terms.length : 0; titles.set(c.title, title); }
    const coverage = terms.length ? matched / terms.length : 0;
    let score = (passageScore + 0.5 * (sentences[0]?.score ?? 0)) * (COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * coverage) * (1 + TITLE_BOOST * title);
    if (c.marketing) score *= MARKETING_WEIGHT;
    if (c.publishedAt) {
      const ageDays = Math.max(0, (now.getTime() - c.publishedAt.getTime()) / 86_400_000);
      score *= 1 + (recent ? RECENT_FRESHNESS_BOOST : FRESHNESS_BOOST) / (1 + ageDays / FRESHNESS_DAYS);
    }
    if (c.sourceType === 'CONTENT' && c.seq === 0) score *= HEAD_WEIGHT;
    if (c.onPage) score = score * PAGE_BOOST + PAGE_FLOOR / (1 + c.seq);
    return { candidate: c, score, sentences };
  });
  // Support of the source: an article with several matching passages is more about the question than
  // one that mentions it once ('GBD 공실률' article over an aside in a conversion article).
  const bySource = new Map<string, number[]>();
  for (const r of scored) {
    const key = `${r.candidate.sourceType}:${r.candidate.sourceId}`;
    bySource.set(key, [...(bySource.get(key) ?? []), r.score]);
  }
  for (const list of bySource.values()) list.sort((a, b) => b - a);
  const supported = scored.map((r) => {
    const scores = bySource.get(`${r.candidate.sourceType}:${r.candidate.sourceId}`)!;
    const others = scores.filter((x, i) => i !== scores.indexOf(r.score)).slice(0, SOURCE_SUPPORT_PASSAGES);
    return { ...r, score: r.score + SOURCE_SUPPORT * others.reduce((a, b) => a + b, 0) };
  });
  return supported.filter((r) => r.score > 0).sort((a, b) => b.score - a.score);
}

/**
 * Reciprocal rank fusion of the lexical order with cosine similarity of the question's embedding, for
 * the candidates that have a vector of the same model; without a model or vectors, the lexical order.
 * The reported score stays the lexical one (the engines' thresholds are BM25 scores).
 */
async function fuseEmbeddings(ranked: Ranked[], embedding: EmbeddingModel | null, text: string, signal?: AbortSignal): Promise<Ranked[]> {
  if (!embedding || !ranked.some((r) => r.candidate.embedding)) return ranked;
  let vector: number[] | undefined;
  try {
    [vector] = await embedding.embed([text], signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return ranked; // A failing embedding server degrades retrieval to BM25, it does not fail the answer.
  }
  if (!vector) return ranked;
  const byVector = ranked.filter((r) => r.candidate.embedding).map((r) => ({ r, sim: cosine(vector!, r.candidate.embedding!) })).sort((a, b) => b.sim - a.sim);
  const vectorRank = new Map(byVector.map(({ r }, i) => [r, i + 1]));
  const fused = ranked.map((r, i) => ({ r, rrf: 1 / (RRF_K + i + 1) + (vectorRank.has(r) ? 1 / (RRF_K + vectorRank.get(r)!) : 0) }));
  return fused.sort((a, b) => b.rrf - a.rrf).map(({ r }) => r);
}
