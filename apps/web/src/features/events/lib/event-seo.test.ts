import { describe, expect, it } from 'vitest';
import { eventDetail } from '../testing/fixtures';
import { eventJsonLd, eventMetadata, seoulIso } from './event-seo';

describe('event SEO', () => {
  it('writes instants with the Seoul offset', () => {
    expect(seoulIso('2026-12-10T05:00:00.000Z')).toBe('2026-12-10T14:00:00+09:00');
    expect(seoulIso('2026-12-31T15:30:00Z')).toBe('2027-01-01T00:30:00+09:00');
  });

  it('describes an offline paid seminar as a schema.org Event with a Place and a KRW offer', () => {
    const ld = eventJsonLd(eventDetail({ id: '7', startsAt: '2026-12-10T05:00:00Z', endsAt: '2026-12-10T08:30:00Z', registrationClosesAt: '2026-12-09T09:00:00Z', pricePolicy: 'PAID', priceWon: 30000, availability: 'WAITLIST' }), 'https://spi.example');
    expect(ld).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-10T14:00:00+09:00',
      endDate: '2026-12-10T17:30:00+09:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: '여의도 IFC 컨퍼런스홀', address: { streetAddress: '서울 영등포구 국제금융로 10', addressCountry: 'KR' } },
      offers: { '@type': 'Offer', price: 30000, priceCurrency: 'KRW', availability: 'https://schema.org/LimitedAvailability', validThrough: '2026-12-09T18:00:00+09:00', url: 'https://spi.example/event/7' },
      organizer: { '@type': 'Organization', name: 'SPI' },
    });
    expect(ld.performer?.[0]).toMatchObject({ '@type': 'Person', name: '김서연' });
  });

  it('gives an online event a VirtualLocation that is the public page, and marks a cancelled one', () => {
    const online = eventJsonLd(eventDetail({ id: '9', format: 'ONLINE', venueName: '', status: 'CANCELLED', availability: 'CANCELLED' }), 'https://spi.example');
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: 'https://spi.example/event/9' });
    expect(online.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(online.offers.price).toBe(0);
    const hybrid = eventJsonLd(eventDetail({ format: 'HYBRID' }), 'https://spi.example');
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(Array.isArray(hybrid.location)).toBe(true);
  });

  it('has a canonical path and a Korean description with the Seoul time', () => {
    const meta = eventMetadata(eventDetail({ id: '7', startsAt: '2026-12-10T05:00:00Z', endsAt: '2026-12-10T08:30:00Z' }));
    expect(meta.alternates?.canonical).toBe('/event/7');
    expect(meta.description).toContain('2026년 12월 10일 (목) 14:00–17:30');
    expect(meta.description).toContain('(샘플 이벤트)');
  });
});
