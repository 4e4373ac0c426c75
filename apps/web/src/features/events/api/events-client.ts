'use client';

import { API_ROOTS } from '@spi/core';
import type {
  EventCancellationResult, EventListResponse, EventMeResponse, EventRegistration, EventRegistrationForm, EventRegistrationResult, EventWhen, MyRegistrationsResponse,
} from '@spi/core/contracts/events';
import { api, apiDownload, type ApiErrorHandlers, type ResponseSchema } from '@/lib/api-client';
import { lazySchemas } from '@/lib/lazy-contracts';
import { lazySchema } from '@/lib/lazy-schema';
import { saveBlob } from '@/lib/save-blob';

/**
 * The 이벤트 calls of the browser (ADR 020): the public list (the page's URL is the query), the viewer's
 * part of an event page (/me), registration (multipart), cancellation, downloads, and my registrations.
 * The screens show every failure themselves (no global snackbar on top).
 */
const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
export const QUIET: ApiErrorHandlers = { byStatus: { 400: quiet, 401: quiet, 402: quiet, 403: quiet, 404: quiet, 409: quiet, 413: quiet, 415: quiet, 429: quiet }, fallback: quiet };

// The contracts module builds zod schemas on load: fetched with the first request, not in the first paint.
const contracts = () => import('@spi/core/contracts/events');
const schemas = {
  list: lazySchema(contracts, (m): ResponseSchema<EventListResponse> => m.eventListResponseSchema),
  me: lazySchema(contracts, (m): ResponseSchema<EventMeResponse> => m.eventMeResponseSchema),
  registration: lazySchema(contracts, (m): ResponseSchema<EventRegistrationResult> => m.eventRegistrationResultSchema),
  cancellation: lazySchema(contracts, (m): ResponseSchema<EventCancellationResult> => m.eventCancellationResultSchema),
  mine: lazySchema(contracts, (m): ResponseSchema<MyRegistrationsResponse> => m.myRegistrationsResponseSchema),
  file: lazySchema(contracts, (m): ResponseSchema<{ registration: EventRegistration }> => m.eventRegistrationFileResponseSchema),
};

const eventBase = (id: string) => `${V1}/events/${encodeURIComponent(id)}`;

export const eventKeys = {
  list: (search: string) => ['events', 'list', search] as const,
  me: (id: string, userId: string) => ['events', 'me', id, userId] as const,
  mine: (userId: string, when: EventWhen, page: number) => ['events', 'mine', userId, when, page] as const,
  /** Every viewer-specific key of one user (after a registration or cancellation). */
  viewer: ['events'] as const,
};

/** GET /events with the page's query string ('?when=past&type=SEMINAR…'); public, the same for everyone. */
export const fetchEventList = (search: string, signal?: AbortSignal) =>
  api.get<EventListResponse>(`${V1}/events${search}`, { schema: schemas.list, auth: false, signal, onError: QUIET });

/** GET /events/:id/me: the viewer's registration, price, live seats and the online link. */
export const fetchEventMe = (id: string, signal?: AbortSignal) =>
  api.get<EventMeResponse>(`${eventBase(id)}/me`, { schema: schemas.me, signal, onError: QUIET, cache: 'no-store' });

/** DELETE /events/:id/registrations/me. */
export const cancelEventRegistration = (id: string) =>
  api.delete<EventCancellationResult>(`${eventBase(id)}/registrations/me`, { schema: schemas.cancellation, onError: QUIET });

/** GET /events/my-registrations. */
export const fetchMyRegistrations = (when: EventWhen, page: number, signal?: AbortSignal) =>
  api.get<MyRegistrationsResponse>(`${V1}/events/my-registrations`, { schema: schemas.mine, query: { when: when === 'upcoming' ? null : when, page: page > 1 ? page : null }, signal, onError: QUIET, cache: 'no-store' });

/** The signed-in user's info (the same query as the account menu's: key ['user', 'me']). */
export const fetchUserInfo = () => api.get(`${API_ROOTS.sejong}/users/me`, { schema: lazySchemas.userInfo, onError: QUIET });

/** Downloads a file the API serves (a material, the .ics, the viewer's own attendee file) and saves it. */
export async function downloadEventFile(path: string, fallbackName: string): Promise<void> {
  const file = await apiDownload(path, { onError: QUIET });
  saveBlob(file.blob, file.fileName ?? fallbackName);
}

// --- registration (multipart/form-data) ------------------------------------------------------------

export interface RegistrationInput {
  fields: EventRegistrationForm;
  file: File | null;
}

/**
 * Codes for an upload's answer without the API's envelope (a proxy's limit in front of the API): the catalogue's
 * message for the event's file rules, loaded only then (the event list shares this module).
 */
const UPLOAD_BARE_STATUS = { 413: 'EVENT_FILE_TOO_LARGE', 415: 'EVENT_FILE_INVALID', 404: 'EVENT_NOT_FOUND' } as const;

/** POST /events/:id/registrations as multipart: the text parts of EVENT_REGISTRATION_FORM, then `file`. */
export function registerForEvent(id: string, { fields, file }: RegistrationInput): Promise<EventRegistrationResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value ?? '');
  if (file) form.append('file', file, file.name);
  return api.post(`${eventBase(id)}/registrations`, form, { schema: schemas.registration, onError: QUIET, bareStatusCodes: UPLOAD_BARE_STATUS });
}

/** PUT /events/:id/registrations/me/file: replaces (or adds) the viewer's attendee file. */
export function replaceAttendeeFile(id: string, file: File): Promise<{ registration: EventRegistration }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put(`${eventBase(id)}/registrations/me/file`, form, { schema: schemas.file, onError: QUIET, bareStatusCodes: UPLOAD_BARE_STATUS });
}

/** The path of the viewer's own attendee file. */
export const attendeeFilePath = (id: string) => `${eventBase(id)}/registrations/me/file`;
