import { describe, expect, it } from 'vitest';
import { decideReply, metricOf, termOf, type InTool } from './chat';

const TOOLS: InTool[] = [
  { type: 'function', function: { name: 'reit_ranking', description: '상장 리츠를 한 지표로 순위를 매깁니다.', parameters: { properties: { metric: { type: 'string', enum: ['price', 'marketCap', 'pNav', 'dividendYield', 'ltv'] }, order: { type: 'string', enum: ['desc', 'asc'] }, limit: { type: 'integer' } }, required: ['metric'] } } },
  { type: 'function', function: { name: 'reit_metrics', description: '리츠 한 곳의 지표(LTV, P/NAV…)', parameters: { properties: { reit: { type: 'string' } }, required: ['reit'] } } },
  { type: 'function', function: { name: 'deal_search', description: '부동산 거래 검색', parameters: { properties: { limit: { type: 'integer' } } } } },
  { type: 'function', function: { name: 'glossary_lookup', description: '리츠·부동산 용어의 뜻', parameters: { properties: { term: { type: 'string' } }, required: ['term'] } } },
];

const ask = (question: string) => decideReply([{ role: 'user', content: question }], TOOLS, 'call_1');

describe('the stand-in picks tools by rule', () => {
  it('ranks by the metric the question names, in its order', () => {
    expect(ask('배당수익률 상위 5개 리츠')).toEqual({ kind: 'tool_call', id: 'call_1', name: 'reit_ranking', arguments: JSON.stringify({ metric: 'dividendYield', order: 'desc', limit: 5 }) });
    expect(ask('P/NAV 낮은 리츠 3개')).toMatchObject({ name: 'reit_ranking', arguments: JSON.stringify({ metric: 'pNav', order: 'asc', limit: 3 }) });
  });

  it('calls no tool for an article question that only mentions a metric', () => {
    expect(ask('LTV와 DSCR로 대출 한도를 정하는 방법')).toEqual({ kind: 'text', text: '근거가 부족합니다.' });
    expect(ask('이천 물류센터 선매입 딜의 조건은?').kind).toBe('text');
  });

  it('asks for one REIT’s figures and for deals only when the question is a data question', () => {
    expect(ask('SK리츠 LTV')).toMatchObject({ name: 'reit_metrics' });
    expect(ask('올해 가장 큰 오피스 거래는?')).toMatchObject({ name: 'deal_search' });
  });

  it('reads the first metric word, longest first', () => {
    expect(metricOf('예상 배당수익률과 LTV')).toBe('indicatedYield');
    expect(metricOf('시총 큰 리츠')).toBe('marketCap');
    expect(metricOf('리츠가 뭐야')).toBeNull();
  });

  it('looks a term up for a definition question', () => {
    expect(termOf('캡레이트가 뭐야?')).toBe('캡레이트');
    expect(termOf('P/NAV란?')).toBe('P/NAV');
    expect(termOf('WALE 뜻')).toBe('WALE');
    expect(termOf('FFO가 무엇인가요')).toBe('FFO');
    expect(termOf('배당수익률 상위 5개 리츠')).toBeNull();
    expect(ask('캡레이트가 뭐야?')).toMatchObject({ name: 'glossary_lookup', arguments: JSON.stringify({ term: '캡레이트' }) });
  });
});
