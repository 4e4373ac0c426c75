import { htmlToText, readerParts } from '../search/document';
import { expandQuery, type ExpandedTerm } from '../search/synonyms';
import { normalizeSearchText, stripParticle } from '../search/tokenize';

/**
 * Sophi's text handling (ADR 021): Korean sentences, article paragraphs (passages) and what a question
 * asks for. Pure; the tokenizer and alias dictionary are search's (packages/core/src/search).
 */

/** Abbreviations whose '.' does not end a sentence (lower case, without the dot). */
const ABBREVIATIONS = new Set(['u.s', 'u.k', 'inc', 'co', 'corp', 'ltd', 'vs', 'no', 'mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'e.g', 'i.e', 'etc', 'approx', 'p', 'pp', 'fig', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec']);
const OPENING_QUOTES: Record<string, string> = { '“': '”', '‘': '’', '「': '」', '『': '』', '(': ')', '[': ']' };
const CLOSERS = new Set(['”', '’', '」', '』', ')', ']', '"', "'"]);
const HANGUL = /[\uAC00-\uD7A3]/u;

function endsWithAbbreviation(before: string): boolean {
  const word = /([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1];
  if (!word) return false;
  const lower = word.toLowerCase();
  // A single capital letter is an initial ('J. Kim'); a dotted acronym ('U.S') is an abbreviation.
  return ABBREVIATIONS.has(lower) || /^[A-Z]$/.test(word) || /^([a-z]\.)+[a-z]$/i.test(word);
}

/**
 * Sentences of a plain text. A sentence ends at '.', '?', '!' (and '…', '。') followed by a space, a
 * line break, the end, or — after '다.' and '요.' — directly by the next word; also at every line break.
 * Decimals ('3.5%', '3.3㎡'), abbreviations ('U.S.', 'Inc.') and quoted speech ('"공실이 줄었다. 다만…"고
 * 말했다') stay whole; closing quotes and brackets stay with their sentence.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.normalize('NFC').split(/\r?\n+/)) {
    const chars = Array.from(line);
    let current = '';
    const open: string[] = [];
    let straight = false;
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      current += ch;
      const closing = (open.length > 0 && ch === open[open.length - 1]) || (ch === '"' && straight);
      if (closing) {
        if (ch === '"') straight = false;
        else open.pop();
        // A quotation that ends a sentence: '“거래가 끝났다.” 그가 말했다.'
        const next = chars[i + 1];
        if (open.length === 0 && !straight && '.?!…。'.includes(chars[i - 1] ?? '') && (next === undefined || /\s/.test(next))) {
          out.push(current.trim());
          current = '';
        }
        continue;
      }
      if (OPENING_QUOTES[ch]) { open.push(OPENING_QUOTES[ch]); continue; }
      if (ch === '"') { straight = true; continue; }
      if (!'.?!…。'.includes(ch) || open.length > 0 || straight) continue;
      const next = chars[i + 1];
      if (ch === '.' && next !== undefined && /\d/.test(next)) continue;
      if (ch === '.' && endsWithAbbreviation(current.slice(0, -1))) continue;
      if (next !== undefined && '.?!…'.includes(next)) continue;
      let j = i + 1;
      while (j < chars.length && CLOSERS.has(chars[j]!) && chars[j] !== '"') current += chars[j++];
      const after = chars[j];
      const prev = chars[i - 1] ?? '';
      const boundary = after === undefined || /\s/.test(after) || (ch === '.' && (prev === '다' || prev === '요') && HANGUL.test(after));
      if (!boundary) { i = j - 1; continue; }
      if (current.trim()) out.push(current.trim());
      current = '';
      i = j - 1;
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

/** A passage of an article: its order, plain text and whether it belongs to the member-only part. */
export interface ArticlePassage {
  seq: number;
  text: string;
  membersOnly: boolean;
}

/** Paragraphs shorter than this are merged with the next one (headings, list items, captions). */
export const PASSAGE_MIN_CHARS = 60;
/** Paragraphs longer than this are cut at sentence boundaries. */
export const PASSAGE_MAX_CHARS = 1_200;

const PARAGRAPH_BREAK = /<\/?(?:p|div|h[1-6]|li|ul|ol|tr|table|thead|tbody|blockquote|figure|figcaption|section|article|pre|hr)\b[^>]*>|<br\s*\/?>\s*(?:<br\s*\/?>)+/gi;

/** Plain paragraphs of (sanitised) HTML, in order, empty ones dropped. */
export function htmlParagraphs(html: string): string[] {
  return html.split(PARAGRAPH_BREAK).map(htmlToText).filter((p) => p.length > 0);
}

function cutLong(paragraph: string): string[] {
  if (paragraph.length <= PASSAGE_MAX_CHARS) return [paragraph];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of splitSentences(paragraph)) {
    for (let s = sentence; s.length > 0; s = s.slice(PASSAGE_MAX_CHARS)) {
      const part = s.slice(0, PASSAGE_MAX_CHARS);
      if (current && current.length + 1 + part.length > PASSAGE_MAX_CHARS) { pieces.push(current); current = ''; }
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Sane-sized passages of one part: tiny paragraphs merged forward, long ones cut at sentences. */
export function sizeParagraphs(paragraphs: string[]): string[] {
  const merged: string[] = [];
  let pending = '';
  for (const p of paragraphs) {
    const text = pending ? `${pending}\n${p}` : p;
    if (text.length < PASSAGE_MIN_CHARS) { pending = text; continue; }
    pending = '';
    merged.push(...cutLong(text));
  }
  if (pending) {
    const last = merged[merged.length - 1];
    if (last !== undefined && last.length + pending.length < PASSAGE_MAX_CHARS) merged[merged.length - 1] = `${last}\n${pending}`;
    else merged.push(pending);
  }
  return merged;
}

/**
 * The passages of an article: seq 0 is the title and the description; then the paragraphs of the lead
 * (everyone), then those of the part after the paywall marker, member-only when the article is
 * (`readerParts`: a member-only article without a marker keeps only its first paragraph public).
 */
export function articlePassages(article: { title: string; description: string; html: string; isMemberOnly: boolean }): ArticlePassage[] {
  const { lead, rest } = readerParts(article.html, article.isMemberOnly);
  const head = [article.title.trim(), article.description.trim()].filter(Boolean).join('\n');
  const out: ArticlePassage[] = [{ seq: 0, text: head, membersOnly: false }];
  for (const text of sizeParagraphs(htmlParagraphs(lead))) out.push({ seq: out.length, text, membersOnly: false });
  for (const text of sizeParagraphs(htmlParagraphs(rest))) out.push({ seq: out.length, text, membersOnly: article.isMemberOnly });
  return out;
}

/**
 * Words of a question that ask rather than name what is asked about (normalised; particles are stripped
 * before the check). '최근' and '요즘' are not content terms but mark a question about recent news.
 */
export const REQUEST_WORDS = new Set([
  '보여줘', '보여주세요', '보여', '알려줘', '알려주세요', '알려', '주세요', '줘', '줄래', '줄래요', '주실래요', '주시겠어요', '주실', '해줘', '해주세요', '해', '해요',
  '뭐야', '뭐예요', '뭐에요', '뭔가요', '뭔지', '뭐', '무엇', '무엇인가요', '무엇입니까', '무엇인지', '어때', '어때요', '어떤가요', '어떻습니까', '어떻게', '어떤', '어떠한', '어느',
  '인가요', '인가', '입니까', '인지', '있나요', '있어', '있어요', '있을까', '있을까요', '있는지', '있습니까', '없나요', '되나요', '돼', '돼요', '됐어', '됐나요', '되었나요', '될까', '될까요',
  '얼마', '얼마야', '얼마예요', '얼마인가요', '얼마나', '몇', '언제', '어디', '누구', '왜',
  '관련', '관련된', '관련한', '관련해', '관련해서', '기사', '기사들', '뉴스', '내용', '정리', '정리해줘', '요약', '요약해줘', '설명', '설명해줘', '비교', '비교해줘', '대해', '대해서', '대한', '대하여', '관해', '관해서', '관한',
  '궁금해', '궁금해요', '궁금합니다', '궁금', '알고', '싶어', '싶어요', '싶습니다', '말해줘', '찾아줘', '찾아', '가르쳐줘', '가르쳐', '부탁해', '부탁합니다',
  '좀', '더', '또', '것', '거', '수', '등', '및', '그', '이', '저', '그리고', '또는', '혹시', '제발', '현재', '지금', '이번', '최근', '요즘', '최신', '요새', '근래',
  'sophi', '소피',
]);

/**
 * Interrogatives and bare predicates of a question ('누가', '어디로', '건가요', '만한가', '가나'): they ask,
 * they name nothing an article would contain.
 */
const QUESTION_WORDS = new Set([
  '누가', '누구', '누구야', '누군가', '누구를', '누구에게', '어디로', '어디서', '어디에', '어디까지', '어디야', '어딘가', '어디인가', '무엇을', '무엇이', '뭘', '뭐가', '뭐를', '뭔데', '왜요', '어째서',
  '뭔가', '뭔', '무엇인', '뜻', '뜻이', '얼마나', '얼마큼', '몇이나', '어느정도', '정도', '정도야', '정도인가요',
  '건가요', '건가', '건지', '건데', '거야', '거예요', '거에요', '것인가', '것인가요', '것일까', '걸까', '걸까요',
  '만한가', '만한가요', '만해', '만해요', '만할까', '만할까요', '만한지',
  '가나', '가나요', '가요', '갈까', '갈까요', '맞나', '맞나요', '맞아', '맞아요', '맞는지', '나요', '까', '까요', '일까', '일까요', '인데', '인데요',
  '있나', '있을까', '있는가', '없나', '없어', '없을까', '없는지', '않나', '않나요', '않을까', '않을까요', '아닌가', '아닌가요', '아닐까',
]);

/**
 * Endings of a verb made from a noun (임차하다, 회복되다) in a question: '임차하나' → 임차, '회복됐어' → 회복,
 * '희석되나요' → 희석. Longest first; the stem must keep two syllables ('하나' or '되나' alone are not cut).
 */
const VERB_ENDINGS = [
  '하는지', '했는지', '되는지', '됐는지', '되었나요', '했나요', '됐나요', '하나요', '되나요', '할까요', '될까요', '했어요', '됐어요', '했을까', '됐을까', '되었나', '한가요',
  '하나', '하니', '하냐', '할까', '하면', '하는', '했나', '했어', '해요', '해야', '하고', '한가', '한지', '되나', '될까', '되면', '되는', '됐나', '됐어', '돼요', '되어', '되고',
  '해', '돼', '한', '할', '된', '될',
];

/** The noun of a verb made from it ('임차하나' → 임차), or null when the word has no such ending. */
export function verbStem(word: string): string | null {
  for (const ending of VERB_ENDINGS) {
    if (word.endsWith(ending) && Array.from(word).length - Array.from(ending).length >= 2) return word.slice(0, -ending.length);
  }
  return null;
}

/** Nouns that follow a verb's adnominal form ('싼 건가요', '믿을 만한가', '할 수'): the verb before them is no content. */
const DEPENDENT_NOUN = /^(?:건|거|것|걸|만|수|줄|지|데)/u;
/** Last syllable with a final ㄴ or ㄹ (an adnominal form: 싼, 믿을, 오른). */
function adnominal(word: string): boolean {
  const last = word.codePointAt(word.length - 1) ?? 0;
  if (last < 0xac00 || last > 0xd7a3) return false;
  const final = (last - 0xac00) % 28;
  return final === 4 || final === 8;
}

/** Words that mark a question about recent news (not content terms). */
const RECENCY_WORDS = new Set(['최근', '요즘', '최신', '요새', '근래', '이번', '올해', '금년']);

/** Request endings ('요약해줘' → 요약, '비교해 주세요'): the word keeps what comes before, unless that is a request word too. */
const REQUEST_ENDING = /(?:해|하여|해서)?(?:줘|주세요|줄래요?|주실래요?|주시겠어요|주십시오|봐|봐요)$/u;

/** One question word without trailing punctuation, '요' after a particle ('강남은요'), and its particle. */
function bareWord(word: string): string {
  let w = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%㎡]+$/gu, '');
  if (w.length > 2 && w.endsWith('요') && '은는이가을를도'.includes(w[w.length - 2]!)) w = w.slice(0, -1);
  return w;
}

function isRequestWord(word: string): boolean {
  if (REQUEST_WORDS.has(word)) return true;
  const stem = stripParticle(word, 2);
  if (stem !== null) return REQUEST_WORDS.has(stem);
  // A one-syllable request word with a subject or object particle ('것은', '그는'); not '수도' or '이도'.
  const chars = Array.from(word);
  return chars.length === 2 && '은는이가을를'.includes(chars[1]!) && REQUEST_WORDS.has(chars[0]!);
}

/**
 * A one-syllable noun with its particle ('값이' → 값, '땅을' → 땅): search keeps such a word whole, but the
 * passage index also holds the stem's unigram, so Sophi asks for the word or its stem (matched as a
 * prefix; a common stem such as '평' of '평가' gets a low idf, the whole word still counts best).
 */
function withOneSyllableStem(term: ExpandedTerm): ExpandedTerm {
  const chars = Array.from(term.term.term);
  if (chars.length !== 2 || !HANGUL.test(chars[0]!) || !'이가은는을를에'.includes(chars[1]!)) return term;
  return { ...term, alternatives: [...term.alternatives, [chars[0]!]] };
}

export interface AnalyzedQuestion {
  /** The question as normalised (NFC, lower case). */
  normalized: string;
  /** The content words, request words removed ('공실률이 얼마야?' → '공실률이'). */
  content: string;
  /** The content terms with their alias alternatives (search's expandQuery). */
  terms: ExpandedTerm[];
  /** Whether the question asks about recent news ('최근', '요즘'...). */
  recent: boolean;
  /** Content words that read as names (isNameLikeWord), particles cut: '삼성전자 주가 전망은?' → 삼성전자. */
  names: string[];
}

/** What a question asks for: its content terms (aliases expanded), without request words. */
export function analyzeQuestion(question: string): AnalyzedQuestion {
  const normalized = normalizeSearchText(question).replace(/\s+/g, ' ').trim();
  const kept: string[] = [];
  const names: string[] = [];
  let recent = false;
  const words = normalized.split(' ').map(bareWord);
  for (const [i, word] of words.entries()) {
    if (!word) continue;
    if (RECENCY_WORDS.has(word) || RECENCY_WORDS.has(stripParticle(word) ?? '')) recent = true;
    if (isRequestWord(word) || QUESTION_WORDS.has(word)) continue;
    // A one- or two-syllable adnominal verb before a dependent noun ('싼 건가요', '믿을 만한가').
    const next = words[i + 1];
    if (next && DEPENDENT_NOUN.test(next) && QUESTION_WORDS.has(next) && Array.from(word).length <= 2 && adnominal(word)) continue;
    const stem = verbStem(word);
    if (stem !== null) {
      if (!isRequestWord(stem)) kept.push(stem);
      continue;
    }
    const cut = word.replace(REQUEST_ENDING, '');
    if (cut !== word) {
      if (cut && !isRequestWord(cut)) kept.push(cut);
      continue;
    }
    kept.push(word);
    const base = stripParticle(word, 2) ?? word;
    // '몰리는 시기': a verb's adnominal form before a content word looks like a noun with its topic particle.
    const adnominalUse = base !== word && /[은는]$/u.test(word) && next !== undefined && !isRequestWord(next) && !QUESTION_WORDS.has(next);
    if (isNameLikeWord(base) && !adnominalUse) names.push(base);
  }
  const content = kept.join(' ');
  return { normalized, content, terms: content ? expandQuery(content).map(withOneSyllableStem) : [], recent, names };
}

/**
 * Words that ask for a summary of the page rather than name a topic ('이 기사 핵심만 알려줘', '이 글 무슨
 * 내용이야?'), compared after a trailing copula or particle is cut ('내용이야' → 내용, '핵심만' → 핵심).
 */
export const SUMMARY_WORDS = new Set([
  '핵심', '요약', '요점', '요지', '골자', '내용', '주요', '줄거리', '정리', '무슨', '글', '본문', '기사', '포인트', '주제', '한줄', '세줄', '간단히', '짧게', '간략히', '대략', '전체',
]);
const SUMMARY_TAIL = /(?:이에요|예요|이야|이지|야|만|은|는|이|가|을|를|으로|로)$/u;

function summaryWord(word: string): boolean {
  if (SUMMARY_WORDS.has(word)) return true;
  const cut = word.replace(SUMMARY_TAIL, '');
  return cut !== word && SUMMARY_WORDS.has(cut);
}

/** Whether a question asks only for a summary of the page it is asked on: no content word beyond summary and request words. */
export function isSummaryRequest(question: string): boolean {
  return analyzeQuestion(question).content.split(' ').filter(Boolean).every(summaryWord);
}

/** Last syllables of a predicate or a connective ('바뀌었나', '줄면', '살까', '내용이야'): such a word is no name. */
const PREDICATE_FINALS = new Set(['나', '까', '면', '야', '요', '어', '아', '지', '게', '고', '며', '서', '니', '냐', '다', '죠', '네', '은', '는', '을', '를', '던', '든', '데', '래', '려', '랴', '해', '돼']);

/**
 * Whether a content word reads as a name (삼성전자, 비트코인, 테슬라, 손흥민): two or more Hangul syllables
 * (or three or more Latin letters), no digits, not ending like a predicate. Retrieval reports such a word
 * when no passage and no search document holds it: the question is about something SPI does not cover.
 */
export function isNameLikeWord(word: string): boolean {
  if (/\d/.test(word)) return false;
  if (/^[a-z]{3,}$/i.test(word)) return true;
  const chars = Array.from(word);
  if (chars.length < 2 || !chars.every((c) => HANGUL.test(c))) return false;
  return !PREDICATE_FINALS.has(chars[chars.length - 1]!);
}

/** Korean sentence endings before the final punctuation: 다, 요, 까, 죠 and the nominal endings 음/함/됨/임. */
const PREDICATE_ENDING = /[다요까죠음함됨임]$/u;
/** Shorter texts are headings or captions, whatever their ending. */
export const SENTENCE_MIN_CHARS = 12;

/**
 * Whether a text is a real sentence rather than a heading, caption or table row ('임대료와 공실률.', '수도권
 * 물류센터 공실률, 2026년 5월 말 (가상 수치)'): long enough, and a Korean predicate ending before the final
 * punctuation, closing quotes and a trailing parenthesis ('…늘었다(자료: 한국부동산원).').
 */
export function isSentenceLike(text: string): boolean {
  let t = text.normalize('NFC').trim();
  for (let prev = ''; prev !== t;) {
    prev = t;
    t = t.replace(/[\s.!?。…,'"’”」』\]]+$/u, '').replace(/\s*\([^()]*\)$/u, '');
  }
  return Array.from(t).length >= SENTENCE_MIN_CHARS && PREDICATE_ENDING.test(t);
}
