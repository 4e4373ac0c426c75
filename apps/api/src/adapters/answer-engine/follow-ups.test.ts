import type { SophiCitation } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { deriveFollowUps, reitsIn } from './follow-ups';

const ranking: SophiCitation = {
  n: 1, sourceType: 'REITS', sourceId: 'ranking:dividendYield:desc', title: '리츠 배당수익률 (TTM) 상위 5', href: '/reitsfocus?sort=dividendYield&dir=desc',
  snippet: '', label: '리츠', asOf: '2026-11-20',
  table: {
    title: '배당수익률 (TTM) 상위 5개 리츠',
    columns: [{ key: 'rank', label: '순위', align: 'right' }, { key: 'name', label: '리츠', align: 'left' }],
    rows: [{ rank: 1, name: '미래에셋글로벌리츠' }, { rank: 2, name: '제이알글로벌리츠' }],
  },
};
const metrics: SophiCitation = { ...ranking, sourceId: 'A395400', title: 'SK리츠 주요 지표', href: '/reitsfocus/A395400' };

describe('Sophi follow-ups', () => {
  it('name the REIT of a data card, never the card title', () => {
    expect(reitsIn('배당수익률 상위 5개 리츠', [ranking])).toEqual(['미래에셋글로벌리츠']);
    expect(reitsIn('SK리츠 LTV', [metrics])).toEqual(['SK리츠']);
    const followUps = deriveFollowUps({ question: '배당수익률 상위 5개 리츠', citations: [ranking] });
    expect(followUps).toContain('미래에셋글로벌리츠의 LTV는?');
    expect(followUps.join(' ')).not.toMatch(/상위 5의|\(TTM\)/);
  });

  it('do not repeat the aspect just asked about', () => {
    const followUps = deriveFollowUps({ question: 'SK리츠의 LTV는?', citations: [metrics] });
    expect(followUps).not.toContain('SK리츠의 LTV는?');
    expect(followUps).toContain('SK리츠의 배당 일정은?');
  });

  it('take topics from articles, not from data cards', () => {
    const article: SophiCitation = { ...ranking, sourceType: 'CONTENT', sourceId: '3', title: '수도권 물류센터 공실률, 저온 창고부터 회복 조짐', table: undefined, href: '/article?id=3', label: '아티클' };
    const followUps = deriveFollowUps({ question: '물류센터 공실률 관련 기사 보여줘', citations: [article] });
    expect(followUps).toContain('물류센터 관련 최근 거래는?');
    expect(followUps.every((q) => q.endsWith('?'))).toBe(true);
  });
});
