import { ARTICLE_MONTHLY_UNLOCKS } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { nextSeoulMonthStart } from '../src/loaders/billing/load-article-unlocks';
import { buildArticle, buildTaxonomy } from './content-fixtures';
import { buildUser } from './factories';
import { AS, sessionOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const MEMBERSHIP = '/api/sejong/v1/users/me/membership';
const SEOUL = '/api/seoul/v1';
// 2026-03-31 23:00 in Seoul: one hour before the allowance refills.
const NOW = Date.parse('2026-03-31T14:00:00Z');
const HOUR = 3_600_000;

describe('nextSeoulMonthStart', () => {
  it('is the 1st of next month at 00:00 KST, across a year end', () => {
    expect(nextSeoulMonthStart('2026-03').toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(nextSeoulMonthStart('2026-12').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });
});

describe.each(DB_KINDS)('GET /users/me/membership: member-only unlocks left this month (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  const articles: number[] = [];

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now });
    await buildTaxonomy(db);
    for (let i = 0; i < 3; i++) {
      articles.push(await buildArticle(db, { title: `회원 전용 리포트 ${i}`, isMemberOnly: true, publishedAt: new Date(NOW - (i + 1) * HOUR) }));
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const membership = async (userId: string) => {
    const res = await app.inject({ method: 'GET', url: MEMBERSHIP, headers: (await sessionOf(app, userId)).headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const unlock = async (userId: string, articleId: number) => {
    const res = await app.inject({ method: 'POST', url: `${SEOUL}/articles/${articleId}/unlock`, headers: (await sessionOf(app, userId)).headers });
    expect(res.statusCode).toBe(200);
  };

  it('a metered member who unlocked 2 sees limit − 2; re-opening one spends nothing; the 1st of next month (KST) resets', async () => {
    const light = await buildUser(db, AS.light);
    expect((await membership(light)).articleUnlocks).toEqual({
      used: 0, limit: ARTICLE_MONTHLY_UNLOCKS, remaining: ARTICLE_MONTHLY_UNLOCKS, resetsAt: '2026-03-31T15:00:00.000Z',
    });

    await unlock(light, articles[0]!);
    await unlock(light, articles[1]!);
    await unlock(light, articles[1]!); // already open: idempotent
    expect((await membership(light)).articleUnlocks).toEqual({
      used: 2, limit: ARTICLE_MONTHLY_UNLOCKS, remaining: ARTICLE_MONTHLY_UNLOCKS - 2, resetsAt: '2026-03-31T15:00:00.000Z',
    });

    // Another member's unlocks do not count against this one.
    const student = await buildUser(db, { membership: { name: '라이트 학생', tierCode: 'LIGHT_STUDENT' } });
    await unlock(student, articles[2]!);
    expect((await membership(student)).articleUnlocks.remaining).toBe(ARTICLE_MONTHLY_UNLOCKS - 1);
    expect((await membership(light)).articleUnlocks.remaining).toBe(ARTICLE_MONTHLY_UNLOCKS - 2);

    clock.advance(HOUR); // 2026-04-01 00:00 in Seoul
    expect((await membership(light)).articleUnlocks).toEqual({
      used: 0, limit: ARTICLE_MONTHLY_UNLOCKS, remaining: ARTICLE_MONTHLY_UNLOCKS, resetsAt: '2026-04-30T15:00:00.000Z',
    });
    clock.ms = NOW;
  });

  it('unlimited tiers, staff and members without a membership have null', async () => {
    const premium = await buildUser(db, AS.premium);
    const lightPlus = await buildUser(db, { membership: { name: '라이트 플러스', tierCode: 'LIGHT_PLUS' } });
    const editorOnLight = await buildUser(db, { roles: ['ROLE_EDITOR'], membership: { name: '라이트', tierCode: 'LIGHT' } });
    const none = await buildUser(db);
    for (const userId of [premium, lightPlus, editorOnLight, none]) expect((await membership(userId)).articleUnlocks).toBeNull();
  });

  it('a coupon membership shows its benefit period start and end', async () => {
    const end = new Date(NOW + 30 * 24 * HOUR);
    const couponed = await buildUser(db, { membership: { name: '라이트', tierCode: 'LIGHT', couponBenefitEnd: end, couponBenefitDays: 30 } });
    const body = await membership(couponed);
    expect(body.membership.appliedCoupon).toEqual({ benefitPeriodStart: new Date(NOW).toISOString(), benefitPeriodEnd: end.toISOString(), benefitValue: 30 });
    expect(body.articleUnlocks.remaining).toBe(ARTICLE_MONTHLY_UNLOCKS);
  });

  it('answers 401 without credentials', async () => {
    expect((await app.inject({ method: 'GET', url: MEMBERSHIP })).statusCode).toBe(401);
  });
});
