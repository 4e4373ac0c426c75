/**
 * Korean-aware search tokens, computed in the application so PGlite and PostgreSQL index identically
 * (PostgreSQL's 'simple' parser splits '3.3㎡' and knows no Korean).
 *
 * A text is cut into words (runs of letters, digits and unit signs; '.' and ',' stay inside numbers).
 * Each word is cut into runs of one script: Korean (Hangul syllables and Han), other letters (Latin),
 * numbers, unit signs ('㎡', '%', '℃'). Index tokens of a word:
 * - Korean runs: overlapping character bigrams ('공실률' → 공실, 실률); a one-syllable run, or a
 *   one-syllable stem before a particle ('땅을' → 땅), gives its unigram.
 * - Latin runs and numbers: the whole run plus its prefixes of 2+ characters (prefix search).
 * - Words that mix scripts or carry a unit stay whole too, with every run prefix and the stem before a
 *   particle: '3.3㎡당' → 3.3, 3.3㎡, 3.3㎡당; '2025년에' → 2025, 2025년에, 2025년.
 * - Two Korean words in a row also give the bigram across the space ('데이터 센터' → 터센), so a query
 *   written without the space ('데이터센터') still finds them.
 */

export type RunKind = 'korean' | 'latin' | 'number' | 'unit';
interface Run { kind: RunKind; text: string }
interface Word { text: string; start: number; end: number }

/** Common particles (조사), longest first, stripped from the end of a word. */
export const KOREAN_PARTICLES = [
  '으로부터', '에서부터', '로부터', '에게서', '으로서', '으로써', '이라는', '이라고',
  '에서', '에게', '으로', '까지', '부터', '보다', '처럼', '마다', '이나', '이며', '이고', '이다', '라는', '에는', '에도', '와의', '과의', '로서', '로써', '만의',
  '이', '가', '은', '는', '을', '를', '의', '에', '로', '와', '과', '도', '만', '란',
] as const;

const PARTICLE_ENDINGS = new Set(KOREAN_PARTICLES.map((p) => p[p.length - 1]!));

const MAX_WORD_LENGTH = 64;
const MAX_PREFIX_LENGTH = 20;
const MIN_PREFIX_LENGTH = 2;

const KOREAN = /[\uAC00-\uD7A3\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/u;
const UNIT = /[\u3380-\u33DF\u2103%]/u;
const DIGIT = /\p{Nd}/u;
const LETTER = /[\p{L}\p{M}]/u;

function classify(ch: string): RunKind | null {
  if (KOREAN.test(ch)) return 'korean';
  if (DIGIT.test(ch)) return 'number';
  if (UNIT.test(ch)) return 'unit';
  if (LETTER.test(ch)) return 'latin';
  return null;
}

const kinds = new Map<string, RunKind | null>();

/** The run kind of one character (fast paths for Hangul and ASCII, memoised otherwise). */
function kindOf(ch: string): RunKind | null {
  const code = ch.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return 'korean';
  if (code < 0x80) {
    if (code >= 0x30 && code <= 0x39) return 'number';
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) return 'latin';
    return code === 0x25 ? 'unit' : null;
  }
  let kind = kinds.get(ch);
  if (kind === undefined) {
    kind = classify(ch);
    if (kinds.size < 10_000) kinds.set(ch, kind);
  }
  return kind;
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && kindOf(ch) === 'number';
}

/** NFC and lower case: the one normalisation applied to indexed text and to queries. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Words with their offsets in the normalised text. '.' and ',' between two digits stay inside a word. */
export function splitWords(normalized: string): Word[] {
  const chars = Array.from(normalized);
  const words: Word[] = [];
  let current = '';
  let start = 0;
  let offset = 0;
  chars.forEach((ch, i) => {
    const inNumber = (ch === '.' || ch === ',') && isDigit(chars[i - 1]) && isDigit(chars[i + 1]);
    if (kindOf(ch) !== null || (inNumber && current !== '')) {
      if (current === '') start = offset;
      current += ch;
    } else if (current !== '') {
      words.push({ text: current, start, end: offset });
      current = '';
    }
    offset += ch.length;
  });
  if (current !== '') words.push({ text: current, start, end: offset });
  return words.filter((w) => w.text.length <= MAX_WORD_LENGTH);
}

/** Runs of one kind inside a word ('3.3㎡당' → number 3.3, unit ㎡, korean 당). */
export function splitRuns(word: string): Run[] {
  const chars = Array.from(word);
  const runs: Run[] = [];
  chars.forEach((ch, i) => {
    const inNumber = (ch === '.' || ch === ',') && isDigit(chars[i - 1]) && isDigit(chars[i + 1]);
    const kind = inNumber ? 'number' : kindOf(ch) ?? 'latin';
    const last = runs[runs.length - 1];
    if (last && last.kind === kind) last.text += ch;
    else runs.push({ kind, text: ch });
  });
  return runs;
}

