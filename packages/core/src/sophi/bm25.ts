import { isPrefixQueryToken, tokenOccurrences } from '../search/tokenize';
import { splitSentences } from './text';

/**
 * BM25 (Robertson–Spärck Jones, k1 1.2, b 0.75) over the search tokenizer's token lists, for Sophi's
 * sentence ranking (ADR 021). A query term is a word with its alias alternatives, each an AND of tokens
 * (search's ExpandedTerm); its frequency in a text is the best alternative's count of complete
 * occurrences (the fewest of its tokens). Document frequencies come from the caller (one SQL count per
 * question). Pure.
 */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export interface ScoringTerm {
  /** Alternatives of the term, each a list of tokens that must all be present. */
  alternatives: string[][];
  /** Inverse document frequency (bm25Idf). */
  idf: number;
}

/** idf = ln(1 + (N − df + 0.5) / (df + 0.5)): never negative, highest for rare terms. */
export function bm25Idf(documentCount: number, documentFrequency: number): number {
  const n = Math.max(documentCount, documentFrequency, 0);
  const df = Math.max(0, documentFrequency);
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Token counts of a token list; one-character tokens of a query match tokens they begin (prefix). */
export class TokenCounts {
  private readonly counts = new Map<string, number>();
  /** Tokens in the text (its length for BM25). */
  length: number;

  constructor(tokens: readonly string[]) {
    for (const t of tokens) this.counts.set(t, (this.counts.get(t) ?? 0) + 1);
    this.length = tokens.length;
  }

  static ofText(text: string): TokenCounts {
    return new TokenCounts(tokenOccurrences(text));
  }

  /** The counts of a text made of these parts (its sentences), without tokenizing it again. */
  static sum(parts: readonly TokenCounts[]): TokenCounts {
    const total = new TokenCounts([]);
    let length = 0;
    for (const part of parts) {
      for (const [t, c] of part.counts) total.counts.set(t, (total.counts.get(t) ?? 0) + c);
      length += part.length;
    }
    total.length = length;
    return total;
  }

  count(token: string): number {
    if (!isPrefixQueryToken(token)) return this.counts.get(token) ?? 0;
    let n = 0;
    for (const [t, c] of this.counts) if (t.startsWith(token)) n += c;
    return n;
  }
}

/** How often a term occurs: the best alternative's count of complete occurrences. */
export function termFrequency(counts: TokenCounts, alternatives: readonly string[][]): number {
  let best = 0;
  for (const tokens of alternatives) {
    if (tokens.length === 0) continue;
    const n = Math.min(...tokens.map((t) => counts.count(t)));
    if (n > best) best = n;
  }
  return best;
}

/** BM25 of one document (its token counts) against the terms. */
export function bm25(counts: TokenCounts, terms: readonly ScoringTerm[], averageLength: number, k1 = BM25_K1, b = BM25_B): number {
  const avg = averageLength > 0 ? averageLength : 1;
  const norm = k1 * (1 - b + (b * counts.length) / avg);
  let score = 0;
  for (const term of terms) {
    const tf = termFrequency(counts, term.alternatives);
    if (tf > 0) score += term.idf * ((tf * (k1 + 1)) / (tf + norm));
  }
  return score;
}

/** How many of the terms occur at all in a document (coverage). */
export function matchedTerms(counts: TokenCounts, terms: readonly ScoringTerm[]): number {
  return terms.filter((t) => termFrequency(counts, t.alternatives) > 0).length;
}

export interface ScoredSentence {
  text: string;
  score: number;
}

export interface ScoredPassage<T> {
  passage: T;
  /** BM25 of the whole passage (average length over the candidates). */
  score: number;
  /** Terms the passage contains. */
  matched: number;
  /** Its sentences, best first (ties keep reading order). */
  sentences: ScoredSentence[];
}

/**
 * Scores candidate passages and their sentences: BM25 of each passage against the average passage
 * length, and of each sentence against the average sentence length of all candidates.
 */
export function scorePassages<T extends { text: string }>(passages: readonly T[], terms: readonly ScoringTerm[]): Array<ScoredPassage<T>> {
  const prepared = passages.map((passage) => {
    const sentences = splitSentences(passage.text).map((text) => ({ text, counts: TokenCounts.ofText(text) }));
    return { passage, counts: TokenCounts.sum(sentences.map((x) => x.counts)), sentences };
  });
  const sentenceCount = prepared.reduce((n, p) => n + p.sentences.length, 0);
  const avgSentence = sentenceCount ? prepared.reduce((n, p) => n + p.sentences.reduce((m, s) => m + s.counts.length, 0), 0) / sentenceCount : 1;
  const avgPassage = prepared.length ? prepared.reduce((n, p) => n + p.counts.length, 0) / prepared.length : 1;
  return prepared.map(({ passage, counts, sentences }) => ({
    passage,
    score: bm25(counts, terms, avgPassage),
    matched: matchedTerms(counts, terms),
    sentences: sentences
      .map(({ text, counts: c }, i) => ({ text, score: bm25(c, terms, avgSentence), i }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .map(({ text, score }) => ({ text, score })),
  }));
}
