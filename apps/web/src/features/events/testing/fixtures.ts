import type { EventDetail, EventListItem, EventListResponse, EventMeResponse, EventRegistration } from '@spi/core/contracts/events';

/** Test data in the contract's shapes (tests only). Times are fixed instants in the future unless given. */

const DAY = 86_400_000;
const future = (days: number, hourUtc = 5) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

export function eventItem(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id: '7',
    title: '2027 오피스 시장 전망 세미나',
    summary: '금리 하락기 서울 오피스 수급과 거래 전망',
    type: 'SEMINAR',
    typeLabel: '세미나',
    format: 'OFFLINE',
    formatLabel: '오프라인',
    status: 'PUBLISHED',
    startsAt: future(14),
    endsAt: future(14, 8),
    venueName: '여의도 IFC 컨퍼런스홀',
    host: 'SPI',
    pricePolicy: 'FREE',
    pricePolicyLabel: '무료',
    priceWon: 0,
    capacity: 40,
    seatsTaken: 28,
    seatsLeft: 12,
    waitlistCapacity: 10,
    waitlisted: 0,
    availability: 'OPEN',
    availabilityLabel: '신청 가능',
    phase: 'UPCOMING',
    coverUrl: '',
    tags: [],
    isSample: true,
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const base = eventItem(overrides);
  return {
    ...base,
    description: '첫 문단입니다.\n\n둘째 문단입니다.',
    venueAddress: '서울 영등포구 국제금융로 10',
    registrationClosesAt: future(13),
    refundDeadline: future(13, 5),
    speakers: [{ name: '김서연', title: '리서치 헤드', organization: '한빛자산운용' }],
    agenda: [{ time: '14:00', title: '시장 개관', speaker: '김서연' }],
    attendeeFileLabel: '',
    attendeeFileRequired: false,
    materials: [],
    googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x',
    icsPath: `/api/seoul/v1/events/${base.id}/calendar.ics`,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function registration(overrides: Partial<EventRegistration> = {}): EventRegistration {
  return {
    id: 'r1',
    eventId: '7',
    status: 'CONFIRMED',
    statusLabel: '참가 확정',
    waitlistPosition: null,
    name: '박유나',
    email: 'yuna@example.com',
    phone: '',
    company: '',
    jobTitle: '',
    note: '',
    amountWon: 0,
    orderId: null,
    attendeeFile: null,
    createdAt: new Date().toISOString(),
    confirmedAt: new Date().toISOString(),
    waitlistedAt: null,
    cancelledAt: null,
    holdExpiresAt: null,
    ...overrides,
  };
}

export function me(overrides: Partial<EventMeResponse> = {}): EventMeResponse {
  return {
    registration: null,
    priceForViewer: 0,
    hasMembership: false,
    hasPaymentMethod: false,
    availability: 'OPEN',
    availabilityLabel: '신청 가능',
    seatsTaken: 28,
    seatsLeft: 12,
    waitlisted: 0,
    onlineUrl: null,
    canCancel: false,
    refundable: false,
    ...overrides,
  };
}

export function eventList(items: EventListItem[], overrides: Partial<EventListResponse> = {}): EventListResponse {
  return {
    data: items,
    months: [{ month: items[0]?.startsAt.slice(0, 7) ?? '2026-12', count: items.length }],
    pagination: { page: 1, size: 12, total: items.length, pages: 1 },
    ...overrides,
  };
}

export const USER_INFO = {
  userId: 'user-1', email: 'yuna@example.com', corporationId: null, isManager: false, type: 'PERSONAL', assign: null, provider: 'kakao',
  subscribeNews: false, useEmail: true, nickname: '박유나',
};
