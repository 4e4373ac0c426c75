import { existsSync } from 'node:fs';
import path from 'node:path';
import { STUDENT_CODE_MAX_ATTEMPTS, STUDENT_DOCUMENT_MAX_BYTES } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { detectStudentDocumentType } from '../src/commands/students/document-verification';
import { hashStudentCode, newStudentCode } from '../src/commands/students/email-verification';
import { studentDeps, studentDocumentsDir } from '../src/commands/students/student-deps';
import { runStudentVerificationJob } from '../src/commands/students/review-verification';
import { deriveStudentStatus, type StudentVerificationRow } from '../src/loaders/students/student-verifications';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock, LogCapture, testConfig } from './helpers';
import { codeMailTo, multipart, newReader, PDF, PNG, refresh, rowsOf, V1, verifyByEmail, type Reader } from './students-helpers';

const DAY = 86_400_000;

describe('student rules', () => {
  it('recognises documents by their first bytes only', () => {
    const cases: Array<[Buffer, string | null]> = [
      [Buffer.from('ffd8ffe000104a464946', 'hex'), 'image/jpeg'],
      [PNG, 'image/png'],
      [Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
      [PDF, 'application/pdf'],
      [Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), null],
      [Buffer.from('<!DOCTYPE html><script>alert(1)</script>', 'latin1'), null],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>', 'latin1'), null],
      [Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'), null],
      [Buffer.from('%PD', 'latin1'), null],
    ];
    for (const [bytes, mime] of cases) expect(detectStudentDocumentType(bytes), bytes.toString('latin1').slice(0, 12)).toBe(mime);
  });

  it('codes are 6 digits, hashed with the row id', () => {
    for (let i = 0; i < 50; i++) expect(newStudentCode()).toMatch(/^\d{6}$/);
    expect(hashStudentCode('123456', 'a')).not.toBe(hashStudentCode('123456', 'b'));
    expect(hashStudentCode('123456', 'a')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('derives the status from the rows', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const base = { userId: 'u', school: '서울대학교', email: 'ab@snu.ac.kr', codeHash: null, codeExpiresAt: null, codeAttempts: 0, documentKey: null, documentMime: null, documentSize: null, rejectedReason: null, reviewedBy: null, reviewedAt: null, verifiedAt: null, expiresAt: null, updatedAt: now } as const;
    const row = (over: Partial<StudentVerificationRow>): StudentVerificationRow => ({ ...base, id: Math.random().toString(36), method: 'EMAIL', status: 'PENDING', createdAt: now, ...over }) as StudentVerificationRow;
    expect(deriveStudentStatus([], now).status).toBe('NONE');
    const code = row({ codeExpiresAt: new Date(now.getTime() + 60_000) });
    expect(deriveStudentStatus([code], now)).toMatchObject({ status: 'NONE', pendingCode: code });
    expect(deriveStudentStatus([row({ codeExpiresAt: new Date(now.getTime() - 1) })], now)).toMatchObject({ status: 'NONE', pendingCode: null });
    expect(deriveStudentStatus([row({ method: 'DOCUMENT' })], now).status).toBe('PENDING');
    const verified = row({ status: 'VERIFIED', verifiedAt: now, expiresAt: new Date(now.getTime() + DAY) });
    expect(deriveStudentStatus([verified], now).status).toBe('VERIFIED');
    expect(deriveStudentStatus([verified], new Date(now.getTime() + DAY)).status).toBe('EXPIRED');
    expect(deriveStudentStatus([code, verified], now)).toMatchObject({ status: 'VERIFIED', pendingCode: code });
    const rejected = row({ method: 'DOCUMENT', status: 'REJECTED', rejectedReason: '흐림' });
    expect(deriveStudentStatus([rejected], now).status).toBe('REJECTED');
    expect(deriveStudentStatus([code, rejected], now).status).toBe('NONE');
  });

  it('keeps the documents folder out of the public media folder', () => {
    expect(() => studentDocumentsDir({ dataDir: '/d', mediaDir: '/d/private' })).toThrow();
    expect(studentDocumentsDir({ dataDir: '/d', mediaDir: '/d/media' })).toBe(path.resolve('/d/private/student-documents'));
  });
});

describe.each(DB_KINDS)('student verification (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let clock: FakeClock;
  const logs = new LogCapture();

  beforeAll(async () => {
    db = await createTestDb(kind);
    clock = new FakeClock(Date.parse('2026-03-02T01:00:00Z'));
    app = await buildTestApp({ db, clock: clock.now, logs, config: { students: { schoolDomains: ['kaist.edu'] } } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (r: Reader | null, url = `${V1}/student`) => app.inject({ method: 'GET', url, headers: r?.headers ?? {} });
  const post = (r: Reader | null, url: string, payload?: object) => app.inject({ method: 'POST', url: `${V1}${url}`, headers: r?.headers ?? {}, ...(payload ? { payload } : {}) });
  const upload = (r: Reader | null, file: Parameters<typeof multipart>[0], fields: Record<string, string> = { school: '연세대학교' }, after = false) => {
    const body = multipart(file, fields, after);
    return app.inject({ method: 'POST', url: `${V1}/student/document`, headers: { ...(r?.headers ?? {}), ...body.headers }, payload: body.payload });
  };

  it('401 before validation on every endpoint, whatever the body (multipart included)', async () => {
    const broken = multipart({ bytes: Buffer.alloc(10), filename: 'x.png', contentType: 'image/png' });
    const cases: Array<[string, string, Record<string, string>, string | Buffer | undefined]> = [
      ['GET', `${V1}/student`, {}, undefined],
      ['POST', `${V1}/student/email`, { 'content-type': 'application/json' }, '{"email":"\u0000","bad":'],
      ['POST', `${V1}/student/email`, { 'content-type': 'application/json' }, '{}'],
      ['POST', `${V1}/student/email/confirm`, { 'content-type': 'application/json' }, '{"code":"nope"}'],
      ['POST', `${V1}/student/document`, broken.headers, broken.payload],
      ['POST', `${V1}/student/document`, { 'content-type': 'multipart/form-data; boundary=zzz' }, 'garbage without any boundary'],
      ['POST', `${V1}/student/document`, { 'content-type': 'multipart/form-data' }, Buffer.alloc(200_000, 1)],
      ['GET', `${V1}/admin/student-verifications?status=NOPE`, {}, undefined],
      ['GET', `${V1}/admin/student-verifications/%00/document`, {}, undefined],
      ['POST', `${V1}/admin/student-verifications/x/approve`, { 'content-type': 'application/json' }, '{'],
      ['POST', `${V1}/admin/student-verifications/x/reject`, { 'content-type': 'application/json' }, '{"reason":1}'],
      ['GET', `${V1}/addresses?query=%00`, {}, undefined],
    ];
    for (const [method, url, headers, payload] of cases) {
      const res = await app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a new reader is NONE; the answer is private and never stored', async () => {
    const me = await newReader(app, db);
    const res = await get(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ status: 'NONE', method: null, school: null, email: null, submittedAt: null, verifiedAt: null, expiresAt: null, rejectedReason: null, codePendingUntil: null });
  });

  it('e-mail code: school address only, one mail with the code, resend throttle, wrong code counted, right code verifies once', async () => {
    const me = await newReader(app, db);
    const notSchool = await post(me, '/student/email', { school: '서울대학교', email: 'me@gmail.com' });
    expect(notSchool.statusCode).toBe(400);
    expect(notSchool.json().error.code).toBe('STUDENT_EMAIL_NOT_SCHOOL');
    const lookalike = await post(me, '/student/email', { school: '서울대학교', email: 'me@snu.ac.kr.evil.com' });
    expect(lookalike.json().error.code).toBe('STUDENT_EMAIL_NOT_SCHOOL');

    const email = 'abcdef@snu.ac.kr';
    const sent = await post(me, '/student/email', { school: '서울대학교', email: 'AbcDef@SNU.ac.kr' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sentTo: 'ab****@snu.ac.kr', expiresAt: new Date(clock.now() + 10 * 60_000).toISOString(), resendAfter: new Date(clock.now() + 60_000).toISOString() });
    const mail = await codeMailTo(db, email);
    expect(mail!.subject).toBe('[SPI] 학생 인증 코드');
    expect(mail!.text).toMatch(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}\(한국 시간\)/); // the expiry in Asia/Seoul
    const [row] = await rowsOf(db, me.userId);
    expect(row).toMatchObject({ method: 'EMAIL', status: 'PENDING', codeAttempts: 0, email });
    expect(row!.codeHash).toBe(hashStudentCode(mail!.code, row!.id));
    expect(row!.codeHash).not.toContain(mail!.code);

    const pending = (await get(me)).json();
    expect(pending).toMatchObject({ status: 'NONE', method: 'EMAIL', school: '서울대학교', email: 'ab****@snu.ac.kr', codePendingUntil: new Date(clock.now() + 10 * 60_000).toISOString() });

    clock.advance(20_000);
    const tooSoon = await post(me, '/student/email', { school: '서울대학교', email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(tooSoon.json().error.message).toContain('40초');

    const wrongCode = mail!.code === '000000' ? '111111' : '000000';
    const wrong = await post(me, '/student/email/confirm', { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('STUDENT_CODE_INVALID');
    expect(wrong.json().error.message).toContain(`${STUDENT_CODE_MAX_ATTEMPTS - 1}번`);
    expect((await rowsOf(db, me.userId))[0]!.codeAttempts).toBe(1);
    expect((await post(me, '/student/email/confirm', { code: '12345' })).statusCode).toBe(400);

    const [first, second] = await Promise.all([post(me, '/student/email/confirm', { code: ` ${mail!.code} ` }), post(me, '/student/email/confirm', { code: mail!.code })]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const status = first.json();
    expect(status).toMatchObject({ status: 'VERIFIED', method: 'EMAIL', email: 'ab****@snu.ac.kr', verifiedAt: new Date(clock.now()).toISOString(), expiresAt: new Date(clock.now() + 365 * DAY).toISOString(), codePendingUntil: null });
    const rows = await rowsOf(db, me.userId);
    expect(rows.map((r) => r.status)).toEqual(['VERIFIED']);
    expect(rows[0]!.codeHash).toBeNull();
    // The code never reached a log line (a rejected confirm logs its body).
    expect(logs.text).not.toContain(mail!.code);
    expect(logs.text).not.toContain(`"code":"${wrongCode}"`);

    const again = await post(me, '/student/email', { school: '서울대학교', email });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('STUDENT_ALREADY_VERIFIED');
    const doc = await upload(me, { bytes: PNG, filename: 'id.png', contentType: 'image/png' });
    expect(doc.json().error.code).toBe('STUDENT_ALREADY_VERIFIED');
  });

  it(`after ${STUDENT_CODE_MAX_ATTEMPTS} wrong codes the code stops working; a new code supersedes the old one`, async () => {
    const me = await newReader(app, db);
    const email = `max${me.userId.slice(0, 5)}@korea.ac.kr`;
    await post(me, '/student/email', { school: '고려대학교', email });
    const { code } = (await codeMailTo(db, email))!;
    const wrong = code === '999999' ? '999998' : '999999';
    const answers: string[] = [];
    for (let i = 0; i < STUDENT_CODE_MAX_ATTEMPTS; i++) answers.push((await post(me, '/student/email/confirm', { code: wrong })).json().error.code);
    expect(answers).toEqual([...Array(STUDENT_CODE_MAX_ATTEMPTS - 1).fill('STUDENT_CODE_INVALID'), 'STUDENT_CODE_ATTEMPTS']);
    const right = await post(me, '/student/email/confirm', { code });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('STUDENT_CODE_ATTEMPTS');
    expect((await get(me)).json()).toMatchObject({ status: 'NONE', codePendingUntil: null });

    clock.advance(61_000);
    const resent = await post(me, '/student/email', { school: '고려대학교', email });
    expect(resent.statusCode).toBe(200);
    const newCode = (await codeMailTo(db, email))!.code;
    expect((await rowsOf(db, me.userId)).map((r) => r.status)).toEqual(['SUPERSEDED', 'PENDING']);
    expect((await post(me, '/student/email/confirm', { code: newCode })).json().status).toBe('VERIFIED');
  });

  it('an expired code (by the clock) answers STUDENT_CODE_EXPIRED; no code at all too', async () => {
    let me = await newReader(app, db);
    expect((await post(me, '/student/email/confirm', { code: '123456' })).json().error.code).toBe('STUDENT_CODE_EXPIRED');
    const email = `late${me.userId.slice(0, 5)}@yonsei.ac.kr`;
    await post(me, '/student/email', { school: '연세대학교', email });
    const { code } = (await codeMailTo(db, email))!;
    clock.advance(10 * 60_000 + 1000);
    me = await refresh(app, me);
    const late = await post(me, '/student/email/confirm', { code });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('STUDENT_CODE_EXPIRED');
    expect((await get(me)).json()).toMatchObject({ status: 'NONE', codePendingUntil: null });
  });

  it('a configured extra school domain counts (kaist.edu here); without it the same address does not', async () => {
    const me = await newReader(app, db);
    expect((await post(me, '/student/email', { school: 'KAIST', email: 'student@kaist.edu' })).statusCode).toBe(200);
    const plain = await buildTestApp({ db, clock: clock.now });
    try {
      const other = await newReader(plain, db);
      const res = await plain.inject({ method: 'POST', url: `${V1}/student/email`, headers: other.headers, payload: { school: 'KAIST', email: 'student2@kaist.edu' } });
      expect(res.json().error.code).toBe('STUDENT_EMAIL_NOT_SCHOOL');
    } finally {
      await plain.close();
    }
  });

  it('documents: size limit 413, forged types 415, PNG and PDF accepted and stored privately', async () => {
    const me = await newReader(app, db);
    const huge = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(STUDENT_DOCUMENT_MAX_BYTES)]);
    const tooLarge = await upload(me, { bytes: huge, filename: 'id.png', contentType: 'image/png' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('STUDENT_DOCUMENT_TOO_LARGE');
    expect(tooLarge.headers.connection).toBe('close');

    for (const forged of [
      { bytes: Buffer.from('this is only text, not an image at all'), filename: 'id.png', contentType: 'image/png' },
      { bytes: Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'), filename: 'id.png', contentType: 'image/png' },
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), filename: 'id.gif', contentType: 'image/gif' },
      { bytes: Buffer.from('%PD'), filename: 'id.pdf', contentType: 'application/pdf' },
    ]) {
      const res = await upload(me, forged);
      expect(res.statusCode, forged.filename).toBe(415);
      expect(res.json().error.code).toBe('STUDENT_DOCUMENT_INVALID');
    }
    const noFile = await upload(me, null);
    expect(noFile.statusCode).toBe(400);
    const notMultipart = await post(me, '/student/document', { school: '연세대학교' });
    expect(notMultipart.statusCode).toBe(415);
    const badSchool = await upload(me, { bytes: PNG, filename: 'id.png', contentType: 'image/png' }, { school: '연\u0000세' });
    expect(badSchool.statusCode).toBe(400);
    const shortSchool = await upload(me, { bytes: PNG, filename: 'id.png', contentType: 'image/png' }, { school: '연' });
    expect(shortSchool.statusCode).toBe(400);
    expect(shortSchool.json().error.code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(db, me.userId)).toEqual([]);

    // A code was waiting: the document supersedes it (one PENDING row per user).
    await post(me, '/student/email', { school: '연세대학교', email: `doc${me.userId.slice(0, 5)}@yonsei.ac.kr` });
    const ok = await upload(me, { bytes: PNG, filename: 'photo.jpg', contentType: 'application/octet-stream' }, { school: '연세대학교' }, true);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'PENDING', method: 'DOCUMENT', school: '연세대학교', email: null });
    const rows = await rowsOf(db, me.userId);
    expect(rows.map((r) => `${r.method}:${r.status}`)).toEqual(['EMAIL:SUPERSEDED', 'DOCUMENT:PENDING']);
    const row = rows[1]!;
    expect(row).toMatchObject({ documentMime: 'image/png', documentSize: PNG.length });
    expect(row.documentKey).toMatch(/^[A-Za-z0-9]{32}\/document\.png$/);
    const storedAt = path.join(studentDocumentsDir(app.config), row.documentKey!);
    expect(existsSync(storedAt)).toBe(true);
    expect(existsSync(path.join(app.config.mediaDir, row.documentKey!))).toBe(false);
    // Not reachable through the public media route, by its folder or any name.
    const folder = row.documentKey!.split('/')[0]!;
    for (const url of [`/api/seoul/v1/media/${folder}`, `/api/seoul/v1/media/${folder}/original`, `/api/seoul/v1/media/${folder}/document.png`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }

    const second = await upload(me, { bytes: PDF, filename: 'id.pdf', contentType: 'application/pdf' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('STUDENT_REVIEW_PENDING');
    const email = await post(me, '/student/email', { school: '연세대학교', email: `doc${me.userId.slice(0, 5)}@yonsei.ac.kr` });
    expect(email.json().error.code).toBe('STUDENT_REVIEW_PENDING');

    const other = await newReader(app, db);
    const pdf = await upload(other, { bytes: PDF, filename: 'scan.pdf', contentType: 'application/pdf' }, { school: '한양대학교' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await rowsOf(db, other.userId))[0]).toMatchObject({ documentMime: 'application/pdf' });
  });

  it('admin review: queue, document stream (audited), approve, reject with reason, double approve closed, non-admin 403', async () => {
    const admin = await newReader(app, db, { roles: ['ROLE_ADMIN'], nickname: '심사관리자' });
    const member = await newReader(app, db, { membership: { name: '프리미엄', tierCode: 'PREMIUM' } });
    const editor = await newReader(app, db, { roles: ['ROLE_EDITOR'] });
    const alice = await newReader(app, db, { nickname: '앨리스' });
    const bob = await newReader(app, db, { nickname: '밥' });
    expect((await upload(alice, { bytes: PNG, filename: 'a.png', contentType: 'image/png' }, { school: '서강대학교' })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await upload(bob, { bytes: PDF, filename: 'b.pdf', contentType: 'application/pdf' }, { school: '이화여자대학교' })).statusCode).toBe(200);
    const aliceId = (await rowsOf(db, alice.userId))[0]!.id;
    const bobId = (await rowsOf(db, bob.userId))[0]!.id;

    for (const r of [member, editor, alice]) {
      const res = await get(r, `${V1}/admin/student-verifications`);
      expect(res.statusCode).toBe(403);
      expect((await post(r, `/admin/student-verifications/${aliceId}/approve`)).statusCode).toBe(403);
      expect((await get(r, `${V1}/admin/student-verifications/${aliceId}/document`)).statusCode).toBe(403);
    }

    const queue = await get(admin, `${V1}/admin/student-verifications?status=PENDING&size=50`);
    expect(queue.statusCode).toBe(200);
    const ids = queue.json().verifications.map((v: { verificationId: string }) => v.verificationId);
    expect(ids).toContain(aliceId);
    expect(ids.indexOf(aliceId)).toBeLessThan(ids.indexOf(bobId));
    const aliceItem = queue.json().verifications.find((v: { verificationId: string }) => v.verificationId === aliceId);
    expect(aliceItem).toMatchObject({ nickname: '앨리스', school: '서강대학교', method: 'DOCUMENT', status: 'PENDING', document: { mimeType: 'image/png', size: PNG.length, url: `${V1}/admin/student-verifications/${aliceId}/document` } });
    // E-mail codes still waiting are not in the queue.
    expect(queue.json().verifications.every((v: { method: string }) => v.method === 'DOCUMENT')).toBe(true);

    const file = await get(admin, `${V1}/admin/student-verifications/${aliceId}/document`);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/png', 'content-disposition': 'inline', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
    const pdfFile = await get(admin, `${V1}/admin/student-verifications/${bobId}/document`);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    const audits = await db.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'student.document.read'), eq(schema.auditLog.targetId, aliceId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.userId, targetType: 'student_verification' });

    const [a1, a2] = await Promise.all([post(admin, `/admin/student-verifications/${aliceId}/approve`), post(admin, `/admin/student-verifications/${aliceId}/approve`)]);
    expect([a1.statusCode, a2.statusCode].sort()).toEqual([200, 409]);
    const closed = [a1, a2].find((r) => r.statusCode === 409)!;
    expect(closed.json().error.code).toBe('STUDENT_VERIFICATION_CLOSED');
    const approved = [a1, a2].find((r) => r.statusCode === 200)!.json().verification;
    expect(approved).toMatchObject({ status: 'VERIFIED', reviewedBy: admin.userId, expiresAt: new Date(clock.now() + 365 * DAY).toISOString() });
    expect((await get(alice)).json()).toMatchObject({ status: 'VERIFIED', method: 'DOCUMENT', school: '서강대학교' });
    expect((await post(admin, `/admin/student-verifications/${aliceId}/reject`, { reason: '늦은 반려' })).json().error.code).toBe('STUDENT_VERIFICATION_CLOSED');

    const tooShort = await post(admin, `/admin/student-verifications/${bobId}/reject`, { reason: ' ' });
    expect(tooShort.statusCode).toBe(400);
    const rejected = await post(admin, `/admin/student-verifications/${bobId}/reject`, { reason: '학생증의 이름과 재학 기간이 보이지 않습니다.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().verification).toMatchObject({ status: 'REJECTED', rejectedReason: '학생증의 이름과 재학 기간이 보이지 않습니다.' });
    expect((await get(bob)).json()).toMatchObject({ status: 'REJECTED', rejectedReason: '학생증의 이름과 재학 기간이 보이지 않습니다.' });
    expect((await post(admin, `/admin/student-verifications/${bobId}/approve`)).json().error.code).toBe('STUDENT_VERIFICATION_CLOSED');

    const mails = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, alice.email));
    expect(mails.map((m) => m.template)).toEqual(['student-verification-approved']);
    const bobMails = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, bob.email));
    expect(bobMails.map((m) => m.template)).toEqual(['student-verification-rejected']);
    expect(bobMails[0]!.text).toContain('학생증의 이름과 재학 기간이 보이지 않습니다.');
    const decisions = await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, admin.userId));
    expect(decisions.map((d) => d.action)).toEqual(expect.arrayContaining(['student.verification.approve', 'student.verification.reject', 'student.verifications_read']));
    expect(decisions.filter((d) => d.action === 'student.verification.approve')).toHaveLength(1);

    const missing = await post(admin, '/admin/student-verifications/no-such-id/approve');
    expect(missing.statusCode).toBe(404);
    for (const url of [`${V1}/admin/student-verifications/%00/document`, `${V1}/admin/student-verifications/%ED%A0%80/document`, `${V1}/admin/student-verifications/${'a'.repeat(65)}/document`, `${V1}/admin/student-verifications/%F0%9F%98%80/document`]) {
      const res = await get(admin, url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect((await get(admin, `${V1}/admin/student-verifications?status=SUPERSEDED`)).statusCode).toBe(400);
  });

  it('EXPIRED by the clock; the job marks it and reminds LIGHT_STUDENT members once; LIGHT_STUDENT checkout only while verified', async () => {
    let me = await newReader(app, db, { membership: { name: '라이트 (학생 할인)', tierCode: 'LIGHT_STUDENT' } });
    let plain = await newReader(app, db);
    const checkout = (r: Reader) => app.inject({ method: 'POST', url: `${V1}/users/me/checkouts`, headers: r.headers, payload: { purpose: 'SUBSCRIBE', planCode: 'LIGHT_STUDENT', cycle: 'MONTHLY' } });
    const before = await checkout(plain);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('STUDENT_VERIFICATION_REQUIRED');
    await verifyByEmail(app, db, plain);
    const after = await checkout(plain);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ purpose: 'SUBSCRIBE', amount: expect.any(Number) });

    await verifyByEmail(app, db, me);
    const job = () => runStudentVerificationJob(studentDeps(app));
    await job();
    const reminders = () => db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, me.email), eq(schema.mailOutbox.template, 'student-verification-reminder')));
    expect(await reminders()).toHaveLength(0);

    clock.advance(340 * DAY);
    me = await refresh(app, me);
    plain = await refresh(app, plain);
    // Within the last 30 days a verified student may verify again.
    expect((await get(me)).json().status).toBe('VERIFIED');
    expect((await job()).reminded).toBeGreaterThanOrEqual(1);
    await job();
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]!.text).toContain('학생 인증이');
    // The plain reader holds no LIGHT_STUDENT membership: no reminder.
    expect(await db.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.to, plain.email), eq(schema.mailOutbox.template, 'student-verification-reminder')))).toHaveLength(0);

    clock.advance(26 * DAY);
    me = await refresh(app, me);
    plain = await refresh(app, plain);
    expect((await get(me)).json()).toMatchObject({ status: 'EXPIRED', method: 'EMAIL' });
    const expiredCheckout = await checkout(plain);
    expect(expiredCheckout.statusCode).toBe(403);
    expect(expiredCheckout.json().error.code).toBe('STUDENT_VERIFICATION_REQUIRED');
    expect((await job()).expired).toBeGreaterThanOrEqual(2);
    expect((await rowsOf(db, me.userId)).map((r) => r.status)).toEqual(['EXPIRED']);
    expect((await get(me)).json().status).toBe('EXPIRED');

    // Verifying again supersedes the expired row.
    clock.advance(61_000);
    me = await refresh(app, me);
    await verifyByEmail(app, db, me, `again${me.userId.slice(0, 5)}@snu.ac.kr`);
    expect((await rowsOf(db, me.userId)).map((r) => r.status)).toEqual(['SUPERSEDED', 'VERIFIED']);
    expect((await get(me)).json().status).toBe('VERIFIED');
  });

  it('NUL bytes and odd Unicode in bodies answer 4xx, never 5xx', async () => {
    const me = await newReader(app, db);
    for (const payload of [
      { school: '서울\u0000대학교', email: 'a@snu.ac.kr' },
      { school: '서울대학교', email: 'a\u0000@snu.ac.kr' },
      { school: '서울대학교\uD800', email: 'a@snu.ac.kr' },
      { school: '𝕊𝕟𝕦 🎓', email: 'ａｂ@ｓｎｕ.ａｃ.ｋｒ' },
    ]) {
      const res = await post(me, '/student/email', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const code of ['12345\u0000', '١٢٣٤٥٦', '１２３４５６', '\uDC00']) {
      const res = await post(me, '/student/email/confirm', { code });
      expect(res.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('the config default leaves school domains empty and the test config carries the extra domain', () => {
    expect(testConfig().students.schoolDomains).toEqual([]);
    expect(app.config.students.schoolDomains).toEqual(['kaist.edu']);
  });
});
