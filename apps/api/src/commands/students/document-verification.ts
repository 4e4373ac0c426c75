import { randomUUID } from 'node:crypto';
import { AppError, randomId, STUDENT_DOCUMENT_MAX_BYTES, STUDENT_DOCUMENT_TYPES, type StudentDocumentType } from '@spi/core';
import { schema } from '@spi/db';
import { detectMediaType, SNIFF_BYTES } from '../../content/media-type';
import { loadStudentRows } from '../../loaders/students/student-verifications';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { inTransaction } from '../transaction';
import { assertMayStartVerification, supersedeWaitingCode } from './email-verification';
import type { StudentDeps } from './student-deps';

const { studentVerifications } = schema;

const EXTENSION: Record<StudentDocumentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * The type of a student document from its first bytes only (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A,
 * WEBP RIFF....WEBP, PDF %PDF-); the declared content type and the file name are never trusted. GIF
 * and everything else give null.
 */
export function detectStudentDocumentType(head: Uint8Array): StudentDocumentType | null {
  if (head.length >= 5 && Buffer.from(head.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = detectMediaType(head)?.mime;
  return image && (STUDENT_DOCUMENT_TYPES as readonly string[]).includes(image) ? (image as StudentDocumentType) : null;
}

export const DOCUMENT_SNIFF_BYTES = Math.max(SNIFF_BYTES, 5);

/**
 * Reads an uploaded document while enforcing the rules as early as possible: the type from the first
 * bytes (415 STUDENT_DOCUMENT_INVALID at once for anything else) and the size on every chunk (413
 * STUDENT_DOCUMENT_TOO_LARGE as soon as it is passed, without reading the rest). The multipart limit
 * is set one byte above the maximum, so an oversized file always shows here.
 */
export async function readStudentDocument(stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<{ bytes: Buffer; mime: StudentDocumentType }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let mime: StudentDocumentType | null = null;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > STUDENT_DOCUMENT_MAX_BYTES) throw new AppError('STUDENT_DOCUMENT_TOO_LARGE');
    if (!mime && size >= DOCUMENT_SNIFF_BYTES) {
      mime = detectStudentDocumentType(Buffer.concat(chunks).subarray(0, DOCUMENT_SNIFF_BYTES));
      if (!mime) throw new AppError('STUDENT_DOCUMENT_INVALID');
    }
  }
  if (stream.truncated) throw new AppError('STUDENT_DOCUMENT_TOO_LARGE');
  const bytes = Buffer.concat(chunks);
  mime ??= detectStudentDocumentType(bytes);
  if (!mime) throw new AppError('STUDENT_DOCUMENT_INVALID');
  return { bytes, mime };
}

/**
 * POST /student/document: stores the checked file in the private document store, then writes the
 * PENDING DOCUMENT row in one transaction that first supersedes a waiting e-mail code (one PENDING row
 * per user, by the partial unique index). A file whose row could not be written is removed again.
 */
export async function submitStudentDocument(deps: StudentDeps, userId: string, input: { school: string; bytes: Buffer; mime: StudentDocumentType }): Promise<string> {
  const now = deps.now();
  assertMayStartVerification(await loadStudentRows(deps.db, userId), now);
  const id = randomUUID();
  // Keys follow the media storage rules (`<folder>/<name>.<ext>`); the folder is random and the row links it to the user.
  const key = `${randomId(32)}/document.${EXTENSION[input.mime]}`;
  await deps.documents.put(key, input.bytes, input.mime);
  try {
    await inTransaction(deps.db, async (tx) => {
      await supersedeWaitingCode(tx, userId, now);
      await tx.insert(studentVerifications).values({
        id,
        userId,
        school: input.school.trim(),
        method: 'DOCUMENT',
        status: 'PENDING',
        documentKey: key,
        documentMime: input.mime,
        documentSize: input.bytes.length,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (err) {
    await deps.documents.delete(key).catch((cleanupErr: unknown) => deps.log.warn({ err: cleanupErr }, 'could not remove an orphaned student document'));
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new AppError('STUDENT_REVIEW_PENDING');
    throw err;
  }
  deps.log.info({ userId, verificationId: id, mime: input.mime, size: input.bytes.length }, 'student document submitted');
  return id;
}
