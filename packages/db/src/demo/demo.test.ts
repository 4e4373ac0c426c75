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

  it('links active demo users to the four seeded local-provider accounts', async () => {
    handle = await createTestDb(kind);
    const result = await seedDemoData(handle.db);
    expect(result.loaders).toEqual(['accounts', 'legacy-users', 'content', 'reits', 'billing']);
    const identities = await handle.db.select().from(schema.userIdentities);
    expect(identities.map((i) => i.subject).sort()).toEqual(['google-demo-2001', 'google-demo-2002', 'kakao-demo-1001', 'kakao-demo-1002']);
    const users = await handle.db.select().from(schema.users);
    expect(users.every((u) => u.status === 'ACTIVE')).toBe(true);
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());

    const [corporation] = await handle.db.select().from(schema.corporations).where(eq(schema.corporations.id, DEMO_CORPORATION_ID));
    expect(corporation).toMatchObject({ name: '샘플자산운용 (샘플)', isSample: true });
    const memberships = await handle.db.select().from(schema.memberships);
    expect(memberships.map((m) => [m.userId, m.name]).sort()).toEqual([
      ['demo-user-jiho', '라이트'],
      ['demo-user-seoyeon', '프리미엄'],
      ['demo-user-yuna', '라이트'],
    ]);
    const roles = await handle.db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, 'demo-user-jiho'));
    expect(roles.map((r) => r.role).sort()).toEqual(['ROLE_ADMIN', 'ROLE_EDITOR']);

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
