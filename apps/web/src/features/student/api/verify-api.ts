'use client';

import { API_ROOTS, ERROR_CATALOGUE } from '@spi/core';
import { studentEmailResponseSchema } from '@spi/core/contracts/students';
import { useMutation } from '@/lib/query';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { api, isApiError, NETWORK_ERROR_MESSAGE, type ApiErrorHandlers } from '@/lib/api-client';
import { postMultipart } from '@/lib/multipart';
import { studentKeys } from './status';

/**
 * The verification steps (issue 10): a code to a school address, the code back, or a student-ID upload.
 * Each mutation is keyed by the status query's key, so a success refetches the status (the screen then
 * shows 인증 완료 or 심사 중).
 */
const STUDENT = `${API_ROOTS.sejong}/student`;
const quiet = () => undefined;
/** Every failure here is shown next to the field or in the form (no global snackbar on top). */
const IN_PLACE: ApiErrorHandlers = { byCode: { RATE_LIMITED: quiet }, byStatus: { 400: quiet, 403: quiet, 404: quiet, 409: quiet, 410: quiet, 413: quiet, 415: quiet, 429: quiet }, fallback: quiet };

export interface StudentEmailRequest { school: string; email: string }

export const requestStudentCode = (body: StudentEmailRequest) =>
  api.post(`${STUDENT}/email`, body, { schema: studentEmailResponseSchema, onError: IN_PLACE });

export const confirmStudentCode = (code: string) =>
  api.post<unknown>(`${STUDENT}/email/confirm`, { code }, { onError: IN_PLACE });

function useStatusKey() {
  const userId = useSignedInUserId();
  return studentKeys.status(userId ?? '');
}

export function useRequestStudentCode() {
  return useMutation({ mutationKey: useStatusKey(), mutationFn: requestStudentCode });
}

export function useConfirmStudentCode() {
  return useMutation({ mutationKey: useStatusKey(), mutationFn: confirmStudentCode });
}

// --- document upload (multipart, with upload progress) ------------------------------------------

export interface DocumentUploadInput {
  school: string;
  file: File;
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /student/document as multipart (school, then file) with upload progress (lib/multipart). */
export function uploadStudentDocument({ school, file, onProgress, signal }: DocumentUploadInput): Promise<unknown> {
  const form = new FormData();
  form.append('school', school);
  form.append('file', file, file.name);
  return postMultipart(`${STUDENT}/document`, form, { onProgress, signal, tooLargeCode: 'STUDENT_DOCUMENT_TOO_LARGE', unsupportedCode: 'STUDENT_DOCUMENT_INVALID' });
}

export function useUploadStudentDocument() {
  return useMutation({ mutationKey: useStatusKey(), mutationFn: uploadStudentDocument });
}

/** The Korean message of a failed step: the API's own, else the catalogue's, else a generic one. */
export function studentErrorMessage(error: unknown): string {
  if (!isApiError(error)) return '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';
  if (error.code === 'NETWORK_ERROR') return NETWORK_ERROR_MESSAGE;
  const known = (ERROR_CATALOGUE as Record<string, { message: string } | undefined>)[error.code];
  return error.message || known?.message || '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';
}
