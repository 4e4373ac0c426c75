import { AppError, INQUIRY_LIMITS, type InquiryAttachmentMime } from '@spi/core';
import { detectMediaType, SNIFF_BYTES } from './media-type';
import type { UploadStream } from './read-upload';

/** The storage extension of each accepted attachment type (the server's choice, never the upload's name). */
export const INQUIRY_ATTACHMENT_EXTENSION: Record<InquiryAttachmentMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The type of an inquiry attachment by its first bytes: PNG, JPEG, GIF, WEBP or PDF; anything else is null. */
export function detectInquiryAttachment(head: Uint8Array): InquiryAttachmentMime | null {
  if (head.length >= 5 && Buffer.from(head.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  const media = detectMediaType(head);
  if (media?.kind !== 'IMAGE') return null;
  return media.mime as InquiryAttachmentMime;
}

export interface InquiryUpload {
  bytes: Buffer;
  mime: InquiryAttachmentMime;
}

/**
 * Reads one attachment part, refusing it as early as possible: over 10 MB (413
 * INQUIRY_ATTACHMENT_TOO_LARGE, while streaming or when the parser cut it) or not one of the accepted
 * types by its first bytes (415 INQUIRY_ATTACHMENT_INVALID).
 */
export async function readInquiryAttachment(stream: UploadStream, maxBytes: number = INQUIRY_LIMITS.attachmentBytesMax): Promise<InquiryUpload> {
  const chunks: Buffer[] = [];
  let size = 0;
  let mime: InquiryAttachmentMime | null = null;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxBytes) throw new AppError('INQUIRY_ATTACHMENT_TOO_LARGE');
    if (mime === null && size >= SNIFF_BYTES) {
      mime = detectInquiryAttachment(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
      if (mime === null) throw new AppError('INQUIRY_ATTACHMENT_INVALID');
    }
  }
  if (stream.truncated) throw new AppError('INQUIRY_ATTACHMENT_TOO_LARGE');
  const bytes = Buffer.concat(chunks);
  mime ??= detectInquiryAttachment(bytes);
  if (mime === null) throw new AppError('INQUIRY_ATTACHMENT_INVALID');
  return { bytes, mime };
}

// Control characters, path separators, characters Windows refuses in names, and lone surrogates.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The display name of an attachment: the uploaded name without unsafe characters and without its own
 * extension, then the detected type's extension; at most 120 characters in all; `첨부파일` when nothing is left.
 */
export function inquiryAttachmentName(name: string | undefined, mime: InquiryAttachmentMime): string {
  const extension = INQUIRY_ATTACHMENT_EXTENSION[mime];
  const room = INQUIRY_LIMITS.filenameMax - extension.length - 1;
  const cleaned = (name ?? '').normalize('NFC').replace(UNSAFE_NAME, '').replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/\s+/g, ' ').trim();
  const base = Array.from(cleaned).slice(0, room).join('').replace(/^\.+/, '').trim() || '첨부파일';
  return `${base}.${extension}`;
}

/** Content-Disposition for a download: an ASCII fallback and the RFC 5987 UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
