import { EVENT_ATTENDEE_FILE_MAX_BYTES } from '@spi/core';

/**
 * The browser's first check of an attendee file (the API checks the bytes again): the name's extension
 * among PDF, PPTX, DOCX, XLSX, JPG, PNG, and at most EVENT_ATTENDEE_FILE_MAX_BYTES.
 */
export const ATTENDEE_FILE_ACCEPT = '.pdf,.pptx,.docx,.xlsx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const EXTENSIONS = ['pdf', 'pptx', 'docx', 'xlsx', 'jpg', 'jpeg', 'png'];
export const ATTENDEE_FILE_MAX_MB = Math.round(EVENT_ATTENDEE_FILE_MAX_BYTES / (1024 * 1024));

/** A Korean message when the file cannot be sent, else null. */
export function attendeeFileProblem(file: { name: string; size: number }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!EXTENSIONS.includes(ext)) return 'PDF, PPTX, DOCX, XLSX, JPG, PNG 파일만 올릴 수 있습니다.';
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다.';
  if (file.size > EVENT_ATTENDEE_FILE_MAX_BYTES) return `파일은 ${ATTENDEE_FILE_MAX_MB}MB 이하로 올려 주세요.`;
  return null;
}

/** '{label}을(를) 올려 주세요.' for a required file. */
export const attendeeFileRequiredMessage = (label: string): string => `${label || '파일'}을(를) 올려 주세요.`;
