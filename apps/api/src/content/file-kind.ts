import type { EventFileKind } from '@spi/core';
import { zipEntryNames } from '../commands/funds/detect-report-type';

/**
 * The kind of an uploaded document or image, by its bytes (the declared content type and the file name
 * are never trusted): `%PDF-` → pdf; JPEG and PNG signatures; a ZIP whose entries include `ppt/` →
 * pptx, `word/` → docx, `xl/` → xlsx, any other well-formed ZIP → zip. Anything else is null.
 */
export function detectFileKind(bytes: Uint8Array): EventFileKind | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.length >= 4 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buffer.length >= 22 && buffer.readUInt32LE(0) === 0x04034b50) {
    const names = zipEntryNames(buffer);
    if (names.length === 0) return null;
    if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
    return 'zip';
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Whether the first bytes can begin a file of one of `kinds` (to refuse an upload while it streams). */
export function couldBeKind(head: Buffer, kinds: readonly EventFileKind[]): boolean {
  const zipLike = kinds.some((k) => k === 'pptx' || k === 'docx' || k === 'xlsx' || k === 'zip');
  if (kinds.includes('pdf') && head.subarray(0, 5).toString('latin1') === '%PDF-') return true;
  if (kinds.includes('jpeg') && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (kinds.includes('png') && head.subarray(0, 8).equals(PNG_SIGNATURE)) return true;
  if (zipLike && head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return true;
  return false;
}

export const FILE_KIND_MIME: Record<EventFileKind, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};

export const FILE_KIND_EXTENSION: Record<EventFileKind, string> = { pdf: 'pdf', pptx: 'pptx', docx: 'docx', xlsx: 'xlsx', jpeg: 'jpg', png: 'png', zip: 'zip' };
