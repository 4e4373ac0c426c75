import {
  AppError, EVENT_ATTENDEE_FILE_KINDS, EVENT_PAYMENT_HOLD_MINUTES, EVENT_REFUND_DEADLINE_HOURS, eventPriceFor, eventRefundDeadline, registrationAvailability,
  type EventRegistrationForm, type RegistrationStatus,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from '../../adapters/media-storage';
import type { PaymentGateway } from '../../adapters/payment-gateway';
import { activePaymentMethodId, loadWaitlistPositions, type EventRow, type RegistrationRow } from '../../loaders/events/load-events';
import type { BillingDeps } from '../billing/billing-deps';
import { chargeOrder, newOrderId } from '../billing/charge-order';
import { refundOrder, sendRefundNotice } from '../billing/refund-order';
import { inTransaction } from '../transaction';
import { removeEventFiles, storeEventFile, type StoredEventFile } from './event-files';
import { sendEventMail, type EventMailDeps } from './event-mail';

const { events, eventRegistrations, orders } = schema;
const SEAT_STATUSES: RegistrationStatus[] = ['CONFIRMED', 'PENDING_PAYMENT'];
const ACTIVE: RegistrationStatus[] = ['CONFIRMED', 'WAITLISTED', 'PENDING_PAYMENT'];

/** Everything a registration change needs: the database, the charge engine, the mailer, the file storage. */
export interface EventDeps extends EventMailDeps {
  db: Db;
  billing: BillingDeps;
  gateway: PaymentGateway;
  files: MediaStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Locks the event row for the rest of the transaction (PGlite's single connection serializes anyway). */
async function lockEvent(tx: Db, eventId: number): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row ?? null;
}

/**
 * Settles held seats whose payment is decided (under the event lock): a PAID order confirms the seat,
 * a FAILED/CANCELLED/EXPIRED order, or a hold past its expiry whose order was never claimed, releases it.
 * Returns the rows it changed.
 */
async function settleHolds(tx: Db, eventId: number, now: Date): Promise<{ confirmed: RegistrationRow[]; released: RegistrationRow[] }> {
  const held = await tx
    .select({ registration: eventRegistrations, orderStatus: orders.status, attempts: orders.attempts })
    .from(eventRegistrations)
    .leftJoin(orders, eq(orders.id, eventRegistrations.orderId))
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'PENDING_PAYMENT')));
  const confirmed: RegistrationRow[] = [];
  const released: RegistrationRow[] = [];
  for (const { registration, orderStatus, attempts } of held) {
    if (orderStatus === 'PAID') {
      const [row] = await tx.update(eventRegistrations).set({ status: 'CONFIRMED', confirmedAt: now, holdExpiresAt: null, updatedAt: now }).where(eq(eventRegistrations.id, registration.id)).returning();
      confirmed.push(row!);
      continue;
    }
    const expired = registration.holdExpiresAt !== null && registration.holdExpiresAt.getTime() < now.getTime();
    const failed = orderStatus === null || orderStatus === 'FAILED' || orderStatus === 'CANCELLED' || orderStatus === 'EXPIRED';
    if (failed || (expired && orderStatus === 'PENDING' && attempts === 0)) {
      const [row] = await tx.update(eventRegistrations).set({ status: 'CANCELLED', cancelledAt: now, holdExpiresAt: null, updatedAt: now }).where(eq(eventRegistrations.id, registration.id)).returning();
      if (registration.orderId && orderStatus === 'PENDING') await tx.update(orders).set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now }).where(and(eq(orders.id, registration.orderId), eq(orders.status, 'PENDING'), eq(orders.attempts, 0)));
      released.push(row!);
    }
  }
  return { confirmed, released };
}

async function countSeats(tx: Db, eventId: number): Promise<{ seatsTaken: number; waitlisted: number }> {
  const rows = await tx
    .select({ status: eventRegistrations.status, n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ['CONFIRMED', 'PENDING_PAYMENT', 'WAITLISTED'])))
    .groupBy(eventRegistrations.status);
  let seatsTaken = 0;
  let waitlisted = 0;
  for (const r of rows) {
    if (r.status === 'WAITLISTED') waitlisted = r.n;
    else seatsTaken += r.n;
  }
  return { seatsTaken, waitlisted };
}

