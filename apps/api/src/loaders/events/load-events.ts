import {
  seoulMonthRange, type AdminEventListQuery, type AdminRegistrationListQuery, type EventListQuery, type EventStatus, type EventWhen,
  type RegistrationCounts, type RegistrationStatus,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';

const { events, eventMaterials, eventRegistrations, orders } = schema;
export type EventRow = typeof events.$inferSelect;
export type MaterialRow = typeof eventMaterials.$inferSelect;
export type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The statuses readers see: a DRAFT never leaves the admin screens. */
export const PUBLIC_STATUSES: EventStatus[] = ['PUBLISHED', 'CANCELLED'];
export const ACTIVE_STATUSES: RegistrationStatus[] = ['CONFIRMED', 'WAITLISTED', 'PENDING_PAYMENT'];

/** An event id from a path: anything but a positive integer is the same 404 as an unknown event. */
export function eventIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export const EMPTY_COUNTS: RegistrationCounts = { confirmed: 0, pendingPayment: 0, waitlisted: 0, cancelled: 0 };

/** Registrations per event and status. */
export async function loadRegistrationCounts(db: Db, eventIds: number[]): Promise<Map<number, RegistrationCounts>> {
  const out = new Map<number, RegistrationCounts>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(inArray(eventRegistrations.eventId, eventIds))
    .groupBy(eventRegistrations.eventId, eventRegistrations.status);
  for (const row of rows) {
    const counts = out.get(row.eventId) ?? { ...EMPTY_COUNTS };
    if (row.status === 'CONFIRMED') counts.confirmed = row.n;
    else if (row.status === 'PENDING_PAYMENT') counts.pendingPayment = row.n;
    else if (row.status === 'WAITLISTED') counts.waitlisted = row.n;
    else counts.cancelled = row.n;
    out.set(row.eventId, counts);
  }
  return out;
}

function whenFilter(when: EventWhen | 'all', now: Date): SQL | undefined {
  if (when === 'upcoming') return gte(events.endsAt, now);
  if (when === 'past') return lt(events.endsAt, now);
  return undefined;
}

function whenOrder(when: EventWhen): SQL[] {
  return when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
}

const seoulMonthSql = sql<string>`to_char(${events.startsAt} at time zone 'Asia/Seoul', 'YYYY-MM')`;

/** The public list: PUBLISHED and CANCELLED events, filtered; plus the months that have events for `when` and `type`. */
export async function loadEventPage(db: Db, query: EventListQuery, now: Date) {
  const base = [inArray(events.status, PUBLIC_STATUSES), whenFilter(query.when, now), query.type.length ? inArray(events.type, query.type) : undefined];
  const range = query.month ? seoulMonthRange(query.month) : null;
  const where = and(...base, range ? and(gte(events.startsAt, new Date(range.start)), lt(events.startsAt, new Date(range.end))) : undefined);
  const [rows, [total], months] = await Promise.all([
    db.select().from(events).where(where).orderBy(...whenOrder(query.when)).limit(query.size).offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(events).where(where),
    db
      .select({ month: seoulMonthSql, count: count() })
      .from(events)
      .where(and(...base))
      .groupBy(seoulMonthSql)
      .orderBy(query.when === 'upcoming' ? asc(seoulMonthSql) : desc(seoulMonthSql)),
  ]);
  const counts = await loadRegistrationCounts(db, rows.map((r) => r.id));
  return { rows, total: total?.n ?? 0, months, counts };
}

export async function loadEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

/** A public event (not a DRAFT) by a path id, or null. */
export async function loadPublicEvent(db: Db, rawId: string): Promise<EventRow | null> {
  const id = eventIdOf(rawId);
  if (id === null) return null;
  const row = await loadEvent(db, id);
  return row && PUBLIC_STATUSES.includes(row.status) ? row : null;
}

export async function loadMaterials(db: Db, eventId: number): Promise<MaterialRow[]> {
  return db.select().from(eventMaterials).where(eq(eventMaterials.eventId, eventId)).orderBy(asc(eventMaterials.createdAt), asc(eventMaterials.id));
}

export async function loadMaterial(db: Db, eventId: number, rawMaterialId: string): Promise<MaterialRow | null> {
  const id = eventIdOf(rawMaterialId);
  if (id === null) return null;
  const [row] = await db.select().from(eventMaterials).where(and(eq(eventMaterials.eventId, eventId), eq(eventMaterials.id, id)));
  return row ?? null;
}

export async function loadRegistrationOf(db: Db, eventId: number, userId: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row ?? null;
}

/** 1-based places of WAITLISTED registrations of an event, by registration id. */
export async function loadWaitlistPositions(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'WAITLISTED')))
    .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.id));
  return new Map(rows.map((r, i) => [r.id, i + 1]));
}

