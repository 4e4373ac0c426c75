import path from 'node:path';
import { AppError, randomId, type EventFileKind } from '@spi/core';
import type { FastifyBaseLogger } from 'fastify';
import { createPrivateStorage, PRIVATE_PREFIXES, type MediaStorage } from '../../adapters/media-storage';
import type { AppConfig } from '../../config';
import { detectFileKind, FILE_KIND_EXTENSION, FILE_KIND_MIME } from '../../content/file-kind';
import { cleanUploadName, readUpload, type UploadStream } from '../../content/read-upload';

/**
 * Event files (ADR 020 §6): editors' materials and attendees' uploads, in a private storage beside the
 * fund reports (<SPI_DATA_DIR>/private/event-files by default; a private bucket in production), never
 * under the public media route. Keys are made by the server only: `materials/<random>.<ext>` and
 * `attendees/<random>.<ext>`; an uploaded file's name is kept in the row, never in a key.
 */
const KEY_PATTERN = /^(materials|attendees)\/[A-Za-z0-9_-]{8,64}\.(pdf|pptx|docx|xlsx|jpg|png|zip)$/;
const MIME_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  (Object.keys(FILE_KIND_MIME) as EventFileKind[]).map((kind) => [FILE_KIND_EXTENSION[kind], FILE_KIND_MIME[kind]]),
);

export function assertEventFileKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid event file key: ${JSON.stringify(key)}`);
}

const storages = new Map<string, MediaStorage>();

/**
 * The storage of event files for this configuration (one instance per place): a folder beside
 * FUND_REPORTS_DIR, or `event-files/` in the private bucket with MEDIA_STORAGE=s3.
 */
export function eventFileStorage(config: Pick<AppConfig, 'fundReportsDir'> & Partial<Pick<AppConfig, 'mediaStorage' | 's3'>>): MediaStorage {
  const root = path.join(path.dirname(config.fundReportsDir), 'event-files');
  const s3 = config.mediaStorage === 's3' ? config.s3 : null;
  const place = s3 ? `s3:${s3.endpoint}/${s3.privateBucket}/${s3.accessKeyId}` : root;
  let storage = storages.get(place);
  if (!storage) {
    storage = createPrivateStorage(config, { root, prefix: PRIVATE_PREFIXES.eventFiles, layout: { name: 'Event file', assertKey: assertEventFileKey, mimeByExtension: MIME_BY_EXTENSION } });
    storages.set(place, storage);
  }
  return storage;
}

/**
 * Reads an uploaded file, refusing it as early as possible: over `maxBytes` (413 EVENT_FILE_TOO_LARGE,
 * while streaming) or not able to be one of `kinds` by its first bytes (415 EVENT_FILE_INVALID).
 */
export function readEventUpload(stream: UploadStream, kinds: readonly EventFileKind[], maxBytes: number): Promise<Buffer> {
  return readUpload(stream, { kinds, maxBytes, tooLarge: 'EVENT_FILE_TOO_LARGE', invalid: 'EVENT_FILE_INVALID' });
}

export interface StoredEventFile {
  key: string;
  kind: EventFileKind;
  contentType: string;
  fileName: string;
  sizeBytes: number;
}

/** A file name safe for Content-Disposition with the detected kind's extension. */
export function cleanEventFileName(name: string, kind: EventFileKind): string {
  return cleanUploadName(name, FILE_KIND_EXTENSION[kind], 'file');
}

/** Checks the bytes' kind against `kinds` (415 EVENT_FILE_INVALID otherwise) and stores them under a new key. */
export async function storeEventFile(storage: MediaStorage, folder: 'materials' | 'attendees', bytes: Buffer, fileName: string, kinds: readonly EventFileKind[]): Promise<StoredEventFile> {
  const kind = detectFileKind(bytes);
  if (!kind || !kinds.includes(kind)) throw new AppError('EVENT_FILE_INVALID');
  const key = `${folder}/${randomId(24)}.${FILE_KIND_EXTENSION[kind]}`;
  const contentType = FILE_KIND_MIME[kind];
  await storage.put(key, bytes, contentType);
  return { key, kind, contentType, fileName: cleanEventFileName(fileName, kind), sizeBytes: bytes.length };
}

/** Removes files whose rows are gone; a failure is logged (an orphaned private file is harmless). */
export async function removeEventFiles(storage: MediaStorage, keys: Array<string | null | undefined>, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove an event file'));
  }
}