/** An EVENT order for a held seat (inside the seat transaction): charged after the commit. */
async function createEventOrder(tx: Db, event: EventRow, registration: { id: number; userId: string; amountWon: number }, paymentMethodId: string, now: Date): Promise<string> {
  const orderId = newOrderId();
  await tx.insert(orders).values({
    id: orderId,
    uniqueKey: `event:${event.id}:${registration.id}:${orderId}`,
    idempotencyKey: orderId,
    userId: registration.userId,
    kind: 'EVENT',
    planCode: 'EVENT',
    cycle: 'MONTHLY',
    orderName: `이벤트 참가비: ${event.title}`.slice(0, 100),
    amount: registration.amountWon,
    paymentMethodId,
    createdAt: now,
    updatedAt: now,
  });
  return orderId;
}

interface Promotion {
  registrationId: number;
  /** Set when the promoted seat must be paid first. */
  orderId: string | null;
}

/**
 * Moves the first waiting registrations (by the time they joined) up to free seats, inside the
 * transaction that holds the event lock. A free registration is CONFIRMED at once; a priced one is held
 * as PENDING_PAYMENT with a new order, charged after the commit (see `finishPromotions`); a person
 * without a registered card any more is skipped (cancelled) and the seat goes to the next.
 */
async function promoteWaitlist(tx: Db, event: EventRow, now: Date): Promise<{ promotions: Promotion[]; skipped: RegistrationRow[] }> {
  const promotions: Promotion[] = [];
  const skipped: RegistrationRow[] = [];
  if (event.status !== 'PUBLISHED' || now.getTime() >= event.startsAt.getTime()) return { promotions, skipped };
  let { seatsTaken } = await countSeats(tx, event.id);
  while (seatsTaken < event.capacity) {
    const [next] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'WAITLISTED')))
      .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.id))
      .limit(1);
    if (!next) break;
    if (next.amountWon > 0) {
      const methodId = await activePaymentMethodId(tx, next.userId);
      if (!methodId) {
        const [row] = await tx.update(eventRegistrations).set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now }).where(eq(eventRegistrations.id, next.id)).returning();
        skipped.push(row!);
        continue;
      }
      const orderId = await createEventOrder(tx, event, next, methodId, now);
      await tx
        .update(eventRegistrations)
        .set({ status: 'PENDING_PAYMENT', orderId, holdExpiresAt: new Date(now.getTime() + EVENT_PAYMENT_HOLD_MINUTES * 60_000), updatedAt: now })
        .where(eq(eventRegistrations.id, next.id));
      promotions.push({ registrationId: next.id, orderId });
    } else {
      await tx.update(eventRegistrations).set({ status: 'CONFIRMED', confirmedAt: now, updatedAt: now }).where(eq(eventRegistrations.id, next.id));
      promotions.push({ registrationId: next.id, orderId: null });
    }
    seatsTaken += 1;
  }
  return { promotions, skipped };
}

async function loadRegistration(db: Db, id: number): Promise<RegistrationRow> {
  const [row] = await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return row!;
}

/** Outcome of charging a held seat: the row after it. */
async function chargeHeld(deps: EventDeps, registrationId: number, orderId: string): Promise<{ row: RegistrationRow; error: AppError | null }> {
  const result = await chargeOrder(deps.billing, orderId);
  const now = deps.now();
  if (result.status === 'PAID') {
    const [row] = await deps.db
      .update(eventRegistrations)
      .set({ status: 'CONFIRMED', confirmedAt: now, holdExpiresAt: null, updatedAt: now })
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, 'PENDING_PAYMENT'), eq(eventRegistrations.orderId, orderId)))
      .returning();
    return { row: row ?? (await loadRegistration(deps.db, registrationId)), error: null };
  }
  if (result.status === 'FAILED') {
    const [row] = await deps.db
      .update(eventRegistrations)
      .set({ status: 'CANCELLED', cancelledAt: now, holdExpiresAt: null, updatedAt: now })
      .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, 'PENDING_PAYMENT'), eq(eventRegistrations.orderId, orderId)))
      .returning();
    return { row: row ?? (await loadRegistration(deps.db, registrationId)), error: result.error };
  }
  // UNKNOWN or IN_PROGRESS: the seat stays held until the payment is settled (settleHolds).
  return { row: await loadRegistration(deps.db, registrationId), error: result.error };
}

