import { randomUUID } from 'node:crypto';
import { businessNumberCheckDigit } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import type { ApiApp } from '../src/app';
import { buildUser, type UserFixture } from './factories';
import { sessionOf } from './sessions';

export const V1 = '/api/sejong/v1';

/** A valid 10-digit 사업자등록번호 from 9 digits (the check digit computed). */
export function businessNumber(first9: string): string {
  return `${first9}${businessNumberCheckDigit(first9)}`;
}

/** A random valid one, so tests never collide. */
export function randomBusinessNumber(): string {
  const first9 = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return businessNumber(first9);
}

export interface CorporationFixture {
  id?: string;
  name?: string;
  /** Seats of an ACTIVE corporate membership; null/undefined: none. */
  seats?: number | null;
  roles?: string[];
  autoJoinDomain?: string | null;
  autoJoinEnabled?: boolean;
}

export async function buildCorporation(db: DbHandle, fixture: CorporationFixture = {}): Promise<string> {
  const id = fixture.id ?? `corp-${randomUUID().slice(0, 8)}`;
  await db.db.insert(schema.corporations).values({
    id,
    name: fixture.name ?? `${id} 주식회사`,
    managerName: '홍길동',
    phone: '02-1111-2222',
    address: '서울특별시 종로구 세종대로 1',
    email: `${id}@example.com`,
    businessNumber: randomBusinessNumber(),
    zonecode: '03154',
    autoJoinDomain: fixture.autoJoinDomain ?? null,
    autoJoinEnabled: fixture.autoJoinEnabled ?? false,
  });
  if (fixture.seats) {
    await db.db.insert(schema.corporateMemberships).values({
      id: randomUUID(),
      corporationId: id,
      planCode: 'PREMIUM',
      seats: fixture.seats,
      roles: fixture.roles ?? [],
      status: 'ACTIVE',
      periodStart: new Date('2026-01-01T00:00:00Z'),
      periodEnd: new Date('2030-01-01T00:00:00Z'),
    });
  }
  return id;
}

/** A person of a corporation; with `seat` they hold a CORPORATION membership (PREMIUM) of it. */
export async function buildPerson(db: DbHandle, corporationId: string, role: 'MANAGER' | 'MEMBER', extra: Partial<UserFixture> & { seat?: boolean } = {}): Promise<string> {
  const { seat, ...fixture } = extra;
  return buildUser(db, {
    corporationId,
    assign: role,
    isManager: role === 'MANAGER',
    membership: seat ? { name: '프리미엄', tierCode: 'PREMIUM' } : undefined,
    ...fixture,
  });
}

/** A live personal card subscription row (blocks joining a corporation). */
export async function buildPersonalSubscription(db: DbHandle, userId: string, status: 'ACTIVE' | 'PAST_DUE' | 'ENDED' = 'ACTIVE'): Promise<void> {
  await db.db.insert(schema.subscriptions).values({
    id: randomUUID(),
    userId,
    planCode: 'LIGHT',
    cycle: 'MONTHLY',
    paidPrice: 9900,
    status,
    currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
    currentPeriodEnd: new Date('2030-01-01T00:00:00Z'),
  });
}

/** app.inject with a fresh session of `userId` (signed in at the app's clock), or as a guest. */
export async function call(app: ApiApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, userId?: string, payload?: unknown) {
  const headers = userId ? (await sessionOf(app, userId)).headers : {};
  return app.inject({ method, url: url.startsWith('/api') ? url : `${V1}${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function userOf(db: DbHandle, userId: string) {
  const [row] = await db.db.select().from(schema.users).where(eq(schema.users.id, userId));
  return row!;
}

export async function auditOf(db: DbHandle, action: string, targetId: string) {
  return db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetId, targetId)));
}

/** The invitation link's token from the last 'corporation-invitation' mail to an address. */
export async function invitationTokenFor(db: DbHandle, email: string): Promise<string> {
  const mails = await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, email), eq(schema.mailOutbox.template, 'corporation-invitation')));
  const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  const match = last && /\/invitations\/([A-Za-z0-9_-]+)/.exec(last.text);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return match[1]!;
}

/** Active CORPORATION seat membership of a user for a corporation. */
export async function seatOf(db: DbHandle, userId: string) {
  const rows = await db.db.select().from(schema.memberships).where(and(eq(schema.memberships.userId, userId), eq(schema.memberships.status, 'ACTIVE')));
  return rows[0] ?? null;
}
