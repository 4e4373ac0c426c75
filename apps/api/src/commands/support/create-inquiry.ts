import { randomUUID } from 'node:crypto';
import type { InquiryAttachmentMime, InquiryFields } from '@spi/core';
import { schema, type Db } from '@spi/db';
import type { MediaStorage } from '../../adapters/media-storage';
import { INQUIRY_ATTACHMENT_EXTENSION, inquiryAttachmentName } from '../../content/inquiry-attachment';
import { loadInquiryByClientKey, type InquiryRow } from '../../loaders/support/inquiries';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { inTransaction } from '../transaction';

export interface NewAttachment {
  bytes: Buffer;
  mime: InquiryAttachmentMime;
  /** The uploaded name, only for display (cleaned here). */
  filename: string | undefined;
}

export interface CreateInquiryDeps {
  db: Db;
  storage: MediaStorage;
  now: () => Date;
}

/**
 * A member's new inquiry with its attachments. The same clientKey again returns the first inquiry
 * (`created: false`) and stores nothing. Otherwise the files are written first (server-made keys
 * `support/<inquiryId>/<attachmentId>.<ext>`), then the inquiry and its attachment rows in one
 * transaction; when that fails the files are removed again (and a concurrent double submit, caught by
 * the unique (user_id, client_key), returns the first inquiry too).
 */
export async function createInquiry(
  deps: CreateInquiryDeps,
  member: { userId: string; email: string },
  fields: InquiryFields,
  files: NewAttachment[],
): Promise<{ inquiry: InquiryRow; created: boolean }> {
  const existing = await loadInquiryByClientKey(deps.db, member.userId, fields.clientKey);
  if (existing) return { inquiry: existing, created: false };

  const inquiryId = randomUUID();
  const at = deps.now();
  // Listed by created_at: one millisecond apart keeps the order they were uploaded in.
  const attachments = files.map((file, index) => {
    const id = randomUUID();
    const extension = INQUIRY_ATTACHMENT_EXTENSION[file.mime];
    return { id, inquiryId, storageKey: `support/${inquiryId}/${id}.${extension}`, filename: inquiryAttachmentName(file.filename, file.mime), mime: file.mime, bytes: file.bytes.length, createdAt: new Date(at.getTime() + index), data: file.bytes };
  });
  const written: string[] = [];
  const removeFiles = () => Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
  try {
    for (const a of attachments) {
      await deps.storage.put(a.storageKey, a.data, a.mime);
      written.push(a.storageKey);
    }
    const inquiry = await inTransaction(deps.db, async (tx) => {
      const [row] = await tx.insert(schema.inquiries).values({
        id: inquiryId, userId: member.userId, category: fields.category, title: fields.title, body: fields.body, clientKey: fields.clientKey,
        replyEmail: member.email, status: 'OPEN', createdAt: at, updatedAt: at,
      }).returning();
      if (attachments.length > 0) await tx.insert(schema.inquiryAttachments).values(attachments.map(({ data: _data, ...a }) => a));
      return row!;
    });
    return { inquiry, created: true };
  } catch (err) {
    await removeFiles();
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      const first = await loadInquiryByClientKey(deps.db, member.userId, fields.clientKey);
      if (first) return { inquiry: first, created: false };
    }
    throw err;
  }
}
