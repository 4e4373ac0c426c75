import type { AppConfig } from '../config';
import { createLocalMediaStorage, createPrivateStorage, PRIVATE_PREFIXES, type LocalStorageLayout, type MediaStorage } from './media-storage';

/**
 * The private storage of fund report files (ADR 019): a second instance of the local media storage,
 * rooted at FUND_REPORTS_DIR (default <SPI_DATA_DIR>/private/fund-reports; a private bucket in
 * production), never under the public media route. Keys are made by the server only:
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

const REPORT_LAYOUT: LocalStorageLayout = { name: 'Report', assertKey: assertReportKey, mimeByExtension: REPORT_MIME_BY_EXTENSION };

/** Files under `root`: the local media storage with the report keys and types. */
export function createLocalReportStorage(root: string): MediaStorage {
  return createLocalMediaStorage(root, REPORT_LAYOUT);
}

/** FUND_REPORTS_DIR, or `fund-reports/` in the private bucket with MEDIA_STORAGE=s3. */
export function createReportStorage(config: Pick<AppConfig, 'fundReportsDir'> & Partial<Pick<AppConfig, 'mediaStorage' | 's3'>>): MediaStorage {
  return createPrivateStorage(config, { root: config.fundReportsDir, prefix: PRIVATE_PREFIXES.fundReports, layout: REPORT_LAYOUT });
}
