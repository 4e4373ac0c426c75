'use client';

import { API_ROOTS } from '@spi/core';
import { CSRF_HEADER, isErrorEnvelope, mediaItemSchema, reitImportReportSchema, type MediaItemDto, type ReitImportReport } from '@spi/core';
import { ApiError, csrfToken as clientCsrfToken, forgetCsrfToken, NETWORK_ERROR_MESSAGE, readAccessToken, refreshSession } from '@/lib/api-client';

/**
 * CMS uploads as multipart/form-data with upload progress: the media library (`alt` first, then
 * `file`) and the REIT data import (several `file` parts). The shared api-client sends JSON only and
 * fetch cannot report upload progress, so this uses XMLHttpRequest with the same rules as the client:
 * Bearer token from the cookie, the CSRF double-submit header (the API client's token), one fresh CSRF
 * token on CSRF_TOKEN_INVALID, and one shared refresh on 401. Failures are ApiError with the API's
 * Korean message.
 */

const ADMIN = `${API_ROOTS.seoul}/admin`;

/** The API client's CSRF token (one source for every sender); `force` drops a refused one first. */
async function csrfToken(force = false): Promise<string> {
  if (force) forgetCsrfToken();
  return clientCsrfToken();
}

export interface UploadOptions {
  /** 0..1 while the bytes are sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawResponse { status: number; body: unknown; token: string | null }

function send(url: string, form: FormData, options: UploadOptions, csrf: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = readAccessToken();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrf);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
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
    xhr.onabort = () => reject(new DOMException('업로드를 취소했습니다.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function toError(response: RawResponse): ApiError {
  if (isErrorEnvelope(response.body)) {
    const { code, message, details } = response.body.error;
    return new ApiError(response.status, code, message, details);
  }
  if (response.status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', '파일이 너무 큽니다.');
  return new ApiError(response.status, 'UPLOAD_FAILED', '파일을 올리지 못했습니다. 잠시 후 다시 시도해 주세요.');
}

interface Parser<T> { safeParse(input: unknown): { success: true; data: T } | { success: false } }

/** POST a multipart form to a CMS route and parse the answer. */
export async function postMultipart<T>(url: string, form: FormData, schema: Parser<T>, options: UploadOptions = {}): Promise<T> {
  let response = await send(url, form, options, await csrfToken());
  if (response.status === 403 && isErrorEnvelope(response.body) && response.body.error.code === 'CSRF_TOKEN_INVALID') {
    response = await send(url, form, options, await csrfToken(true));
  }
  if (response.status === 401 && response.token) {
    const current = readAccessToken();
    if ((current !== null && current !== response.token) || (await refreshSession())) {
      response = await send(url, form, options, await csrfToken());
    }
  }
  if (response.status < 200 || response.status >= 300) throw toError(response);
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', '서버 응답을 읽지 못했습니다. 잠시 후 다시 시도해 주세요.');
  options.onProgress?.(1);
  return parsed.data;
}

/** POST /admin/media: one file with its alternative text. */
export function uploadMedia(file: File, options: UploadOptions & { alt?: string } = {}): Promise<MediaItemDto> {
  const form = new FormData();
  if (options.alt) form.append('alt', options.alt);
  form.append('file', file, file.name);
  return postMultipart(`${ADMIN}/media`, form, mediaItemSchema, options);
}

/** POST /admin/reits/imports: REIT data files, checked only (`dryRun`) or imported. */
export function uploadReitFiles(files: File[], dryRun: boolean, options: UploadOptions = {}): Promise<ReitImportReport> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return postMultipart(`${ADMIN}/reits/imports${dryRun ? '?dryRun=true' : ''}`, form, reitImportReportSchema, options);
}
