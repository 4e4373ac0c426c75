import { MEDIA_LIMITS, type MediaKind } from '@spi/core';

/** Browser-reported types that mean one of the accepted ones (the server reads the bytes anyway). */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/aac': 'audio/mp4',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/vorbis': 'audio/ogg',
  'application/ogg': 'audio/ogg',
};

const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif',
  mp3: 'audio/mpeg', m4a: 'audio/mp4', mp4: 'audio/mp4', ogg: 'audio/ogg', oga: 'audio/ogg',
};

const KIND_LABEL: Record<MediaKind, string> = { IMAGE: '이미지', AUDIO: '오디오' };

export const UNSUPPORTED_FILE_MESSAGE = '지원하지 않는 파일 형식입니다. 이미지는 JPEG, PNG, WebP, GIF, 오디오는 MP3, M4A, OGG 파일만 올릴 수 있습니다.';

/** `accept` attribute of a file input for a kind (or both). */
export function acceptAttribute(kind?: MediaKind): string {
  const kinds = kind ? [kind] : (Object.keys(MEDIA_LIMITS) as MediaKind[]);
  return kinds.flatMap((k) => MEDIA_LIMITS[k].accepted).join(',');
}

/** The kind of a picked file from its type (or its extension when the browser reports none). */
export function mediaKindOf(file: { type: string; name: string }): MediaKind | null {
  const type = TYPE_ALIASES[file.type.toLowerCase()] ?? file.type.toLowerCase();
  const mime = type || EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  for (const kind of Object.keys(MEDIA_LIMITS) as MediaKind[]) {
    if (MEDIA_LIMITS[kind].accepted.includes(mime)) return kind;
  }
  return null;
}

/** The client-side pre-check of MEDIA_LIMITS: a Korean message, or null when the file may be sent. */
export function checkUploadFile(file: { type: string; name: string; size: number }, expected?: MediaKind): string | null {
  const kind = mediaKindOf(file);
  if (!kind) return expected === 'AUDIO' ? '오디오 파일(MP3, M4A, OGG)만 올릴 수 있습니다.' : expected === 'IMAGE' ? '이미지 파일(JPEG, PNG, WebP, GIF)만 올릴 수 있습니다.' : UNSUPPORTED_FILE_MESSAGE;
  if (expected && kind !== expected) return expected === 'IMAGE' ? '이미지 파일(JPEG, PNG, WebP, GIF)을 선택해 주세요.' : '오디오 파일(MP3, M4A, OGG)을 선택해 주세요.';
  const { maxBytes } = MEDIA_LIMITS[kind];
  if (file.size > maxBytes) return `${KIND_LABEL[kind]} 파일은 ${maxBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`;
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다.';
  return null;
}

/** '512B', '34KB', '1.2MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10}MB`;
}

export const MEDIA_KIND_LABEL = KIND_LABEL;
