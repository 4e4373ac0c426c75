import { addDays, toSeoulLocal } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, gte, lt, sql } from 'drizzle-orm';

const { sophiFeedback, sophiMessages } = schema;

/** One Seoul day of Sophi's use (or the period's totals when `date` is null). */
export interface SophiUsageRow {
  date: string | null;
  questions: number;
  members: number;
  guests: number;
  answered: number;
  insufficient: number;
  cancelled: number;
  failed: number;
  promptTokens: number;
  completionTokens: number;
  avgFirstTokenMs: number | null;
  up: number;
  down: number;
}

export interface SophiUsagePeriod {
  /** 'YYYY-MM-DD' (Asia/Seoul), the first and the last day, both included. */
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The last `days` Seoul days up to and including today: [start, end) as instants. */
export function sophiUsagePeriod(days: number, now: Date): SophiUsagePeriod {
  const to = toSeoulLocal(now).slice(0, 10);
  const from = addDays(to, -(days - 1));
  const midnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS);
  return { from, to, start: midnight(from), end: midnight(addDays(to, 1)) };
}

const m = sophiMessages;
const isQuestion = sql`${m.role} = 'user'`;
const isAnswer = sql`${m.role} = 'assistant'`;
const day = sql<string | null>`to_char(${m.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

/**
 * Sophi's use per Seoul day and for the whole period, in one query: questions are the user-role messages
 * (members counted once per day, or once in the period for the totals), answers by final state, tokens,
 * the average time to the first token, and the thumbs given to the answers of the day. Days without
 * activity are present as zeros, oldest first.
 */
export async function loadSophiUsage(db: Db, period: SophiUsagePeriod): Promise<{ days: SophiUsageRow[]; totals: SophiUsageRow }> {
  const rows = await db
    .select({
      date: day,
      questions: sql<number>`count(*) filter (where ${isQuestion})::int`,
      members: sql<number>`count(distinct ${m.userId}) filter (where ${isQuestion})::int`,
      guests: sql<number>`count(*) filter (where ${isQuestion} and ${m.userId} is null)::int`,
      answered: sql<number>`count(*) filter (where ${isAnswer} and ${m.status} = 'done' and ${m.grounding} = 'answered')::int`,
      insufficient: sql<number>`count(*) filter (where ${isAnswer} and ${m.status} = 'done' and ${m.grounding} = 'insufficient')::int`,
      cancelled: sql<number>`count(*) filter (where ${isAnswer} and ${m.status} = 'cancelled')::int`,
      failed: sql<number>`count(*) filter (where ${isAnswer} and ${m.status} = 'error')::int`,
      promptTokens: sql<number>`coalesce(sum(${m.promptTokens}), 0)::float8`,
      completionTokens: sql<number>`coalesce(sum(${m.completionTokens}), 0)::float8`,
      avgFirstTokenMs: sql<number | null>`(avg(${m.firstTokenMs}) filter (where ${isAnswer}))::float8`,
      up: sql<number>`count(${sophiFeedback.messageId}) filter (where ${sophiFeedback.rating} = 'up')::int`,
      down: sql<number>`count(${sophiFeedback.messageId}) filter (where ${sophiFeedback.rating} = 'down')::int`,
    })
    .from(m)
    // One feedback row at most per message (its primary key), so the join never multiplies messages.
    .leftJoin(sophiFeedback, eq(sophiFeedback.messageId, m.id))
    .where(and(gte(m.createdAt, period.start), lt(m.createdAt, period.end)))
    .groupBy(sql`grouping sets ((${day}), ())`);

  const normalise = (r: (typeof rows)[number] | undefined, date: string | null): SophiUsageRow => ({
    date,
    questions: Number(r?.questions ?? 0),
    members: Number(r?.members ?? 0),
    guests: Number(r?.guests ?? 0),
    answered: Number(r?.answered ?? 0),
    insufficient: Number(r?.insufficient ?? 0),
    cancelled: Number(r?.cancelled ?? 0),
    failed: Number(r?.failed ?? 0),
    promptTokens: Math.round(Number(r?.promptTokens ?? 0)),
    completionTokens: Math.round(Number(r?.completionTokens ?? 0)),
    avgFirstTokenMs: r?.avgFirstTokenMs === null || r?.avgFirstTokenMs === undefined ? null : Math.round(Number(r.avgFirstTokenMs)),
    up: Number(r?.up ?? 0),
    down: Number(r?.down ?? 0),
  });
  const byDay = new Map(rows.filter((r) => r.date !== null).map((r) => [r.date!, r]));
  const days: SophiUsageRow[] = [];
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.push(normalise(byDay.get(d), d));
  return { days, totals: normalise(rows.find((r) => r.date === null), null) };
}
