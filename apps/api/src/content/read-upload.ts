import { AppError, type ErrorCode, type EventFileKind } from '@spi/core';
import { couldBeKind } from './file-kind';

const SNIFF_BYTES = 8;

/** A multipart file part's stream (`truncated` is set when the parser's own size limit cut it). */
export type UploadStream = AsyncIterable<Buffer> & { truncated?: boolean };

/**
 * Reads an uploaded file, refusing it as early as possible: over `maxBytes` (the `tooLarge` error, while
 * streaming, or when the parser cut it) or not able to be one of `kinds` by its first bytes (`invalid`).
 * The full kind is checked on the whole buffer afterwards (detectFileKind / detectReportType).
 */
export async function readUpload(stream: UploadStream, rules: { kinds: readonly EventFileKind[]; maxBytes: number; tooLarge: ErrorCode; invalid: ErrorCode }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let sniffed = false;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > rules.maxBytes) throw new AppError(rules.tooLarge);
    if (!sniffed && size >= SNIFF_BYTES) {
      if (!couldBeKind(Buffer.concat(chunks).subarray(0, SNIFF_BYTES), rules.kinds)) throw new AppError(rules.invalid);
      sniffed = true;
    }
  }
  if (stream.truncated) throw new AppError(rules.tooLarge);
  return Buffer.concat(chunks);
}

/**
 * A file name safe for Content-Disposition: no control characters or path separators, its own extension
 * replaced by `extension` (the detected kind's), at most 120 characters before it; `fallback` when nothing is left.
 */
export function cleanUploadName(name: string, extension: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = name.replace(/[\u0000-\u001f\u007f/\\]/g, '').replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, 120) || fallback;
  return `${base}.${extension}`;
}
