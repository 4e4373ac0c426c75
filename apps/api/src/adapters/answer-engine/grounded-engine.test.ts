import { SOPHI_TEXT } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { coverage, createGroundedEngine, onlyAboutTheCards, pickSentences, similarity, summarySentences } from './grounded-engine';
import { citationsOf, collect, doneOf, fakeKnowledge, PASSAGES, passage, request, textOf } from './test-fixtures';

const engine = (k = fakeKnowledge()) => createGroundedEngine(k, { chunkDelayMs: 0 });

describe('grounded engine', () => {
  it('quotes the best sentences with [n] citations numbered in order of first use, citation before its text', async () => {
    const events = await collect(engine().answer(request('수도권 물류센터 공실률은?')));
    const text = textOf(events);
    expect(text).toBe(
      '수도권 물류센터 공실률이 지난 분기 12%로 올랐다. [1] 수도권 물류센터 공실률은 내년에도 높은 수준을 유지할 전망이다. [1] '
      + '올해 물류센터 거래에서 공실률이 가격 협상의 변수가 됐다. [2]',
    );
    const citations = citationsOf(events);
    expect(citations.map((c) => [c.n, c.sourceId])).toEqual([[1, '101'], [2, '102']]);
    expect(citations[0]).toMatchObject({ snippet: '수도권 물류센터 공실률이 지난 분기 12%로 올랐다.', asOf: '2026-01-05', href: '/article?id=101', label: '아티클' });
    // Each citation comes before the first delta that cites it.
    const firstCite2 = events.findIndex((e) => e.type === 'citation' && e.citation.n === 2);
    const before = textOf(events.slice(0, firstCite2));
    expect(before).not.toContain('[2]');
    expect(events[0]!.type).toBe('citation');
    // Streamed in small pieces; usage counts them.
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.every((e) => e.type === 'delta' && Array.from(e.text).length <= 5)).toBe(true);
    const done = doneOf(events)!;
    expect(done).toMatchObject({ grounding: 'answered', usage: { promptTokens: 0, completionTokens: deltas.length } });
    expect(done.followUps).toContain('물류센터 관련 최근 거래는?');
    expect(done.followUps.length).toBeLessThanOrEqual(3);
  });

  it('drops the near-duplicate sentence and keeps at most two per source', async () => {
    const text = textOf(await collect(engine().answer(request('수도권 물류센터 공실률'))));
    expect(text).not.toContain('올라섰다');
    expect(text.match(/\[1\]/g)).toHaveLength(2);
    expect(similarity('수도권 물류센터 공실률이 지난 분기 12%로 올랐다.', '수도권 물류센터 공실률이 지난 분기 12%로 올라섰다.')).toBeGreaterThan(0.6);
  });

  it.each(['오늘 점심 메뉴 추천', '비트코인 전망'])('answers 근거가 부족합니다 to an unrelated question: %s', async (question) => {
    const events = await collect(engine().answer(request(question)));
    expect(textOf(events)).toBe(`${SOPHI_TEXT.insufficient} ${SOPHI_TEXT.insufficientHint}`);
    expect(citationsOf(events)).toEqual([]);
    expect(doneOf(events)!.grounding).toBe('insufficient');
    expect(doneOf(events)!.followUps).toEqual([]);
    expect(coverage(question, PASSAGES.map((p) => p.text).join(' '))).toBeLessThan(0.6);
  });

  it('quotes a body sentence rather than the title, and reads a table row with its header', async () => {
    const head = passage('301', '브릿지론 전환율 회복', [['브릿지론 전환율 회복.', 9], ['브릿지론의 전환율은 38%로 회복세를 보였다.', 4]]);
    const text = textOf(await collect(engine(fakeKnowledge({ passages: [head] })).answer(request('브릿지론 전환율은 얼마나 회복됐어?'))));
    expect(text).toBe('브릿지론의 전환율은 38%로 회복세를 보였다. [1]');

    const header = passage('302', 'GBD 딜 분석', [['자산 연면적 거래가 캡레이트', 3]]);
    const row = passage('302', 'GBD 딜 분석', [['테헤란 청람타워 62,000㎡ 7,650억원 4.3%', 6]]);
    const table = textOf(await collect(engine(fakeKnowledge({ passages: [row, header] })).answer(request('테헤란 청람타워 거래가와 캡레이트는?'))));
    expect(table).toContain('테헤란 청람타워 62,000㎡ 7,650억원 4.3%. [1]');
    // Without the header among the source's passages, the row alone holds half the question's terms: not enough.
    const alone = await collect(engine(fakeKnowledge({ passages: [row] })).answer(request('테헤란 청람타워 거래가와 캡레이트는?')));
    expect(doneOf(alone)!.grounding).toBe('insufficient');
  });

  it('adds the member-only hint when a member-only passage would have matched', async () => {
    const events = await collect(engine(fakeKnowledge({ passages: [], memberOnlyMatches: true })).answer(request('물류센터 공실률')));
    expect(textOf(events)).toBe(`${SOPHI_TEXT.insufficient} ${SOPHI_TEXT.insufficientHint} ${SOPHI_TEXT.memberOnlyHint}`);
    expect(doneOf(events)!.grounding).toBe('insufficient');
  });

  it('puts the data tool card first, its summary citing [1], then quoted sentences', async () => {
    const k = fakeKnowledge({ passages: [passage('201', 'SK리츠 LTV 관리', [['SK리츠는 LTV를 50% 아래로 관리하고 있다.', 3.3]])] });
    const events = await collect(engine(k).answer(request('SK리츠 LTV는?')));
    expect(events[0]).toMatchObject({ type: 'citation', citation: { n: 1, sourceType: 'REITS', title: 'SK리츠', asOf: '2026-09-30', table: { title: 'SK리츠 주요 지표' } } });
    expect(textOf(events)).toBe('SK리츠의 LTV는 48.2%입니다(2026.09.30 기준). [1] SK리츠는 LTV를 50% 아래로 관리하고 있다. [2]');
    const done = doneOf(events)!;
    expect(done.grounding).toBe('answered');
    expect(done.followUps).toContain('SK리츠의 배당 일정은?');
    expect(done.followUps).not.toContain('SK리츠의 LTV는?');
  });

  it('stops at once when the signal aborts mid-stream', async () => {
    const controller = new AbortController();
    const events = [];
    for await (const e of createGroundedEngine(fakeKnowledge(), { chunkDelayMs: 5 }).answer(request('수도권 물류센터 공실률은?', { signal: controller.signal }))) {
      events.push(e);
      if (events.filter((x) => x.type === 'delta').length === 3) controller.abort();
    }
    expect(events.filter((e) => e.type === 'delta')).toHaveLength(3);
    expect(doneOf(events)).toBeUndefined();
  });

  it('yields nothing when aborted during retrieval', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 10);
    const events = await collect(engine(fakeKnowledge({ retrieveDelayMs: 40 })).answer(request('물류센터 공실률', { signal: controller.signal })));
    expect(events).toEqual([]);
  });

  it('says what it is and never claims to be generative', () => {
    expect(engine().info).toMatchObject({ kind: 'grounded', label: '검색 기반 답변', model: null });
  });
});

