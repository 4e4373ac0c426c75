import { describe, expect, it } from 'vitest';
import { itemResponse, VIDEO_ITEM } from '../testing/fixtures';
import { itemJsonLd } from './cityfolio-seo';
import { eventDateBadge, eventWhen, isoDuration, isPastEvent } from './format';
import { guestIdOf, guestResultHref, withoutGuestParam } from './guest-id';
import { kindOfSegment, listSearch, readListParams } from './paths';

const SITE = 'https://spi.example';

describe('guest id in the address', () => {
  it('builds the result address, reads only well-formed ids and strips only that parameter', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect(guestResultHref(id)).toBe(`/cityfolio/profile/result?investment_profile_guest_id=${id}`);
    expect(guestIdOf(`?investment_profile_guest_id=${id}`)).toBe(id);
    expect(guestIdOf('?investment_profile_guest_id=short')).toBeNull();
    expect(guestIdOf('?investment_profile_guest_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBeNull();
    expect(withoutGuestParam('/cityfolio/profile/result', `?a=1&investment_profile_guest_id=${id}&b=2`, '#x')).toBe('/cityfolio/profile/result?a=1&b=2#x');
    expect(withoutGuestParam('/cityfolio/profile', `?investment_profile_guest_id=${id}`)).toBe('/cityfolio/profile');
  });
});

describe('dates and durations', () => {
  it('shows events in Asia/Seoul whatever the zone of the instant', () => {
    expect(eventDateBadge('2026-11-28T05:00:00Z')).toEqual({ month: '11월', day: '28', weekday: '토' });
    expect(eventWhen('2026-11-28T05:00:00Z', '2026-11-28T08:00:00Z')).toBe('2026.11.28 (토) 14:00 – 17:00');
    expect(eventWhen('2026-11-28T14:30:00Z', '2026-11-30T09:00:00+09:00')).toBe('2026.11.28 (토) 23:30 – 2026.11.30 (월) 09:00');
    expect(isPastEvent('2026-11-01T00:00:00Z', null, Date.parse('2026-11-02T00:00:00Z'))).toBe(true);
    expect(isPastEvent('2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z', Date.parse('2026-11-02T00:00:00Z'))).toBe(false);
  });

  it('gives VideoObject durations in ISO 8601', () => {
    expect(isoDuration(754)).toBe('PT12M34S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3723)).toBe('PT1H2M3S');
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(null)).toBeNull();
  });
});

describe('list URL state', () => {
  it('reads ?page=&tag= defensively and builds the API query', () => {
    expect(readListParams({ page: '3', tag: '도시재생' })).toEqual({ page: 3, tag: '도시재생' });
    expect(readListParams({ page: '-1', tag: '' })).toEqual({ page: 1, tag: null });
    expect(readListParams({ page: ['2', '9'], tag: 'x'.repeat(41) })).toEqual({ page: 2, tag: null });
    expect(readListParams({ page: '1e9', tag: 'a\u0000b' })).toEqual({ page: 1, tag: null });
    expect(listSearch({ kind: 'BOOK', page: 1, tag: null })).toBe('?kind=BOOK');
    expect(listSearch({ kind: 'VIDEO', page: 2, tag: '인터뷰', size: 48 })).toBe(`?kind=VIDEO&tag=${encodeURIComponent('인터뷰')}&page=2&size=48`);
    expect(kindOfSegment('events')).toBe('EVENT');
    expect(kindOfSegment('event')).toBeNull();
  });
});

describe('JSON-LD', () => {
  it('a book: author, publisher, ISBN and the editor’s review with its rating', () => {
    const ld = itemJsonLd(itemResponse(), SITE);
    expect(ld).toMatchObject({
      '@type': 'Book', name: '도시의 승리', url: `${SITE}/cityfolio/7`, isbn: '9788965740000', numberOfPages: 620, datePublished: '2011-06-10',
      author: { '@type': 'Person', name: '에드워드 글레이저' }, publisher: { '@type': 'Organization', name: '해냄' },
      review: { '@type': 'Review', reviewBody: '첫 문단입니다.\n\n둘째 문단입니다.', reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 } },
    });
  });

  it('a video: thumbnailUrl, uploadDate, an ISO 8601 duration and the privacy-friendly embed address', () => {
    const ld = itemJsonLd(itemResponse(VIDEO_ITEM), SITE);
    expect(ld).toMatchObject({
      '@type': 'VideoObject', name: '서울 도심 오피스 시장 읽기', thumbnailUrl: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
      uploadDate: '2026-11-01T09:00:00+09:00', duration: 'PT12M34S', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('an event: start and end with the offset, the place, offline attendance', () => {
    const ld = itemJsonLd(itemResponse({
      id: 3, kind: 'EVENT', kindLabel: '이벤트', href: '/cityfolio/3', book: null,
      event: { startsAt: '2026-12-05T14:00:00+09:00', endsAt: '2026-12-05T17:00:00+09:00', place: '서울 성동구 성수이로 1', url: '', linkedEventId: null },
    }), SITE);
    expect(ld).toMatchObject({
      '@type': 'Event', startDate: '2026-12-05T14:00:00+09:00', endDate: '2026-12-05T17:00:00+09:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode', location: { '@type': 'Place', name: '서울 성동구 성수이로 1' },
    });
  });

  it('an event linked to an online /event seminar: a virtual location on the seminar page', () => {
    const ld = itemJsonLd(itemResponse({
      id: 4, kind: 'EVENT', kindLabel: '이벤트', href: '/cityfolio/4', book: null,
      event: { startsAt: '2026-12-10T19:00:00+09:00', endsAt: '2026-12-10T20:30:00+09:00', place: '온라인', url: '', linkedEventId: 21 },
    }, {
      linkedEvent: { id: 21, title: '리츠 배당 웨비나', startsAt: '2026-12-10T19:00:00+09:00', endsAt: '2026-12-10T20:30:00+09:00', format: 'ONLINE', formatLabel: '온라인', venueName: '', status: 'PUBLISHED', href: '/event/21' },
    }), SITE);
    expect(ld).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: `${SITE}/event/21` },
    });
  });
});
