import type { SophiCitation, SophiEngine, SophiQuota, SophiServerEvent } from '@spi/core/contracts/sophi';

/** Test data of the Sophi feature (never shipped). */
export const ENGINE: SophiEngine = { kind: 'grounded', label: '검색 기반 답변', description: 'SPI의 기사와 데이터에서 관련 문장과 수치를 찾아 그대로 보여 드립니다.', model: null };
export const QUOTA: SophiQuota = { limit: 5, used: 1, remaining: 4, resetsAt: '2026-11-26T15:00:00.000Z' };
export const MESSAGE_ID = '11111111-1111-4111-8111-111111111111';
export const CONVERSATION_ID = '22222222-2222-4222-8222-222222222222';

export const ARTICLE_CITATION: SophiCitation = {
  n: 1, sourceType: 'CONTENT', sourceId: '101', title: '물류센터 공실률 상승', href: '/article?id=101',
  snippet: '수도권 물류센터 공실률이 12%를 넘었다.', label: '아티클', asOf: '2026-11-20',
};
export const TABLE_CITATION: SophiCitation = {
  n: 2, sourceType: 'REITS', sourceId: 'ALL', title: '배당수익률 상위 리츠', href: '/reitsfocus', snippet: '배당수익률 상위 5개', label: '리츠', asOf: '2026-11-25',
  table: {
    title: '배당수익률 상위 5개 리츠',
    columns: [{ key: 'name', label: '리츠', align: 'left' }, { key: 'yield', label: '배당수익률', align: 'right' }],
    rows: [{ name: 'SK리츠', yield: 7.1 }, { name: 'ESR켄달스퀘어리츠', yield: 6.8 }],
    rowHrefs: ['/reitsfocus/395400', null],
    unitNote: '배당수익률: %',
  },
};

export const ready: SophiServerEvent = { type: 'ready', engine: ENGINE, quota: QUOTA, signedIn: false, heartbeatMs: 20_000 };
export const start = (requestId: string): SophiServerEvent => ({
  type: 'start', requestId, conversationId: CONVERSATION_ID, messageId: MESSAGE_ID, questionId: '33333333-3333-4333-8333-333333333333', engine: ENGINE,
});
export const delta = (offset: number, text: string): SophiServerEvent => ({ type: 'delta', messageId: MESSAGE_ID, offset, text });
export const done = (content: string, followUps: string[] = ['물류센터 거래 사례는?']): SophiServerEvent => ({
  type: 'done', messageId: MESSAGE_ID, conversationId: CONVERSATION_ID, grounding: 'answered', followUps,
  usage: { promptTokens: 0, completionTokens: 0 }, quota: { ...QUOTA, used: 2, remaining: 3 }, content,
});