describe('grounded engine: headings, unknown names and page summaries', () => {
  it('ranks headings and captions below real sentences, and quotes them only when few sentences answer', () => {
    const heading = passage('201', '물류 시장 점검', [['수도권 물류센터 공실률, 2026년 5월 말 (가상 수치)', 9], ['수도권 물류센터 공실률은 12%로 올랐다.', 3], ['물류센터 공실률은 신규 공급이 줄며 내려갈 전망이다.', 2]]);
    expect(pickSentences('수도권 물류센터 공실률', [heading]).map((c) => c.text)).not.toContain('수도권 물류센터 공실률, 2026년 5월 말 (가상 수치)');
    const onlyRow = passage('202', '거래 표', [['수도권 물류센터 공실률 12%', 3]]);
    expect(pickSentences('수도권 물류센터 공실률', [onlyRow]).map((c) => c.text)).toEqual(['수도권 물류센터 공실률 12%']);
  });

  it('says 근거가 부족합니다 for a name no source holds, without the membership hint', async () => {
    const base = fakeKnowledge({ memberOnlyMatches: true });
    const k = { ...base, retrieve: async (q: string, o: Parameters<typeof base.retrieve>[1]) => ({ ...(await base.retrieve(q, o)), unknownTerms: ['삼성전자'] }) };
    const events = await collect(engine(k).answer(request('삼성전자 물류센터 공실률 전망은?')));
    expect(doneOf(events)?.grounding).toBe('insufficient');
    expect(citationsOf(events)).toEqual([]);
    expect(textOf(events)).not.toContain(SOPHI_TEXT.memberOnlyHint);
  });

  it('summarises the page article: description and first sentences, in order, one citation, headings left out', async () => {
    const head = passage('301', '제목', [['제목', 0]], { text: '제목\n이 기사는 리츠의 할인 거래를 설명하는 기사입니다.' });
    const body = passage('301', '제목', [], { text: 'NAV는 이렇게 계산한다.\nNAV는 자산에서 부채를 뺀 값이다. 두 번째 문장은 인용하지 않는다.' });
    const third = passage('301', '제목', [], { text: '시장은 감정평가를 할인해서 본다고 분석했다. 그 다음 문장.' });
    expect(summarySentences([head, body, third]).map((c) => c.text)).toEqual([
      '이 기사는 리츠의 할인 거래를 설명하는 기사입니다.', 'NAV는 자산에서 부채를 뺀 값이다.', '시장은 감정평가를 할인해서 본다고 분석했다.',
    ]);
    const base = fakeKnowledge({ passages: [head, body], memberOnlyMatches: true });
    const k = { ...base, retrieve: async (q: string, o: Parameters<typeof base.retrieve>[1]) => ({ ...(await base.retrieve(q, o)), pageSummary: true }) };
    const events = await collect(engine(k).answer(request('이 기사 핵심만 알려줘')));
    expect(citationsOf(events).map((c) => c.sourceId)).toEqual(['301']);
    expect(textOf(events)).toContain(SOPHI_TEXT.memberOnlyHint);
    expect(doneOf(events)?.grounding).toBe('answered');
  });
});

describe('a question only about a data card', () => {
  const card = (title: string) => ({
    citation: { sourceType: 'REITS' as const, sourceId: '395400', title, href: '/reitsfocus/395400', snippet: '', label: '리츠', asOf: '2026-11-20', table: { title, columns: [], rows: [] } },
    summary: '', data: null,
  });
  it('gets the card alone: no article sentences after it', () => {
    expect(onlyAboutTheCards('이 리츠 어때?', [card('SK리츠 주요 지표')])).toBe(true);
    expect(onlyAboutTheCards('SK리츠 어때?', [card('SK리츠 주요 지표')])).toBe(true);
    expect(onlyAboutTheCards('SK리츠 물류센터 공실률은?', [card('SK리츠 주요 지표')])).toBe(false);
    expect(onlyAboutTheCards('이 리츠의 배당 정책은 어떤 기사에서 다뤘어?', [card('SK리츠 배당')])).toBe(false);
  });
});
