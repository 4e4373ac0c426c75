import {
  EVENT_PRICE_POLICY_LABELS, formatNumber, formatWon, REGISTRATION_AVAILABILITY_LABELS,
  type EventFormat, type EventPricePolicy, type RegistrationAvailability,
} from '@spi/core';
import { formatSeoulTime, seoulDayKey, weekdayOfDayKey } from '@/lib/seoul-time';

/**
 * How the 이벤트 screens write an event's facts: dates and times in Asia/Seoul whatever the browser's
 * zone (server HTML and hydration agree), prices in 원, seats in 석. Pure functions, shared by the
 * cards, the event page, the registration panel and /user/events.
 */

type Instant = string | Date;

/** The date badge of a card: '12월', '10', '목' (Asia/Seoul); null for an unreadable instant. */
export function eventDateBadge(startsAt: Instant): { month: string; day: string; weekday: string; dayKey: string } | null {
  const dayKey = seoulDayKey(startsAt);
  if (!dayKey) return null;
  const [, m, d] = dayKey.split('-');
  return { month: `${Number(m)}월`, day: String(Number(d)), weekday: weekdayOfDayKey(dayKey), dayKey };
}

/** '2026년 12월 10일 (목)' of a day key 'YYYY-MM-DD'. */
export function longDayLabel(dayKey: string): string {
  const [y, m, d] = dayKey.split('-');
  if (!y || !m || !d) return '';
  return `${Number(y)}년 ${Number(m)}월 ${Number(d)}일 (${weekdayOfDayKey(dayKey)})`;
}

/** '12월 11일 (금)' (no year), for the second day of a multi-day event. */
function shortDayLabel(dayKey: string): string {
  const [, m, d] = dayKey.split('-');
  return `${Number(m)}월 ${Number(d)}일 (${weekdayOfDayKey(dayKey)})`;
}

/** The time range of a card: '14:00–17:30', or '12월 10일 (목) 14:00 – 12월 11일 (금) 17:30' across days. */
export function eventTimeRange(startsAt: Instant, endsAt: Instant): string {
  const startDay = seoulDayKey(startsAt);
  const endDay = seoulDayKey(endsAt);
  if (!startDay || !endDay) return '';
  if (startDay === endDay) return `${formatSeoulTime(startsAt)}–${formatSeoulTime(endsAt)}`;
  return `${shortDayLabel(startDay)} ${formatSeoulTime(startsAt)} – ${shortDayLabel(endDay)} ${formatSeoulTime(endsAt)}`;
}

/** The 일시 line of an event page: '2026년 12월 10일 (목) 14:00–17:30' (the end day is written when it differs). */
export function eventWhenLabel(startsAt: Instant, endsAt: Instant): string {
  const startDay = seoulDayKey(startsAt);
  const endDay = seoulDayKey(endsAt);
  if (!startDay || !endDay) return '';
  if (startDay === endDay) return `${longDayLabel(startDay)} ${formatSeoulTime(startsAt)}–${formatSeoulTime(endsAt)}`;
  return `${longDayLabel(startDay)} ${formatSeoulTime(startsAt)} – ${shortDayLabel(endDay)} ${formatSeoulTime(endsAt)}`;
}

/** '2026년 12월 9일 (수) 18:00' of one instant (the registration deadline). */
export function seoulMomentLabel(instant: Instant): string {
  const dayKey = seoulDayKey(instant);
  return dayKey ? `${longDayLabel(dayKey)} ${formatSeoulTime(instant)}` : '';
}

/** The price line of a card or page: 무료, 멤버십 회원 무료 (with the price for others), or 00,000원. */
export function eventPriceLabel(event: { pricePolicy: EventPricePolicy; priceWon: number }): string {
  if (event.pricePolicy === 'FREE' || event.priceWon <= 0) return EVENT_PRICE_POLICY_LABELS.FREE;
  if (event.pricePolicy === 'MEMBERS_FREE') return `${EVENT_PRICE_POLICY_LABELS.MEMBERS_FREE} (비회원 ${formatWon(event.priceWon)})`;
  return formatWon(event.priceWon);
}

/** The short price chip of a card: 무료, 멤버십 회원 무료, 00,000원. */
export function eventPriceChip(event: { pricePolicy: EventPricePolicy; priceWon: number }): string {
  if (event.pricePolicy === 'FREE' || event.priceWon <= 0) return EVENT_PRICE_POLICY_LABELS.FREE;
  if (event.pricePolicy === 'MEMBERS_FREE') return EVENT_PRICE_POLICY_LABELS.MEMBERS_FREE;
  return formatWon(event.priceWon);
}

/** 잔여 12석, 대기 신청 가능, 마감, 신청 마감, 행사 취소. */
export function seatStatusLabel(availability: RegistrationAvailability, seatsLeft: number | null): string {
  if (availability === 'OPEN' && seatsLeft !== null) return `잔여 ${formatNumber(Math.max(0, seatsLeft))}석`;
  return REGISTRATION_AVAILABILITY_LABELS[availability];
}

/** The tone of a seat status badge (CSS data attribute). */
export function seatTone(availability: RegistrationAvailability, seatsLeft: number | null): 'open' | 'few' | 'wait' | 'closed' | 'cancelled' {
  if (availability === 'OPEN') return seatsLeft !== null && seatsLeft <= 5 ? 'few' : 'open';
  if (availability === 'WAITLIST') return 'wait';
  if (availability === 'CANCELLED') return 'cancelled';
  return 'closed';
}

/** Where: '온라인', the venue name, or '{venue} · 온라인 동시 진행'. */
export function eventPlaceLabel(event: { format: EventFormat; venueName: string }): string {
  const venue = event.venueName.trim();
  if (event.format === 'ONLINE') return '온라인';
  if (event.format === 'HYBRID') return venue ? `${venue} · 온라인 동시 진행` : '온·오프라인';
  return venue || '장소 추후 안내';
}

/** File sizes as people read them: '820KB', '4.2MB'. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)}B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))}KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)}MB`;
}

/** Description text: paragraphs split on blank lines, single line breaks kept inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}
