import { SOPHI_ENGINE_LABELS, toSeoulLocal, type SophiUsage, type sophiFeedbackItemSchema } from '@spi/core';
import type { z } from 'zod';
import type { SophiFeedbackRow, SophiUnansweredRow } from '../../loaders/sophi/feedback';
import type { SophiUsageRow } from '../../loaders/sophi/usage';
import { csvCell } from '../events/event';

/** The admin screens of Sophi (ADR 021): usage figures, feedback, and the CSV of questions without a good answer. */

export function presentSophiUsage(usage: { days: SophiUsageRow[]; totals: SophiUsageRow }, engine: SophiUsage['engine']): SophiUsage {
  const { date: _date, ...totals } = usage.totals;
  return { days: usage.days.map((d) => ({ ...d, date: d.date ?? '' })), totals, engine };
}

export function presentSophiFeedbackItem(row: SophiFeedbackRow): z.infer<typeof sophiFeedbackItemSchema> {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export const SOPHI_UNANSWERED_CSV_COLUMNS = ['일시(KST)', '질문', '답변 상태', '근거', '평가', '의견', '페이지', '엔진'] as const;

const STATUS_LABELS: Record<SophiUnansweredRow['status'], string> = { streaming: '작성 중', done: '완료', cancelled: '중지', error: '실패' };
const RATING_LABELS: Record<'up' | 'down', string> = { up: '좋아요', down: '별로예요' };

function groundingLabel(row: SophiUnansweredRow): string {
  if (row.grounding === 'insufficient') return '근거 부족';
  if (row.grounding === 'answered') return `출처 ${row.citations.length}개`;
  return '';
}

function engineLabel(row: SophiUnansweredRow): string {
  if (!row.engine) return '';
  const label = SOPHI_ENGINE_LABELS[row.engine];
  return row.model && row.engine === 'openai' ? `${label} (${row.model})` : label;
}

/** UTF-8 with a BOM (Excel reads Korean), CRLF rows, times in Asia/Seoul; formula-like cells neutralised. */
export function buildSophiUnansweredCsv(rows: SophiUnansweredRow[]): string {
  const lines = [SOPHI_UNANSWERED_CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push([
      toSeoulLocal(r.askedAt).replace('T', ' '),
      r.question,
      STATUS_LABELS[r.status],
      groundingLabel(r),
      r.rating ? RATING_LABELS[r.rating] : '',
      r.comment ?? '',
      r.context?.path ?? '',
      engineLabel(r),
    ].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
