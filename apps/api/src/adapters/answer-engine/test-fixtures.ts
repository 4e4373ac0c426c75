import { GUEST_PRINCIPAL, type SophiTable } from '@spi/core';
import type { AnswerEvent, AnswerRequest, DataTool, PlannedToolCall, RetrievedPassage, SophiKnowledge } from './types';

/** A fake SophiKnowledge for the engine tests: a few passages, one data tool, a keyword planner. */

export function passage(id: string, title: string, sentences: Array<[string, number]>, extra: Partial<RetrievedPassage> = {}): RetrievedPassage {
  return {
    sourceType: 'CONTENT', sourceId: id, title, href: `/article?id=${id}`, label: '아티클', asOf: '2026-01-05',
    text: sentences.map(([s]) => s).join(' '), sentences: [...sentences].sort((a, b) => b[1] - a[1]).map(([text, score]) => ({ text, score })),
    score: Math.max(...sentences.map(([, s]) => s)), membersOnly: false, ...extra,
  };
}

export const PASSAGES: RetrievedPassage[] = [
  passage('101', '수도권 물류센터 공실률 상승', [
    ['수도권 물류센터 공실률이 지난 분기 12%로 올랐다.', 6.1],
    ['신규 공급이 한꺼번에 몰렸기 때문이다.', 0.8],
    ['수도권 물류센터 공실률은 내년에도 높은 수준을 유지할 전망이다.', 5.2],
    ['수도권 물류센터 공실률이 지난 분기 12%로 올라섰다.', 6.0],
  ]),
  passage('102', '물류센터 거래 동향', [['올해 물류센터 거래에서 공실률이 가격 협상의 변수가 됐다.', 4.4], ['매도자와 매수자의 눈높이 차이가 컸다.', 0.5]]),
  passage('103', '오피스 시장 전망', [['내년 서울 오피스 시장 전망은 밝다.', 1.2]]),
];

export const TABLE: SophiTable = { title: 'SK리츠 주요 지표', columns: [{ key: 'ltv', label: 'LTV', align: 'right' }], rows: [{ ltv: 48.2 }] };

export const LTV_TOOL: DataTool = {
  name: 'reit_metrics',
  description: '리츠의 LTV 등 주요 지표 (REIT metrics)',
  parameters: { type: 'object', properties: { reit: { type: 'string' } }, required: ['reit'] },
  async run(args) {
    const reit = (args as { reit?: string }).reit ?? '';
    if (!reit.includes('SK리츠')) return null;
    return {
      citation: { sourceType: 'REITS', sourceId: 'sk', title: 'SK리츠', href: '/reitsfocus/sk', snippet: 'LTV 48.2%', label: '리츠', asOf: '2026-09-30', table: TABLE },
      summary: 'SK리츠의 LTV는 48.2%입니다(2026.09.30 기준).',
      data: { reit: 'SK리츠', ltv: 48.2, asOf: '2026-09-30' },
    };
  },
};

export function fakeKnowledge(options: { passages?: RetrievedPassage[]; memberOnlyMatches?: boolean; retrieveDelayMs?: number } = {}): SophiKnowledge & { questions: string[] } {
  const questions: string[] = [];
  return {
    questions,
    tools: [LTV_TOOL],
    async retrieve(question) {
      questions.push(question);
      if (options.retrieveDelayMs) await new Promise((r) => setTimeout(r, options.retrieveDelayMs));
      return { passages: options.passages ?? PASSAGES, memberOnlyMatches: options.memberOnlyMatches ?? false };
    },
    async planTools(question): Promise<PlannedToolCall[]> {
      return /ltv/i.test(question) ? [{ tool: 'reit_metrics', args: { reit: 'SK리츠' } }] : [];
    },
  };
}

export function request(question: string, extra: Partial<AnswerRequest> = {}): AnswerRequest {
  return { question, history: [], context: null, principal: GUEST_PRINCIPAL, signal: new AbortController().signal, now: new Date('2026-11-26T00:00:00Z'), ...extra };
}

export async function collect(events: AsyncIterable<AnswerEvent>): Promise<AnswerEvent[]> {
  const out: AnswerEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

export const textOf = (events: AnswerEvent[]) => events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
export const doneOf = (events: AnswerEvent[]) => events.find((e): e is Extract<AnswerEvent, { type: 'done' }> => e.type === 'done');
export const citationsOf = (events: AnswerEvent[]) => events.flatMap((e) => (e.type === 'citation' ? [e.citation] : []));
