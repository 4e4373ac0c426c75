import { AppError, IMAGE_RENDITIONS, type MediaVariant } from '@spi/core';
import type { default as SharpFactory, Sharp } from 'sharp';

export interface ImageRendition {
  name: 'original' | MediaVariant;
  bytes: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

/** Decompression bombs stop here: 50 megapixels is far above any photo an editor needs. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

function unreadable(err: unknown): AppError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new AppError('BAD_REQUEST', '이미지 해상도가 너무 큽니다. 5,000만 화소 이하로 올려 주세요.');
  return new AppError('BAD_REQUEST', '이미지를 읽을 수 없습니다. 파일이 손상되었는지 확인해 주세요.');
}

async function render(sharp: typeof SharpFactory, input: Buffer, animated: boolean, shape: (image: Sharp) => Sharp): Promise<{ bytes: Buffer; width: number; height: number }> {
  // autoOrient applies the EXIF rotation before the metadata (EXIF, GPS, ICC, XMP) is dropped: sharp
  // writes none of it unless asked to.
  const image = shape(sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient());
  const { data, info } = await image.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * Server-side renditions of an uploaded image (sharp/libvips), all WebP without metadata:
 * - original: longest side at most 2400 px (never enlarged), animation kept;
 * - thumb: 1200x675 (16:9) cover crop around the most interesting region, first frame;
 * - small: 480 px wide (never enlarged), first frame.
 */
export async function processImage(input: Buffer, mime: string): Promise<ImageRendition[]> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const { originalMaxPx, thumb, small } = IMAGE_RENDITIONS;
  // Loaded on first use: an API on a platform without sharp's prebuilt binary still starts (image
  // uploads then fail with 500 and the load error in the log).
  const { default: sharp } = await import('sharp');
  try {
    const [original, thumbnail, smaller] = await Promise.all([
      render(sharp, input, animated, (image) => image.resize({ width: originalMaxPx, height: originalMaxPx, fit: 'inside', withoutEnlargement: true })),
      render(sharp, input, false, (image) => image.resize({ width: thumb.width, height: thumb.height, fit: 'cover', position: 'attention' })),
      render(sharp, input, false, (image) => image.resize({ width: small.width, withoutEnlargement: true })),
    ]);
    return [
      { name: 'original', mime: 'image/webp', ...original },
      { name: 'thumb', mime: 'image/webp', ...thumbnail },
      { name: 'small', mime: 'image/webp', ...smaller },
    ];
  } catch (err) {
    throw unreadable(err);
  }
}
