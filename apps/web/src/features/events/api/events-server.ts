import 'server-only';
import { API_ROOTS } from '@spi/core';
import { eventDetailResponseSchema, eventListResponseSchema, type EventDetailResponse, type EventListResponse } from '@spi/core/contracts/events';
import { cache } from 'react';
import { cachedGetJson, paginatedSitemapEntries, tolerantGetJson, type SitemapEntry } from '@/lib/server/cached-api';
import { eventPath, EVENT_LIST_PATH } from '../lib/paths';

/**
 * 이벤트 as server components fetch it: as a guest over the loopback origin (never the online link, never
 * a viewer's registration), cached with the tag 'events' that every edit, registration and cancellation
 * expires through /internal/revalidate (ADR 014, ADR 020 rule 3); `revalidate` is the backstop.
 */
export const EVENT_TAGS = { events: 'events' } as const;
const V1 = API_ROOTS.seoul;

/** Event ids are the table's serial numbers. */
const EVENT_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The id of a path segment, or null when it cannot be an event id (the page answers 404 without asking). */
export function eventIdOf(raw: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return EVENT_ID_PATTERN.test(id) ? id : null;
}

/** The first page of upcoming events (default filters) for the static HTML; null when the API cannot answer (the client then loads it). */
export const fetchEventListDefault = cache((): Promise<EventListResponse | null> =>
  tolerantGetJson(`${V1}/events`, eventListResponseSchema, { tags: [EVENT_TAGS.events], label: 'Event' }));

/** One event as a guest sees it; null for an unknown id (404). */
export const fetchEvent = cache((id: string): Promise<EventDetailResponse | null> =>
  cachedGetJson(`${V1}/events/${encodeURIComponent(id)}`, eventDetailResponseSchema, { tags: [EVENT_TAGS.events], label: 'Event' }));

/** sitemap.xml entries: the list and every listed event page (upcoming and past, at most 5,000 each). */
export async function eventSitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const pages = async (when: 'upcoming' | 'past') => paginatedSitemapEntries(
    `event list (${when})`,
    (page) => cachedGetJson(`${V1}/events?when=${when}&size=48&page=${page}`, eventListResponseSchema, { tags: [EVENT_TAGS.events], label: 'Event' }),
    (event) => ({ url: `${siteUrl}${eventPath(event.id)}`, lastModified: event.startsAt, changeFrequency: when === 'upcoming' ? 'daily' : 'weekly', priority: when === 'upcoming' ? 0.7 : 0.4 }),
    when === 'upcoming' ? 50 : 20,
  );
  return [
    { url: `${siteUrl}${EVENT_LIST_PATH}`, changeFrequency: 'daily', priority: 0.8 },
    ...(await pages('upcoming')),
    ...(await pages('past')),
  ];
}
