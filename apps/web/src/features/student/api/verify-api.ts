'use client';

import {
  API_ROOTS, CSRF_HEADER, ERROR_CATALOGUE, isErrorEnvelope, type ErrorCode,
} from '@spi/core';
import { studentEmailResponseSchema } from '@spi/core/contracts/students';
import { useMutation } from '@tanstack/react-query';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import {
  api, ApiError, csrfToken, forgetCsrfToken, isApiError, NETWORK_ERROR_MESSAGE, readAccessToken, refreshSession,
  type ApiErrorHandlers,
} from '@/lib/api-client';
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

interface XhrResult { status: number; body: unknown }

/** The error of a non-2xx answer: the API's envelope, else the catalogue's message for the status. */
export function uploadError(result: XhrResult): ApiError {
  if (isErrorEnvelope(result.body)) return new ApiError(result.status, result.body.error.code, result.body.error.message, result.body.error.details);
  const code: ErrorCode = result.status === 413 ? 'STUDENT_DOCUMENT_TOO_LARGE'
    : result.status === 415 ? 'STUDENT_DOCUMENT_INVALID'
    : result.status === 401 ? 'UNAUTHENTICATED'
    : result.status === 403 ? 'FORBIDDEN'
    : result.status === 429 ? 'RATE_LIMITED'
    : result.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  return new ApiError(result.status, code, ERROR_CATALOGUE[code].message);
}

function abortError(): Error {
  const error = new Error('The upload was cancelled');
  error.name = 'AbortError';
  return error;
}

/**
 * POST /student/document as multipart (school, then file) with XMLHttpRequest, whose upload events
 * give real progress (fetch has none for request bodies). Same rules as lib/api-client: Bearer token,
 * the CSRF header, one fresh CSRF token on CSRF_TOKEN_INVALID, one refresh and retry on 401.
 */
export async function uploadStudentDocument({ school, file, onProgress, signal }: DocumentUploadInput): Promise<unknown> {
  const send = async (): Promise<XhrResult & { token: string | null }> => {
    const token = readAccessToken();
    const csrf = await csrfToken();
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${STUDENT}/document`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('accept', 'application/json');
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.setRequestHeader(CSRF_HEADER, csrf);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          body = null;
        }
        resolve({ status: xhr.status, body, token });
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
      xhr.onabort = () => reject(abortError());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      form.append('school', school);
      form.append('file', file, file.name);
      xhr.send(form);
    });
  };

  let result = await send();
  if (result.status === 403 && uploadError(result).code === 'CSRF_TOKEN_INVALID') {
    forgetCsrfToken();
    result = await send();
  }
  if (result.status === 401 && result.token) {
    const current = readAccessToken();
    if ((current !== null && current !== result.token) || (await refreshSession())) result = await send();
  }
  if (result.status < 200 || result.status >= 300) {
    const error = uploadError(result);
    console.warn(`[api] POST ${STUDENT}/document -> ${error.status} ${error.code}`);
    throw error;
  }
  onProgress?.(1);
  return result.body;
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
