'use client';

import { ERROR_CATALOGUE, isErrorEnvelope, type ErrorCode } from '@spi/core';
import { ApiError, genericStatusCode, NETWORK_ERROR_MESSAGE, sessionHeaders, withSessionRetries, type SessionAttempt } from './api-client';

/**
 * Multipart uploads with real progress (fetch reports none for request bodies), for every feature that
 * sends files: the CMS media library and imports, the student ID, 1:1 inquiry attachments. The session
 * rules are the API client's own (sessionHeaders: the Bearer token and the CSRF double-submit header;
 * withSessionRetries: one fresh CSRF token on CSRF_TOKEN_INVALID, one shared refresh and one retry on 401);
 * only the transport is XHR. Without a progress bar, send the FormData with `api.post` instead.
 * Failures are ApiError with a Korean message.
 */
export interface MultipartOptions {
  /** 0..1 while the bytes leave the browser; 1 once the answer is in. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The codes for a 413 or 415 answered without the API's envelope (a proxy's limit), per resource. */
  tooLargeCode?: ErrorCode;
  unsupportedCode?: ErrorCode;
}

interface RawResponse extends SessionAttempt { body: unknown }

function abortError(): DOMException {
  return new DOMException('업로드를 취소했습니다.', 'AbortError');
}

async function send(url: string, form: FormData, options: MultipartOptions): Promise<RawResponse> {
  const { headers, token } = await sessionHeaders('POST');
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
      const errorCode = isErrorEnvelope(body) ? body.error.code : null;
      resolve({ status: xhr.status, body, token, errorCode: async () => errorCode });
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(abortError());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The error of a non-2xx answer: the API's envelope, else the catalogue's message for the status (the API client's codes, with the resource's own for 413 and 415). */
export function multipartError(status: number, body: unknown, options: Pick<MultipartOptions, 'tooLargeCode' | 'unsupportedCode'> = {}): ApiError {
  if (isErrorEnvelope(body)) return new ApiError(status, body.error.code, body.error.message, body.error.details);
  const code: ErrorCode = status === 413 ? options.tooLargeCode ?? 'PAYLOAD_TOO_LARGE'
    : status === 415 ? options.unsupportedCode ?? 'UNSUPPORTED_MEDIA_TYPE'
    : genericStatusCode(status);
  return new ApiError(status, code, ERROR_CATALOGUE[code].message);
}

/** POSTs a multipart form and returns the answer's JSON body (unparsed); throws ApiError on a non-2xx answer. */
export async function postMultipart(url: string, form: FormData, options: MultipartOptions = {}): Promise<unknown> {
  const response = await withSessionRetries('POST', () => send(url, form, options));
  if (response.status < 200 || response.status >= 300) {
    const error = multipartError(response.status, response.body, options);
    console.warn(`[api] POST ${url} -> ${error.status} ${error.code}`);
    throw error;
  }
  options.onProgress?.(1);
  return response.body;
}
