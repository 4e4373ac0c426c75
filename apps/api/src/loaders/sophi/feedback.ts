import type { SophiCitation, SophiPageContext } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { sophiConversations, sophiFeedback, sophiMessages, users } = schema;

/** The rated answer with its question (conversations deleted by their owner are left out). */
export interface SophiFeedbackRow {
  messageId: string;
  rating: 'up' | 'down';
  comment: string | null;
  question: string;
  answer: string;
  grounding: 'answered' | 'insufficient' | null;
  engine: 'grounded' | 'openai' | null;
  userEmail: string | null;
  createdAt: Date;
}

const question = alias(sophiMessages, 'question');
const answer = sophiMessages;

/** Feedback on Sophi's answers, newest first (by the time it was last given), optionally one rating only. */
export async function loadSophiFeedbackPage(
  db: Db,
  query: { rating: 'up' | 'down' | 'all'; page: number; size: number },
): Promise<{ rows: SophiFeedbackRow[]; total: number }> {
  const where = and(isNull(sophiConversations.deletedAt), query.rating === 'all' ? undefined : eq(sophiFeedback.rating, query.rating));
  const base = () => db
    .select({
      messageId: sophiFeedback.messageId,
      rating: sophiFeedback.rating,
      comment: sophiFeedback.comment,
      question: sql<string>`coalesce(${question.content}, '')`,
      answer: answer.content,
      grounding: answer.grounding,
      engine: answer.engine,
      userEmail: users.email,
      createdAt: sophiFeedback.updatedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(sophiFeedback)
    .innerJoin(answer, eq(answer.id, sophiFeedback.messageId))
    .innerJoin(sophiConversations, eq(sophiConversations.id, answer.conversationId))
    .leftJoin(question, eq(question.id, answer.questionId))
    .leftJoin(users, eq(users.id, sophiFeedback.userId))
    .where(where);
  const rows = await base()
    .orderBy(desc(sophiFeedback.updatedAt), desc(sophiFeedback.messageId))
    .limit(query.size)
    .offset(query.page * query.size);
  // A page past the end has no rows to carry the window count: count separately then.
  const total = rows[0]?.total ?? (query.page === 0 ? 0 : (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sophiFeedback)
    .innerJoin(answer, eq(answer.id, sophiFeedback.messageId))
    .innerJoin(sophiConversations, eq(sophiConversations.id, answer.conversationId))
    .where(where))[0]?.n ?? 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(total) };
}

/** A question whose answer was insufficient, failed, or rated down. */
export interface SophiUnansweredRow {
  askedAt: Date;
  question: string;
  status: 'streaming' | 'done' | 'cancelled' | 'error';
  grounding: 'answered' | 'insufficient' | null;
  rating: 'up' | 'down' | null;
  comment: string | null;
  context: SophiPageContext | null;
  engine: 'grounded' | 'openai' | null;
  model: string | null;
  citations: SophiCitation[];
}

/** Rows of the export at most (a year of a busy service still fits a spreadsheet). */
export const SOPHI_UNANSWERED_MAX_ROWS = 20_000;

/** Questions without a good answer in [start, end), newest first; deleted conversations are left out. */
export async function loadSophiUnanswered(db: Db, start: Date, end: Date): Promise<SophiUnansweredRow[]> {
  const bad: SQL | undefined = or(
    and(eq(answer.status, 'done'), eq(answer.grounding, 'insufficient')),
    eq(answer.status, 'error'),
    eq(sophiFeedback.rating, 'down'),
  );
  return db
    .select({
      askedAt: sql<Date>`coalesce(${question.createdAt}, ${answer.createdAt})`.mapWith(answer.createdAt),
      question: sql<string>`coalesce(${question.content}, '')`,
      status: answer.status,
      grounding: answer.grounding,
      rating: sophiFeedback.rating,
      comment: sophiFeedback.comment,
      context: sql<SophiPageContext | null>`coalesce(${question.context}, ${answer.context})`.mapWith(answer.context),
      engine: answer.engine,
      model: answer.model,
      citations: answer.citations,
    })
    .from(answer)
    .innerJoin(sophiConversations, eq(sophiConversations.id, answer.conversationId))
    .leftJoin(question, eq(question.id, answer.questionId))
    .leftJoin(sophiFeedback, eq(sophiFeedback.messageId, answer.id))
    .where(and(eq(answer.role, 'assistant'), isNull(sophiConversations.deletedAt), gte(answer.createdAt, start), lt(answer.createdAt, end), bad))
    .orderBy(desc(answer.createdAt), desc(answer.id))
    .limit(SOPHI_UNANSWERED_MAX_ROWS);
}
