import { describe, expect, it } from 'vitest';
import { buildEventIcs, escapeIcsText, eventLocationText, foldIcsLine, googleCalendarUrl, icsDateTime } from './ics';
import { parseEventInstant, seoulMonthOf, seoulMonthRange, toSeoulLocal } from './time';

const event = {
  id: 7,
  title: '리츠 세미나, 2027; 전망',
  summary: '요약',
  description: '첫 줄\n둘째 줄',
  startsAt: '2026-12-03T05:00:00.000Z',
  endsAt: '2026-12-03T08:00:00.000Z',
  location: 'SPI 라운지, 서울 중구',
  url: 'https://spi.example/event/7',
  uidDomain: 'spi.example',
};

describe('.ics (RFC 5545)', () => {
  it('escapes text values and writes UTC times', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsDateTime('2026-12-03T05:00:00.000Z')).toBe('20261203T050000Z');
  });

  it('folds at 75 octets without splitting a Korean character', () => {
    const line = `SUMMARY:${'가'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('builds one VEVENT with METHOD:PUBLISH, a stable UID, CRLF line ends and STATUS', () => {
    const text = buildEventIcs(event, new Date('2026-11-26T00:00:00Z'));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('UID:event-7@spi.example');
    expect(lines).toContain('DTSTART:20261203T050000Z');
    expect(lines).toContain('DTEND:20261203T080000Z');
    expect(lines).toContain('SUMMARY:리츠 세미나\\, 2027\\; 전망');
    expect(lines).toContain('LOCATION:SPI 라운지\\, 서울 중구');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(buildEventIcs({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
  });

  it('a Google Calendar template link and the location text', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261203T050000Z/20261203T080000Z');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(eventLocationText({ venueName: 'A', venueAddress: 'B', format: 'OFFLINE' })).toBe('A, B');
    expect(eventLocationText({ venueName: 'A', venueAddress: 'B', format: 'ONLINE' })).toBe('온라인');
  });
});

describe('Asia/Seoul instants', () => {
  it('reads datetime-local values as Seoul time and ISO instants with offsets', () => {
    expect(parseEventInstant('2026-12-03T14:00')).toBe('2026-12-03T05:00:00.000Z');
    expect(parseEventInstant('2026-12-03T14:00:00+09:00')).toBe('2026-12-03T05:00:00.000Z');
    expect(parseEventInstant('2026-12-03T05:00:00Z')).toBe('2026-12-03T05:00:00.000Z');
    for (const bad of ['2026-02-31T10:00', '2026-12-03', '2026-12-03T24:00', 'tomorrow', '2026-13-01T10:00Z', '']) expect(parseEventInstant(bad), bad).toBeNull();
    expect(toSeoulLocal('2026-12-31T15:30:00Z')).toBe('2027-01-01T00:30');
    expect(seoulMonthOf('2026-11-30T15:00:00Z')).toBe('2026-12');
    expect(seoulMonthRange('2026-12')).toEqual({ start: '2026-11-30T15:00:00.000Z', end: '2026-12-31T15:00:00.000Z' });
    expect(seoulMonthRange('2026-00')).toBeNull();
  });
});
