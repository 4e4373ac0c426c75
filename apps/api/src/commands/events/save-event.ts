import { AppError, EVENT_MATERIAL_KINDS, type EventInputParsed } from '@spi/core';
import { indexEventSearchDocuments, schema, type Db } from '@spi/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../adapters/media-storage';
import type { EventRow } from '../../loaders/events/load-events';
import { inTransaction } from '../transaction';
import { removeEventFiles, storeEventFile } from './event-files';

const { events, eventMaterials, eventRegistrations } = schema;

function columns(input: EventInputParsed) {
  return {
    title: input.title,
    summary: input.summary,
    description: input.description,
    type: input.type,
    format: input.format,
    status: input.status,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    registrationClosesAt: new Date(input.registrationClosesAt),
    // An online event has no venue, an offline one no link: what does not apply is not kept.
    venueName: input.format === 'ONLINE' ? '' : input.venueName,
    venueAddress: input.format === 'ONLINE' ? '' : input.venueAddress,
    onlineUrl: input.format === 'OFFLINE' ? '' : input.onlineUrl,
    host: input.host,
    capacity: input.capacity,
    waitlistCapacity: input.waitlistCapacity,
    pricePolicy: input.pricePolicy,
    priceWon: input.pricePolicy === 'FREE' ? 0 : input.priceWon,
    speakers: input.speakers,
    agenda: input.agenda,
    tags: [...new Set(input.tags)],
    coverUrl: input.coverUrl,
    attendeeFileLabel: input.attendeeFileLabel,
    attendeeFileRequired: input.attendeeFileRequired,
    isSample: input.isSample,
  };
}

/** Creates an event and its search document (one transaction); returns the id. */
export async function createEvent(db: Db, input: EventInputParsed, actorId: string, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ ...columns(input), publishedAt: input.status === 'PUBLISHED' ? now : null, createdBy: actorId, createdAt: now, updatedAt: now })
      .returning({ id: events.id });
    await indexEventSearchDocuments(tx, [row!.id]);
    return row!.id;
  });
}

/**
 * Updates an event under its row lock. Lowering the capacity below the seats already held is refused
 * (409 EVENT_CAPACITY_BELOW_CONFIRMED). Returns whether seats were added (the caller then promotes the
 * waiting list) and whether the event was just cancelled (the caller then cancels its registrations).
 */
export async function updateEvent(db: Db, id: number, input: EventInputParsed, now: Date): Promise<{ before: EventRow; seatsAdded: boolean; cancelled: boolean }> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!before) throw new AppError('EVENT_NOT_FOUND');
    const [held] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), inArray(eventRegistrations.status, ['CONFIRMED', 'PENDING_PAYMENT'])));
    if (input.capacity < (held?.n ?? 0)) {
      throw new AppError('EVENT_CAPACITY_BELOW_CONFIRMED', `정원을 이미 확정된 참가자 수(${held?.n ?? 0}명)보다 적게 줄일 수 없습니다.`, { confirmed: held?.n ?? 0 });
    }
    await tx
      .update(events)
      .set({ ...columns(input), publishedAt: before.publishedAt ?? (input.status === 'PUBLISHED' ? now : null), updatedAt: now })
      .where(eq(events.id, id));
    await indexEventSearchDocuments(tx, [id]);
    return {
      before,
      seatsAdded: input.capacity > before.capacity || (before.status !== 'PUBLISHED' && input.status === 'PUBLISHED'),
      cancelled: before.status !== 'CANCELLED' && input.status === 'CANCELLED',
    };
  });
}

/** Deletes an event without active registrations (else 409 CONFLICT); returns the file keys to remove. */
export async function deleteEvent(db: Db, id: number): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
    if (!row) throw new AppError('EVENT_NOT_FOUND');
    const [active] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, id), inArray(eventRegistrations.status, ['CONFIRMED', 'WAITLISTED', 'PENDING_PAYMENT'])));
    if ((active?.n ?? 0) > 0) {
      throw new AppError('CONFLICT', `신청자가 있는 이벤트(${active?.n}명)는 삭제할 수 없습니다. 공개 상태를 '취소됨'으로 바꿔 행사를 취소해 주세요.`, { activeRegistrations: active?.n });
    }
    const materialKeys = (await tx.select({ key: eventMaterials.storageKey }).from(eventMaterials).where(eq(eventMaterials.eventId, id))).map((r) => r.key);
    const attendeeKeys = (await tx.select({ key: eventRegistrations.attendeeFileKey }).from(eventRegistrations).where(eq(eventRegistrations.eventId, id)))
      .map((r) => r.key)
      .filter((k): k is string => Boolean(k));
    await tx.delete(events).where(eq(events.id, id));
    await indexEventSearchDocuments(tx, [id]);
    return [...materialKeys, ...attendeeKeys];
  });
}

/** Stores an editor's material (EVENT_MATERIAL_KINDS by content) and its row; returns the row id. */
export async function addMaterial(
  db: Db,
  storage: MediaStorage,
  upload: { eventId: number; title: string; registrantsOnly: boolean; fileName: string; bytes: Buffer },
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, upload.eventId));
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  const stored = await storeEventFile(storage, 'materials', upload.bytes, upload.fileName, EVENT_MATERIAL_KINDS);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(eventMaterials)
        .values({
          eventId: upload.eventId, title: upload.title, fileName: stored.fileName, contentType: stored.contentType, sizeBytes: stored.sizeBytes,
          storageKey: stored.key, registrantsOnly: upload.registrantsOnly, createdAt: now,
        })
        .returning({ id: eventMaterials.id });
      await tx.update(events).set({ updatedAt: now }).where(eq(events.id, upload.eventId));
      return row!.id;
    });
  } catch (err) {
    await removeEventFiles(storage, [stored.key], log);
    throw err;
  }
}

export async function deleteMaterial(db: Db, storage: MediaStorage, eventId: number, materialId: number, now: Date, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const key = await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(eventMaterials).where(and(eq(eventMaterials.eventId, eventId), eq(eventMaterials.id, materialId))).returning({ key: eventMaterials.storageKey });
    if (!row) throw new AppError('EVENT_MATERIAL_NOT_FOUND');
    await tx.update(events).set({ updatedAt: now }).where(eq(events.id, eventId));
    return row.key;
  });
  await removeEventFiles(storage, [key], log);
}
