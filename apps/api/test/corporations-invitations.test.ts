import { createHash } from 'node:crypto';
import { ERROR_CATALOGUE, INVITATION_TTL_DAYS } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildUser } from './factories';
import { auditOf, buildCorporation, buildPerson, buildPersonalSubscription, call, invitationTokenFor, seatOf, userOf } from './corporations-fixtures';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock, LogCapture } from './helpers';

const DAY_MS = 86_400_000;

describe.each(DB_KINDS)('corporations: invitations (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(Date.parse('2026-06-01T01:00:00Z'));
  const logs = new LogCapture();

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db, clock: clock.now, logs });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  beforeEach(() => clock.advance(1000));

  let n = 0;
  const address = (label: string) => `${label}-${++n}-${kind}@invitee.example.com`;

  async function invite(corporationId: string, manager: string, email: string) {
    return call(app, 'POST', `/corporations/${corporationId}/invitations`, manager, { email });
  }

  it('invite → mail with a single-use link (only its SHA-256 stored) → preview → accept: member with a seat; reuse is INVITATION_USED', async () => {
    const id = await buildCorporation(db, { seats: 5, roles: ['FUND'], name: '초대테스트 주식회사' });
    const boss = await buildPerson(db, id, 'MANAGER', { seat: true, nickname: '김관리' });
    const email = address('accept');
    const res = await invite(id, boss, email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const invitation = res.json().invitation;
    expect(invitation).toMatchObject({ email, status: 'PENDING', invitedBy: '김관리', acceptedAt: null });
    expect(Date.parse(invitation.expiresAt) - clock.now()).toBe(INVITATION_TTL_DAYS * DAY_MS);

    const token = await invitationTokenFor(db, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, email), eq(schema.mailOutbox.template, 'corporation-invitation')));
    expect(mail!.subject).toBe('[SPI] 초대테스트 주식회사 법인 계정에 초대되었습니다');
    expect(mail!.text).toContain(`http://localhost:3000/invitations/${token}`);
    expect(mail!.text).toContain('김관리 님이');
    expect(mail!.text).toMatch(/2026\.06\.08 10:00\(한국 시간\)까지/);
    const [row] = await db.db.select().from(schema.corporationInvitations).where(eq(schema.corporationInvitations.id, invitation.invitationId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(logs.text).not.toContain(token);
    expect(await auditOf(db, 'corporation.invitation.create', id)).toHaveLength(1);

    const invitee = await buildUser(db, { email, nickname: '초대받은이' });
    const preview = await call(app, 'GET', `/invitations/${token}`, invitee);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ corporationName: '초대테스트 주식회사', invitedBy: '김관리', email, expiresAt: invitation.expiresAt, status: 'PENDING', acceptable: true, blockedBy: null, blockedMessage: null });

    const accepted = await call(app, 'POST', `/invitations/${token}/accept`, invitee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ corporationId: id, corporationName: '초대테스트 주식회사', seatActive: true });
    expect(await userOf(db, invitee)).toMatchObject({ corporationId: id, assign: 'MEMBER', isManager: false, type: 'CORPORATE', corporationVia: 'INVITATION' });
    expect(await seatOf(db, invitee)).toMatchObject({ source: 'CORPORATION', corporationId: id, tierCode: 'PREMIUM', roles: ['FUND'] });
    // The next request carries the corporate tier.
    const info = await call(app, 'GET', `/users/${invitee}/info`, invitee);
    expect(info.json().membership).toMatchObject({ tierCode: 'PREMIUM', roles: ['FUND'] });

    const again = await call(app, 'POST', `/invitations/${token}/accept`, invitee);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVITATION_USED');
    const someoneElse = await call(app, 'POST', `/invitations/${token}/accept`, await buildUser(db, { email }));
    expect(someoneElse.json().error.code).toBe('INVITATION_USED');
    const afterPreview = await call(app, 'GET', `/invitations/${token}`, invitee);
    expect(afterPreview.json()).toMatchObject({ status: 'ACCEPTED', acceptable: false, blockedBy: 'INVITATION_USED', blockedMessage: ERROR_CATALOGUE.INVITATION_USED.message });
  });

  it('unknown link 404 INVITATION_NOT_FOUND; a malformed one 400', async () => {
    const viewer = await buildUser(db);
    const unknown = await call(app, 'POST', `/invitations/${'Z'.repeat(43)}/accept`, viewer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('INVITATION_NOT_FOUND');
    expect((await call(app, 'GET', `/invitations/${'Z'.repeat(43)}`, viewer)).json().error.code).toBe('INVITATION_NOT_FOUND');
    expect((await call(app, 'GET', '/invitations/short', viewer)).statusCode).toBe(400);
  });

  it('expiry: after INVITATION_TTL_DAYS the link answers 410 INVITATION_EXPIRED and the row is marked EXPIRED; a resend revives it with a new link', async () => {
    const id = await buildCorporation(db);
    const boss = await buildPerson(db, id, 'MANAGER');
    const email = address('expire');
    const invitationId = (await invite(id, boss, email)).json().invitation.invitationId;
    const token = await invitationTokenFor(db, email);
    const invitee = await buildUser(db, { email });

    clock.advance(INVITATION_TTL_DAYS * DAY_MS - 5000);
    expect((await call(app, 'GET', `/invitations/${token}`, invitee)).json()).toMatchObject({ status: 'PENDING', acceptable: true });
    clock.advance(10_000);
    expect((await call(app, 'GET', `/invitations/${token}`, invitee)).json()).toMatchObject({ status: 'EXPIRED', acceptable: false, blockedBy: 'INVITATION_EXPIRED' });
    const expired = await call(app, 'POST', `/invitations/${token}/accept`, invitee);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({ code: 'INVITATION_EXPIRED', message: ERROR_CATALOGUE.INVITATION_EXPIRED.message });
    const [row] = await db.db.select().from(schema.corporationInvitations).where(eq(schema.corporationInvitations.id, invitationId));
    expect(row!.status).toBe('EXPIRED');
    expect((await userOf(db, invitee)).corporationId).toBeNull();
    // The overview no longer counts it as holding a seat.
    expect((await call(app, 'GET', `/corporations/${id}/overview`, boss)).json().seats.pendingInvitations).toBe(0);

    clock.advance(1000);
    const resent = await call(app, 'POST', `/corporations/${id}/invitations/${invitationId}/resend`, boss);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invitation.status).toBe('PENDING');
    const fresh = await invitationTokenFor(db, email);
    expect(fresh).not.toBe(token);
    expect((await call(app, 'POST', `/invitations/${token}/accept`, invitee)).json().error.code).toBe('INVITATION_NOT_FOUND');
    expect((await call(app, 'POST', `/invitations/${fresh}/accept`, invitee)).statusCode).toBe(200);
  });

  it('resend: a new token and expiry; the old link stops working at once', async () => {
    const id = await buildCorporation(db);
    const boss = await buildPerson(db, id, 'MANAGER');
    const email = address('resend');
    const first = (await invite(id, boss, email)).json().invitation;
    const oldToken = await invitationTokenFor(db, email);
    clock.advance(DAY_MS);
    const resent = await call(app, 'POST', `/corporations/${id}/invitations/${first.invitationId}/resend`, boss);
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().invitation.expiresAt)).toBe(clock.now() + INVITATION_TTL_DAYS * DAY_MS);
    const newToken = await invitationTokenFor(db, email);
    expect(newToken).not.toBe(oldToken);
    const invitee = await buildUser(db, { email });
    expect((await call(app, 'GET', `/invitations/${oldToken}`, invitee)).statusCode).toBe(404);
    expect((await call(app, 'POST', `/invitations/${newToken}/accept`, invitee)).statusCode).toBe(200);
    expect(await auditOf(db, 'corporation.invitation.resend', id)).toHaveLength(1);
    // Accepted: resend and revoke refuse.
    expect((await call(app, 'POST', `/corporations/${id}/invitations/${first.invitationId}/resend`, boss)).json().error.code).toBe('INVITATION_USED');
    expect((await call(app, 'DELETE', `/corporations/${id}/invitations/${first.invitationId}`, boss)).json().error.code).toBe('INVITATION_USED');
  });

  it('revoke: the link answers 410 INVITATION_REVOKED; revoke and resend need the manager of that corporation', async () => {
    const id = await buildCorporation(db);
    const boss = await buildPerson(db, id, 'MANAGER');
    const member = await buildPerson(db, id, 'MEMBER');
    const email = address('revoke');
    const invitationId = (await invite(id, boss, email)).json().invitation.invitationId;
    const token = await invitationTokenFor(db, email);

    const byMember = await call(app, 'DELETE', `/corporations/${id}/invitations/${invitationId}`, member);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');
    const foreign = await call(app, 'DELETE', `/corporations/${id}/invitations/${invitationId}`, await buildPerson(db, await buildCorporation(db), 'MANAGER'));
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    const admin = await call(app, 'DELETE', `/corporations/${id}/invitations/${invitationId}`, await buildUser(db, { roles: ['ROLE_ADMIN'] }));
    expect(admin.statusCode).toBe(403);

    const revoked = await call(app, 'DELETE', `/corporations/${id}/invitations/${invitationId}`, boss);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().invitation.status).toBe('REVOKED');
    const invitee = await buildUser(db, { email });
    const res = await call(app, 'POST', `/invitations/${token}/accept`, invitee);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('INVITATION_REVOKED');
    expect((await call(app, 'POST', `/corporations/${id}/invitations/${invitationId}/resend`, boss)).json().error.code).toBe('INVITATION_REVOKED');
    expect((await call(app, 'DELETE', `/corporations/${id}/invitations/unknown-id`, boss)).json().error.code).toBe('INVITATION_NOT_FOUND');
    expect(await auditOf(db, 'corporation.invitation.revoke', id)).toHaveLength(1);
    // The address may be invited again.
    expect((await invite(id, boss, email)).statusCode).toBe(201);
  });

  it('invite rules: members only by the manager; already a member; in another corporation; already pending; seat limit counts open invitations', async () => {
    const id = await buildCorporation(db, { seats: 3 });
    const boss = await buildPerson(db, id, 'MANAGER', { seat: true });
    const memberEmail = address('member');
    const member = await buildPerson(db, id, 'MEMBER', { seat: true, email: memberEmail });

    const byMember = await invite(id, member, address('x'));
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');
    const personal = await invite(id, await buildUser(db), address('x'));
    expect(personal.json().error.code).toBe('ACCESS_CORPORATION_MANAGER_ONLY');

    const already = await invite(id, boss, memberEmail.toUpperCase());
    expect(already.statusCode).toBe(409);
    expect(already.json().error.code).toBe('INVITEE_ALREADY_MEMBER');
    const elsewhere = address('elsewhere');
    await buildPerson(db, await buildCorporation(db), 'MEMBER', { email: elsewhere });
    const other = await invite(id, boss, elsewhere);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({ code: 'INVITEE_IN_OTHER_CORPORATION', message: ERROR_CATALOGUE.INVITEE_IN_OTHER_CORPORATION.message });

    const pending = address('pending');
    expect((await invite(id, boss, pending)).statusCode).toBe(201);
    const twice = await invite(id, boss, pending);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('INVITATION_ALREADY_PENDING');

    // 3 seats: 2 members + 1 open invitation.
    const full = await invite(id, boss, address('full'));
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('SEAT_LIMIT_REACHED');
    const rows = await db.db.select().from(schema.corporationInvitations).where(eq(schema.corporationInvitations.corporationId, id));
    expect(rows).toHaveLength(1);
    // Bad input.
    expect((await invite(id, boss, 'not-an-email')).json().error.code).toBe('VALIDATION_FAILED');
  });

  it('two invitations to the same address at once: one 201, one INVITATION_ALREADY_PENDING', async () => {
    const id = await buildCorporation(db);
    const boss = await buildPerson(db, id, 'MANAGER');
    const email = address('race');
    const results = await Promise.all([invite(id, boss, email), invite(id, boss, email)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('INVITATION_ALREADY_PENDING');
  });

  it('accept rules: e-mail mismatch 403, already in a corporation, a live personal subscription, seat limit reached', async () => {
    const id = await buildCorporation(db, { seats: 3 });
    const boss = await buildPerson(db, id, 'MANAGER', { seat: true });
    const email = address('rules');
    await invite(id, boss, email);
    const token = await invitationTokenFor(db, email);

    const wrong = await buildUser(db, { email: address('wrong') });
    const mismatch = await call(app, 'POST', `/invitations/${token}/accept`, wrong);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error).toEqual({ code: 'INVITATION_EMAIL_MISMATCH', message: ERROR_CATALOGUE.INVITATION_EMAIL_MISMATCH.message });
    expect((await call(app, 'GET', `/invitations/${token}`, wrong)).json()).toMatchObject({ acceptable: false, blockedBy: 'INVITATION_EMAIL_MISMATCH' });

    // The same address held by someone who joined another corporation after the invitation.
    const inOther = await buildPerson(db, await buildCorporation(db), 'MEMBER', { email });
    const busy = await call(app, 'POST', `/invitations/${token}/accept`, inOther);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('ALREADY_IN_CORPORATION');
    await db.db.update(schema.users).set({ status: 'LEFT' }).where(eq(schema.users.id, inOther));

    const subscriber = await buildUser(db, { email });
    await buildPersonalSubscription(db, subscriber, 'PAST_DUE');
    expect((await call(app, 'GET', `/invitations/${token}`, subscriber)).json()).toMatchObject({ acceptable: false, blockedBy: 'CORPORATION_JOIN_SUBSCRIPTION_ACTIVE' });
    const paying = await call(app, 'POST', `/invitations/${token}/accept`, subscriber);
    expect(paying.statusCode).toBe(409);
    expect(paying.json().error.code).toBe('CORPORATION_JOIN_SUBSCRIPTION_ACTIVE');
    await db.db.update(schema.subscriptions).set({ status: 'ENDED' }).where(eq(schema.subscriptions.userId, subscriber));

    // Seats filled meanwhile (two more members joined another way).
    await buildPerson(db, id, 'MEMBER', { seat: true });
    await buildPerson(db, id, 'MEMBER', { seat: true });
    const full = await call(app, 'POST', `/invitations/${token}/accept`, subscriber);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('SEAT_LIMIT_REACHED');
    const [row] = await db.db.select().from(schema.corporationInvitations).where(eq(schema.corporationInvitations.email, email));
    expect(row!.status).toBe('PENDING');
    expect((await userOf(db, subscriber)).corporationId).toBeNull();
  });

  it('two people accepting the last seat at once: exactly one joins', async () => {
    const id = await buildCorporation(db, { seats: 2 });
    const boss = await buildPerson(db, id, 'MANAGER', { seat: true });
    const [a, b] = [address('last-a'), address('last-b')];
    expect((await invite(id, boss, a)).statusCode).toBe(201);
    // Two open invitations for one free seat: invite the second while a third seat briefly exists.
    await db.db.update(schema.corporateMemberships).set({ seats: 3 }).where(eq(schema.corporateMemberships.corporationId, id));
    expect((await invite(id, boss, b)).statusCode).toBe(201);
    await db.db.update(schema.corporateMemberships).set({ seats: 2 }).where(eq(schema.corporateMemberships.corporationId, id));
    const [ta, tb] = [await invitationTokenFor(db, a), await invitationTokenFor(db, b)];
    const [ua, ub] = [await buildUser(db, { email: a }), await buildUser(db, { email: b })];
    const results = await Promise.all([call(app, 'POST', `/invitations/${ta}/accept`, ua), call(app, 'POST', `/invitations/${tb}/accept`, ub)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('SEAT_LIMIT_REACHED');
    const members = await db.db.select().from(schema.users).where(eq(schema.users.corporationId, id));
    expect(members).toHaveLength(2);
  });

  it('without a corporate membership the free allowance (5) applies and no seat is granted on joining', async () => {
    const id = await buildCorporation(db);
    const boss = await buildPerson(db, id, 'MANAGER');
    const email = address('free');
    await invite(id, boss, email);
    const invitee = await buildUser(db, { email, membership: { name: '라이트', tierCode: 'LIGHT' } });
    expect((await call(app, 'POST', `/invitations/${await invitationTokenFor(db, email)}/accept`, invitee)).statusCode).toBe(200);
    // A granted (non-subscription) personal membership stays; no CORPORATION seat.
    expect(await seatOf(db, invitee)).toMatchObject({ source: 'GRANT', tierCode: 'LIGHT' });
    for (let i = 0; i < 3; i++) expect((await invite(id, boss, address('fill'))).statusCode).toBe(201);
    expect((await invite(id, boss, address('over'))).json().error.code).toBe('SEAT_LIMIT_REACHED');
  });
});
