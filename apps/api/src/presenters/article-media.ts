/**
 * Public URLs of stored media, served by GET /api/seoul/v1/media/{id}/{variant?} (the CMS media route).
 * Lists use the 'thumb' variant when the upload has one (the server makes it when it resizes).
 */
export const MEDIA_PATH = '/api/seoul/v1/media';

export function mediaUrl(mediaId: string | null | undefined, variant?: string): string | null {
  if (!mediaId) return null;
  return variant ? `${MEDIA_PATH}/${encodeURIComponent(mediaId)}/${encodeURIComponent(variant)}` : `${MEDIA_PATH}/${encodeURIComponent(mediaId)}`;
}

export function thumbnailUrl(mediaId: string | null | undefined, variants: Record<string, unknown> | null | undefined): string | null {
  return mediaUrl(mediaId, variants && 'thumb' in variants ? 'thumb' : undefined);
}
