'use client';

import { API_ROOTS, mediaItemSchema, reitImportReportSchema, type MediaItemDto, type ReitImportReport } from '@spi/core';
import { ApiError } from '@/lib/api-client';
import { postMultipart as post, type MultipartOptions } from '@/lib/multipart';

/**
 * CMS uploads as multipart/form-data with upload progress (lib/multipart): the media library (`alt` first,
 * then `file`) and the REIT data import (several `file` parts). Failures are ApiError with the API's Korean message.
 */

const ADMIN = `${API_ROOTS.seoul}/admin`;

export type UploadOptions = Pick<MultipartOptions, 'onProgress' | 'signal'>;

interface Parser<T> { safeParse(input: unknown): { success: true; data: T } | { success: false } }

/** POST a multipart form to a CMS route and parse the answer. */
export async function postMultipart<T>(url: string, form: FormData, schema: Parser<T>, options: UploadOptions = {}): Promise<T> {
  const body = await post(url, form, options);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, 'INVALID_RESPONSE', '서버 응답을 읽지 못했습니다. 잠시 후 다시 시도해 주세요.');
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
