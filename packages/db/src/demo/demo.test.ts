import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, DB_KINDS } from '../../test/db-kinds';
import { schema, seedDemoData, upsertLegacyUsers, type DbHandle } from '../index';
import { DEMO_CORPORATION_ID, DEMO_USERS } from './accounts';

describe.each(DB_KINDS)('demo accounts and legacy users (%s)', (kind) => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('links active demo users to the five seeded local-provider accounts', { timeout: 180_000 }, async () => {
    handle = await createTestDb(kind);
    const result = await seedDemoData(handle.db);
    expect(result.loaders).toEqual(['accounts', 'legacy-users', 'content', 'reits', 'market', 'billing', 'community', 'sophi', 'operations']);
    const identities = await handle.db.select().from(schema.userIdentities);
    expect(identities.map((i) => i.subject).sort()).toEqual(['google-demo-2001', 'google-demo-2002', 'kakao-demo-1001', 'kakao-demo-1002', 'kakao-demo-1003']);
    const users = await handle.db.select().from(schema.users);
    expect(users.every((u) => u.status === 'ACTIVE')).toBe(true);
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());

    const [corporation] = await handle.db.select().from(schema.corporations).where(eq(schema.corporations.id, DEMO_CORPORATION_ID));
    expect(corporation).toMatchObject({ name: '샘플자산운용 (샘플)', isSample: true });
    const memberships = await handle.db.select().from(schema.memberships);
    expect(memberships.map((m) => [m.userId, m.name]).sort()).toEqual([
      ['demo-user-haeun', '프리미엄 라이트'],
      ['demo-user-jiho', '라이트'],
      ['demo-user-seoyeon', '프리미엄'],
      ['demo-user-yuna', '라이트'],
    ]);
    // The personal fund-authority demo: PREMIUM_LIGHT with the fund role, no corporation, no staff role.
    const haeun = memberships.find((m) => m.userId === 'demo-user-haeun');
    expect(haeun).toMatchObject({ tierCode: 'PREMIUM_LIGHT', roles: ['FUND'], corporationId: null, status: 'ACTIVE' });
    expect(users.find((u) => u.id === 'demo-user-haeun')).toMatchObject({ type: 'PERSONAL', corporationId: null, isManager: false });
    expect(await handle.db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, 'demo-user-haeun'))).toEqual([]);

    const roles = await handle.db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, 'demo-user-jiho'));
    expect(roles.map((r) => r.role).sort()).toEqual(['ROLE_ADMIN', 'ROLE_EDITOR']);

    // The market demo (deals, funds, reports) loads with the rest, after the REITs its buyers name.
    expect(await handle.db.$count(schema.deals)).toBe(300);
    expect(await handle.db.$count(schema.funds)).toBe(80);
    // The help centre and the home notices (issue 14): the FAQ in four categories, one notice live and one scheduled.
    expect(await handle.db.$count(schema.faqs)).toBe(16);
    expect(await handle.db.$count(schema.notices)).toBe(2);
    expect(await handle.db.$count(schema.fundReports)).toBeGreaterThanOrEqual(40);
    expect(await handle.db.$count(schema.searchDocuments, eq(schema.searchDocuments.contentType, 'DEAL'))).toBe(300);

    const legacy = await handle.db.select().from(schema.legacyUsers);
    expect(legacy.length).toBeGreaterThanOrEqual(5);
    expect(legacy.find((l) => l.legacyUserId === 'dealmaker,kr')?.email).toBe('deal.maker@example.co.kr');
  });

  it('upserts legacy users: inserts new ids, updates known ones', async () => {
    handle = await createTestDb(kind);
    const first = await upsertLegacyUsers(handle.db, [
      { legacyUserId: 'a', email: 'a@example.com', provider: 'kakao', joinedAt: null },
      { legacyUserId: 'b', email: 'b@example.com', provider: null, joinedAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    expect(first).toEqual({ inserted: 2, updated: 0 });
    const second = await upsertLegacyUsers(handle.db, [
      { legacyUserId: 'a', email: 'a2@example.com', provider: 'google', joinedAt: null },
      { legacyUserId: 'c', email: 'c@example.com', provider: null, joinedAt: null },
    ]);
    expect(second).toEqual({ inserted: 1, updated: 1 });
    const [a] = await handle.db.select().from(schema.legacyUsers).where(eq(schema.legacyUsers.legacyUserId, 'a'));
    expect(a).toMatchObject({ email: 'a2@example.com', provider: 'google' });
  });
});