/**
 * After a commit that promoted people: charges each priced promotion (a failed charge releases the seat
 * and promotes the next person, in a new locked transaction) and mails everyone who moved up.
 */
async function finishPromotions(deps: EventDeps, eventId: number, first: { promotions: Promotion[]; skipped: RegistrationRow[] }): Promise<number> {
  let pending = first;
  let confirmedCount = 0;
  for (let round = 0; round < 50; round++) {
    const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
    if (!event) return confirmedCount;
    for (const row of pending.skipped) await sendEventMail(deps, 'cancelled', event, row, { reason: '대기 순서가 되었지만 등록된 결제 카드가 없어 참가를 확정하지 못했습니다.' });
    let released = false;
    for (const promotion of pending.promotions) {
      if (promotion.orderId === null) {
        await sendEventMail(deps, 'promoted', event, await loadRegistration(deps.db, promotion.registrationId));
        confirmedCount += 1;
        continue;
      }
      const { row, error } = await chargeHeld(deps, promotion.registrationId, promotion.orderId);
      if (row.status === 'CONFIRMED') {
        await sendEventMail(deps, 'promoted', event, row);
        confirmedCount += 1;
      } else if (row.status === 'CANCELLED') {
        released = true;
        await sendEventMail(deps, 'cancelled', event, row, { reason: `대기 순서가 되어 등록된 카드로 참가비를 결제하려 했지만 결제되지 않았습니다 (${error?.message ?? '결제 실패'}).` });
      }
    }
    if (!released) return confirmedCount;
    pending = await inTransaction(deps.db, async (tx) => {
      const locked = await lockEvent(tx, eventId);
      if (!locked) return { promotions: [], skipped: [] };
      await settleHolds(tx, eventId, deps.now());
      return promoteWaitlist(tx, locked, deps.now());
    });
    if (pending.promotions.length === 0 && pending.skipped.length === 0) return confirmedCount;
  }
  return confirmedCount;
}

export interface RegisterInput {
  eventId: number;
  userId: string;
  form: EventRegistrationForm;
  hasMembership: boolean;
  file: { bytes: Buffer; fileName: string } | null;
}

export interface RegisterResult {
  event: EventRow;
  registration: RegistrationRow;
  outcome: 'CONFIRMED' | 'WAITLISTED' | 'PENDING_PAYMENT';
  waitlistPosition: number | null;
}

/**
 * A registration (ADR 020 §4–5). One transaction locks the event, settles decided holds, counts the seats
 * and the waiting list and writes the person's single row (reused when they registered before). A priced
 * seat is held as PENDING_PAYMENT and charged after the commit: PAID confirms it, a declined card releases
 * it (the card's error is thrown, and the waiting list moves up if someone joined meanwhile).
 */
