import { EVENT_MATERIAL_KINDS, EVENT_MATERIAL_MAX_BYTES, type EventFileKind } from '@spi/core';
import { formatFileSize } from '../market/report-file';

/** The extensions and MIME types of each event file kind (the API checks the content again, by magic bytes). */
const KIND_FILES: Record<EventFileKind, { extensions: readonly string[]; mimes: readonly string[] }> = {
  pdf: { extensions: ['pdf'], mimes: ['application/pdf'] },
  pptx: { extensions: ['pptx'], mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'] },
  docx: { extensions: ['docx'], mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  xlsx: { extensions: ['xlsx'], mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  jpeg: { extensions: ['jpg', 'jpeg'], mimes: ['image/jpeg'] },
  png: { extensions: ['png'], mimes: ['image/png'] },
  zip: { extensions: ['zip'], mimes: ['application/zip', 'application/x-zip-compressed'] },
};

/** The accept attribute of the materials' file input. */
export const MATERIAL_ACCEPT = EVENT_MATERIAL_KINDS.flatMap((kind) => [...KIND_FILES[kind].extensions.map((e) => `.${e}`), ...KIND_FILES[kind].mimes]).join(',');

export const MATERIAL_TYPES_TEXT = 'PDF, PPTX, DOCX, XLSX, ZIP';
const MAX_MB = Math.round(EVENT_MATERIAL_MAX_BYTES / (1024 * 1024));

/**
 * The Korean reason a file cannot be an event material (type by extension and MIME, not empty, at most
 * EVENT_MATERIAL_MAX_BYTES), or null. A browser that knows no MIME type sends '' or octet-stream.
 */
export function checkMaterialFile(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const kind = EVENT_MATERIAL_KINDS.find((k) => KIND_FILES[k].extensions.includes(extension));
  const mimeOk = kind !== undefined && (file.type === '' || file.type === 'application/octet-stream' || KIND_FILES[kind].mimes.includes(file.type));
  if (!kind || !mimeOk) return `이벤트 자료는 ${MATERIAL_TYPES_TEXT} 파일만 올릴 수 있습니다.`;
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다.';
  if (file.size > EVENT_MATERIAL_MAX_BYTES) return `이벤트 자료는 ${MAX_MB}MB 이하로 올려 주세요. (선택한 파일: ${formatFileSize(file.size)})`;
  return null;
}

export { formatFileSize };
