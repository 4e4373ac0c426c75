import {
  contentHref, EVENT_FORMAT_LABELS, EVENT_PRICE_POLICY_LABELS, EVENT_REGISTRATION_CSV_COLUMNS, EVENT_STATUS_LABELS, EVENT_TYPE_LABELS,
  eventLocationText, eventPhase, eventRefundDeadline, googleCalendarUrl, REGISTRATION_AVAILABILITY_LABELS, REGISTRATION_STATUS_LABELS,
  registrationAvailability, toSeoulLocal, type AdminEvent, type AdminEventListItem, type AdminEventMaterial, type AdminRegistration, type EventDetail,
  type EventListItem, type EventMaterial, type EventRegistration, type RegistrationAvailability, type RegistrationCounts,
} from '@spi/core';
import { ORDER_STATUS_LABELS } from '@spi/core';
import type { EventRow, MaterialRow, RegistrationRow } from '../../loaders/events/load-events';
import { EMPTY_COUNTS } from '../../loaders/events/load-events';

const API = '/api/seoul/v1';
type OrderStatus = keyof typeof ORDER_STATUS_LABELS;

export interface SeatCounts {
  seatsTaken: number;
  seatsLeft: number;
  waitlisted: number;
  availability: RegistrationAvailability;
  availabilityLabel: string;
}

/** Seats held (CONFIRMED + PENDING_PAYMENT), seats left, the waiting list and whether a registration is accepted now. */
export function seatCounts(event: EventRow, counts: RegistrationCounts = EMPTY_COUNTS, now: Date): SeatCounts {
  const seatsTaken = counts.confirmed + counts.pendingPayment;
  const availability = registrationAvailability(event, { seatsTaken, waitlisted: counts.waitlisted }, now);
  return {
    seatsTaken,
    seatsLeft: Math.max(0, event.capacity - seatsTaken),
    waitlisted: counts.waitlisted,
    availability,
    availabilityLabel: REGISTRATION_AVAILABILITY_LABELS[availability],
  };
}

export function presentEventListItem(event: EventRow, counts: RegistrationCounts | undefined, now: Date): EventListItem {
  return {
    id: String(event.id),
    title: event.title,
    summary: event.summary,
    type: event.type,
    typeLabel: EVENT_TYPE_LABELS[event.type],
    format: event.format,
    formatLabel: EVENT_FORMAT_LABELS[event.format],
    status: event.status,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    venueName: event.format === 'ONLINE' ? '' : event.venueName,
    host: event.host,
    pricePolicy: event.pricePolicy,
    pricePolicyLabel: EVENT_PRICE_POLICY_LABELS[event.pricePolicy],
    priceWon: event.pricePolicy === 'FREE' ? 0 : event.priceWon,
    capacity: event.capacity,
    waitlistCapacity: event.waitlistCapacity,
    ...seatCounts(event, counts, now),
    phase: eventPhase(event, now),
    coverUrl: event.coverUrl,
    tags: event.tags,
    isSample: event.isSample,
  };
}

export function materialPath(eventId: number, materialId: number): string {
  return `${API}/events/${eventId}/materials/${materialId}`;
}

export function presentMaterial(row: MaterialRow): EventMaterial {
  return {
    id: String(row.id),
    title: row.title,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
    registrantsOnly: row.registrantsOnly,
    downloadPath: materialPath(row.eventId, row.id),
  };
}

export function presentAdminMaterial(row: MaterialRow): AdminEventMaterial {
  return { ...presentMaterial(row), createdAt: row.createdAt.toISOString() };
}

/** The public page's absolute address ('https://…/event/12'). */
export function eventPageUrl(publicOrigin: string, eventId: number): string {
  return `${publicOrigin}${contentHref('EVENT', String(eventId))}`;
}