export async function registerForEvent(deps: EventDeps, input: RegisterInput): Promise<RegisterResult> {
  const [event] = await deps.db.select().from(events).where(eq(events.id, input.eventId));
  if (!event || event.status === 'DRAFT') throw new AppError('EVENT_NOT_FOUND');
  if (event.status === 'CANCELLED') throw new AppError('EVENT_CANCELLED');
  const fileRequired = event.attendeeFileRequired && event.attendeeFileLabel !== '';
  if (fileRequired && !input.file) throw new AppError('EVENT_ATTENDEE_FILE_REQUIRED');
  const price = eventPriceFor(event, input.hasMembership);
  const methodId = price > 0 ? await activePaymentMethodId(deps.db, input.userId) : null;
  if (price > 0 && !methodId) throw new AppError('PAYMENT_METHOD_REQUIRED');

  const stored: StoredEventFile | null = input.file ? await storeEventFile(deps.files, 'attendees', input.file.bytes, input.file.fileName, EVENT_ATTENDEE_FILE_KINDS) : null;
  let replacedKey: string | null = null;
  let written: { registration: RegistrationRow; orderId: string | null; outcome: RegisterResult['outcome']; released: RegistrationRow[] };
  try {
    written = await inTransaction(deps.db, async (tx) => {
      const now = deps.now();
      const locked = await lockEvent(tx, input.eventId);
      if (!locked || locked.status === 'DRAFT') throw new AppError('EVENT_NOT_FOUND');
      const { released } = await settleHolds(tx, locked.id, now);
      const counts = await countSeats(tx, locked.id);
      const availability = registrationAvailability(locked, counts, now);
      const [existing] = await tx.select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, locked.id), eq(eventRegistrations.userId, input.userId)));
      if (existing && ACTIVE.includes(existing.status)) throw new AppError('EVENT_ALREADY_REGISTERED');
      if (availability === 'CANCELLED') throw new AppError('EVENT_CANCELLED');
      if (availability === 'CLOSED') throw new AppError('EVENT_REGISTRATION_CLOSED');
      if (availability === 'FULL') throw new AppError('EVENT_FULL');
      const status: RegistrationStatus = availability === 'OPEN' ? (price > 0 ? 'PENDING_PAYMENT' : 'CONFIRMED') : 'WAITLISTED';
      const values = {
        status,
        ...input.form,
        amountWon: price,
        orderId: null as string | null,
        waitlistedAt: status === 'WAITLISTED' ? now : null,
        confirmedAt: status === 'CONFIRMED' ? now : null,
        cancelledAt: null,
        holdExpiresAt: status === 'PENDING_PAYMENT' ? new Date(now.getTime() + EVENT_PAYMENT_HOLD_MINUTES * 60_000) : null,
        updatedAt: now,
        ...(stored
          ? { attendeeFileName: stored.fileName, attendeeFileType: stored.contentType, attendeeFileSize: stored.sizeBytes, attendeeFileKey: stored.key }
          : {}),
      };
      let row: RegistrationRow;
      if (existing) {
        if (stored && existing.attendeeFileKey) replacedKey = existing.attendeeFileKey;
        [row] = (await tx.update(eventRegistrations).set({ ...values, createdAt: now }).where(eq(eventRegistrations.id, existing.id)).returning()) as [RegistrationRow];
      } else {
        [row] = (await tx.insert(eventRegistrations).values({ eventId: locked.id, userId: input.userId, ...values, createdAt: now }).returning()) as [RegistrationRow];
      }
      let orderId: string | null = null;
      if (status === 'PENDING_PAYMENT') {
        orderId = await createEventOrder(tx, locked, row, methodId!, now);
        [row] = (await tx.update(eventRegistrations).set({ orderId }).where(eq(eventRegistrations.id, row.id)).returning()) as [RegistrationRow];
      }
      const outcome: RegisterResult['outcome'] = status === 'WAITLISTED' ? 'WAITLISTED' : status === 'CONFIRMED' ? 'CONFIRMED' : 'PENDING_PAYMENT';
      return { registration: row, orderId, outcome, released };
    });
  } catch (err) {
    if (stored) await removeEventFiles(deps.files, [stored.key], deps.log);
    throw err;
  }
  if (replacedKey) await removeEventFiles(deps.files, [replacedKey], deps.log);

  let registration = written.registration;
  let outcome = written.outcome;
  if (written.orderId) {
    const { row, error } = await chargeHeld(deps, registration.id, written.orderId);
    registration = row;
    if (row.status === 'CANCELLED') {
      // The seat was released: someone may have joined the waiting list meanwhile.
      const promoted = await inTransaction(deps.db, async (tx) => {
        const locked = await lockEvent(tx, event.id);
        return locked ? promoteWaitlist(tx, locked, deps.now()) : { promotions: [], skipped: [] };
      });
      await finishPromotions(deps, event.id, promoted);
      throw error ?? new AppError('CARD_DECLINED');
    }
    outcome = row.status === 'CONFIRMED' ? 'CONFIRMED' : 'PENDING_PAYMENT';
  }
  const positions = registration.status === 'WAITLISTED' ? await loadWaitlistPositions(deps.db, event.id) : new Map<number, number>();
  const waitlistPosition = positions.get(registration.id) ?? null;
  if (registration.status === 'CONFIRMED') await sendEventMail(deps, 'confirmed', event, registration);
  if (registration.status === 'WAITLISTED') await sendEventMail(deps, 'waitlisted', event, registration, { waitlistPosition });
  if (written.released.length > 0) deps.log.info({ eventId: event.id, released: written.released.length }, 'released unpaid event seats');
  return { event, registration, outcome, waitlistPosition };
}

export interface CancelResult {
  event: EventRow;
  registration: RegistrationRow;
  refund: { refunded: boolean; amountWon: number; reason: string | null };
  promoted: number;
}

