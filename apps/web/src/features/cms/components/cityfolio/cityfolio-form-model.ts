import {
  cityfolioItemInputSchema, toSeoulLocal, type AdminCityfolioItem, type CityfolioItemInput, type CityfolioKind, type CityfolioStatus,
} from '@spi/core';
import { issuesToErrors, numberToText, parseNumberText, type FormErrors } from '../market/units';
import { seoulLocalToIso } from '../events/event-form-model';

/**
 * The 시티폴리오 editor's state: the shared fields and every kind's own fields as typed (times as
 * datetime-local values in Asia/Seoul, numbers as text). Only the chosen kind's fields are sent; the
 * others go blank (the API stores them blank too). Keys match cityfolioItemInputSchema's.
 */
export interface CityfolioDraft {
  kind: CityfolioKind;
  title: string;
  summary: string;
  body: string;
  coverUrl: string;
  status: CityfolioStatus;
  tags: string[];
  // EVENT
  eventStartsAt: string;
  eventEndsAt: string;
  eventPlace: string;
  eventUrl: string;
  /** The id of an /event seminar, as typed. */
  linkedEventId: string;
  // VIDEO
  videoUrl: string;
  // BOOK
  bookAuthor: string;
  bookPublisher: string;
  bookPublishedOn: string;
  bookIsbn: string;
  bookPages: string;
  /** '1'…'5' or ''. */
  bookRating: string;
  isSample: boolean;
}

export const emptyCityfolioDraft = (kind: CityfolioKind): CityfolioDraft => ({
  kind, title: '', summary: '', body: '', coverUrl: '', status: 'DRAFT', tags: [], eventStartsAt: '', eventEndsAt: '', eventPlace: '',
  eventUrl: '', linkedEventId: '', videoUrl: '', bookAuthor: '', bookPublisher: '', bookPublishedOn: '', bookIsbn: '', bookPages: '',
  bookRating: '', isSample: false,
});

export function cityfolioToDraft(item: AdminCityfolioItem): CityfolioDraft {
  return {
    kind: item.kind,
    title: item.title,
    summary: item.summary,
    body: item.body,
    coverUrl: item.coverUrl,
    status: item.status,
    tags: [...item.tags],
    eventStartsAt: item.eventStartsAt ? toSeoulLocal(item.eventStartsAt) : '',
    eventEndsAt: item.eventEndsAt ? toSeoulLocal(item.eventEndsAt) : '',
    eventPlace: item.eventPlace,
    eventUrl: item.eventUrl,
    linkedEventId: numberToText(item.linkedEventId),
    videoUrl: item.videoUrl,
    bookAuthor: item.bookAuthor,
    bookPublisher: item.bookPublisher,
    bookPublishedOn: item.bookPublishedOn ?? '',
    bookIsbn: item.bookIsbn,
    bookPages: numberToText(item.bookPages),
    bookRating: numberToText(item.bookRating),
    isSample: item.isSample,
  };
}

const instantOrNull = (local: string): string | null => (local.trim() === '' ? null : seoulLocalToIso(local));
const numberOrNull = (text: string): number | null => parseNumberText(text);

/** The draft as the contract's input (not yet checked): the shared fields and the chosen kind's own. */
export function draftToCityfolioInput(draft: CityfolioDraft): CityfolioItemInput {
  const input: CityfolioItemInput = {
    kind: draft.kind,
    title: draft.title,
    summary: draft.summary,
    body: draft.body,
    coverUrl: draft.coverUrl,
    status: draft.status,
    tags: draft.tags,
    isSample: draft.isSample,
  };
  if (draft.kind === 'EVENT') {
    return {
      ...input,
      eventStartsAt: instantOrNull(draft.eventStartsAt),
      eventEndsAt: instantOrNull(draft.eventEndsAt),
      eventPlace: draft.eventPlace,
      eventUrl: draft.eventUrl,
      linkedEventId: numberOrNull(draft.linkedEventId),
    };
  }
  if (draft.kind === 'VIDEO') return { ...input, videoUrl: draft.videoUrl };
  return {
    ...input,
    bookAuthor: draft.bookAuthor,
    bookPublisher: draft.bookPublisher,
    bookPublishedOn: draft.bookPublishedOn.trim() === '' ? null : draft.bookPublishedOn.trim(),
    bookIsbn: draft.bookIsbn,
    bookPages: numberOrNull(draft.bookPages),
    bookRating: numberOrNull(draft.bookRating),
  };
}

export type CityfolioCheck = { ok: true; input: CityfolioItemInput } | { ok: false; errors: FormErrors };

/** Checks the draft with the contract's schema; the input sent keeps the +09:00 times (the API parses it again). */
export function checkCityfolioDraft(draft: CityfolioDraft): CityfolioCheck {
  const input = draftToCityfolioInput(draft);
  const parsed = cityfolioItemInputSchema.safeParse(input);
  return parsed.success ? { ok: true, input } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}
