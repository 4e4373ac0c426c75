import path from 'node:path';
import { SUPPORT_FILES_FOLDER } from '@spi/core';
import { createPrivateStorage, PRIVATE_PREFIXES, type MediaStorage } from '../../adapters/media-storage';
import type { AppConfig } from '../../config';

/**
 * Inquiry attachments are personal: they go through the media storage adapter (same interface, same
 * write-then-rename), but in a private store — `<data dir>/private/support-files`, never under
 * MEDIA_DIR — because the public media folder may be served by a CDN straight from the bucket. Keys
 * are made by the server only: `support/<inquiryId>/<attachmentId>.<ext>`; only GET
 * /api/sejong/v1/inquiries/{id}/attachments/{attachmentId} streams one, to its owner or an admin.
 */
const KEY_PATTERN = new RegExp(`^${SUPPORT_FILES_FOLDER}/[0-9a-f-]{36}/[0-9a-f-]{36}\\.(png|jpg|gif|webp|pdf)$`);

export const SUPPORT_MIME_BY_EXTENSION = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;

export function assertSupportKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid support storage key: ${JSON.stringify(key)}`);
}

export function supportStorageKey(inquiryId: string, attachmentId: string, extension: string): string {
  const key = `${SUPPORT_FILES_FOLDER}/${inquiryId}/${attachmentId}.${extension}`;
  assertSupportKey(key);
  return key;
}

export function supportFilesDir(config: Pick<AppConfig, 'dataDir' | 'mediaDir'>): string {
  const dir = path.resolve(config.dataDir, 'private', 'support-files');
  const media = path.resolve(config.mediaDir);
  if (dir === media || dir.startsWith(media + path.sep) || media.startsWith(dir + path.sep)) throw new Error('The support files folder must not overlap MEDIA_DIR');
  return dir;
}

const stores = new WeakMap<object, MediaStorage>();

/**
 * The private store of support files for this configuration (one instance per config object): the
 * folder above, or `support-files/` in the private bucket with MEDIA_STORAGE=s3.
 */
export function supportStorage(config: Pick<AppConfig, 'dataDir' | 'mediaDir'> & Partial<Pick<AppConfig, 'mediaStorage' | 's3'>>): MediaStorage {
  let store = stores.get(config);
  if (!store) {
    store = createPrivateStorage(config, {
      root: supportFilesDir(config),
      prefix: PRIVATE_PREFIXES.supportFiles,
      layout: { name: 'Support file', assertKey: assertSupportKey, mimeByExtension: SUPPORT_MIME_BY_EXTENSION },
    });
    stores.set(config, store);
  }
  return store;
}