/**
 * Cancels a registration (the person's own, or an editor's for anyone). The seat is freed and the waiting
 * list moves up in the same transaction. A paid seat is refunded in full when cancelled before the refund
 * deadline (EVENT_REFUND_DEADLINE_HOURS before the start) or by an editor; later, it is not refunded.
 */
export async function cancelRegistration(
  deps: EventDeps,
  input: { eventId: number; registrationId?: number; userId?: string; byEditor: boolean; actor: { userId: string; ip: string }; why?: string },
): Promise<CancelResult> {
  const result = await inTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const locked = await lockEvent(tx, input.eventId);
    if (!locked || (!input.byEditor && locked.status === 'DRAFT')) throw new AppError('EVENT_NOT_FOUND');
    await settleHolds(tx, locked.id, now);
    const where = input.registrationId !== undefined
      ? and(eq(eventRegistrations.eventId, locked.id), eq(eventRegistrations.id, input.registrationId))
      : and(eq(eventRegistrations.eventId, locked.id), eq(eventRegistrations.userId, input.userId ?? ''));
    const [existing] = await tx.select().from(eventRegistrations).where(where);
    if (!existing || !ACTIVE.includes(existing.status)) throw new AppError('EVENT_REGISTRATION_NOT_FOUND');
    if (!input.byEditor && now.getTime() >= locked.startsAt.getTime()) {
      throw new AppError('EVENT_REGISTRATION_CLOSED', '이미 시작했거나 끝난 이벤트는 신청을 취소할 수 없습니다.');
    }
    if (existing.status === 'PENDING_PAYMENT') {
      // The charge is running (settleHolds above settled every decided one): cancelling now could leave a
      // paid order without a seat. The hold ends within EVENT_PAYMENT_HOLD_MINUTES.
      throw new AppError('ORDER_IN_PROGRESS', '참가비 결제가 진행 중입니다. 결제가 끝난 뒤 다시 취소해 주세요.');
    }
    const heldSeat = SEAT_STATUSES.includes(existing.status);
    const [row] = (await tx
      .update(eventRegistrations)
      .set({ status: 'CANCELLED', cancelledAt: now, holdExpiresAt: null, updatedAt: now })
      .where(eq(eventRegistrations.id, existing.id))
      .returning()) as [RegistrationRow];
    const promoted = heldSeat ? await promoteWaitlist(tx, locked, now) : { promotions: [], skipped: [] };
    return { event: locked, before: existing, row, promoted };
  });

  const now = deps.now();
  let refund: CancelResult['refund'] = { refunded: false, amountWon: 0, reason: null };
  if (result.before.status === 'CONFIRMED' && result.before.orderId && result.before.amountWon > 0) {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, result.before.orderId));
    const inTime = now.getTime() <= eventRefundDeadline(result.event.startsAt).getTime();
    if (order && order.status === 'PAID' && (input.byEditor || inTime)) {
      try {
        const done = await refundOrder(deps.db, deps.gateway, input.actor, { orderId: order.id, reason: input.byEditor ? '이벤트 신청 취소 (운영진)' : '이벤트 신청 취소', now });
        refund = { refunded: true, amountWon: done.amount, reason: null };
        const [after] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
        const [user] = await deps.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, result.row.userId));
        if (deps.mailer && after) {
          await sendRefundNotice(deps.mailer, { orderId: order.id, orderName: order.orderName, email: user?.email ?? null, refundedAmount: after.refundedAmount, amount: order.amount }, { amount: done.amount, subscriptionEnded: false, reason: '이벤트 신청 취소' }).catch((err: unknown) => deps.log.warn({ err }, 'refund notice not sent'));
        }
      } catch (err) {
        deps.log.error({ err, orderId: order.id, registrationId: result.row.id }, 'event refund failed; refund it from the admin orders screen');
        refund = { refunded: false, amountWon: 0, reason: '환불을 바로 처리하지 못했습니다. 운영팀이 확인한 뒤 환불해 드립니다.' };
      }
    } else if (order && order.status === 'PAID') {
      refund = { refunded: false, amountWon: 0, reason: `행사 시작 ${EVENT_REFUND_DEADLINE_HOURS}시간 전이 지나 취소한 신청은 참가비를 환불하지 않습니다.` };
    }
  }
  const refundText = refund.refunded ? `참가비 ${refund.amountWon.toLocaleString('ko-KR')}원을 결제한 카드로 환불했습니다.` : refund.reason;
  await sendEventMail(deps, 'cancelled', result.event, result.row, { reason: [input.why, refundText].filter(Boolean).join(' ') || null });
  const promoted = await finishPromotions(deps, result.event.id, result.promoted);
  return { event: result.event, registration: result.row, refund, promoted };
}

