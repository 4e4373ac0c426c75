import { randomUUID } from 'node:crypto';
import { AppError, type noticeInputSchema } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { loadMediaKind, type NoticeRow } from '../../loaders/operations/notices';

const { notices } = schema;
type ParsedNoticeInput = z.output<typeof noticeInputSchema>;

/** Empty texts are stored as null; the rules the schema cannot express are checked here. */
async function noticeValues(db: Db, input: ParsedNoticeInput) {
  const body = input.body?.trim() ? input.body : null;
  const imageMediaId = input.imageMediaId?.trim() ? input.imageMediaId.trim() : null;
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (endsAt.getTime() <= startsAt.getTime()) throw new AppError('NOTICE_PERIOD_INVALID', undefined, { field: 'endsAt' });
  if (!body && !imageMediaId) throw new AppError('NOTICE_CONTENT_REQUIRED', undefined, { field: 'body' });
  if (imageMediaId) {
    const kind = await loadMediaKind(db, imageMediaId);
    if (kind !== 'IMAGE') throw new AppError('VALIDATION_FAILED', '미디어 라이브러리에 없는 이미지입니다.', { field: 'imageMediaId' });
  }
  const linkUrl = input.linkUrl?.trim() ? input.linkUrl : null;
  return {
    title: input.title,
    body,
    imageMediaId,
    imageAlt: imageMediaId && input.imageAlt?.trim() ? input.imageAlt : null,
    linkUrl,
    linkLabel: linkUrl && input.linkLabel?.trim() ? input.linkLabel : null,
    startsAt,
    endsAt,
  };
}

export async function createNotice(db: Db, input: ParsedNoticeInput, createdBy: string | null, now: Date): Promise<NoticeRow> {
  const values = await noticeValues(db, input);
  const [row] = await db.insert(notices).values({ id: randomUUID(), ...values, createdBy, createdAt: now, updatedAt: now }).returning();
  return row!;
}

export async function updateNotice(db: Db, id: string, input: ParsedNoticeInput, now: Date): Promise<NoticeRow> {
  const values = await noticeValues(db, input);
  const [row] = await db.update(notices).set({ ...values, updatedAt: now }).where(eq(notices.id, id)).returning();
  if (!row) throw new AppError('NOTICE_NOT_FOUND');
  return row;
}

export async function deleteNotice(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  if (deleted.length === 0) throw new AppError('NOTICE_NOT_FOUND');
}
