import { createHash } from 'node:crypto';
import { AppError, FUND_REPORT_MAX_BYTES, randomId, type FundReportKind } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../adapters/media-storage';
import { REPORT_MIME_BY_EXTENSION } from '../../adapters/report-storage';
import { cleanUploadName, readUpload, type UploadStream } from '../../content/read-upload';
import { recordChange } from '../audit/record-change';
import { inTransaction } from '../transaction';
import { detectReportType } from './detect-report-type';
import type { FundActor } from './save-fund';

const { funds, fundReports, fundReportDownloads } = schema;
const REPORT_KINDS = ['pdf', 'xlsx', 'docx'] as const;

/**
 * Reads an uploaded report, refusing it as early as possible: too large (413 FUND_REPORT_TOO_LARGE,
 * while streaming) or not a PDF/XLSX/DOCX by its first bytes (415 FUND_REPORT_INVALID).
 */
export function readReportUpload(stream: UploadStream): Promise<Buffer> {
  return readUpload(stream, { kinds: REPORT_KINDS, maxBytes: FUND_REPORT_MAX_BYTES, tooLarge: 'FUND_REPORT_TOO_LARGE', invalid: 'FUND_REPORT_INVALID' });
}

/** A file name safe for Content-Disposition with the detected extension. */
export function cleanFileName(name: string, extension: string): string {
  return cleanUploadName(name, extension, 'report');
}

export interface ReportUpload {
  fundId: string;
  title: string;
  kind: FundReportKind;
  periodEnd: string;
  fileName: string;
  bytes: Buffer;
}

/** Stores the file under `<reportId>.<ext>` in the private report storage, then the row and its REPORT_UPLOAD audit. */
export async function uploadFundReport(db: Db, storage: MediaStorage, upload: ReportUpload, actor: FundActor, now: Date, log: FastifyBaseLogger): Promise<string> {
  const extension = detectReportType(upload.bytes);
  if (!extension) throw new AppError('FUND_REPORT_INVALID');
  const [fund] = await db.select({ id: funds.id }).from(funds).where(eq(funds.id, upload.fundId));
  if (!fund) throw new AppError('FUND_NOT_FOUND');
  const id = randomId(16);
  const storageKey = `${id}.${extension}`;
  const mime = REPORT_MIME_BY_EXTENSION[extension];
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const fileName = cleanFileName(upload.fileName, extension);
  await storage.put(storageKey, upload.bytes, mime);
  try {
    await inTransaction(db, async (tx) => {
      await tx.insert(fundReports).values({
        id, fundId: upload.fundId, title: upload.title, kind: upload.kind, periodEnd: upload.periodEnd, storageKey, fileName, mime, size: upload.bytes.length, sha256, uploadedBy: actor.userId, createdAt: now,
      });
      await tx.update(funds).set({ updatedAt: now }).where(eq(funds.id, upload.fundId));
      await recordChange(tx, {
        entity: 'FUND', entityId: upload.fundId, action: 'REPORT_UPLOAD', actorId: actor.userId, at: now,
        changes: [{ field: 'report', before: null, after: { id, title: upload.title, kind: upload.kind, periodEnd: upload.periodEnd, fileName, size: upload.bytes.length, sha256 } }],
      });
    });
  } catch (err) {
    await storage.delete(storageKey).catch((e: unknown) => log.warn({ err: e, storageKey }, 'could not remove an orphaned fund report file'));
    throw err;
  }
  return id;
}

/** Removes a report (its download log goes with it), audited REPORT_DELETE; the file after the commit. */
export async function deleteFundReport(db: Db, storage: MediaStorage, fundId: string, reportId: string, actor: FundActor, now: Date, log: FastifyBaseLogger): Promise<void> {
  const storageKey = await inTransaction(db, async (tx) => {
    const [report] = await tx.select().from(fundReports).where(and(eq(fundReports.id, reportId), eq(fundReports.fundId, fundId)));
    if (!report) throw new AppError('FUND_REPORT_NOT_FOUND');
    await tx.delete(fundReports).where(eq(fundReports.id, reportId));
    await tx.update(funds).set({ updatedAt: now }).where(eq(funds.id, fundId));
    await recordChange(tx, {
      entity: 'FUND', entityId: fundId, action: 'REPORT_DELETE', actorId: actor.userId, at: now,
      changes: [{ field: 'report', before: { id: report.id, title: report.title, kind: report.kind, periodEnd: report.periodEnd, fileName: report.fileName }, after: null }],
    });
    return report.storageKey;
  });
  await removeReportFiles(storage, [storageKey], log);
}

export async function removeReportFiles(storage: MediaStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove a fund report file'));
}

/** One row of the download log: who, which report, which terms version, when. */
export async function recordReportDownload(db: Db, entry: { reportId: string; userId: string; termsVersion: string; at: Date }): Promise<void> {
  await db.insert(fundReportDownloads).values({ id: randomId(16), reportId: entry.reportId, userId: entry.userId, termsVersion: entry.termsVersion, createdAt: entry.at });
}
