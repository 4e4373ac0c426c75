import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveRange, type MediaStorage } from './media-storage';

/**
 * The private storage of fund report files (ADR 019): a second instance of the media storage adapter's
 * interface, rooted at FUND_REPORTS_DIR (default <SPI_DATA_DIR>/private/fund-reports; a private bucket
 * in production), never under the public media route. Keys are made by the server only:
 * `<reportId>.<pdf|xlsx|docx>`; an uploaded file's name never becomes part of a key.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}\.(pdf|xlsx|docx)$/;

export const REPORT_MIME_BY_EXTENSION = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ReportExtension = keyof typeof REPORT_MIME_BY_EXTENSION;

export function assertReportKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid report storage key: ${JSON.stringify(key)}`);
}

export function createLocalReportStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    assertReportKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('Report key escapes the storage root');
    return file;
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(base, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key, range) {
      const file = resolve(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      const extension = key.slice(key.lastIndexOf('.') + 1) as ReportExtension;
      const mime = REPORT_MIME_BY_EXTENSION[extension];
      const resolved = range ? resolveRange(size, range) : null;
      if (resolved === 'unsatisfiable') return { stream: null, size, mime, range: null };
      return { stream: createReadStream(file, resolved ? { start: resolved.start, end: resolved.end } : {}), size, mime, range: resolved };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

export function createReportStorage(config: { fundReportsDir: string }): MediaStorage {
  return createLocalReportStorage(config.fundReportsDir);
}
