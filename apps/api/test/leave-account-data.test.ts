import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildOrder } from './billing-factories';
import { buildArticle, buildTaxonomy } from './content-fixtures';
import { buildUser, csrfCookies, csrfHeaders, signIn } from './factories';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const V1 = '/api/sejong/v1';

describe.each(DB_KINDS)('leave removes the reader\'s own data and keeps what the law requires (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let articleId: number;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db });
    await buildTaxonomy(db);
    articleId = await buildArticle(db, { title: '탈퇴 테스트 기사', isMemberOnly: true, publishedAt: new Date(Date.now() - 3_600_000) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A member with a scrap, history, an unlock, notification settings, interests and a paid order. */
  async function memberWithData() {
    const userId = await buildUser(db, { nickname: '떠나는독자', membership: { name: '라이트', tierCode: 'LIGHT' } });
    await db.db.update(schema.users).set({ interests: ['OFFICE', 'REITS'], onboardedAt: new Date() }).where(eq(schema.users.id, userId));
    await db.db.insert(schema.scraps).values([
      { userId, contentType: 'CONTENT', contentId: String(articleId) },
      { userId, contentType: 'REITS', contentId: '088260' },
    ]);
    await db.db.insert(schema.articleViews).values({ id: randomUUID(), userId, articleId });
    await db.db.insert(schema.articleUnlocks).values({ userId, articleId, month: '2026-11' });
    await db.db.insert(schema.notificationSettings).values({ userId, newsletter: true, recruit: true });
    await db.db.insert(schema.sophiConversations).values({ userId, title: '리츠 배당 질문' });
    const orderId = await buildOrder(db, { userId, createdAt: new Date('2026-11-01T00:00:00Z') });
    return { userId, orderId };
  }

  const rowsOf = async (userId: string) => ({
    scraps: await db.db.select().from(schema.scraps).where(eq(schema.scraps.userId, userId)),
    views: await db.db.select().from(schema.articleViews).where(eq(schema.articleViews.userId, userId)),
    unlocks: await db.db.select().from(schema.articleUnlocks).where(eq(schema.articleUnlocks.userId, userId)),
    settings: await db.db.select().from(schema.notificationSettings).where(eq(schema.notificationSettings.userId, userId)),
    conversations: await db.db.select().from(schema.sophiConversations).where(eq(schema.sophiConversations.userId, userId)),
  });

  it('deletes scraps, viewed-article and unlock history, notification settings and interests in one go; orders and memberships stay', async () => {
    const { userId, orderId } = await memberWithData();
    const bystander = await memberWithData();
    const { accessToken } = await signIn(app, userId);

    const res = await app.inject({
      method: 'POST',
      url: `${V1}/users/${userId}/leave`,
      cookies: { ...csrfCookies, [ACCESS_TOKEN_COOKIE]: accessToken },
      headers: csrfHeaders,
      payload: {},
    });
    expect(res.statusCode).toBe(204);

    expect(await rowsOf(userId)).toEqual({ scraps: [], views: [], unlocks: [], settings: [], conversations: [] });
    const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ status: 'LEFT', interests: [], email: '' });

    // Kept as the law requires: the order and the membership row.
    const orders = await db.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(orders).toHaveLength(1);
    expect(await db.db.select().from(schema.memberships).where(eq(schema.memberships.userId, userId))).toHaveLength(1);

    // Someone else's data is untouched.
    const other = await rowsOf(bystander.userId);
    expect(other.scraps).toHaveLength(2);
    expect(other.views).toHaveLength(1);
    expect(other.unlocks).toHaveLength(1);
    expect(other.settings).toHaveLength(1);
    expect(other.conversations).toHaveLength(1);
  });

  it('a request without credentials is 401 and deletes nothing', async () => {
    const { userId } = await memberWithData();
    const res = await app.inject({ method: 'POST', url: `${V1}/users/${userId}/leave`, cookies: csrfCookies, headers: csrfHeaders, payload: {} });
    expect(res.statusCode).toBe(401);
    const rows = await rowsOf(userId);
    expect(rows.scraps).toHaveLength(2);
    expect(rows.settings).toHaveLength(1);
  });
});
