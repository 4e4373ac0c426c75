import {
  contentHref, CONTENT_TYPE_REGISTRY, EXPLAINER_KEYS, METRIC_EXPLAINERS, DEAL_ASSET_TYPE_LABELS, htmlToText, publicLeadText, splitAtPaywall,
  type MetricKey, type SophiCitation,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, desc, eq, gt, gte, isNotNull, lt } from 'drizzle-orm';
import { loadReitDataset, type ReitDataset } from '../../src/loaders/reits/reit-dataset';
import type { ExpectedSource, SourceCheck } from './questions';

/**
 * What is true in the seeded database, for judging answers: the articles' readable text per viewer, the
 * REIT figures (the same dataset the REIT pages use), deals, events and the public search documents.
 */
export interface ArticleTruth {
  id: number;
  slug: string;
  title: string;
  isMemberOnly: boolean;
  /** Title, description and the lead (what a guest may read). */
  publicText: string;
  /** Title, description and the whole body. */
  fullText: string;
}

export interface Truth {
  now: Date;
  articlesById: Map<string, ArticleTruth>;
  articlesBySlug: Map<string, ArticleTruth>;
  reits: ReitDataset;
  documents: Map<string, string>;
  largestDeal(assetType: string, year: number): Promise<Array<{ id: string; assetName: string }>>;
  nextEvent: { id: number; title: string } | null;
  /** Runs of Korean text (12+ characters) that only the member-only part of an article holds. */
  secrets: string[];
  /** Glossary slugs by keyword (용어 가이드). */
  glossary: Map<string, string>;
}

