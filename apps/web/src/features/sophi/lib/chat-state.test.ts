import type { SophiServerEvent } from '@spi/core/contracts/sophi';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CITATION, CONVERSATION_ID, delta, done, MESSAGE_ID, ready, start, TABLE_CITATION } from '../testing/fixtures';
import { announceableText, appendDelta, chatReducer, initialChatState, plainTextOf, type ChatAction, type ChatState } from './chat-state';

const run = (actions: ChatAction[], state: ChatState = initialChatState) => actions.reduce(chatReducer, state);
const event = (e: SophiServerEvent): ChatAction => ({ type: 'event', event: e });

describe('chatReducer', () => {
  it('follows a stream from ask to done', () => {
    let state = run([event(ready), { type: 'ask', requestId: 'r1', question: '물류센터 공실률은?' }]);
    expect(state.engine?.label).toBe('검색 기반 답변');
    expect(state.turns[0]).toMatchObject({ status: 'waiting', text: '', messageId: null });
    state = run([event(start('r1')), event(delta(0, '공실률이 ')), event(delta(5, '올랐습니다[1].')), event({ type: 'citation', messageId: MESSAGE_ID, citation: ARTICLE_CITATION })], state);
    expect(state.conversationId).toBe(CONVERSATION_ID);
    expect(state.turns[0]).toMatchObject({ status: 'streaming', messageId: MESSAGE_ID, text: '공실률이 올랐습니다[1].' });
    expect(state.turns[0]!.citations).toEqual([ARTICLE_CITATION]);
    state = run([event(done('공실률이 올랐습니다[1].'))], state);
    expect(state.turns[0]).toMatchObject({ status: 'done', grounding: 'answered', followUps: ['물류센터 거래 사례는?'] });
    expect(state.quota?.remaining).toBe(3);
  });

  it('drops what a resumed stream repeats (by offset) and ignores gaps', () => {
    let state = run([{ type: 'ask', requestId: 'r1', question: 'q' }, event(start('r1')), event(delta(0, 'abc')), event(delta(3, 'def'))]);
    // After a reconnect the server replays from the offset the client sent, and may overlap.
    state = run([event(delta(0, 'abc')), event(delta(3, 'def')), event(delta(4, 'efgh')), event(delta(20, 'lost'))], state);
    expect(state.turns[0]!.text).toBe('abcdefgh');
    expect(appendDelta('abc', 1, 'bcd')).toBe('abcd');
    expect(appendDelta('abc', 5, 'x')).toBe('abc');
  });

  it('orders and replaces citations by n', () => {
    const state = run([
      { type: 'ask', requestId: 'r1', question: 'q' }, event(start('r1')),
      event({ type: 'citation', messageId: MESSAGE_ID, citation: TABLE_CITATION }),
      event({ type: 'citation', messageId: MESSAGE_ID, citation: ARTICLE_CITATION }),
      event({ type: 'citation', messageId: MESSAGE_ID, citation: { ...ARTICLE_CITATION, title: '고침' } }),
    ]);
    expect(state.turns[0]!.citations.map((c) => [c.n, c.title])).toEqual([[1, '고침'], [2, TABLE_CITATION.title]]);
  });

  it('marks cancel and errors on their turn; an orphan error goes to the waiting question', () => {
    let state = run([{ type: 'ask', requestId: 'r1', question: 'q' }, event(start('r1')), event(delta(0, '일부')), event({ type: 'cancel', messageId: MESSAGE_ID, requestId: 'r1' })]);
    expect(state.turns[0]).toMatchObject({ status: 'cancelled', text: '일부' });
    state = run([{ type: 'ask', requestId: 'r2', question: 'q2' }, event({ type: 'error', requestId: null, messageId: null, code: 'SOPHI_QUOTA_EXCEEDED', message: '오늘 횟수를 모두 사용했습니다.' })], state);
    expect(state.turns[1]).toMatchObject({ status: 'error', error: { code: 'SOPHI_QUOTA_EXCEEDED' } });
    expect(state.turns[0]!.status).toBe('cancelled');
    state = run([event({ type: 'error', requestId: null, messageId: null, code: 'SOPHI_BUSY', message: '바쁩니다' })], state);
    expect(state.error).toEqual({ code: 'SOPHI_BUSY', message: '바쁩니다' });
  });

  it('stops, records feedback, resets and loads a stored conversation', () => {
    let state = run([{ type: 'ask', requestId: 'r1', question: 'q' }, { type: 'stopped', requestId: 'r1' }]);
    expect(state.turns[0]!.status).toBe('cancelled');
    state = run([{ type: 'reset' }], state);
    expect(state.turns).toEqual([]);
    state = run([{
      type: 'load',
      conversation: {
        id: CONVERSATION_ID, title: 'q', messageCount: 2, createdAt: '', updatedAt: '',
        messages: [
          { id: 'u1', role: 'user', content: '질문', status: 'done', grounding: null, citations: [], followUps: [], engine: null, feedback: null, createdAt: '' },
          { id: MESSAGE_ID, role: 'assistant', content: '답[1]', status: 'done', grounding: 'answered', citations: [ARTICLE_CITATION], followUps: [], engine: 'grounded', feedback: 'up', createdAt: '' },
        ],
      },
    }, { type: 'feedback', messageId: MESSAGE_ID, rating: 'down' }], state);
    expect(state.conversationId).toBe(CONVERSATION_ID);
    expect(state.turns).toHaveLength(1);
    expect(state.turns[0]).toMatchObject({ question: '질문', text: '답[1]', messageId: MESSAGE_ID, status: 'done', feedback: 'down' });
  });
});

describe('helpers', () => {
  it('announces whole sentences only while streaming', () => {
    expect(announceableText('첫 문장입니다[1]. 둘째 문', false)).toBe('첫 문장입니다[1].');
    expect(announceableText('아직 문장 중', false)).toBe('');
    expect(announceableText('아직 문장 중', true)).toBe('아직 문장 중');
  });

  it('copies the answer with its sources', () => {
    expect(plainTextOf({ text: '답[1]', citations: [ARTICLE_CITATION] }, 'https://spi.test')).toBe('답[1]\n\n출처\n[1] 아티클 · 물류센터 공실률 상승 (2026-11-20) https://spi.test/article?id=101');
  });
});