export function presentEventDetail(event: EventRow, counts: RegistrationCounts | undefined, materials: MaterialRow[], now: Date, publicOrigin: string): EventDetail {
  return {
    ...presentEventListItem(event, counts, now),
    description: event.description,
    venueAddress: event.format === 'ONLINE' ? '' : event.venueAddress,
    registrationClosesAt: event.registrationClosesAt.toISOString(),
    refundDeadline: eventRefundDeadline(event.startsAt).toISOString(),
    speakers: event.speakers,
    agenda: event.agenda,
    attendeeFileLabel: event.attendeeFileLabel,
    attendeeFileRequired: event.attendeeFileRequired && event.attendeeFileLabel !== '',
    materials: materials.map(presentMaterial),
    googleCalendarUrl: googleCalendarUrl({
      title: event.title,
      summary: event.summary,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: eventLocationText(event),
      url: eventPageUrl(publicOrigin, event.id),
    }),
    icsPath: `${API}/events/${event.id}/calendar.ics`,
    updatedAt: event.updatedAt.toISOString(),
  };
}

export function presentRegistration(row: RegistrationRow, waitlistPosition: number | null = null): EventRegistration {
  return {
    id: String(row.id),
    eventId: String(row.eventId),
    status: row.status,
    statusLabel: REGISTRATION_STATUS_LABELS[row.status],
    waitlistPosition: row.status === 'WAITLISTED' ? waitlistPosition : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    jobTitle: row.jobTitle,
    note: row.note,
    amountWon: row.amountWon,
    orderId: row.orderId,
    attendeeFile: row.attendeeFileKey && row.attendeeFileName
      ? { name: row.attendeeFileName, sizeBytes: row.attendeeFileSize ?? 0, contentType: row.attendeeFileType ?? 'application/octet-stream' }
      : null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    waitlistedAt: row.waitlistedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    holdExpiresAt: row.status === 'PENDING_PAYMENT' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
  };
}

export function presentAdminRegistration(row: RegistrationRow, waitlistPosition: number | null, orderStatus: string | null): AdminRegistration {
  return {
    ...presentRegistration(row, waitlistPosition),
    userId: row.userId,
    attendeeFilePath: row.attendeeFileKey ? `${API}/admin/events/${row.eventId}/registrations/${row.id}/file` : null,
    paymentStatusLabel: orderStatus && orderStatus in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[orderStatus as OrderStatus] : null,
  };
}

export function presentAdminEventListItem(event: EventRow, counts: RegistrationCounts | undefined, now: Date): AdminEventListItem {
  return {
    id: String(event.id),
    title: event.title,
    type: event.type,
    typeLabel: EVENT_TYPE_LABELS[event.type],
    format: event.format,
    formatLabel: EVENT_FORMAT_LABELS[event.format],
    status: event.status,
    statusLabel: EVENT_STATUS_LABELS[event.status],
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    pricePolicy: event.pricePolicy,
    pricePolicyLabel: EVENT_PRICE_POLICY_LABELS[event.pricePolicy],
    priceWon: event.priceWon,
    capacity: event.capacity,
    waitlistCapacity: event.waitlistCapacity,
    counts: counts ?? { ...EMPTY_COUNTS },
    phase: eventPhase(event, now),
    isSample: event.isSample,
    updatedAt: event.updatedAt.toISOString(),
  };
}

export function presentAdminEvent(event: EventRow): AdminEvent {
  return {
    id: String(event.id),
    title: event.title,
    summary: event.summary,
    description: event.description,
    type: event.type,
    format: event.format,
    status: event.status,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    registrationClosesAt: event.registrationClosesAt.toISOString(),
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    onlineUrl: event.onlineUrl,
    host: event.host,
    capacity: event.capacity,
    waitlistCapacity: event.waitlistCapacity,
    pricePolicy: event.pricePolicy,
    priceWon: event.priceWon,
    speakers: event.speakers,
    agenda: event.agenda,
    tags: event.tags,
    coverUrl: event.coverUrl,
    attendeeFileLabel: event.attendeeFileLabel,
    attendeeFileRequired: event.attendeeFileRequired,
    isSample: event.isSample,
    publishedAt: event.publishedAt?.toISOString() ?? null,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** One CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The attendee CSV: UTF-8 with a BOM (Excel reads Korean), CRLF rows, times in Asia/Seoul. */
export function buildRegistrationCsv(rows: RegistrationRow[]): string {
  const lines = [EVENT_REGISTRATION_CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push([
      r.id,
      REGISTRATION_STATUS_LABELS[r.status],
      r.name,
      r.email,
      r.phone,
      r.company,
      r.jobTitle,
      r.note,
      r.amountWon,
      toSeoulLocal(r.createdAt).replace('T', ' '),
      r.attendeeFileName ?? '',
    ].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