/**
 * After the capacity was raised (or a hold expired): promotes the waiting list into free seats. Runs its
 * own locked transaction; returns how many people moved up to a confirmed seat.
 */
export async function fillFreeSeats(deps: EventDeps, eventId: number): Promise<number> {
  const promoted = await inTransaction(deps.db, async (tx) => {
    const locked = await lockEvent(tx, eventId);
    if (!locked) return { promotions: [], skipped: [] };
    await settleHolds(tx, eventId, deps.now());
    return promoteWaitlist(tx, locked, deps.now());
  });
  return finishPromotions(deps, eventId, promoted);
}

/**
 * The viewer's row after settling a held seat whose payment was decided meanwhile (the reconcile job or
 * a webhook settled the order): confirms or releases it under the event lock, mailing the confirmation.
 */
export async function settleViewerHold(deps: EventDeps, eventId: number, registration: RegistrationRow | null): Promise<RegistrationRow | null> {
  if (!registration || registration.status !== 'PENDING_PAYMENT') return registration;
  const settled = await inTransaction(deps.db, async (tx) => {
    const locked = await lockEvent(tx, eventId);
    if (!locked) return null;
    const result = await settleHolds(tx, eventId, deps.now());
    return { event: locked, ...result };
  });
  if (!settled) return registration;
  for (const row of settled.confirmed) await sendEventMail(deps, 'confirmed', settled.event, row);
  if (settled.released.length > 0) await fillFreeSeats(deps, eventId);
  return loadRegistration(deps.db, registration.id);
}

/** Replaces the viewer's attendee file on an active registration; returns the row. */
export async function replaceAttendeeFile(deps: EventDeps, eventId: number, userId: string, file: { bytes: Buffer; fileName: string }): Promise<RegistrationRow> {
  const [current] = await deps.db.select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  if (!current || !ACTIVE.includes(current.status)) throw new AppError('EVENT_REGISTRATION_NOT_FOUND');
  const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
  if (!event || event.attendeeFileLabel === '') throw new AppError('BAD_REQUEST', '이 이벤트는 참가자 파일을 받지 않습니다.');
  const stored = await storeEventFile(deps.files, 'attendees', file.bytes, file.fileName, EVENT_ATTENDEE_FILE_KINDS);
  const now = deps.now();
  const [row] = await deps.db
    .update(eventRegistrations)
    .set({ attendeeFileName: stored.fileName, attendeeFileType: stored.contentType, attendeeFileSize: stored.sizeBytes, attendeeFileKey: stored.key, updatedAt: now })
    .where(and(eq(eventRegistrations.id, current.id), inArray(eventRegistrations.status, ACTIVE)))
    .returning();
  if (!row) {
    await removeEventFiles(deps.files, [stored.key], deps.log);
    throw new AppError('EVENT_REGISTRATION_NOT_FOUND');
  }
  await removeEventFiles(deps.files, [current.attendeeFileKey], deps.log);
  return row;
}

/**
 * An editor cancelled the event (status PUBLISHED → CANCELLED): every active registration is cancelled
 * as an editor's cancellation (paid seats refunded in full, waiting people released), each person mailed.
 * Returns how many registrations were cancelled.
 */
export async function cancelEventRegistrations(deps: EventDeps, eventId: number, actor: { userId: string; ip: string }): Promise<number> {
  const active = await deps.db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ACTIVE)));
  let cancelled = 0;
  for (const { id } of active) {
    try {
      await cancelRegistration(deps, { eventId, registrationId: id, byEditor: true, actor, why: '주최 측 사정으로 행사가 취소되었습니다.' });
      cancelled += 1;
    } catch (err) {
      // Cancelled meanwhile by the person: nothing left to do for this one.
      if (err instanceof AppError && err.code === 'ORDER_IN_PROGRESS') {
        deps.log.warn({ eventId, registrationId: id }, 'event cancelled while a registration was being paid; cancel it from the registrations screen once settled');
        continue;
      }
      if (!(err instanceof AppError && err.code === 'EVENT_REGISTRATION_NOT_FOUND')) throw err;
    }
  }
  return cancelled;
}
