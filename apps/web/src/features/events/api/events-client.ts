'use client';

import { API_ROOTS, CSRF_HEADER, isErrorEnvelope } from '@spi/core';
import type {
  EventCancellationResult, EventListResponse, EventMeResponse, EventRegistration, EventRegistrationForm, EventRegistrationResult, EventWhen, MyRegistrationsResponse,
} from '@spi/core/contracts/events';
import {
  api, apiDownload, ApiError, csrfToken, forgetCsrfToken, NETWORK_ERROR_MESSAGE, readAccessToken, refreshSession, type ApiErrorHandlers,
  type ResponseSchema,
} from '@/lib/api-client';
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
 * The error of a non-2xx answer: the API's envelope, else the catalogue's message for the status. The catalogue
 * (every error's Korean message, 9 kB gzip) is loaded only then: the event list shares this module.
 */
async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorEnvelope(body)) return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  const code = response.status === 413 ? 'EVENT_FILE_TOO_LARGE'
    : response.status === 415 ? 'EVENT_FILE_INVALID'
    : response.status === 401 ? 'UNAUTHENTICATED'
    : response.status === 403 ? 'FORBIDDEN'
    : response.status === 404 ? 'EVENT_NOT_FOUND'
    : response.status === 429 ? 'RATE_LIMITED'
    : response.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  const { ERROR_CATALOGUE } = await import('@spi/core/errors');
  return new ApiError(response.status, code, ERROR_CATALOGUE[code].message);
}

/**
 * Sends a multipart form with the API client's rules: Bearer token, the CSRF header with one fresh token
 * on CSRF_TOKEN_INVALID, one refresh and retry on 401. Failures are ApiError with the API's Korean message.
 */
async function sendMultipart<T>(method: 'POST' | 'PUT', url: string, build: () => FormData, schema: () => Promise<ResponseSchema<T>>): Promise<T> {
  const send = async () => {
    const token = readAccessToken();
    const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: await csrfToken() };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return { response: await globalThis.fetch(url, { method, body: build(), headers, credentials: 'include' }), token };
    } catch {
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
    }
  };
  let attempt = await send();
  if (attempt.response.status === 403) {
    const error = await errorOf(attempt.response.clone());
    if (error.code === 'CSRF_TOKEN_INVALID') {
      forgetCsrfToken();
      attempt = await send();
    }
  }
  if (attempt.response.status === 401 && attempt.token) {
    const current = readAccessToken();
    if ((current !== null && current !== attempt.token) || (await refreshSession())) attempt = await send();
  }
  if (!attempt.response.ok) {
    const error = await errorOf(attempt.response);
    console.warn(`[api] ${method} ${url} -> ${error.status} ${error.code}`);
    throw error;
  }
  const parser = await schema();
  try {
    return parser.parse(await attempt.response.json());
  } catch {
    throw new ApiError(attempt.response.status, 'INVALID_RESPONSE', '서버 응답을 읽지 못했습니다. 잠시 후 다시 시도해 주세요.');
  }
}

/** POST /events/:id/registrations as multipart: the text parts of EVENT_REGISTRATION_FORM, then `file`. */
export function registerForEvent(id: string, { fields, file }: RegistrationInput): Promise<EventRegistrationResult> {
  return sendMultipart('POST', `${eventBase(id)}/registrations`, () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value ?? '');
    if (file) form.append('file', file, file.name);
    return form;
  }, schemas.registration);
}

/** PUT /events/:id/registrations/me/file: replaces (or adds) the viewer's attendee file. */
export function replaceAttendeeFile(id: string, file: File): Promise<{ registration: EventRegistration }> {
  return sendMultipart('PUT', `${eventBase(id)}/registrations/me/file`, () => {
    const form = new FormData();
    form.append('file', file, file.name);
    return form;
  }, schemas.file);
}

/** The path of the viewer's own attendee file. */
export const attendeeFilePath = (id: string) => `${eventBase(id)}/registrations/me/file`;
