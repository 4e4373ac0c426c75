import { describe, expect, it } from 'vitest';
import { expandQuery } from '../search/synonyms';
import { bm25, bm25Idf, scorePassages, termFrequency, TokenCounts, type ScoringTerm } from './bm25';

const termsOf = (q: string, idf = 1): ScoringTerm[] => expandQuery(q).map((t) => ({ alternatives: t.alternatives, idf }));

describe('bm25', () => {
  it('idf favours rare terms and never goes negative', () => {
    expect(bm25Idf(100, 1)).toBeGreaterThan(bm25Idf(100, 50));
    expect(bm25Idf(100, 100)).toBeGreaterThan(0);
    expect(bm25Idf(0, 0)).toBeGreaterThan(0);
  });

  it('counts a term through any alias and particles; one syllable as a prefix', () => {
    const counts = TokenCounts.ofText('GBD 공실률이 낮다. 강남 공실률은 더 낮다. 땅값이 올랐다.');
    expect(termFrequency(counts, expandQuery('공실률')[0]!.alternatives)).toBe(2);
    expect(termFrequency(counts, expandQuery('강남')[0]!.alternatives)).toBe(1);
    expect(termFrequency(counts, expandQuery('땅')[0]!.alternatives)).toBe(1);
    expect(termFrequency(counts, expandQuery('물류')[0]!.alternatives)).toBe(0);
  });

  it('saturates term frequency and normalises by length (k1 1.2, b 0.75)', () => {
    const terms = termsOf('공실률');
    const once = bm25(new TokenCounts(['공실', '실률']), terms, 2);
    expect(once).toBeCloseTo(1, 6); // tf 1, length = average: (1 × 2.2) / (1 + 1.2)
    const twice = bm25(new TokenCounts(['공실', '실률', '공실', '실률']), terms, 4);
    expect(twice).toBeCloseTo((2 * 2.2) / (2 + 1.2), 6);
    const longer = bm25(new TokenCounts(['공실', '실률', 'a', 'b', 'c', 'd']), terms, 2);
    expect(longer).toBeLessThan(once);
  });

  it('ranks the sentence holding more and rarer terms first', () => {
    const terms = [{ alternatives: [['물류'], ['logistics']], idf: 2 }, { alternatives: [['공실', '실률'], ['vacancy']], idf: 1 }];
    const [scored] = scorePassages([{ text: '오피스 시장은 안정적이다. 물류센터 공실률이 급등했다. 공실률은 지역마다 다르다.' }], terms);
    expect(scored!.sentences[0]!.text).toBe('물류센터 공실률이 급등했다.');
    expect(scored!.sentences[1]!.text).toBe('공실률은 지역마다 다르다.');
    expect(scored!.sentences[2]!.score).toBe(0);
    expect(scored!.matched).toBe(2);
    expect(scored!.score).toBeGreaterThan(0);
  });
});
