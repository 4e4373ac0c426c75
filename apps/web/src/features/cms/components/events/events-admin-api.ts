'use client';

import { useQuery } from '@/lib/query';
import {
  API_ROOTS, adminEventListResponseSchema, adminEventMaterialResponseSchema, adminEventResponseSchema, adminRegistrationCancelResultSchema,
  adminRegistrationListResponseSchema, type AdminEventMaterial, type EventInput, type RegistrationStatus,
} from '@spi/core';
import { api, apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { postMultipart, type UploadOptions } from '../../api/upload';

/**
 * The admin screens of 이벤트 (ADR 020): the list, the editor's record (with counts and materials), the
 * writes, materials as multipart uploads with progress, the attendees with their files, cancellation by
 * an editor (the waiting list moves up) and the CSV export — every path under /api/seoul/v1/admin/events.
 */

const ADMIN = `${API_ROOTS.seoul}/admin/events`;
const eventPath = (eventId: string) => `${ADMIN}/${encodeURIComponent(eventId)}`;

/** TanStack Query keys; every key starts with 'cms' so a sign-out drops them with the rest of the CMS. */
export const eventAdminKeys = {
  all: () => ['cms', 'events'] as const,
  lists: () => ['cms', 'events', 'list'] as const,
  list: (query: Record<string, unknown>) => ['cms', 'events', 'list', query] as const,
  event: (id: string) => ['cms', 'events', 'detail', id] as const,
  registrations: (id: string) => ['cms', 'events', 'registrations', id] as const,
  registrationList: (id: string, query: Record<string, unknown>) => ['cms', 'events', 'registrations', id, query] as const,
};

export interface AdminEventListParams { q?: string; status?: string; page: number; size: number }

export const useAdminEventList = (query: AdminEventListParams) =>
  useQuery({
    queryKey: eventAdminKeys.list({ ...query }),
    queryFn: ({ signal }) =>
      api.get(ADMIN, { schema: adminEventListResponseSchema, signal, cache: 'no-cache', query: { q: query.q, status: query.status, page: query.page, size: query.size } }),
    placeholderData: (previous) => previous,
  });

export const useAdminEvent = (eventId: string | null) =>
  useQuery({
    queryKey: eventAdminKeys.event(eventId ?? ''),
    queryFn: ({ signal }) => api.get(eventPath(eventId ?? ''), { schema: adminEventResponseSchema, signal, cache: 'no-cache' }),
    enabled: eventId !== null,
  });

/** POST answers 201 { event, … }: the new id opens the editor. */
export const createEvent = (input: EventInput): Promise<string> =>
  api.post(ADMIN, input, { schema: adminEventResponseSchema }).then((r) => r.event.id);
export const updateEvent = (eventId: string, input: EventInput): Promise<string> =>
  api.put(eventPath(eventId), input, { schema: adminEventResponseSchema }).then((r) => r.event.id);
export const deleteEvent = (eventId: string): Promise<void> => api.delete(eventPath(eventId));

// Materials -------------------------------------------------------------------------------------------

export interface MaterialUploadFields { title: string; registrantsOnly: boolean }

/** POST /admin/events/:eventId/materials: the text parts first, then the file. */
export function uploadEventMaterial(eventId: string, fields: MaterialUploadFields, file: File, options: UploadOptions = {}): Promise<AdminEventMaterial> {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('registrantsOnly', fields.registrantsOnly ? 'true' : 'false');
  form.append('file', file, file.name);
  return postMultipart(`${eventPath(eventId)}/materials`, form, adminEventMaterialResponseSchema, options).then((r) => r.material);
}

export const deleteEventMaterial = (eventId: string, materialId: string): Promise<void> =>
  api.delete(`${eventPath(eventId)}/materials/${encodeURIComponent(materialId)}`);

// Registrations ---------------------------------------------------------------------------------------

export interface RegistrationListParams { status: readonly RegistrationStatus[]; q?: string; page: number; size: number }

const registrationQuery = (query: RegistrationListParams) => ({ status: query.status.join(',') || undefined, q: query.q || undefined, page: query.page, size: query.size });

export const useEventRegistrations = (eventId: string, query: RegistrationListParams) =>
  useQuery({
    queryKey: eventAdminKeys.registrationList(eventId, { ...query }),
    queryFn: ({ signal }) =>
      api.get(`${eventPath(eventId)}/registrations`, { schema: adminRegistrationListResponseSchema, signal, cache: 'no-cache', query: registrationQuery(query) }),
    placeholderData: (previous) => previous,
  });

/** POST …/registrations/:id/cancel: frees the seat; the first waiting registration moves up. */
export const cancelRegistration = (eventId: string, registrationId: string) =>
  api.post(`${eventPath(eventId)}/registrations/${encodeURIComponent(registrationId)}/cancel`, undefined, { schema: adminRegistrationCancelResultSchema, silent: true });

/** GET …/registrations.csv (UTF-8 with BOM), saved under the server's file name. */
export async function downloadRegistrationsCsv(eventId: string, status: readonly RegistrationStatus[]): Promise<void> {
  const file = await apiDownload(`${eventPath(eventId)}/registrations.csv`, {
    query: { status: status.join(',') || undefined },
    headers: { accept: 'text/csv, application/json' },
    silent: true,
  });
  saveBlob(file.blob, file.fileName ?? `event-${eventId}-registrations.csv`);
}

/** An attendee's uploaded file (the path the API gives for editors), saved under its name. */
export async function downloadAttendeeFile(path: string, fallbackName: string): Promise<void> {
  const file = await apiDownload(path, { headers: { accept: '*/*, application/json' }, silent: true });
  saveBlob(file.blob, file.fileName ?? fallbackName);
}
