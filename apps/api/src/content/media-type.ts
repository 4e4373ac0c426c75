import type { MediaKind } from '@spi/core';

export interface DetectedMediaType {
  kind: MediaKind;
  mime: string;
}

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = 16;

/** ISO BMFF brands of audio-only MPEG-4 files (.m4a, .m4b) and the generic ones encoders write for them. */
const M4A_BRANDS = ['M4A ', 'M4B ', 'mp42', 'isom'];

/**
 * The type of an upload from its first bytes (magic numbers), never from the client's content type or
 * the file name. Only the formats the CMS accepts are recognised; anything else is null.
 */
export function detectMediaType(head: Uint8Array): DetectedMediaType | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'IMAGE', mime: 'image/jpeg' };
  if (ascii(head, 0, '\x89PNG\r\n\x1a\n')) return { kind: 'IMAGE', mime: 'image/png' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { kind: 'IMAGE', mime: 'image/gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { kind: 'IMAGE', mime: 'image/webp' };
  if (ascii(head, 0, 'OggS')) return { kind: 'AUDIO', mime: 'audio/ogg' };
  if (ascii(head, 0, 'ID3')) return { kind: 'AUDIO', mime: 'audio/mpeg' };
  // An MPEG audio frame header: 11 sync bits, a valid version, and layer I-III (AAC's ADTS has layer 0).
  if (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x18) !== 0x08 && (head[1] & 0x06) !== 0) {
    return { kind: 'AUDIO', mime: 'audio/mpeg' };
  }
  if (ascii(head, 4, 'ftyp') && M4A_BRANDS.some((brand) => ascii(head, 8, brand))) return { kind: 'AUDIO', mime: 'audio/mp4' };
  return null;
}
