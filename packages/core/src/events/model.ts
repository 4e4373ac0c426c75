/**
 * 이벤트 (/event): seminars and conferences with registration (ADR 020, docs/events.md). Times are
 * instants (ISO strings with an offset) shown in Asia/Seoul; money in 원.
 */

export const EVENT_TYPES = ['SEMINAR', 'CONFERENCE', 'WEBINAR', 'NETWORKING'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_LABELS: Record<EventType, string> = { SEMINAR: '세미나', CONFERENCE: '컨퍼런스', WEBINAR: '웨비나', NETWORKING: '네트워킹' };

export const EVENT_FORMATS = ['OFFLINE', 'ONLINE', 'HYBRID'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
export const EVENT_FORMAT_LABELS: Record<EventFormat, string> = { OFFLINE: '오프라인', ONLINE: '온라인', HYBRID: '온·오프라인' };

/** FREE: everyone free; MEMBERS_FREE: free with a paid membership, priceWon otherwise; PAID: priceWon for everyone. */
export const EVENT_PRICE_POLICIES = ['FREE', 'MEMBERS_FREE', 'PAID'] as const;
export type EventPricePolicy = (typeof EVENT_PRICE_POLICIES)[number];
export const EVENT_PRICE_POLICY_LABELS: Record<EventPricePolicy, string> = { FREE: '무료', MEMBERS_FREE: '멤버십 회원 무료', PAID: '유료' };

export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = { DRAFT: '임시 저장', PUBLISHED: '공개', CANCELLED: '취소됨' };

/**
 * A registration's life: CONFIRMED holds a seat; WAITLISTED waits in order of `waitlistedAt` and moves up
 * when a confirmed registration is cancelled; PENDING_PAYMENT holds a seat for a short time while a paid
 * registration is being charged; CANCELLED frees the seat (the row stays, for the history and the CSV).
 */
export const REGISTRATION_STATUSES = ['CONFIRMED', 'WAITLISTED', 'PENDING_PAYMENT', 'CANCELLED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  CONFIRMED: '참가 확정', WAITLISTED: '대기 중', PENDING_PAYMENT: '결제 대기', CANCELLED: '취소됨',
};
/** Statuses that hold a seat against the capacity. */
export const SEAT_HOLDING_STATUSES: readonly RegistrationStatus[] = ['CONFIRMED', 'PENDING_PAYMENT'];

export const EVENT_PAGE_SIZES = [12, 24, 48] as const;
export const EVENT_TITLE_MAX = 120;
export const EVENT_CAPACITY_MAX = 5000;
/** Attendee-uploaded files (when an event asks for one): PDF, PPTX, DOCX, XLSX, JPEG, PNG, at most 10 MB. */
export const EVENT_ATTENDEE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Editors' materials: PDF, PPTX, DOCX, XLSX, ZIP, at most 50 MB. */
export const EVENT_MATERIAL_MAX_BYTES = 50 * 1024 * 1024;
export const EVENT_FILE_KINDS = ['pdf', 'pptx', 'docx', 'xlsx', 'jpeg', 'png', 'zip'] as const;
export type EventFileKind = (typeof EVENT_FILE_KINDS)[number];
export const EVENT_ATTENDEE_FILE_KINDS: readonly EventFileKind[] = ['pdf', 'pptx', 'docx', 'xlsx', 'jpeg', 'png'];
export const EVENT_MATERIAL_KINDS: readonly EventFileKind[] = ['pdf', 'pptx', 'docx', 'xlsx', 'zip'];
/** Minutes a PENDING_PAYMENT registration holds its seat before it is released. */
export const EVENT_PAYMENT_HOLD_MINUTES = 15;

export type EventPhase = 'UPCOMING' | 'ONGOING' | 'ENDED';

/** Before the start, during, or after the end. */
export function eventPhase(event: { startsAt: string | Date; endsAt: string | Date }, now: Date): EventPhase {
  if (now.getTime() < new Date(event.startsAt).getTime()) return 'UPCOMING';
  if (now.getTime() <= new Date(event.endsAt).getTime()) return 'ONGOING';
  return 'ENDED';
}

export type RegistrationAvailability = 'OPEN' | 'WAITLIST' | 'FULL' | 'CLOSED' | 'CANCELLED';
export const REGISTRATION_AVAILABILITY_LABELS: Record<RegistrationAvailability, string> = {
  OPEN: '신청 가능', WAITLIST: '대기 신청 가능', FULL: '마감', CLOSED: '신청 마감', CANCELLED: '행사 취소',
};

/**
 * Whether a new registration is accepted, and as what: seats left → OPEN; no seat but waiting places
 * left → WAITLIST; neither → FULL; after the registration deadline (or the start) → CLOSED.
 */
export function registrationAvailability(
  event: { status: EventStatus; capacity: number; waitlistCapacity: number; registrationClosesAt: string | Date; startsAt: string | Date },
  counts: { seatsTaken: number; waitlisted: number },
  now: Date,
): RegistrationAvailability {
  if (event.status === 'CANCELLED') return 'CANCELLED';
  const closes = Math.min(new Date(event.registrationClosesAt).getTime(), new Date(event.startsAt).getTime());
  if (now.getTime() >= closes) return 'CLOSED';
  if (counts.seatsTaken < event.capacity) return 'OPEN';
  if (counts.waitlisted < event.waitlistCapacity) return 'WAITLIST';
  return 'FULL';
}

/** What this viewer pays, in 원 (0 = free). `hasMembership`: a paid (or coupon) membership is active. */
export function eventPriceFor(event: { pricePolicy: EventPricePolicy; priceWon: number }, hasMembership: boolean): number {
  if (event.pricePolicy === 'FREE') return 0;
  if (event.pricePolicy === 'MEMBERS_FREE' && hasMembership) return 0;
  return event.priceWon;
}

export interface EventSpeaker { name: string; title: string; organization: string }
export interface EventAgendaItem { time: string; title: string; speaker: string }