/** Whether the user holds an active registered card (payment_methods ACTIVE, personal). */
export async function hasActivePaymentMethod(db: Db, userId: string): Promise<boolean> {
  return (await activePaymentMethodId(db, userId)) !== null;
}

export async function activePaymentMethodId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: schema.paymentMethods.id })
    .from(schema.paymentMethods)
    .where(and(eq(schema.paymentMethods.userId, userId), eq(schema.paymentMethods.status, 'ACTIVE'), sql`${schema.paymentMethods.corporationId} is null`))
    .orderBy(desc(schema.paymentMethods.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The viewer's registrations (cancelled ones too) with their events, for the account area. */
export async function loadMyRegistrations(db: Db, userId: string, when: EventWhen, page: number, size: number, now: Date) {
  const where = and(eq(eventRegistrations.userId, userId), inArray(events.status, PUBLIC_STATUSES), whenFilter(when, now));
  const [rows, [total]] = await Promise.all([
    db
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(where)
      .orderBy(...whenOrder(when))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(eventRegistrations).innerJoin(events, eq(events.id, eventRegistrations.eventId)).where(where),
  ]);
  const eventIds = [...new Set(rows.map((r) => r.event.id))];
  const counts = await loadRegistrationCounts(db, eventIds);
  const positions = new Map<number, number>();
  for (const r of rows) {
    if (r.registration.status !== 'WAITLISTED') continue;
    const map = await loadWaitlistPositions(db, r.event.id);
    const place = map.get(r.registration.id);
    if (place) positions.set(r.registration.id, place);
  }
  return { rows, total: total?.n ?? 0, counts, positions };
}

/** The admin list: every status, search, newest start first. */
export async function loadAdminEventPage(db: Db, query: AdminEventListQuery, now: Date) {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    query.status.length ? inArray(events.status, query.status) : undefined,
    whenFilter(query.when, now),
    like ? or(ilike(events.title, like), ilike(events.summary, like), ilike(events.host, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(events).where(where).orderBy(desc(events.startsAt), desc(events.id)).limit(query.size).offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows, total: total?.n ?? 0, counts: await loadRegistrationCounts(db, rows.map((r) => r.id)) };
}

function registrationWhere(eventId: number, query: Pick<AdminRegistrationListQuery, 'status' | 'q'>): SQL | undefined {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(eventRegistrations.eventId, eventId),
    query.status.length ? inArray(eventRegistrations.status, query.status) : undefined,
    like ? or(ilike(eventRegistrations.name, like), ilike(eventRegistrations.email, like), ilike(eventRegistrations.company, like)) : undefined,
  );
}

/** An event's registrations for editors, oldest first, with each paid order's status. `size` null: all (the CSV). */
export async function loadAdminRegistrations(db: Db, eventId: number, query: Pick<AdminRegistrationListQuery, 'status' | 'q'>, page: number, size: number | null) {
  const where = registrationWhere(eventId, query);
  const select = db
    .select({ registration: eventRegistrations, orderStatus: orders.status })
    .from(eventRegistrations)
    .leftJoin(orders, eq(orders.id, eventRegistrations.orderId))
    .where(where)
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  const [rows, [total], positions] = await Promise.all([
    size === null ? select : select.limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(eventRegistrations).where(where),
    loadWaitlistPositions(db, eventId),
  ]);
  return { rows, total: total?.n ?? 0, positions };
}

export async function loadRegistrationById(db: Db, eventId: number, rawRegistrationId: string): Promise<RegistrationRow | null> {
  const id = eventIdOf(rawRegistrationId);
  if (id === null) return null;
  const [row] = await db.select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.id, id)));
  return row ?? null;
}
