import { randomUUID } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, type Provider } from '@spi/core';
import { schema, type Db, type DbHandle } from '@spi/db';
import type { ApiApp } from '../src/app';
import { createSession, type IssuedTokens } from '../src/commands/create-session';

export interface UserFixture {
  id?: string;
  email?: string;
  nickname?: string;
  status?: 'PENDING' | 'ACTIVE' | 'LEFT';
  type?: 'PERSONAL' | 'CORPORATE';
  corporationId?: string | null;
  assign?: 'MEMBER' | 'MANAGER' | null;
  isManager?: boolean;
  subscribeNews?: boolean;
  provider?: Provider;
  subject?: string;
  roles?: string[];
  membership?: {
    name: string;
    tierCode?: string;
    roles?: string[];
    couponBenefitEnd?: Date;
    couponBenefitDays?: number;
    original?: { name: string; tierCode?: string };
  };
}

/** Inserts a user with an identity, optional server roles and an optional active membership. */
export async function buildUser(handle: DbHandle, fixture: UserFixture = {}): Promise<string> {
  const db = handle.db;
  const id = fixture.id ?? randomUUID();
  if (fixture.corporationId) {
    await db.insert(schema.corporations).values({ id: fixture.corporationId, name: '테스트 법인', managerName: '관리자' }).onConflictDoNothing();
  }
  await db.insert(schema.users).values({
    id,
    email: fixture.email ?? `${id.slice(0, 8)}@example.com`,
    nickname: fixture.nickname ?? '테스트회원',
    status: fixture.status ?? 'ACTIVE',
    type: fixture.type ?? (fixture.corporationId ? 'CORPORATE' : 'PERSONAL'),
    corporationId: fixture.corporationId ?? null,
    assign: fixture.assign ?? null,
    isManager: fixture.isManager ?? false,
    subscribeNews: fixture.subscribeNews ?? false,
  });
  await db.insert(schema.userIdentities).values({ id: randomUUID(), userId: id, provider: fixture.provider ?? 'kakao', subject: fixture.subject ?? `sub-${id}` });
  for (const role of fixture.roles ?? []) await db.insert(schema.userRoles).values({ userId: id, role });
  const m = fixture.membership;
  if (m) {
    const coupon = m.couponBenefitEnd && m.couponBenefitDays;
    let originalId: string | null = null;
    if (m.original) {
      originalId = randomUUID();
      await db.insert(schema.memberships).values({
        id: originalId, userId: id, tierCode: m.original.tierCode ?? 'LIGHT', name: m.original.name, source: 'SUBSCRIPTION',
        status: coupon ? 'SUSPENDED' : 'ENDED', startedAt: new Date('2024-01-01T00:00:00Z'),
      });
    }
    const membershipId = randomUUID();
    await db.insert(schema.memberships).values({
      id: membershipId,
      userId: id,
      corporationId: fixture.corporationId ?? null,
      tierCode: m.tierCode ?? 'LIGHT',
      name: m.name,
      roles: m.roles ?? [],
      status: 'ACTIVE',
      source: coupon ? 'COUPON' : fixture.corporationId ? 'CORPORATION' : 'GRANT',
      endsAt: coupon ? m.couponBenefitEnd! : null,
      originalMembershipId: originalId,
    });
    if (coupon) await buildCouponRedemption(db, { userId: id, membershipId, originalMembershipId: originalId, tierCode: m.tierCode ?? 'LIGHT', benefitEnd: m.couponBenefitEnd!, benefitDays: m.couponBenefitDays! });
  }
  return id;
}

/** A coupon batch with one redeemed code, and the redemption behind a coupon membership. */
export async function buildCouponRedemption(
  db: Db,
  input: { userId: string; membershipId: string; originalMembershipId: string | null; tierCode: string; benefitEnd: Date; benefitDays: number },
): Promise<void> {
  const batchId = `batch-${randomUUID()}`;
  const code = randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
  await db.insert(schema.couponBatches).values({ id: batchId, name: '테스트 쿠폰', tierCode: input.tierCode, benefitDays: input.benefitDays, codeCount: 1, redeemBy: input.benefitEnd, onePerUser: true });
  await db.insert(schema.couponCodes).values({ code, batchId, status: 'REDEEMED', redeemedBy: input.userId, redeemedAt: new Date() });
  await db.insert(schema.couponRedemptions).values({
    id: randomUUID(), code, batchId, userId: input.userId, onePerUserKey: `${batchId}:${input.userId}`, membershipId: input.membershipId,
    originalMembershipId: input.originalMembershipId, benefitDays: input.benefitDays,
    benefitStart: new Date(input.benefitEnd.getTime() - input.benefitDays * 86_400_000), benefitEnd: input.benefitEnd,
  });
}

/** A signed-in session for a user, as a sign-in would create it. */
export async function signIn(app: ApiApp, userId: string, userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'): Promise<IssuedTokens> {
  return createSession(app.db.db, { tokens: app.tokens, now: app.clock() }, userId, { userAgent, ip: '127.0.0.1', channel: 'kakao' });
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/** A CSRF pair for cookie-authenticated unsafe requests. */
export const CSRF_TOKEN = 'c'.repeat(43);
export const csrfCookies = { [CSRF_COOKIE]: CSRF_TOKEN };
export const csrfHeaders = { [CSRF_HEADER]: CSRF_TOKEN };
