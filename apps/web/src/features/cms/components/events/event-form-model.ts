import {
  eventInputSchema, toSeoulLocal, type AdminEvent, type EventFormat, type EventInput, type EventPricePolicy, type EventStatus, type EventType,
} from '@spi/core';
import { issuesToErrors, numberToText, parseNumberText, type FormErrors } from '../market/units';

/**
 * The event editor's state: every input as typed (numbers as text, times as datetime-local values read
 * in Asia/Seoul), turned into the contract's input only when the form is checked and sent. Keys match
 * eventInputSchema's so the schema's and the API's issue paths ('speakers.0.name') land on the fields.
 */
export interface SpeakerRowDraft { key: string; name: string; title: string; organization: string }
export interface AgendaRowDraft { key: string; time: string; title: string; speaker: string }

export interface EventDraft {
  title: string;
  summary: string;
  description: string;
  type: EventType | '';
  format: EventFormat | '';
  status: EventStatus;
  /** 'YYYY-MM-DDTHH:mm' in Asia/Seoul. */
  startsAt: string;
  endsAt: string;
  registrationClosesAt: string;
  venueName: string;
  venueAddress: string;
  onlineUrl: string;
  host: string;
  capacity: string;
  waitlistCapacity: string;
  pricePolicy: EventPricePolicy;
  /** 원 */
  priceWon: string;
  speakers: SpeakerRowDraft[];
  agenda: AgendaRowDraft[];
  tags: string[];
  coverUrl: string;
  attendeeFileLabel: string;
  attendeeFileRequired: boolean;
  isSample: boolean;
}

let rowSeq = 0;
const rowKey = (prefix: string) => `${prefix}-${(rowSeq += 1)}`;

export const emptySpeakerRow = (): SpeakerRowDraft => ({ key: rowKey('speaker'), name: '', title: '', organization: '' });
export const emptyAgendaRow = (): AgendaRowDraft => ({ key: rowKey('agenda'), time: '', title: '', speaker: '' });

export const emptyEventDraft = (): EventDraft => ({
  title: '', summary: '', description: '', type: '', format: '', status: 'DRAFT', startsAt: '', endsAt: '', registrationClosesAt: '',
  venueName: '', venueAddress: '', onlineUrl: '', host: 'SPI', capacity: '', waitlistCapacity: '0', pricePolicy: 'FREE', priceWon: '0',
  speakers: [], agenda: [], tags: [], coverUrl: '', attendeeFileLabel: '', attendeeFileRequired: false, isSample: false,
});

export function eventToDraft(event: AdminEvent): EventDraft {
  return {
    title: event.title,
    summary: event.summary,
    description: event.description,
    type: event.type,
    format: event.format,
    status: event.status,
    startsAt: toSeoulLocal(event.startsAt),
    endsAt: toSeoulLocal(event.endsAt),
    registrationClosesAt: toSeoulLocal(event.registrationClosesAt),
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    onlineUrl: event.onlineUrl,
    host: event.host,
    capacity: numberToText(event.capacity),
    waitlistCapacity: numberToText(event.waitlistCapacity),
    pricePolicy: event.pricePolicy,
    priceWon: numberToText(event.priceWon),
    speakers: event.speakers.map((s) => ({ key: rowKey('speaker'), ...s })),
    agenda: event.agenda.map((a) => ({ key: rowKey('agenda'), ...a })),
    tags: [...event.tags],
    coverUrl: event.coverUrl,
    attendeeFileLabel: event.attendeeFileLabel,
    attendeeFileRequired: event.attendeeFileRequired,
    isSample: event.isSample,
  };
}

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const LOCAL_SECOND = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/**
 * A datetime-local value (Asia/Seoul) as an ISO instant with the +09:00 offset: '2026-12-03T14:00' →
 * '2026-12-03T14:00:00+09:00'. Anything else is sent as typed so the contract names the problem.
 */
export function seoulLocalToIso(value: string): string {
  const text = value.trim();
  if (LOCAL_MINUTE.test(text)) return `${text}:00+09:00`;
  if (LOCAL_SECOND.test(text)) return `${text}+09:00`;
  return text;
}

/** A whole number typed with or without thousands separators; blank → null, not a number → NaN (the schema's '숫자를 입력해 주세요'). */
const whole = (text: string): number | null => parseNumberText(text);

/** The draft as the contract's input (not yet checked). A FREE event costs 0 whatever the hidden price field says. */
export function draftToEventInput(draft: EventDraft): EventInput {
  return {
    title: draft.title,
    summary: draft.summary,
    description: draft.description,
    type: draft.type as EventType,
    format: draft.format as EventFormat,
    status: draft.status,
    startsAt: seoulLocalToIso(draft.startsAt),
    endsAt: seoulLocalToIso(draft.endsAt),
    registrationClosesAt: seoulLocalToIso(draft.registrationClosesAt),
    // The place of an online event and the link of an offline one are not kept.
    venueName: draft.format === 'ONLINE' ? '' : draft.venueName,
    venueAddress: draft.format === 'ONLINE' ? '' : draft.venueAddress,
    onlineUrl: draft.format === 'OFFLINE' ? '' : draft.onlineUrl,
    host: draft.host,
    capacity: whole(draft.capacity) as number,
    waitlistCapacity: (whole(draft.waitlistCapacity) ?? 0),
    pricePolicy: draft.pricePolicy,
    priceWon: draft.pricePolicy === 'FREE' ? 0 : (whole(draft.priceWon) as number),
    speakers: draft.speakers.map(({ name, title, organization }) => ({ name, title, organization })),
    agenda: draft.agenda.map(({ time, title, speaker }) => ({ time, title, speaker })),
    tags: draft.tags,
    coverUrl: draft.coverUrl,
    attendeeFileLabel: draft.attendeeFileLabel,
    attendeeFileRequired: draft.attendeeFileLabel.trim() === '' ? false : draft.attendeeFileRequired,
    isSample: draft.isSample,
  };
}

export type EventCheck = { ok: true; input: EventInput } | { ok: false; errors: FormErrors };

/**
 * Checks the draft with the contract's schema (the Korean messages the API answers with). The input sent
 * is the draft's own (times with +09:00), not the parsed one (times in UTC): the API parses it again.
 */
export function checkEventDraft(draft: EventDraft): EventCheck {
  const input = draftToEventInput(draft);
  const parsed = eventInputSchema.safeParse(input);
  return parsed.success ? { ok: true, input } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}
