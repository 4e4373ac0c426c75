import { AppError, type EventFileKind } from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { readEventUpload } from '../../../../commands/events/event-files';

export interface MultipartForm {
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string } | null;
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { location: 'body', issues: [{ path, message }] });
}

/**
 * Reads a multipart/form-data body of text `fields` and at most one `file` part (in any order). The
 * file is refused while it streams when it is too large or cannot be one of `kinds` (413/415); unknown
 * or repeated parts, truncated values and NUL characters are 400 VALIDATION_FAILED.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fields: readonly string[]; fileField: string; kinds: readonly EventFileKind[]; maxBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data 형식으로 보내 주세요.');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== options.fileField || file) {
        part.file.resume();
        throw invalid(part.fieldname, `파일은 ${options.fileField} 필드 하나로 올려 주세요.`);
      }
      const bytes = await readEventUpload(part.file, options.kinds, options.maxBytes);
      if (bytes.length === 0) {
        // An empty file input ('no file chosen') is the same as no file.
        if (part.filename) throw invalid(options.fileField, '빈 파일은 올릴 수 없습니다.');
        continue;
      }
      file = { bytes, fileName: part.filename || 'file' };
      continue;
    }
    if (!options.fields.includes(part.fieldname)) throw invalid(part.fieldname, '알 수 없는 항목입니다.');
    if (part.fieldname in fields) throw invalid(part.fieldname, '같은 항목이 두 번 있습니다.');
    if (part.valueTruncated) throw invalid(part.fieldname, '입력값이 너무 깁니다.');
    const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    if (value.includes('\u0000')) throw invalid(part.fieldname, '사용할 수 없는 문자가 들어 있습니다.');
    fields[part.fieldname] = value;
  }
  return { fields, file };
}

/** A zod error as the API's VALIDATION_FAILED for a multipart body. */
export function formValidationError(issues: Array<{ path: PropertyKey[]; message: string }>): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { location: 'body', issues: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) });
}
