/**
 * iCalendar (RFC 5545) for one event: the .ics attached to confirmation mails and served at
 * GET /events/:eventId/calendar.ics, and a Google Calendar template link for 'add to calendar'.
 * Pure text building, the same on server and web.
 */

export interface IcsEvent {
  id: string | number;
  title: string;
  summary?: string;
  description?: string;
  startsAt: string | Date;
  endsAt: string | Date;
  /** Venue name and address, or '' (online). */
  location: string;
  /** The event page, absolute ('https://…/event/12'). */
  url: string;
  /** Set when the event is cancelled: STATUS:CANCELLED. */
  cancelled?: boolean;
  /** Last change, for DTSTAMP/LAST-MODIFIED (default: now). */
  updatedAt?: string | Date;
  /** The site's host name for the UID ('spi.example'). */
  uidDomain: string;
  /** Bumped on every change so calendars replace the old copy. */
  sequence?: number;
}

/** 20261203T050000Z */
export function icsDateTime(instant: string | Date): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space. Never
 * splits a UTF-8 character (Korean text is 3 octets a character).
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space counts
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics text (CRLF line ends, folded, METHOD:PUBLISH, one VEVENT with a stable UID per event). */
export function buildEventIcs(event: IcsEvent, now: Date = new Date()): string {
  const description = [event.summary ?? '', event.description ?? '', event.url].filter((s) => s.trim() !== '').join('\n\n');
  const stamp = icsDateTime(event.updatedAt ?? now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SPI//Events//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${event.uidDomain}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A Google Calendar 'add event' link (times in UTC, details with the event page). */
export function googleCalendarUrl(event: Pick<IcsEvent, 'title' | 'startsAt' | 'endsAt' | 'location' | 'url' | 'summary'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsDateTime(event.startsAt)}/${icsDateTime(event.endsAt)}`,
    details: [event.summary ?? '', event.url].filter((s) => s.trim() !== '').join('\n\n'),
    location: event.location,
    ctz: 'Asia/Seoul',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Venue name and address joined for LOCATION ('' when both are empty). */
export function eventLocationText(event: { venueName: string; venueAddress: string; format: string }): string {
  if (event.format === 'ONLINE') return '온라인';
  return [event.venueName, event.venueAddress].filter((s) => s.trim() !== '').join(', ');
}