/** The word without one trailing particle, or null when there is none (or nothing would remain). */
export function stripParticle(korean: string, minStemLength = 1): string | null {
  if (!PARTICLE_ENDINGS.has(korean[korean.length - 1] ?? '')) return null;
  const length = Array.from(korean).length;
  for (const particle of KOREAN_PARTICLES) {
    if (korean.endsWith(particle) && length - particle.length >= minStemLength) return korean.slice(0, -particle.length);
  }
  return null;
}

/** Overlapping bigrams of a Korean run; a one-syllable run is its own unigram. */
export function koreanGrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length <= 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

function prefixes(run: string): string[] {
  const chars = Array.from(run);
  const out: string[] = [];
  for (let n = MIN_PREFIX_LENGTH; n < chars.length && n <= MAX_PREFIX_LENGTH; n++) out.push(chars.slice(0, n).join(''));
  return out;
}

function isMixed(runs: Run[]): boolean {
  return runs.length > 1 || runs[0]?.kind === 'unit';
}

/** Index tokens of one normalised word, in a fixed order (duplicates possible). */
function wordTokens(word: string): string[] {
  const runs = splitRuns(word);
  const out: string[] = [];
  if (isMixed(runs)) {
    let acc = '';
    for (const run of runs) {
      acc += run.text;
      out.push(acc);
    }
    const last = runs[runs.length - 1]!;
    if (last.kind === 'korean') {
      const stem = stripParticle(last.text, 0);
      if (stem !== null) out.push(word.slice(0, word.length - last.text.length) + stem);
    }
  }
  for (const run of runs) {
    if (run.kind === 'korean') {
      out.push(...koreanGrams(run.text));
      const stem = stripParticle(run.text);
      if (stem !== null && Array.from(stem).length === 1) out.push(stem);
    } else if (run.kind === 'latin') {
      out.push(run.text, ...prefixes(run.text));
    } else if (run.kind === 'number') {
      out.push(run.text);
      const plain = run.text.replace(/,/g, '');
      if (plain !== run.text) out.push(plain);
      if (/^\p{Nd}+$/u.test(run.text)) out.push(...prefixes(run.text));
    } else {
      out.push(run.text);
    }
  }
  return out;
}

/**
 * Every index token of a text in reading order, with repeats (the weighted search vector counts them).
 * `searchTokens` is the de-duplicated list.
 */
export function tokenOccurrences(text: string): string[] {
  const normalized = normalizeSearchText(text);
  const words = splitWords(normalized);
  const out: string[] = [];
  words.forEach((word, i) => {
    out.push(...wordTokens(word.text));
    const next = words[i + 1];
    // Bigram across one space between two Korean words ('데이터 센터' → 터센).
    if (next && next.start - word.end === 1 && /\s/u.test(normalized[word.end]!)) {
      const last = Array.from(word.text).pop()!;
      const first = Array.from(next.text)[0]!;
      if (kindOf(last) === 'korean' && kindOf(first) === 'korean') out.push(last + first);
    }
  });
  return out;
}

/** The deterministic, de-duplicated index tokens of a text (first occurrence order). */
export function searchTokens(text: string): string[] {
  return [...new Set(tokenOccurrences(text))];
}

/** What one query word asks for: the term to highlight and the tokens that must all be present. */
export interface QueryTerm {
  /** Normalised text to highlight (the word without its particle). */
  term: string;
  tokens: string[];
}

/**
 * Query words as terms. A Korean word loses one trailing particle when at least two syllables remain
 * ('공실률이' → 공실률; '땅이' stays) and asks for its bigrams (one syllable: the unigram, matched as a
 * prefix by the engine). Latin words and numbers ask for themselves (indexed with their prefixes); a
 * mixed word ('2025년', '3.3㎡') asks for itself whole, without a trailing particle.
 */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const { text: word } of splitWords(normalizeSearchText(query))) {
    const runs = splitRuns(word);
    let term: QueryTerm;
    if (!isMixed(runs) && runs[0]!.kind === 'korean') {
      const stem = stripParticle(word, 2) ?? word;
      term = { term: stem, tokens: koreanGrams(stem) };
    } else if (isMixed(runs)) {
      const last = runs[runs.length - 1]!;
      const stem = last.kind === 'korean' ? stripParticle(last.text, 0) : null;
      const whole = stem === null ? word : word.slice(0, word.length - last.text.length) + stem;
      term = { term: whole, tokens: [whole] };
    } else {
      term = { term: word, tokens: [word] };
    }
    if (!terms.some((t) => t.term === term.term)) terms.push(term);
  }
  return terms;
}

/** Maximum tokens one query may ask for (longer queries keep their first words). */
export const MAX_QUERY_TOKENS = 32;

/** The tokens a query asks for; a document matches when it holds all of them. */
export function queryTokens(query: string): string[] {
  const tokens = [...new Set(queryTerms(query).flatMap((t) => t.tokens))];
  return tokens.slice(0, MAX_QUERY_TOKENS);
}

/** Tokens matched as prefixes: a single character (a one-syllable Korean query such as '땅'). */
export function isPrefixQueryToken(token: string): boolean {
  return Array.from(token).length === 1;
}
