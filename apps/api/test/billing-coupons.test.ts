import { randomUUID } from 'node:crypto';
import { COUPON_ALPHABET, COUPON_CODE_LENGTH, formatCouponCode } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { billingDeps } from '../src/commands/billing/billing-deps';
import { endOfSeoulDay, formatSeoulDateTime, seoulDay } from '../src/commands/billing/coupon-time';
import { endExpiredCoupons } from '../src/commands/billing/end-expired-coupons';
import { apiJobs, COUPON_EXPIRY_JOB } from '../src/jobs';
import { bearer, buildUser } from './factories';
import { AS, sessionOf, signedIn, tokenOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/sejong/v1';
const BATCHES = `${V1}/admin/billing/coupon-batches`;
const REDEEM = `${V1}/users/me/coupons/redeem`;
const DAY_MS = 86_400_000;
const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe('coupon dates in Asia/Seoul', () => {
  it('redeem-by is the end of the day in KST; formats in KST', () => {
    expect(endOfSeoulDay('2026-03-01')!.toISOString()).toBe('2026-03-01T14:59:59.999Z');
    expect(endOfSeoulDay('2026-02-30')).toBeNull();
    expect(formatSeoulDateTime(new Date('2026-03-01T15:30:00Z'))).toBe('2026.03.02 00:30');
    expect(seoulDay(new Date('2026-03-01T15:30:00Z'))).toBe('2026-03-02');
  });
});

describe.each(DB_KINDS)('coupons (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(Date.parse('2026-05-04T03:00:00Z'));
  let adminId: string;
  let editorId: string;
  let premiumId: string;
  // Tokens are issued on use: the fake clock moves past an access token's lifetime during the file.

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    adminId = await buildUser(db, { roles: ['ROLE_ADMIN'], nickname: '쿠폰관리자' });
    editorId = await buildUser(db, AS.editor);
    premiumId = await buildUser(db, AS.premium);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  // Every test starts with fresh one-minute rate windows (the counters follow the app clock).
  beforeEach(() => clock.advance(61_000));

  const inFuture = (days: number) => seoulDay(new Date(clock.ms + days * DAY_MS));

  async function createBatch(overrides: Record<string, unknown> = {}) {
    const res = await app.inject({
      method: 'POST',
      url: BATCHES,
      headers: (await sessionOf(app, adminId)).headers,
      payload: { name: '봄맞이 쿠폰', tierCode: 'PREMIUM', benefitDays: 30, count: 3, redeemBy: inFuture(30), onePerUser: true, ...overrides },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().batch as { batchId: string; count: number; redeemed: number; tierCode: string; redeemBy: string };
  }
  async function codesOf(batchId: string): Promise<string[]> {
    const rows = await db.db.select({ code: schema.couponCodes.code }).from(schema.couponCodes).where(eq(schema.couponCodes.batchId, batchId));
    return rows.map((r) => r.code).sort();
  }
  async function member(membership?: { name: string; tierCode: string }) {
    const { userId, accessToken } = await signedIn(app, db, membership ? { membership } : {});
    return { userId, token: accessToken };
  }
  const redeem = (token: string, code: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: REDEEM, headers: bearer(token), payload: { code }, remoteAddress });
  const activeMembership = async (userId: string) =>
    (await db.db.select().from(schema.memberships).where(and(eq(schema.memberships.userId, userId), eq(schema.memberships.status, 'ACTIVE'))))[0];
  const errorCode = (res: { json: () => { error: { code: string } } }) => res.json().error.code;

  describe('admin batches', () => {
    it('creates a batch of unique 12-character codes from the alphabet, listed with its redeemed count', async () => {
      const batch = await createBatch({ count: 50, redeemBy: '2026-06-30' });
      expect(batch).toMatchObject({ count: 50, redeemed: 0, tierCode: 'PREMIUM', redeemBy: '2026-06-30' });
      const codes = await codesOf(batch.batchId);
      expect(new Set(codes).size).toBe(50);
      for (const code of codes) {
        expect(code).toHaveLength(COUPON_CODE_LENGTH);
        for (const ch of code) expect(COUPON_ALPHABET).toContain(ch);
      }
      const { token } = await member();
      expect((await redeem(token, codes[0]!)).statusCode).toBe(200);
      const list = await app.inject({ method: 'GET', url: BATCHES, headers: (await sessionOf(app, adminId)).headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().batches.find((b: { batchId: string }) => b.batchId === batch.batchId)).toMatchObject({ count: 50, redeemed: 1 });
      const audit = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'coupon_batch.create'), eq(schema.auditLog.targetId, batch.batchId)));
      expect(audit).toHaveLength(1);
    });

    it('rejects a redeem-by date that is not a date or already passed, and a non-paid tier (400)', async () => {
      for (const payload of [{ redeemBy: '2026-02-30' }, { redeemBy: '2020-01-01' }, { tierCode: 'NONE' }, { count: 0 }]) {
        const res = await app.inject({ method: 'POST', url: BATCHES, headers: (await sessionOf(app, adminId)).headers, payload: { name: '쿠폰', tierCode: 'LIGHT', benefitDays: 7, count: 1, redeemBy: inFuture(3), onePerUser: true, ...payload } });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorCode(res)).toBe('VALIDATION_FAILED');
      }
    });

    it('exports the codes as CSV with a BOM, formatted codes, Korean status and the KST redemption time, audited', async () => {
      const batch = await createBatch({ count: 2 });
      const [first, second] = await codesOf(batch.batchId);
      const { token } = await member();
      expect((await redeem(token, first!)).statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: `${BATCHES}/${batch.batchId}/codes.csv`, headers: (await sessionOf(app, adminId)).headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="coupons_/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const lines = res.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('쿠폰 코드,상태,사용 일시');
      expect(lines.slice(1).sort()).toEqual([`${formatCouponCode(first!)},사용됨,${formatSeoulDateTime(new Date(clock.ms))}`, `${formatCouponCode(second!)},사용 가능,`].sort());
      const audit = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'coupon_batch.export'), eq(schema.auditLog.targetId, batch.batchId)));
      expect(audit).toHaveLength(1);
      const missing = await app.inject({ method: 'GET', url: `${BATCHES}/nope/codes.csv`, headers: (await sessionOf(app, adminId)).headers });
      expect(missing.statusCode).toBe(404);
    });

    it('voids the unused codes of a batch; a voided code answers COUPON_ALREADY_USED', async () => {
      const batch = await createBatch({ count: 2 });
      const [first, second] = await codesOf(batch.batchId);
      const { token } = await member();
      expect((await redeem(token, first!)).statusCode).toBe(200);
      const res = await app.inject({ method: 'POST', url: `${BATCHES}/${batch.batchId}/void`, headers: (await sessionOf(app, adminId)).headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().batch).toMatchObject({ redeemed: 1 });
      const other = await member();
      const voided = await redeem(other.token, second!);
      expect(voided.statusCode).toBe(409);
      expect(errorCode(voided)).toBe('COUPON_ALREADY_USED');
    });

    it('401 for a guest and 403 ACCESS_ROLE_REQUIRED for members and editors on every admin endpoint', async () => {
      const batch = await createBatch({ count: 1 });
      const calls = [
        { method: 'GET' as const, url: BATCHES },
        { method: 'POST' as const, url: BATCHES, payload: { name: '쿠폰', tierCode: 'LIGHT', benefitDays: 7, count: 1, redeemBy: inFuture(3), onePerUser: true } },
        { method: 'GET' as const, url: `${BATCHES}/${batch.batchId}/codes.csv` },
        { method: 'POST' as const, url: `${BATCHES}/${batch.batchId}/void` },
      ];
      for (const call of calls) {
        const guest = await app.inject(call);
        expect(guest.statusCode, call.url).toBe(401);
        expect(errorCode(guest)).toBe('UNAUTHENTICATED');
        for (const userId of [premiumId, editorId]) {
          const res = await app.inject({ ...call, headers: (await sessionOf(app, userId)).headers });
          expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
          expect(errorCode(res)).toBe('ACCESS_ROLE_REQUIRED');
        }
      }
      expect(await codesOf(batch.batchId)).toHaveLength(1);
      const [code] = await db.db.select().from(schema.couponCodes).where(eq(schema.couponCodes.batchId, batch.batchId));
      expect(code!.status).toBe('AVAILABLE');
    });
  });

  describe('redeem', () => {
    it('grants the coupon tier, keeps the membership held before as the original, and mails the end in KST', async () => {
      const batch = await createBatch({ tierCode: 'PREMIUM', benefitDays: 30 });
      const [code] = await codesOf(batch.batchId);
      const { userId, token } = await member({ name: '라이트', tierCode: 'LIGHT' });
      const before = await activeMembership(userId);
      const res = await redeem(token, code!);
      expect(res.statusCode, res.body).toBe(200);
      const benefitPeriodEnd = new Date(clock.ms + 30 * DAY_MS).toISOString();
      expect(res.json()).toMatchObject({
        tierCode: 'PREMIUM',
        benefitPeriodEnd,
        benefitValue: 30,
        membership: { tierCode: 'PREMIUM', membershipName: '프리미엄', appliedCoupon: { benefitPeriodEnd, benefitValue: 30 } },
      });
      const now = await activeMembership(userId);
      expect(now).toMatchObject({ source: 'COUPON', tierCode: 'PREMIUM', originalMembershipId: before!.id, endsAt: new Date(benefitPeriodEnd) });
      const [kept] = await db.db.select().from(schema.memberships).where(eq(schema.memberships.id, before!.id));
      expect(kept!.status).toBe('SUSPENDED');

      const original = await app.inject({ method: 'GET', url: `${V1}/users/me/membership/original`, headers: bearer(token) });
      expect(original.statusCode).toBe(200);
      expect(original.json().membership).toMatchObject({ membershipId: before!.id, tierCode: 'LIGHT', appliedCoupon: null });

      const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, userId));
      const mails = await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, user!.email), eq(schema.mailOutbox.template, 'coupon-redeemed')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(formatSeoulDateTime(new Date(benefitPeriodEnd)));
      expect(mails[0]!.text).toContain('라이트 멤버십은 쿠폰 혜택이 끝나면 다시 적용됩니다');
    });

    it('GET /membership/original is 404 without a coupon', async () => {
      const { token } = await member({ name: '라이트', tierCode: 'LIGHT' });
      const res = await app.inject({ method: 'GET', url: `${V1}/users/me/membership/original`, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
    });

    it('a subscription kept aside has its next charge moved back by the benefit days, and the mail says so', async () => {
      const batch = await createBatch({ tierCode: 'PREMIUM', benefitDays: 10 });
      const [code] = await codesOf(batch.batchId);
      const { userId, token } = await member();
      const membershipId = randomUUID();
      await db.db.insert(schema.memberships).values({ id: membershipId, userId, tierCode: 'LIGHT', name: '라이트', source: 'SUBSCRIPTION', status: 'ACTIVE', startedAt: new Date(clock.ms - DAY_MS) });
      const periodEnd = new Date(clock.ms + 29 * DAY_MS);
      const subscriptionId = randomUUID();
      await db.db.insert(schema.subscriptions).values({
        id: subscriptionId, userId, planCode: 'LIGHT', cycle: 'MONTHLY', paidPrice: 9900, status: 'ACTIVE',
        currentPeriodStart: new Date(clock.ms - DAY_MS), currentPeriodEnd: periodEnd, membershipId,
      });
      expect((await redeem(token, code!)).statusCode).toBe(200);
      const [sub] = await db.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.id, subscriptionId));
      expect(sub!.currentPeriodEnd.getTime()).toBe(periodEnd.getTime() + 10 * DAY_MS);
      const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, userId));
      const [mail] = await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, user!.email), eq(schema.mailOutbox.template, 'coupon-redeemed')));
      expect(mail!.text).toContain(`다음 결제는 ${formatSeoulDateTime(sub!.currentPeriodEnd)}`);
    });

    it('accepts lowercase, hyphens and spaces', async () => {
      const batch = await createBatch({ tierCode: 'LIGHT' });
      const [code] = await codesOf(batch.batchId);
      const { token } = await member();
      const typed = ` ${formatCouponCode(code!).toLowerCase().replace('-', ' - ')} `;
      const res = await redeem(token, typed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().tierCode).toBe('LIGHT');
    });

    it('the same code twice, and another user\'s redeemed code: COUPON_ALREADY_USED', async () => {
      const batch = await createBatch({ onePerUser: false });
      const [code] = await codesOf(batch.batchId);
      const a = await member();
      expect((await redeem(a.token, code!)).statusCode).toBe(200);
      const again = await redeem(a.token, code!);
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('COUPON_ALREADY_USED');
      expect(again.json().error.message).toBe('이미 사용된 쿠폰입니다.');
      const b = await member();
      const other = await redeem(b.token, code!);
      expect(other.statusCode).toBe(409);
      expect(errorCode(other)).toBe('COUPON_ALREADY_USED');
    });

    it('past the redeem-by date: COUPON_EXPIRED', async () => {
      const batch = await createBatch();
      const [code] = await codesOf(batch.batchId);
      await db.db.update(schema.couponBatches).set({ redeemBy: new Date(clock.ms - 1) }).where(eq(schema.couponBatches.id, batch.batchId));
      const { token } = await member();
      const res = await redeem(token, code!);
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('COUPON_EXPIRED');
    });

    it('one per user: a second code of the batch answers COUPON_ONE_PER_USER', async () => {
      const batch = await createBatch({ onePerUser: true, benefitDays: 1 });
      const [first, second] = await codesOf(batch.batchId);
      const { token } = await member();
      expect((await redeem(token, first!)).statusCode).toBe(200);
      const res = await redeem(token, second!);
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('COUPON_ONE_PER_USER');
    });

    it('a coupon already in force: COUPON_ALREADY_APPLIED', async () => {
      const batch = await createBatch({ onePerUser: false });
      const [first, second] = await codesOf(batch.batchId);
      const { token } = await member();
      expect((await redeem(token, first!)).statusCode).toBe(200);
      const res = await redeem(token, second!);
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('COUPON_ALREADY_APPLIED');
    });

    it('a tier lower than the one held: COUPON_TIER_TOO_LOW, and the code stays available', async () => {
      const batch = await createBatch({ tierCode: 'LIGHT' });
      const [code] = await codesOf(batch.batchId);
      const { userId, token } = await member({ name: '프리미엄', tierCode: 'PREMIUM' });
      const res = await redeem(token, code!);
      expect(res.statusCode).toBe(409);
      expect(errorCode(res)).toBe('COUPON_TIER_TOO_LOW');
      expect(res.json().error.message).toBe('지금 이용 중인 멤버십보다 낮은 등급의 쿠폰은 사용할 수 없습니다.');
      expect((await activeMembership(userId))!.tierCode).toBe('PREMIUM');
      const [row] = await db.db.select().from(schema.couponCodes).where(eq(schema.couponCodes.code, code!));
      expect(row!.status).toBe('AVAILABLE');
    });

    it('five wrong codes lock redeeming for 15 minutes (COUPON_LOCKED), checked before anything else', async () => {
      const batch = await createBatch({ tierCode: 'LIGHT' });
      const [good] = await codesOf(batch.batchId);
      const { userId, token } = await member();
      const wrong = ['HELLO', '2222-2222-2222', '3333 3333 3333', 'ABCDEFGHJKMN', 'x'];
      const answers: string[] = [];
      for (const code of wrong) answers.push(errorCode(await redeem(token, code)));
      expect(answers).toEqual(['COUPON_NOT_FOUND', 'COUPON_NOT_FOUND', 'COUPON_NOT_FOUND', 'COUPON_NOT_FOUND', 'COUPON_LOCKED']);
      const locked = await redeem(token, good!);
      expect(locked.statusCode).toBe(429);
      expect(errorCode(locked)).toBe('COUPON_LOCKED');
      clock.advance(14 * 60_000);
      expect(errorCode(await redeem(await tokenOf(app, userId), good!))).toBe('COUPON_LOCKED');
      clock.advance(60_000 + 1000);
      expect((await redeem(await tokenOf(app, userId), good!)).statusCode).toBe(200);
    });

    it('rate limited per user and per IP: 429 RATE_LIMITED after 10 attempts a minute', async () => {
      const batch = await createBatch({ onePerUser: false });
      const [code] = await codesOf(batch.batchId);
      const owner = await member();
      expect((await redeem(owner.token, code!)).statusCode).toBe(200);
      const { token } = await member();
      const perUser: number[] = [];
      // Used codes do not count toward the wrong-code lock, only toward the rate.
      for (let i = 0; i < 11; i++) perUser.push((await redeem(token, code!, `10.1.0.${i + 1}`)).statusCode);
      expect(perUser.slice(0, 10).every((s) => s === 409)).toBe(true);
      expect(perUser[10]).toBe(429);
      const perIp: number[] = [];
      for (let i = 0; i < 11; i++) perIp.push((await redeem((await member()).token, code!, '10.2.0.1')).statusCode);
      expect(perIp.slice(0, 10).every((s) => s === 409)).toBe(true);
      expect(perIp[10]).toBe(429);
      const limited = await redeem((await member()).token, code!, '10.2.0.1');
      expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED', message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    });

    it('two users redeeming one code at once: exactly one succeeds', async () => {
      const batch = await createBatch({ count: 1 });
      const [code] = await codesOf(batch.batchId);
      const [a, b] = [await member(), await member()];
      const results = await Promise.all([redeem(a.token, code!), redeem(b.token, code!)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorCode(results.find((r) => r.statusCode === 409)!)).toBe('COUPON_ALREADY_USED');
      const redemptions = await db.db.select().from(schema.couponRedemptions).where(eq(schema.couponRedemptions.code, code!));
      expect(redemptions).toHaveLength(1);
    });

    it('one user in two tabs: the same code, or two codes, at once: exactly one succeeds', async () => {
      const batch = await createBatch({ onePerUser: false, count: 3 });
      const [first, second, third] = await codesOf(batch.batchId);
      const same = await member();
      const sameCode = await Promise.all([redeem(same.token, first!), redeem(same.token, first!)]);
      expect(sameCode.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const two = await member();
      const twoCodes = await Promise.all([redeem(two.token, second!), redeem(two.token, third!)]);
      expect(twoCodes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorCode(twoCodes.find((r) => r.statusCode === 409)!)).toBe('COUPON_ALREADY_APPLIED');
      const active = await db.db.select().from(schema.memberships).where(and(eq(schema.memberships.userId, two.userId), eq(schema.memberships.status, 'ACTIVE')));
      expect(active).toHaveLength(1);
    });

    it('a NUL byte in the code is 400, not 500', async () => {
      const { token } = await member();
      const res = await redeem(token, 'ABCD\u0000EFGH');
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
    });

    it('401 without credentials whatever the body', async () => {
      for (const payload of [{ code: 'ABCD-EFGH-JKMN' }, {}, { code: 'A\u0000' }, 'not json']) {
        const res = await app.inject({ method: 'POST', url: REDEEM, payload: payload as object });
        expect(res.statusCode).toBe(401);
      }
      const original = await app.inject({ method: 'GET', url: `${V1}/users/me/membership/original` });
      expect(original.statusCode).toBe(401);
    });
  });

  describe('expiry', () => {
    it('the coupon-expiry job ends the coupon and restores the original membership; running again changes nothing', async () => {
      const batch = await createBatch({ tierCode: 'PREMIUM', benefitDays: 7 });
      const [code] = await codesOf(batch.batchId);
      const { userId, token } = await member({ name: '라이트', tierCode: 'LIGHT' });
      const before = await activeMembership(userId);
      expect((await redeem(token, code!)).statusCode).toBe(200);
      const couponMembership = await activeMembership(userId);
      const noOriginal = await member();
      const [code2] = await codesOf((await createBatch({ tierCode: 'LIGHT', benefitDays: 7 })).batchId);
      expect((await redeem(noOriginal.token, code2!)).statusCode).toBe(200);

      const job = apiJobs({ config: { publishSchedulerIntervalMs: 0, priceFeed: 'off', priceFeedDir: '', priceUpdateCron: '' }, db, notifier: app.contentChangeNotifier, log: silent, clock: clock.now, billing: billingDeps(app) }).find((j) => j.name === COUPON_EXPIRY_JOB);
      expect(job).toMatchObject({ everySeconds: 300 });

      clock.advance(7 * DAY_MS - 120_000);
      await job!.handler(new Date(clock.ms).toISOString());
      expect((await activeMembership(userId))!.id).toBe(couponMembership!.id);

      clock.advance(180_000);
      await job!.handler(new Date(clock.ms).toISOString());
      expect((await activeMembership(userId))!.id).toBe(before!.id);
      const [ended] = await db.db.select().from(schema.memberships).where(eq(schema.memberships.id, couponMembership!.id));
      expect(ended!.status).toBe('ENDED');
      const [redemption] = await db.db.select().from(schema.couponRedemptions).where(eq(schema.couponRedemptions.code, code!));
      expect(redemption).toMatchObject({ status: 'ENDED' });
      expect(await activeMembership(noOriginal.userId)).toBeUndefined();

      // Two processes at once, and again later: nothing more changes.
      const again = await Promise.all([endExpiredCoupons(db.db, new Date(clock.ms)), endExpiredCoupons(db.db, new Date(clock.ms))]);
      expect(again).toEqual([{ ended: 0, restored: 0 }, { ended: 0, restored: 0 }]);
      expect((await activeMembership(userId))!.id).toBe(before!.id);

      const fresh = await tokenOf(app, userId);
      const original = await app.inject({ method: 'GET', url: `${V1}/users/me/membership/original`, headers: bearer(fresh) });
      expect(original.statusCode).toBe(404);
    });

    it('two expiry runs racing over the same due coupons end each once', async () => {
      const batch = await createBatch({ tierCode: 'PREMIUM', benefitDays: 1, count: 3, onePerUser: false });
      const codes = await codesOf(batch.batchId);
      const users = [];
      for (const code of codes) {
        const m = await member({ name: '라이트', tierCode: 'LIGHT' });
        expect((await redeem(m.token, code)).statusCode).toBe(200);
        users.push(m.userId);
      }
      clock.advance(DAY_MS + 1000);
      const [x, y] = await Promise.all([endExpiredCoupons(db.db, new Date(clock.ms)), endExpiredCoupons(db.db, new Date(clock.ms))]);
      expect(x.ended + y.ended).toBe(3);
      expect(x.restored + y.restored).toBe(3);
      for (const userId of users) expect((await activeMembership(userId))!.tierCode).toBe('LIGHT');
    });
  });
});
