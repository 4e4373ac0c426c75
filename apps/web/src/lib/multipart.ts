'use client';

import { CSRF_HEADER, ERROR_CATALOGUE, isErrorEnvelope, type ErrorCode } from '@spi/core';
import { ApiError, csrfToken, forgetCsrfToken, NETWORK_ERROR_MESSAGE, readAccessToken, refreshSession } from './api-client';

/**
 * Multipart uploads with real progress (fetch reports none for request bodies), for every feature that
 * sends files: the CMS media library and imports, the student ID, 1:1 inquiry attachments. Same rules as
 * the JSON client: the Bearer token, the CSRF double-submit header, one fresh CSRF token on
 * CSRF_TOKEN_INVALID, one shared refresh (and one retry) on 401. Failures are ApiError with a Korean message.
 */
export interface MultipartOptions {
  /** 0..1 while the bytes leave the browser; 1 once the answer is in. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The codes for a 413 or 415 answered without the API's envelope (a proxy's limit), per resource. */
  tooLargeCode?: ErrorCode;
  unsupportedCode?: ErrorCode;
}

interface RawResponse { status: number; body: unknown; token: string | null }

function abortError(): DOMException {
  return new DOMException('업로드를 취소했습니다.', 'AbortError');
}

function send(url: string, form: FormData, options: MultipartOptions, csrf: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const token = readAccessToken();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrf);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
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
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The error of a non-2xx answer: the API's envelope, else the catalogue's message for the status. */
export function multipartError(status: number, body: unknown, options: Pick<MultipartOptions, 'tooLargeCode' | 'unsupportedCode'> = {}): ApiError {
  if (isErrorEnvelope(body)) return new ApiError(status, body.error.code, body.error.message, body.error.details);
  const code: ErrorCode = status === 413 ? options.tooLargeCode ?? 'PAYLOAD_TOO_LARGE'
    : status === 415 ? options.unsupportedCode ?? 'UNSUPPORTED_MEDIA_TYPE'
    : status === 401 ? 'UNAUTHENTICATED'
    : status === 403 ? 'FORBIDDEN'
    : status === 429 ? 'RATE_LIMITED'
    : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  return new ApiError(status, code, ERROR_CATALOGUE[code].message);
}

/** POSTs a multipart form and returns the answer's JSON body (unparsed); throws ApiError on a non-2xx answer. */
export async function postMultipart(url: string, form: FormData, options: MultipartOptions = {}): Promise<unknown> {
  let response = await send(url, form, options, await csrfToken());
  if (response.status === 403 && isErrorEnvelope(response.body) && response.body.error.code === 'CSRF_TOKEN_INVALID') {
    forgetCsrfToken();
    response = await send(url, form, options, await csrfToken());
  }
  if (response.status === 401 && response.token) {
    const current = readAccessToken();
    if ((current !== null && current !== response.token) || (await refreshSession())) {
      response = await send(url, form, options, await csrfToken());
    }
  }
  if (response.status < 200 || response.status >= 300) {
    const error = multipartError(response.status, response.body, options);
    console.warn(`[api] POST ${url} -> ${error.status} ${error.code}`);
    throw error;
  }
  options.onProgress?.(1);
  return response.body;
}
