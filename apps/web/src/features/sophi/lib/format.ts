import type { SophiCitation } from '@spi/core/contracts/sophi';
import type { SophiPageContextInfo } from '@spi/core/sophi/page-context';

/** '2026-11-25' → '2026.11.25 기준' for figures; the publish date alone for articles. */
export function asOfLabel(citation: Pick<SophiCitation, 'asOf' | 'sourceType'>): string | null {
  if (!citation.asOf) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(citation.asOf);
  const date = match ? `${match[1]}.${match[2]}.${match[3]}` : citation.asOf;
  return citation.sourceType === 'CONTENT' ? date : `${date} 기준`;
}

/** Answer text split into plain runs and [n] citation markers. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; n: number };

export function answerParts(text: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,2})\]/g)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'cite', n: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Example questions of the empty state, by the page the reader is on. */
export function exampleQuestions(context: SophiPageContextInfo): string[] {
  const general = ['배당수익률 상위 5개 리츠', '물류센터 공실률 관련 기사 보여줘', '올해 가장 큰 오피스 거래는?'];
  switch (context.contentType) {
    case 'REITS':
      return ['이 리츠의 배당은?', '이 리츠의 주요 자산은?', '이 리츠 관련 최근 기사 보여줘', general[0]!];
    case 'CONTENT':
      return ['이 기사 핵심만 알려줘', '이 기사와 관련된 리츠는?', ...general.slice(1)];
    case 'DEAL':
      return ['이 거래의 매각가와 평당가는?', '비슷한 최근 거래 보여줘', general[2]!];
    case 'FUND':
      return ['이 펀드의 주요 투자 자산은?', general[0]!, general[2]!];
    default:
      return [...general, '최근 금리 변화가 리츠에 미친 영향은?'];
  }
}

/** The current address as a sign-in redirect that reopens the panel after signing in. */
export function signInHrefFor(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('sophi', 'open');
  return `/sign-in?redirect=${encodeURIComponent(`${pathname}?${params.toString()}`)}`;
}
