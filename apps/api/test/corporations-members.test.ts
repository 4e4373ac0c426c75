import { ERROR_CATALOGUE, fundAuthorityOf } from '@spi/core';
import { DEMO_CORPORATION_ID, schema, seedDemoData, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { loadUser } from '../src/loaders/load-viewer';
import { bearer, buildUser } from './factories';
import { AS, tokenOf } from './sessions';
import { auditOf, buildCorporation, buildPerson, buildPersonalSubscription, call, seatOf, userOf, V1 } from './corporations-fixtures';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

describe.each(DB_KINDS)('corporations: members, manager transfer, auto-join, fund role (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemoData(db.db);
    app = await buildTestApp({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const managersOf = async (id: string) =>
    (await db.db.select().from(schema.users).where(and(eq(schema.users.corporationId, id), eq(schema.users.assign, 'MANAGER')))).map((u) => u.id).sort();

  describe('removing and leaving', () => {
    it('a manager removes a member: with a token issued before, the next request has no corporation and no corporate membership', async () => {
      const id = await buildCorporation(db, { seats: 5, roles: ['FUND'] });
      const boss = await buildPerson(db, id, 'MANAGER', { seat: true });
      const member = await buildPerson(db, id, 'MEMBER', { seat: true });
      // The member's session exists before the removal.
      const token = await tokenOf(app, member);
      const before = await app.inject({ method: 'GET', url: `${V1}/users/${member}/info`, headers: bearer(token) });
      expect(before.json().membership).toMatchObject({ tierCode: 'PREMIUM' });

      const res = await call(app, 'DELETE', `/corporations/${id}/members/${member}`, boss);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ removed: true });

      const me = await app.inject({ method: 'GET', url: `${V1}/users/me`, headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ corporationId: null, assign: null, isManager: false, type: 'PERSONAL' });
      const info = await app.inject({ method: 'GET', url: `${V1}/users/${member}/info`, headers: bearer(token) });
      expect(info.json()).toMatchObject({ membership: null, isCorporationManager: false });
      const overview = await app.inject({ method: 'GET', url: `${V1}/corporations/${id}/overview`, headers: bearer(token) });
      expect(overview.statusCode).toBe(403);
      const corp = await app.inject({ method: 'GET', url: `${V1}/corporations/${id}`, headers: bearer(token) });
      expect(corp.statusCode).toBe(403);
      expect(await seatOf(db, member)).toBeNull();
      const audit = await auditOf(db, 'corporation.member.remove', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: boss, meta: { userId: member, role: 'MEMBER' } });
      // Removing them again: not a member.
      expect((await call(app, 'DELETE', `/corporations/${id}/members/${member}`, boss)).json().error.code).toBe('MEMBER_NOT_FOUND');
    });

    it('a member leaves by removing themselves; members cannot remove others; outsiders and other corporations are refused', async () => {
      const id = await buildCorporation(db, { seats: 5 });
      const boss = await buildPerson(db, id, 'MANAGER', { seat: true });
      const [a, b] = [await buildPerson(db, id, 'MEMBER', { seat: true }), await buildPerson(db, id, 'MEMBER', { seat: true })];
      const byMember = await call(app, 'DELETE', `/corporations/${id}/members/${b}`, a);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');
      const foreign = await call(app, 'DELETE', `/corporations/${id}/members/${b}`, await buildPerson(db, await buildCorporation(db), 'MANAGER'));
      expect(foreign.json().error.code).toBe('FORBIDDEN');
      const personal = await call(app, 'DELETE', `/corporations/${id}/members/${b}`, await buildUser(db));
      expect(personal.json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');

      const leave = await call(app, 'DELETE', `/corporations/${id}/members/${a}`, a);
      expect(leave.statusCode).toBe(200);
      expect(await userOf(db, a)).toMatchObject({ corporationId: null, assign: null, type: 'PERSONAL' });
      expect(await auditOf(db, 'corporation.member.leave', id)).toHaveLength(1);
      // The manager removes a stranger id: 404 MEMBER_NOT_FOUND.
      expect((await call(app, 'DELETE', `/corporations/${id}/members/nobody`, boss)).json().error.code).toBe('MEMBER_NOT_FOUND');
    });

    it('the last manager can neither leave nor be removed (LAST_MANAGER); with two managers one may leave', async () => {
      const id = await buildCorporation(db);
      const boss = await buildPerson(db, id, 'MANAGER');
      const leave = await call(app, 'DELETE', `/corporations/${id}/members/${boss}`, boss);
      expect(leave.statusCode).toBe(409);
      expect(leave.json().error).toEqual({ code: 'LAST_MANAGER', message: ERROR_CATALOGUE.LAST_MANAGER.message });
      const second = await buildPerson(db, id, 'MANAGER');
      expect((await call(app, 'DELETE', `/corporations/${id}/members/${second}`, boss)).statusCode).toBe(200);
      expect((await call(app, 'DELETE', `/corporations/${id}/members/${boss}`, boss)).json().error.code).toBe('LAST_MANAGER');
      expect(await managersOf(id)).toEqual([boss]);
    });
  });

  describe('transferring the manager role', () => {
    it('hands the role to a member (the caller becomes a member), or keeps both; audited with from/to', async () => {
      const id = await buildCorporation(db);
      const boss = await buildPerson(db, id, 'MANAGER');
      const member = await buildPerson(db, id, 'MEMBER');
      const res = await call(app, 'POST', `/corporations/${id}/transfer-manager`, boss, { toUserId: member });
      expect(res.statusCode).toBe(200);
      expect(res.json().viewerRole).toBe('MEMBER');
      expect(await userOf(db, member)).toMatchObject({ assign: 'MANAGER', isManager: true });
      expect(await userOf(db, boss)).toMatchObject({ assign: 'MEMBER', isManager: false });
      expect((await call(app, 'GET', '/users/me', boss)).json().isManager).toBe(false);
      expect((await call(app, 'GET', `/users/${member}/info`, member)).json().isCorporationManager).toBe(true);
      const [audit] = await auditOf(db, 'corporation.manager.transfer', id);
      expect(audit).toMatchObject({ actorId: boss, meta: { from: boss, to: member, keepSelfAsManager: false } });

      // The old manager can no longer manage.
      const stale = await call(app, 'POST', `/corporations/${id}/transfer-manager`, boss, { toUserId: member });
      expect(stale.json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');

      const keep = await call(app, 'POST', `/corporations/${id}/transfer-manager`, member, { toUserId: boss, keepSelfAsManager: true });
      expect(keep.statusCode).toBe(200);
      expect(await managersOf(id)).toEqual([boss, member].sort());
    });

    it('the target must be another person of the same corporation (TRANSFER_TARGET_INVALID); members cannot transfer', async () => {
      const id = await buildCorporation(db);
      const boss = await buildPerson(db, id, 'MANAGER');
      const member = await buildPerson(db, id, 'MEMBER');
      for (const toUserId of [boss, await buildUser(db), await buildPerson(db, await buildCorporation(db), 'MEMBER'), 'nobody']) {
        const res = await call(app, 'POST', `/corporations/${id}/transfer-manager`, boss, { toUserId });
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('TRANSFER_TARGET_INVALID');
      }
      const byMember = await call(app, 'POST', `/corporations/${id}/transfer-manager`, member, { toUserId: member });
      expect(byMember.json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');
      expect((await call(app, 'POST', `/corporations/${id}/transfer-manager`, boss, {})).json().error.code).toBe('VALIDATION_FAILED');
      expect(await managersOf(id)).toEqual([boss]);
    });

    it('two managers demoting each other at once: exactly one manager remains and the rows agree', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await buildCorporation(db);
        const a = await buildPerson(db, id, 'MANAGER');
        const b = await buildPerson(db, id, 'MANAGER');
        const [ta, tb] = [await tokenOf(app, a), await tokenOf(app, b)];
        const results = await Promise.all([
          app.inject({ method: 'POST', url: `${V1}/corporations/${id}/transfer-manager`, headers: bearer(ta), payload: { toUserId: b } }),
          app.inject({ method: 'POST', url: `${V1}/corporations/${id}/transfer-manager`, headers: bearer(tb), payload: { toUserId: a } }),
        ]);
        for (const r of results) expect([200, 403, 409]).toContain(r.statusCode);
        const managers = await managersOf(id);
        expect(managers).toHaveLength(1);
        const people = await db.db.select().from(schema.users).where(eq(schema.users.corporationId, id));
        expect(people).toHaveLength(2);
        for (const p of people) expect(p.isManager).toBe(p.assign === 'MANAGER');
        expect(await auditOf(db, 'corporation.manager.transfer', id)).toHaveLength(results.filter((r) => r.statusCode === 200).length);
      }
    });

    it('two managers removing each other at once: one manager remains', async () => {
      const id = await buildCorporation(db);
      const a = await buildPerson(db, id, 'MANAGER');
      const b = await buildPerson(db, id, 'MANAGER');
      const results = await Promise.all([call(app, 'DELETE', `/corporations/${id}/members/${b}`, a), call(app, 'DELETE', `/corporations/${id}/members/${a}`, b)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      expect(await managersOf(id)).toHaveLength(1);
    });
  });

  describe('auto-join by company e-mail domain', () => {
    it('the domain must be the manager\'s own e-mail domain, not a public one, not taken; joinable lists it; join by domain', async () => {
      const id = await buildCorporation(db, { seats: 3 });
      const boss = await buildPerson(db, id, 'MANAGER', { seat: true, email: 'boss@acme-realty.co.kr' });
      const put = (body: unknown, user = boss) => call(app, 'PUT', `/corporations/${id}/auto-join`, user, body);

      expect((await put({ domain: 'other.co.kr', enabled: true })).json().error.code).toBe('DOMAIN_NOT_VERIFIED');
      const gmailBoss = await buildPerson(db, await buildCorporation(db), 'MANAGER', { email: 'boss@gmail.com' });
      const gmail = await call(app, 'PUT', `/corporations/${(await userOf(db, gmailBoss)).corporationId}/auto-join`, gmailBoss, { domain: 'gmail.com', enabled: true });
      expect(gmail.json().error).toEqual({ code: 'DOMAIN_PUBLIC_MAIL', message: ERROR_CATALOGUE.DOMAIN_PUBLIC_MAIL.message });
      expect((await put({ domain: 'not a domain', enabled: true })).json().error.code).toBe('VALIDATION_FAILED');
      const member = await buildPerson(db, id, 'MEMBER', { email: 'member@acme-realty.co.kr' });
      expect((await put({ domain: 'acme-realty.co.kr', enabled: true }, member)).json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');

      const ok = await put({ domain: 'ACME-realty.co.kr', enabled: true });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ domain: 'acme-realty.co.kr', enabled: true });
      expect(await auditOf(db, 'corporation.auto_join.update', id)).toHaveLength(1);

      // Another corporation whose manager shares the domain cannot take it.
      const rival = await buildCorporation(db);
      const rivalBoss = await buildPerson(db, rival, 'MANAGER', { email: 'rival@acme-realty.co.kr' });
      const taken = await call(app, 'PUT', `/corporations/${rival}/auto-join`, rivalBoss, { domain: 'acme-realty.co.kr', enabled: true });
      expect(taken.json().error.code).toBe('DOMAIN_TAKEN');

      const newcomer = await buildUser(db, { email: 'new@acme-realty.co.kr' });
      const joinable = await call(app, 'GET', '/corporations/joinable', newcomer);
      expect(joinable.json()).toEqual({ corporations: [{ corporationId: id, name: `${id} 주식회사`, domain: 'acme-realty.co.kr', seatsLeft: 1 }] });
      expect((await call(app, 'GET', '/corporations/joinable', member)).json()).toEqual({ corporations: [] });
      expect((await call(app, 'GET', '/corporations/joinable', await buildUser(db, { email: 'x@elsewhere.co.kr' }))).json()).toEqual({ corporations: [] });

      const outsider = await call(app, 'POST', `/corporations/${id}/join`, await buildUser(db, { email: 'x@elsewhere.co.kr' }));
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().error.code).toBe('AUTO_JOIN_NOT_ALLOWED');
      const subscriber = await buildUser(db, { email: 'paying@acme-realty.co.kr' });
      await buildPersonalSubscription(db, subscriber);
      expect((await call(app, 'POST', `/corporations/${id}/join`, subscriber)).json().error.code).toBe('CORPORATION_JOIN_SUBSCRIPTION_ACTIVE');

      const joined = await call(app, 'POST', `/corporations/${id}/join`, newcomer);
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toEqual({ corporationId: id, corporationName: `${id} 주식회사`, seatActive: true });
      expect(await userOf(db, newcomer)).toMatchObject({ corporationId: id, assign: 'MEMBER', corporationVia: 'DOMAIN' });
      expect(await seatOf(db, newcomer)).toMatchObject({ source: 'CORPORATION', tierCode: 'PREMIUM' });
      expect((await call(app, 'POST', `/corporations/${id}/join`, newcomer)).json().error.code).toBe('INVITEE_ALREADY_MEMBER');

      // 3 seats: boss, member, newcomer.
      const late = await call(app, 'POST', `/corporations/${id}/join`, await buildUser(db, { email: 'late@acme-realty.co.kr' }));
      expect(late.json().error.code).toBe('SEAT_LIMIT_REACHED');
      const inOther = await buildPerson(db, await buildCorporation(db), 'MEMBER', { email: 'moved@acme-realty.co.kr' });
      expect((await call(app, 'POST', `/corporations/${id}/join`, inOther)).json().error.code).toBe('ALREADY_IN_CORPORATION');

      // Turned off: joining by domain stops; clearing releases the domain.
      expect((await put({ domain: 'acme-realty.co.kr', enabled: false })).json()).toEqual({ domain: 'acme-realty.co.kr', enabled: false });
      expect((await call(app, 'POST', `/corporations/${id}/join`, await buildUser(db, { email: 'off@acme-realty.co.kr' }))).json().error.code).toBe('AUTO_JOIN_NOT_ALLOWED');
      expect((await put({ domain: null, enabled: true })).json()).toEqual({ domain: null, enabled: false });
      expect((await call(app, 'PUT', `/corporations/${rival}/auto-join`, rivalBoss, { domain: 'acme-realty.co.kr', enabled: true })).statusCode).toBe(200);
      expect((await call(app, 'POST', '/corporations/corp-nowhere/join', newcomer)).json().error.code).toBe('CORPORATION_NOT_FOUND');
    });
  });

  describe('fund role (ROLE_ADMIN)', () => {
    it('an admin grants and removes FUND on a user\'s membership; /users/{id}/info shows it; fundAuthorityOf is personal for a personal member', async () => {
      const admin = await buildUser(db, AS.admin);
      const reader = await buildUser(db, AS.premiumLight);
      const res = await call(app, 'PUT', `/admin/users/${reader}/fund-role`, admin, { fund: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ roles: ['FUND'] });
      expect((await call(app, 'GET', `/users/${reader}/info`, reader)).json().membership.roles).toEqual(['FUND']);
      expect(fundAuthorityOf((await loadUser(db.db, reader))!.principal)).toEqual({ personal: true, corporate: false });
      expect(await auditOf(db, 'membership.fund_role', reader)).toHaveLength(1);
      expect((await call(app, 'PUT', `/admin/users/${reader}/fund-role`, admin, { fund: false })).json()).toEqual({ roles: [] });
      expect(fundAuthorityOf((await loadUser(db.db, reader))!.principal)).toEqual({ personal: false, corporate: false });

      const none = await call(app, 'PUT', `/admin/users/${await buildUser(db)}/fund-role`, admin, { fund: true });
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toEqual({ code: 'NOT_FOUND', message: '멤버십이 있는 회원에게만 펀드 권한을 줄 수 있습니다.' });
    });

    it('an admin sets FUND on a corporation: every seat carries it and fundAuthorityOf says corporate; non-admins are refused', async () => {
      const admin = await buildUser(db, AS.admin);
      const id = await buildCorporation(db, { seats: 5 });
      const boss = await buildPerson(db, id, 'MANAGER', { seat: true });
      // A seat granted through the real path: a member joins by invitation.
      const email = `fund-${kind}@fund.example.com`;
      await call(app, 'POST', `/corporations/${id}/invitations`, boss, { email });
      const [mail] = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
      const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      const member = await buildUser(db, { email });
      expect((await call(app, 'POST', `/invitations/${token}/accept`, member)).statusCode).toBe(200);

      for (const user of [boss, member, await buildUser(db, AS.editor)]) {
        const denied = await call(app, 'PUT', `/admin/corporations/${id}/fund-role`, user, { fund: true });
        expect(denied.statusCode).toBe(403);
        expect(denied.json().error.code).toBe('ACCESS_ROLE_REQUIRED');
      }
      const res = await call(app, 'PUT', `/admin/corporations/${id}/fund-role`, admin, { fund: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ roles: ['FUND'] });
      const info = await call(app, 'GET', `/users/${member}/info`, member);
      expect(info.json().membership.roles).toContain('FUND');
      expect(fundAuthorityOf((await loadUser(db.db, member))!.principal)).toEqual({ personal: false, corporate: true });
      expect((await call(app, 'GET', `/corporations/${id}/overview`, boss)).json().membership.roles).toEqual(['FUND']);
      expect(await auditOf(db, 'corporation.fund_role', id)).toHaveLength(1);

      const noMembership = await call(app, 'PUT', `/admin/corporations/${await buildCorporation(db)}/fund-role`, admin, { fund: true });
      expect(noMembership.statusCode).toBe(404);
      expect((await call(app, 'PUT', '/admin/corporations/corp-nowhere/fund-role', admin, { fund: true })).json().error.code).toBe('CORPORATION_NOT_FOUND');
      expect((await call(app, 'PUT', `/admin/users/${member}/fund-role`, boss, { fund: true })).statusCode).toBe(403);
    });

    it('demo: 이서연 holds FUND through the sample corporation (corporate fund authority)', async () => {
      const loaded = await loadUser(db.db, 'demo-user-seoyeon');
      expect(fundAuthorityOf(loaded!.principal)).toEqual({ personal: false, corporate: true });
      expect(loaded!.membership.membership).toMatchObject({ source: 'CORPORATION', corporationId: DEMO_CORPORATION_ID });
    });
  });
});
