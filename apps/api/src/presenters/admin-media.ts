import { mediaPath, MEDIA_VARIANTS, type MediaItemDto, type MediaVariant } from '@spi/core';
import type { MediaRow } from '../loaders/load-media';

/** A media library item; the storage keys stay on the server, the public URLs are given instead. */
export function presentMediaItem(row: MediaRow): MediaItemDto {
  const variants: MediaItemDto['variants'] = {};
  for (const [name, variant] of Object.entries(row.variants ?? {})) {
    if (!MEDIA_VARIANTS.includes(name as MediaVariant)) continue;
    variants[name] = { url: mediaPath(row.id, name as MediaVariant), width: variant.width, height: variant.height };
  }
  return {
    mediaId: row.id,
    kind: row.kind,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    originalName: row.originalName,
    url: mediaPath(row.id),
    variants,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy ? { userId: row.uploadedBy, nickname: row.uploaderNickname } : null,
  };
}
