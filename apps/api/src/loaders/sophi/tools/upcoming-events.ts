import { EVENT_FORMAT_LABELS, EVENT_PRICE_POLICY_LABELS, EVENT_TYPE_LABELS, formatDotDate } from '@spi/core';
import { schema } from '@spi/db';
import { and, asc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { DataTool } from '../../../adapters/answer-engine/types';
import { seoulDay } from '../../load-article-access';
import { asOfNote, defineTool, limitSchema, toolResult, type ToolDeps } from './shared';

const { events } = schema;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

export const upcomingEventsArgs = z.object({ limit: limitSchema });

/** '2026.12.03 14:00' in Asia/Seoul. */
function seoulDateTime(at: Date): string {
  const local = new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString();
  return `${formatDotDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
}

/** upcoming_events: published events that have not ended, soonest first (drafts and cancelled events are left out). */
export function upcomingEventsTool(deps: ToolDeps): DataTool {
  return defineTool(
    'upcoming_events',
    'SPI가 여는 다가오는 세미나·컨퍼런스·웨비나 일정. Upcoming published SPI events, soonest first.',
    upcomingEventsArgs,
    async ({ limit }, ctx) => {
      const rows = await deps.db.select().from(events)
        .where(and(eq(events.status, 'PUBLISHED'), gte(events.endsAt, ctx.now)))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
      const today = seoulDay(ctx.now.getTime());
      const first = rows[0];
      const summary = first
        ? `다가오는 행사 ${rows.length}건 중 가장 가까운 행사는 ${seoulDateTime(first.startsAt)}에 열리는 '${first.title}'(${EVENT_TYPE_LABELS[first.type]})입니다${asOfNote(today)}.`
        : `예정된 행사가 없습니다${asOfNote(today)}.`;
      return toolResult({
        sourceType: 'EVENT',
        sourceId: 'upcoming',
        title: '다가오는 행사',
        href: '/event',
        asOf: today,
        summary,
        table: {
          title: '다가오는 행사',
          columns: [
            { key: 'startsAt', label: '일시', align: 'left' },
            { key: 'title', label: '행사', align: 'left' },
            { key: 'type', label: '유형', align: 'left' },
            { key: 'format', label: '방식', align: 'left' },
            { key: 'venue', label: '장소', align: 'left' },
            { key: 'price', label: '참가비', align: 'left' },
          ],
          rows: rows.map((e) => ({
            startsAt: seoulDateTime(e.startsAt), title: e.title, type: EVENT_TYPE_LABELS[e.type], format: EVENT_FORMAT_LABELS[e.format],
            venue: e.venueName || '-', price: EVENT_PRICE_POLICY_LABELS[e.pricePolicy],
          })),
          rowHrefs: rows.map((e) => `/event/${e.id}`),
          unitNote: '일시: 한국 시간',
        },
        data: {
          asOf: today,
          events: rows.map((e) => ({ id: e.id, title: e.title, type: e.type, format: e.format, startsAt: e.startsAt.toISOString(), endsAt: e.endsAt.toISOString(), venue: e.venueName })),
        },
      });
    },
  );
}
