import { INQUIRY_ATTACHMENT_MIME, INQUIRY_LIMITS, SUPPORT_TEXTS } from '@spi/core';

/** What the file picker offers (the API decides by the bytes; this is the browser's first check). */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,image/png,image/jpeg,image/gif,image/webp,application/pdf';

const EXTENSION_MIME: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf',
};

/** The attachment type of a file from its declared type, else its extension; null when not allowed. */
export function attachmentMime(file: Pick<File, 'name' | 'type'>): string | null {
  const declared = file.type.toLowerCase();
  if ((INQUIRY_ATTACHMENT_MIME as readonly string[]).includes(declared)) return declared;
  if (declared && declared !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension ? EXTENSION_MIME[extension] ?? null : null;
}

export const isImageMime = (mime: string | null): boolean => Boolean(mime?.startsWith('image/'));

export interface AttachmentCheck { accepted: File[]; errors: string[] }

/**
 * Adds picked files to the ones already chosen: each must be an image or a PDF of at most 10 MB, and
 * there may be at most five in all. Refused files come back as Korean messages (one per reason).
 */
export function checkAttachments(current: readonly File[], picked: readonly File[]): AttachmentCheck {
  const accepted: File[] = [];
  const errors = new Set<string>();
  for (const file of picked) {
    if (!attachmentMime(file)) {
      errors.add(SUPPORT_TEXTS.attachmentRejected);
    } else if (file.size > INQUIRY_LIMITS.attachmentBytesMax) {
      errors.add(SUPPORT_TEXTS.attachmentTooLarge);
    } else if (file.size === 0) {
      errors.add('빈 파일은 첨부할 수 없습니다.');
    } else if (current.length + accepted.length >= INQUIRY_LIMITS.attachmentsMax) {
      errors.add(SUPPORT_TEXTS.tooManyAttachments);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, errors: [...errors] };
}

/** 1.2 MB / 340 KB / 12 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
