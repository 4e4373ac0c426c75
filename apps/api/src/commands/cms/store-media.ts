import { AppError, MEDIA_LIMITS, randomId, type MediaKind } from '@spi/core';
import { schema, type Db } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import { processImage } from '../../adapters/image-processor';
import { extensionForMime, type MediaStorage } from '../../adapters/media-storage';
import { detectMediaType, SNIFF_BYTES } from '../../content/media-type';
import { inTransaction } from '../transaction';
import { auditCms, type CmsActor } from './cms-context';

export interface UploadedFile {
  bytes: Buffer;
  /** The client's file name: kept for display (trimmed, no path), never used to build a path. */
  filename: string;
  alt: string;
}

const KIND_LABEL: Record<MediaKind, string> = { IMAGE: '이미지', AUDIO: '오디오' };

export const UNSUPPORTED_FILE_MESSAGE = '지원하지 않는 파일 형식입니다. 이미지는 JPEG, PNG, WebP, GIF, 오디오는 MP3, M4A, OGG 파일만 올릴 수 있습니다.';

/** The file name to show: its last path segment, without control characters, at most 200 characters. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
}

/** 413 with the limit of the detected kind (the type is known from the first bytes). */
export function checkMediaSize(kind: MediaKind, size: number): void {
  const { maxBytes } = MEDIA_LIMITS[kind];
  if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `${KIND_LABEL[kind]} 파일은 ${maxBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`);
}

/**
 * POST /admin/media: detects the type from the bytes (400 when not an accepted image or audio type),
 * checks its size limit (413), renders images (WebP original ≤ 2400 px, thumb, small; metadata
 * stripped), stores the files, then writes the row and an audit row in one transaction. Files stored
 * for a row that could not be written are removed again.
 */
export async function storeMedia(db: Db, storage: MediaStorage, file: UploadedFile, actor: CmsActor, log: FastifyBaseLogger): Promise<string> {
  const detected = detectMediaType(file.bytes.subarray(0, SNIFF_BYTES));
  if (!detected) throw new AppError('BAD_REQUEST', UNSUPPORTED_FILE_MESSAGE);
  checkMediaSize(detected.kind, file.bytes.length);

  const id = randomId(20);
  const files: Array<{ name: string; key: string; bytes: Buffer; mime: string; width: number | null; height: number | null }> = [];
  if (detected.kind === 'IMAGE') {
    for (const rendition of await processImage(file.bytes, detected.mime)) {
      files.push({ ...rendition, key: `${id}/${rendition.name}.webp` });
    }
  } else {
    files.push({ name: 'original', key: `${id}/original.${extensionForMime(detected.mime)}`, bytes: file.bytes, mime: detected.mime, width: null, height: null });
  }

  const written: string[] = [];
  try {
    for (const f of files) {
      await storage.put(f.key, f.bytes, f.mime);
      written.push(f.key);
    }
    const original = files[0]!;
    const variants = Object.fromEntries(files.slice(1).map((f) => [f.name, { key: f.key, width: f.width ?? 0, height: f.height ?? 0 }]));
    await inTransaction(db, async (tx) => {
      await tx.insert(schema.media).values({
        id,
        kind: detected.kind,
        mime: original.mime,
        bytes: original.bytes.length,
        width: original.width,
        height: original.height,
        storageKey: original.key,
        variants,
        alt: file.alt,
        originalName: displayName(file.filename),
        uploadedBy: actor.userId,
      });
      await auditCms(tx, actor, 'media.upload', 'media', id, { kind: detected.kind, detectedMime: detected.mime, uploadedBytes: file.bytes.length, storedBytes: original.bytes.length });
    });
    return id;
  } catch (err) {
    for (const key of written) await storage.delete(key).catch((cleanupErr: unknown) => log.warn({ err: cleanupErr, key }, 'could not remove an orphaned media file'));
    throw err;
  }
}

/**
 * Reads an upload stream into memory while enforcing the rules as early as possible: the type is
 * decided from the first bytes (400 at once for anything else) and the kind's size limit is checked
 * on every chunk (413 as soon as it is passed, without reading the rest).
 */
export async function readUpload(stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let kind: MediaKind | null = null;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.length;
    if (!kind && size >= SNIFF_BYTES) {
      kind = detectMediaType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES))?.kind ?? null;
      if (!kind) throw new AppError('BAD_REQUEST', UNSUPPORTED_FILE_MESSAGE);
    }
    if (kind) checkMediaSize(kind, size);
  }
  if (stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', `파일은 ${MEDIA_LIMITS.AUDIO.maxBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`);
  return Buffer.concat(chunks);
}
