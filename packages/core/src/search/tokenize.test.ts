import { describe, expect, it } from 'vitest';
import { isPrefixQueryToken, queryTerms, queryTokens, searchTokens, splitWords, stripParticle } from './tokenize';

/** What the engine does: a document matches when it holds every query token (one-syllable: as a prefix). */
function matches(text: string, query: string): boolean {
  const index = searchTokens(text);
  const tokens = queryTokens(query);
  return tokens.length > 0 && tokens.every((q) => (isPrefixQueryToken(q) ? index.some((t) => t.startsWith(q)) : index.includes(q)));
}

describe('searchTokens', () => {
  it('is deterministic and de-duplicated', () => {
    const text = '리츠 리츠 공모 리츠가 상장했다';
    expect(searchTokens(text)).toEqual(searchTokens(text));
    expect(new Set(searchTokens(text)).size).toBe(searchTokens(text).length);
  });

  it('splits Hangul runs into overlapping bigrams, unigrams for one syllable', () => {
    expect(searchTokens('공실률')).toEqual(['공실', '실률']);
    expect(searchTokens('땅')).toEqual(['땅']);
    expect(searchTokens('땅을')).toEqual(['땅을', '땅']);
  });

  it('keeps Latin words and numbers whole with prefixes, lower-cased', () => {
    expect(searchTokens('GBD Logistics')).toEqual(expect.arrayContaining(['gbd', 'gb', 'logistics', 'lo', 'log', 'logis']));
    expect(searchTokens('GBD')).not.toContain('GBD');
    expect(searchTokens('2025')).toEqual(['2025', '20', '202']);
  });

  it("keeps '3.3㎡' and '2025년' whole, with run prefixes and the stem before a particle", () => {
    expect(searchTokens('3.3㎡당')).toEqual(expect.arrayContaining(['3.3', '3.3㎡', '3.3㎡당', '㎡', '당']));
    expect(searchTokens('2025년에는')).toEqual(expect.arrayContaining(['2025', '2025년에는', '2025년']));
    expect(searchTokens('1,200억 원')).toEqual(expect.arrayContaining(['1,200', '1200', '1,200억']));
  });

  it('adds the bigram across a space between Korean words', () => {
    expect(searchTokens('데이터 센터')).toContain('터센');
    expect(searchTokens('데이터. 센터')).not.toContain('터센');
  });

  it('keeps numbers with inner dots and commas in one word', () => {
    expect(splitWords('면적 3.3㎡, 가격 1,000원.').map((w) => w.text)).toEqual(['면적', '3.3㎡', '가격', '1,000원']);
  });
});

describe('queryTokens', () => {
  it('strips a trailing particle when two syllables remain', () => {
    expect(stripParticle('공실률이', 2)).toBe('공실률');
    expect(stripParticle('땅이', 2)).toBeNull();
    expect(queryTokens('공실률이')).toEqual(['공실', '실률']);
    expect(queryTerms('공실률이')[0]!.term).toBe('공실률');
    expect(queryTokens('리츠에서')).toEqual(['리츠']);
  });

  it('asks for whole Latin words, numbers and mixed words', () => {
    expect(queryTokens('GBD')).toEqual(['gbd']);
    expect(queryTokens('gbd')).toEqual(['gbd']);
    expect(queryTokens('3.3㎡')).toEqual(['3.3㎡']);
    expect(queryTokens('2025년')).toEqual(['2025년']);
    expect(queryTokens('2025년에')).toEqual(['2025년']);
  });

  it('ANDs the words of a mixed query', () => {
    expect(queryTokens('판교 데이터센터')).toEqual(['판교', '데이', '이터', '터센', '센터']);
  });

  it('marks one-syllable tokens as prefixes', () => {
    expect(queryTokens('땅')).toEqual(['땅']);
    expect(isPrefixQueryToken('땅')).toBe(true);
    expect(isPrefixQueryToken('리츠')).toBe(false);
  });

  it('ignores punctuation-only queries', () => {
    expect(queryTokens('!!! ...')).toEqual([]);
  });
});

describe('Korean matching (index tokens against query tokens)', () => {
  const doc = [
    '상장 리츠의 배당수익률이 6%를 넘었다.',
    '수도권 물류센터 공급 과잉으로 공실률이 높아졌다.',
    'GBD 오피스 임대료는 3.3㎡당 12만 원 수준이다.',
    '2025년 판교 데이터 센터 거래가 늘었다.',
    '땅을 사서 개발하는 시행사.',
  ].join(' ');

  it.each([
    ['리츠', true],
    ['물류', true],
    ['공실률이', true],
    ['공실률', true],
    ['GBD', true],
    ['gbd', true],
    ['3.3㎡', true],
    ['2025년', true],
    ['판교 데이터센터', true],
    ['땅', true],
    ['배당', true],
    ['호텔', false],
    ['CBD', false],
    ['2024년', false],
    ['판교 호텔', false],
  ])('%s → %s', (query, expected) => {
    expect(matches(doc, query)).toBe(expected);
  });

  it('finds a one-syllable word at the start of a longer word too', () => {
    expect(matches('땅값이 올랐다', '땅')).toBe(true);
  });
});
