import { toSeoulLocal, type EventDetail } from '@spi/core/contracts/events';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { eventPlaceLabel, eventPriceLabel, eventWhenLabel } from './format';
import { eventPath } from './paths';

/** An instant as schema.org wants it for a Korean event: '2026-12-10T14:00:00+09:00'. */
export const seoulIso = (instant: string): string => `${toSeoulLocal(instant)}:00+09:00`;

/** Title and description from what a guest sees (never the online link). */
export function eventMetadata(event: EventDetail): Metadata {
  const lead = event.summary.trim() || event.description.trim().slice(0, 80);
  return pageMetadata({
    path: eventPath(event.id),
    title: `${event.title} · 이벤트`,
    description: `${event.typeLabel} · ${eventWhenLabel(event.startsAt, event.endsAt)} · ${eventPlaceLabel(event)} · ${eventPriceLabel(event)}.${lead ? ` ${lead}` : ''}${event.isSample ? ' (샘플 이벤트)' : ''}`,
    image: event.coverUrl.startsWith('/api/') ? event.coverUrl : undefined,
  });
}

const ATTENDANCE = {
  OFFLINE: 'https://schema.org/OfflineEventAttendanceMode',
  ONLINE: 'https://schema.org/OnlineEventAttendanceMode',
  HYBRID: 'https://schema.org/MixedEventAttendanceMode',
} as const;

const AVAILABILITY = {
  OPEN: 'https://schema.org/InStock',
  WAITLIST: 'https://schema.org/LimitedAvailability',
  FULL: 'https://schema.org/SoldOut',
  CLOSED: 'https://schema.org/SoldOut',
  CANCELLED: 'https://schema.org/Discontinued',
} as const;

/**
 * schema.org Event: start and end with +09:00, attendance mode, location as a Place and/or a
 * VirtualLocation whose URL is this page (the online link is for registrants only and never public),
 * the offer (the non-member price in KRW, availability, the registration deadline), organizer and speakers.
 */
export function eventJsonLd(event: EventDetail, siteUrl: string) {
  const url = `${siteUrl}${eventPath(event.id)}`;
  const place = {
    '@type': 'Place',
    name: event.venueName || event.host,
    address: { '@type': 'PostalAddress', streetAddress: event.venueAddress, addressCountry: 'KR' },
  };
  const virtual = { '@type': 'VirtualLocation', url };
  const location = event.format === 'ONLINE' ? virtual : event.format === 'HYBRID' ? [place, virtual] : place;
  const price = event.pricePolicy === 'FREE' ? 0 : event.priceWon;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary || event.description.slice(0, 300),
    url,
    startDate: seoulIso(event.startsAt),
    endDate: seoulIso(event.endsAt),
    eventStatus: event.status === 'CANCELLED' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[event.format],
    location,
    ...(event.coverUrl ? { image: [event.coverUrl.startsWith('/') ? `${siteUrl}${event.coverUrl}` : event.coverUrl] } : {}),
    organizer: { '@type': 'Organization', name: event.host, url: siteUrl },
    ...(event.speakers.length ? { performer: event.speakers.map((s) => ({ '@type': 'Person', name: s.name, jobTitle: s.title || undefined, affiliation: s.organization ? { '@type': 'Organization', name: s.organization } : undefined })) } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'KRW',
      availability: AVAILABILITY[event.availability],
      validThrough: seoulIso(event.registrationClosesAt),
      ...(event.pricePolicy === 'MEMBERS_FREE' ? { description: '멤버십 회원은 무료입니다.' } : {}),
    },
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: Math.max(0, event.seatsLeft),
    isAccessibleForFree: price === 0,
    inLanguage: 'ko-KR',
  };
}
