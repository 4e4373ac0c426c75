import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent } from '@spi/core';
import { schema, type Db } from '@spi/db';

/** Parsed events of analyticsBatchSchema (defaults applied). */
export type ParsedAnalyticsEvent = Omit<AnalyticsEvent, 'path' | 'props'> & { path: string; props: Record<string, string | number | boolean | null> };

/** PostgreSQL text and jsonb refuse NUL characters: they are dropped rather than failing the batch. */
const clean = (value: string): string => value.replaceAll('\u0000', '');

/** Query strings can carry tokens (URL sign-in): only the path is kept. */
const pathOnly = (value: string): string => clean(value).split(/[?#]/, 1)[0] ?? '';

/** Stores a batch of first-party analytics events (page views, account events); returns how many. */
export async function recordAnalyticsEvents(db: Db, events: ParsedAnalyticsEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(schema.analyticsEvents).values(events.map((event) => ({
    id: randomUUID(),
    name: event.name,
    analyticsUserId: event.analyticsUserId ?? null,
    clientId: event.clientId ?? null,
    path: pathOnly(event.path),
    referrer: event.referrer ? pathOnly(event.referrer) || null : null,
    props: Object.fromEntries(Object.entries(event.props).map(([key, value]) => [clean(key), typeof value === 'string' ? clean(value) : value])),
  })));
  return events.length;
}