export const seoulDay = (d: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(d);
/** Compared without whitespace, so a table flattened with other spacing still matches. */
export const squash = (s: string): string => s.normalize('NFC').replace(/\s+/g, '');

function secretPhrases(a: { title: string; description: string; html: string }): string[] {
  const publicText = `${a.title} ${a.description} ${publicLeadText(a.html, true)}`;
  const runs = htmlToText(splitAtPaywall(a.html).rest).split(/[^가-힣0-9 ]+/).map((r) => r.trim());
  return runs.filter((r) => r.length >= 12 && !publicText.includes(r));
}

export async function loadTruth(db: Db, now: Date): Promise<Truth> {
  const rows = await db.select().from(schema.articles).where(eq(schema.articles.status, 'PUBLISHED'));
  const articles = rows.map((a): ArticleTruth => ({
    id: a.id, slug: a.slug, title: a.title, isMemberOnly: a.isMemberOnly,
    publicText: `${a.title}\n${a.description}\n${publicLeadText(a.html, a.isMemberOnly)}`,
    fullText: `${a.title}\n${a.description}\n${htmlToText(a.html)}`,
  }));
  const allPublic = articles.map((a) => a.publicText).join('\n');
  const secrets = [...new Set(rows.filter((a) => a.isMemberOnly).flatMap(secretPhrases))].filter((s) => !allPublic.includes(s));
  const docs = await db.select().from(schema.searchDocuments);
  const [event] = await db.select({ id: schema.events.id, title: schema.events.title }).from(schema.events)
    .where(and(eq(schema.events.status, 'PUBLISHED'), gt(schema.events.startsAt, now))).orderBy(asc(schema.events.startsAt)).limit(1);
  return {
    now,
    articlesById: new Map(articles.map((a) => [String(a.id), a])),
    articlesBySlug: new Map(articles.map((a) => [a.slug, a])),
    reits: await loadReitDataset(db, seoulDay(now)),
    documents: new Map(docs.map((d) => [`${d.contentType}:${d.contentId}`, `${d.title}\n${d.subtitle}\n${d.body}`])),
    // The largest by price, with and without the deals still in negotiation (either is an honest reading).
    async largestDeal(assetType, year) {
      const { deals } = schema;
      const inYear = and(eq(deals.assetType, assetType as never), gte(deals.dealDate, `${year}-01-01`), lt(deals.dealDate, `${year + 1}-01-01`), isNotNull(deals.priceWon));
      const any = await db.select({ id: deals.id, assetName: deals.assetName }).from(deals).where(inYear).orderBy(desc(deals.priceWon)).limit(1);
      const closed = await db.select({ id: deals.id, assetName: deals.assetName }).from(deals).where(and(inYear, eq(deals.status, 'CLOSED'))).orderBy(desc(deals.priceWon)).limit(1);
      return [...any, ...closed];
    },
    nextEvent: event ?? null,
    secrets,
    glossary: new Map((await db.select().from(schema.glossaryTerms)).map((g) => [g.keyword, g.slug])),
  };
}

/** Every text of a citation a reader sees: title, snippet and the table card. */
export function citationText(c: SophiCitation): string {
  const t = c.table;
  const table = t ? [t.title, ...t.columns.map((col) => col.label), ...t.rows.flatMap((r) => Object.values(r).map((v) => String(v ?? ''))), t.unitNote ?? ''].join('\n') : '';
  return `${c.title}\n${c.snippet}\n${table}`;
}

const firstRowRefers = (c: SophiCitation, id: string, names: string[]): boolean => {
  const row = c.table?.rows[0];
  if (c.table?.rowHrefs?.[0]?.includes(id)) return true;
  return Boolean(row && Object.values(row).some((v) => names.includes(String(v ?? '').trim())));
};

function topReit(truth: Truth, metric: MetricKey, order: 'asc' | 'desc'): string | null {
  const values = truth.reits.entries.filter((e) => e.metrics[metric].value !== null);
  values.sort((a, b) => (order === 'desc' ? b.metrics[metric].value! - a.metrics[metric].value! : a.metrics[metric].value! - b.metrics[metric].value!));
  return values[0]?.row.ticker ?? null;
}

/** Whether a citation is (one of) the expected source(s). */
export async function matchesSource(c: SophiCitation, expected: ExpectedSource, truth: Truth): Promise<boolean> {
  if (c.sourceType !== expected.type) return false;
  if (typeof expected.match === 'string') {
    if (expected.type === 'CONTENT') return c.sourceId === String(truth.articlesBySlug.get(expected.match)?.id ?? '-');
    return c.sourceId === expected.match || c.href === contentHref(expected.type, expected.match);
  }
  return matchesCheck(c, expected.match, truth);
}

async function matchesCheck(c: SophiCitation, check: SourceCheck, truth: Truth): Promise<boolean> {
  switch (check.check) {
    case 'reitRanking':
      return check.metrics.some((m) => {
        const ticker = topReit(truth, m, check.order);
        const entry = ticker ? truth.reits.byTicker.get(ticker) : undefined;
        return Boolean(entry && firstRowRefers(c, ticker!, [entry.row.nameKo, ticker!]));
      });
    case 'largestDeal': {
      const year = check.year === 'current' ? Number(seoulDay(truth.now).slice(0, 4)) : check.year;
      const candidates = await truth.largestDeal(check.assetType, year);
      return candidates.some((d) => c.sourceId === d.id || c.href.includes(d.id) || firstRowRefers(c, d.id, [d.assetName]));
    }
    case 'dealStatistics':
      return Boolean(c.table && c.table.rows.length > 0 && citationText(c).includes(DEAL_ASSET_TYPE_LABELS[check.assetType]));
    case 'glossary': {
      const slug = truth.glossary.get(check.term);
      if (slug) return c.href === `/reitsfocus/glossary#${slug}`;
      const key = EXPLAINER_KEYS.find((k) => METRIC_EXPLAINERS[k].title === check.term);
      return key !== undefined && c.href === `/reitsfocus/metrics#${key}`;
    }
    case 'nextEvent': {
      const e = truth.nextEvent;
      if (!e) return false;
      const id = String(e.id);
      return c.sourceId === id || c.href === contentHref('EVENT', id) || Boolean(c.table?.rowHrefs?.some((h) => h === contentHref('EVENT', id)))
        || citationText(c).includes(e.title);
    }
  }
}

/** The numbers a text states (commas removed), e.g. '7,650억원' → 7650, '4.5%' → 4.5. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ''));
}

/** Whether the text states `value` (or value × 100 for a ratio) as printed with its decimals. */
export function statesFigure(text: string, value: number): boolean {
  return numbersIn(text).some((n) => {
    const decimals = n.split('.')[1]?.length ?? 0;
    const tolerance = 0.5 * 10 ** -decimals + 1e-9;
    return [value, value * 100].some((v) => Math.abs(Number(n) - v) <= tolerance);
  });
}

const basePath = (type: SophiCitation['sourceType']): string => CONTENT_TYPE_REGISTRY[type].href('x').replace(/\/x$|=x$|\?id=x$/, '').replace(/\?.*$/, '');

/**
 * Whether a citation is correct: its href leads to the cited source's page, and its snippet is really in
 * that source as the viewer may read it (an article's readable text, a search document, or the data card).
 * Returns the reason when it is not.
 */
export function citationProblem(c: SophiCitation, viewer: 'guest' | 'premium', truth: Truth): string | null {
  const pieces = c.snippet.split(/…|\.\.\./).map(squash).filter((p) => p.length >= 2);
  if (c.sourceType === 'CONTENT') {
    const a = truth.articlesById.get(c.sourceId);
    if (!a) return `unknown article ${c.sourceId}`;
    if (c.href !== contentHref('CONTENT', c.sourceId)) return `href ${c.href} is not the article's page`;
    const readable = squash(viewer === 'premium' ? a.fullText : a.publicText);
    const missing = pieces.find((p) => !readable.includes(p));
    return missing ? `snippet not in the ${viewer === 'premium' ? 'article' : 'readable part'}: ${missing.slice(0, 40)}` : null;
  }
  if (!c.href.startsWith(basePath(c.sourceType))) return `href ${c.href} is not a ${c.sourceType} page`;
  if (c.table) {
    const asOf = c.asOf ? `${c.asOf} ${c.asOf.replaceAll('-', '.')}` : '';
    const card = squash(`${citationText(c)}\n${asOf}\n${c.table.rows.length}`).replace(/,/g, '');
    const missing = numbersIn(c.snippet).find((n) => !card.includes(n) && !card.includes(n.replace(/\.0+$/, '')));
    return missing ? `snippet figure ${missing} not in the data card` : null;
  }
  const doc = truth.documents.get(`${c.sourceType}:${c.sourceId}`);
  if (!doc) return `unknown ${c.sourceType} ${c.sourceId}`;
  const missing = pieces.find((p) => !squash(doc).includes(p));
  return missing ? `snippet not in the record: ${missing.slice(0, 40)}` : null;
}
