import { describe, expect, it } from 'vitest';
import {
  eventDateBadge, eventPlaceLabel, eventPriceChip, eventPriceLabel, eventTimeRange, eventWhenLabel, fileSizeLabel, paragraphsOf, seatStatusLabel, seatTone,
} from './format';

describe('event formatting (Asia/Seoul, whatever the machine zone)', () => {
  it('badges the Seoul day of the start: a 23:30 UTC start is the next day in Seoul', () => {
    expect(eventDateBadge('2026-12-10T05:00:00Z')).toEqual({ month: '12월', day: '10', weekday: '목', dayKey: '2026-12-10' });
    expect(eventDateBadge('2026-12-09T23:30:00Z')).toMatchObject({ day: '10', weekday: '목' });
    expect(eventDateBadge('not a date')).toBeNull();
  });

  it('writes the time range, and both days when the event runs past midnight', () => {
    expect(eventTimeRange('2026-12-10T14:00:00+09:00', '2026-12-10T17:30:00+09:00')).toBe('14:00–17:30');
    expect(eventTimeRange('2026-12-10T09:00:00+09:00', '2026-12-11T18:00:00+09:00')).toBe('12월 10일 (목) 09:00 – 12월 11일 (금) 18:00');
  });

  it('writes the 일시 line of an event page', () => {
    expect(eventWhenLabel('2026-12-10T05:00:00Z', '2026-12-10T08:30:00Z')).toBe('2026년 12월 10일 (목) 14:00–17:30');
    expect(eventWhenLabel('2027-01-04T10:00:00+09:00', '2027-01-05T12:00:00+09:00')).toBe('2027년 1월 4일 (월) 10:00 – 1월 5일 (화) 12:00');
  });

  it('labels the price by policy', () => {
    expect(eventPriceLabel({ pricePolicy: 'FREE', priceWon: 0 })).toBe('무료');
    expect(eventPriceLabel({ pricePolicy: 'PAID', priceWon: 30000 })).toBe('30,000원');
    expect(eventPriceLabel({ pricePolicy: 'MEMBERS_FREE', priceWon: 50000 })).toBe('멤버십 회원 무료 (비회원 50,000원)');
    expect(eventPriceChip({ pricePolicy: 'MEMBERS_FREE', priceWon: 50000 })).toBe('멤버십 회원 무료');
    expect(eventPriceChip({ pricePolicy: 'PAID', priceWon: 0 })).toBe('무료');
  });

  it('labels the seat status', () => {
    expect(seatStatusLabel('OPEN', 12)).toBe('잔여 12석');
    expect(seatStatusLabel('WAITLIST', 0)).toBe('대기 신청 가능');
    expect(seatStatusLabel('FULL', 0)).toBe('마감');
    expect(seatStatusLabel('CLOSED', 4)).toBe('신청 마감');
    expect(seatStatusLabel('CANCELLED', null)).toBe('행사 취소');
    expect(seatTone('OPEN', 3)).toBe('few');
    expect(seatTone('OPEN', 30)).toBe('open');
  });

  it('names the place, the size of a file and the paragraphs of a description', () => {
    expect(eventPlaceLabel({ format: 'ONLINE', venueName: '' })).toBe('온라인');
    expect(eventPlaceLabel({ format: 'OFFLINE', venueName: '여의도 IFC 컨퍼런스홀' })).toBe('여의도 IFC 컨퍼런스홀');
    expect(eventPlaceLabel({ format: 'HYBRID', venueName: '강남 세미나실' })).toBe('강남 세미나실 · 온라인 동시 진행');
    expect(fileSizeLabel(820 * 1024)).toBe('820KB');
    expect(fileSizeLabel(4.2 * 1024 * 1024)).toBe('4.2MB');
    expect(paragraphsOf('첫 문단\n둘째 줄\n\n  \n둘째 문단  ')).toEqual(['첫 문단\n둘째 줄', '둘째 문단']);
  });
});
