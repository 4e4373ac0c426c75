import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUPPORT_TEXTS } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { supportFilesDir } from '../src/commands/support/support-storage';
import { detectInquiryAttachment, inquiryAttachmentName } from '../src/content/inquiry-attachment';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';
import { newReader, PDF, PNG, type Reader } from './students-helpers';

const V1 = '/api/sejong/v1';
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(40, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF\x20\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(40, 2)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(40, 3)]);

interface FilePart { bytes: Buffer; filename: string; contentType?: string; field?: string }

/** A multipart/form-data body: text fields, then file parts (several `files` allowed). */
function form(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----spi-support-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let keySeq = 0;
const fields = (over: Record<string, string> = {}) => ({
  category: 'PAYMENT', title: '영수증 재발행 문의', body: '지난달 결제 영수증을 다시 받고 싶습니다. 방법을 알려 주세요.', clientKey: `key-${Date.now()}-${keySeq++}`, ...over,
});

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

describe('inquiry attachment rules', () => {
  it('recognises PNG, JPEG, GIF, WEBP and PDF by their bytes only', () => {
    expect(detectInquiryAttachment(PNG)).toBe('image/png');
    expect(detectInquiryAttachment(JPEG)).toBe('image/jpeg');
    expect(detectInquiryAttachment(GIF)).toBe('image/gif');
    expect(detectInquiryAttachment(WEBP)).toBe('image/webp');
    expect(detectInquiryAttachment(PDF)).toBe('application/pdf');
    expect(detectInquiryAttachment(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectInquiryAttachment(Buffer.from('ID3\x03\x00\x00\x00', 'latin1'))).toBeNull();
    expect(detectInquiryAttachment(Buffer.from('just text pretending to be a png'))).toBeNull();
  });

  it('keeps the file name only as a clean display name of at most 120 characters with the detected extension', () => {
    expect(inquiryAttachmentName('영수증 캡처.PNG', 'image/png')).toBe('영수증 캡처.png');
    expect(inquiryAttachmentName('../../etc/passwd\u0000.pdf', 'application/pdf')).toBe('etcpasswd.pdf');
    expect(inquiryAttachmentName('report.exe', 'image/jpeg')).toBe('report.jpg');
    expect(inquiryAttachmentName('', 'image/gif')).toBe('첨부파일.gif');
    expect(inquiryAttachmentName(undefined, 'image/gif')).toBe('첨부파일.gif');
    const long = inquiryAttachmentName(`${'가'.repeat(300)}.png`, 'image/png');
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('.png')).toBe(true);
  });
});

describe.each(DB_KINDS)('support inquiries API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let dataDir: string;
  let storeDir: string;
  let member: Reader;
  let other: Reader;
  let editor: Reader;
  let admin: Reader;
  let admin2: Reader;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'spi-support-'));
    db = await createTestDb(kind);
    app = await buildTestApp({ db, config: { dataDir, mediaDir: path.join(dataDir, 'media'), publicOrigin: 'https://spi.example' } });
    storeDir = supportFilesDir(app.config);
    member = await newReader(app, db, { nickname: '문의회원' });
    other = await newReader(app, db, { nickname: '다른회원' });
    editor = await newReader(app, db, { roles: ['ROLE_EDITOR'] });
    admin = await newReader(app, db, { roles: ['ROLE_ADMIN'], nickname: '상담매니저' });
    admin2 = await newReader(app, db, { roles: ['ROLE_ADMIN'], nickname: '두번째매니저' });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const send = (reader: Reader | null, body: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: `${V1}/inquiries`, headers: { ...(reader?.headers ?? {}), ...body.headers }, payload: body.payload });
  const get = (reader: Reader | null, url: string) => app.inject({ method: 'GET', url: `${V1}${url}`, headers: reader?.headers ?? {} });
  const inquiryCount = async () => (await db.db.select().from(schema.inquiries)).length;

  it('answers 401 to a guest whatever the body, before parsing it', async () => {
    const bad = await app.inject({ method: 'POST', url: `${V1}/inquiries`, headers: { 'content-type': 'application/json' }, payload: '{"broken' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('UNAUTHENTICATED');
    expect((await send(null, form(fields(), [{ bytes: PNG, filename: 'a.png' }]))).statusCode).toBe(401);
    expect((await get(null, '/inquiries')).statusCode).toBe(401);
    expect((await get(null, '/admin/inquiries')).statusCode).toBe(401);
  });

  let inquiryId: string;
  let attachments: Array<{ id: string; filename: string; mime: string; bytes: number; href: string }>;

  it('creates an inquiry with a PNG and a PDF, stored privately under server-made keys', async () => {
    const res = await send(member, form(fields({ clientKey: 'first-inquiry-key' }), [
      { bytes: PNG, filename: '결제 화면.png', contentType: 'image/png' },
      { bytes: PDF, filename: '영수증.pdf', contentType: 'application/pdf' },
    ]));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    inquiryId = body.id;
    attachments = body.attachments;
    expect(body).toMatchObject({ category: 'PAYMENT', title: '영수증 재발행 문의', status: 'OPEN', attachmentCount: 2, answers: [], answeredAt: null, closedAt: null });
    expect(body.number).toBeGreaterThan(0);
    expect(attachments.map((a) => [a.filename, a.mime, a.bytes])).toEqual([['결제 화면.png', 'image/png', PNG.length], ['영수증.pdf', 'application/pdf', PDF.length]]);
    for (const a of attachments) expect(a.href).toBe(`/api/sejong/v1/inquiries/${inquiryId}/attachments/${a.id}`);

    const rows = await db.db.select().from(schema.inquiryAttachments).where(eq(schema.inquiryAttachments.inquiryId, inquiryId));
    expect(rows.map((r) => r.storageKey).sort()).toEqual(attachments.map((a) => `support/${inquiryId}/${a.id}.${a.mime === 'image/png' ? 'png' : 'pdf'}`).sort());
    const [row] = await db.db.select().from(schema.inquiries).where(eq(schema.inquiries.id, inquiryId));
    expect(row!.replyEmail).toBe(member.email);
    const stored = await filesUnder(storeDir);
    expect(stored.map((f) => path.relative(storeDir, f)).sort()).toEqual(rows.map((r) => r.storageKey).sort());
    expect(await filesUnder(path.join(dataDir, 'media'))).toEqual([]);
  });

  it('a double submit with the same clientKey returns the first inquiry with 200, no second row and no second files', async () => {
    const before = await inquiryCount();
    const filesBefore = (await filesUnder(storeDir)).length;
    const again = await send(member, form(fields({ clientKey: 'first-inquiry-key', title: '다른 제목' }), [{ bytes: PNG, filename: 'x.png' }]));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: inquiryId, title: '영수증 재발행 문의', attachmentCount: 2 });
    expect(await inquiryCount()).toBe(before);
    expect((await filesUnder(storeDir)).length).toBe(filesBefore);
    // Another member may use the same key: keys are per member.
    const theirs = await send(other, form(fields({ clientKey: 'first-inquiry-key' })));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(inquiryId);
  });

  it('refuses a .png that is really text with 415 and stores nothing', async () => {
    const before = await inquiryCount();
    const filesBefore = (await filesUnder(storeDir)).length;
    const res = await send(member, form(fields(), [{ bytes: PNG, filename: 'ok.png' }, { bytes: Buffer.from('this is plain text, not an image at all'), filename: 'fake.png', contentType: 'image/png' }]));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'INQUIRY_ATTACHMENT_INVALID', message: SUPPORT_TEXTS.attachmentRejected });
    const tiny = await send(member, form(fields(), [{ bytes: Buffer.from('GIF'), filename: 'tiny.gif' }]));
    expect(tiny.statusCode).toBe(415);
    expect(await inquiryCount()).toBe(before);
    expect((await filesUnder(storeDir)).length).toBe(filesBefore);
  });

  it('refuses six files with 400 and an 11 MB file with 413', async () => {
    const before = await inquiryCount();
    const six = await send(member, form(fields(), Array.from({ length: 6 }, (_, i) => ({ bytes: i % 2 ? GIF : JPEG, filename: `f${i}.jpg` }))));
    expect(six.statusCode).toBe(400);
    expect(six.json().error).toMatchObject({ code: 'INQUIRY_TOO_MANY_ATTACHMENTS', message: SUPPORT_TEXTS.tooManyAttachments });
    const big = await send(member, form(fields(), [{ bytes: Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]), filename: 'big.png' }]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('INQUIRY_ATTACHMENT_TOO_LARGE');
    expect(await inquiryCount()).toBe(before);
  });

  it('validates the fields in Korean, refuses JSON and NUL bytes, never 500', async () => {
    const short = await send(member, form(fields({ body: '짧아요' })));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: '내용을 10자 이상 입력해 주세요.' });
    const noCategory = await send(member, form({ title: '제목', body: '충분히 긴 문의 내용입니다.', clientKey: 'abcdefgh-1' }));
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error.message).toBe('문의 유형을 선택해 주세요.');
    const nul = await send(member, form(fields({ title: '제목\u0000' })));
    expect(nul.statusCode).toBe(400);
    const json = await app.inject({ method: 'POST', url: `${V1}/inquiries`, headers: member.headers, payload: fields() });
    expect(json.statusCode).toBe(415);
    expect((await send(member, form(fields({ extra: 'x' })))).statusCode).toBe(400);
  });

  it("lists and shows only the member's own inquiries; another member's is 404", async () => {
    const list = await get(member, '/inquiries');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([inquiryId]);
    expect(list.json().pagination).toEqual({ page: 1, size: 10, total: 1, pages: 1 });
    expect((await get(member, `/inquiries/${inquiryId}`)).json().id).toBe(inquiryId);
    const theirs = await get(other, `/inquiries/${inquiryId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('INQUIRY_NOT_FOUND');
    expect((await get(member, '/inquiries/not-a-uuid')).statusCode).toBe(404);
    expect((await get(member, '/inquiries/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(member, '/inquiries?page=0')).statusCode).toBe(400);
  });

  it('never answers 5xx to a NUL byte in an id path', async () => {
    for (const url of [`/inquiries/${inquiryId}%00`, `/inquiries/%00/attachments/%00`, `/admin/inquiries/a%00b`]) {
      const res = await get(url.startsWith('/admin') ? admin : member, url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect([400, 404], url).toContain(res.statusCode);
    }
  });

  it('lets the owner and an admin download an attachment, privately and as an attachment; another member gets 404', async () => {
    const png = attachments.find((a) => a.mime === 'image/png')!;
    const pdf = attachments.find((a) => a.mime === 'application/pdf')!;
    const mine = await get(member, png.href.replace('/api/sejong/v1', ''));
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect(mine.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="__ __.png"; filename*=UTF-8''${encodeURIComponent('결제 화면.png')}`);
    const byAdmin = await get(admin, pdf.href.replace('/api/sejong/v1', ''));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(PDF)).toBe(true);
    expect(byAdmin.headers['content-type']).toBe('application/pdf');
    const byOther = await get(other, png.href.replace('/api/sejong/v1', ''));
    expect(byOther.statusCode).toBe(404);
    const byEditor = await get(editor, png.href.replace('/api/sejong/v1', ''));
    expect(byEditor.statusCode).toBe(404);
    expect((await get(member, `/inquiries/${inquiryId}/attachments/00000000-0000-4000-8000-000000000000`)).json().error.code).toBe('INQUIRY_ATTACHMENT_NOT_FOUND');
    // The public media route cannot reach support files.
    const viaMedia = await app.inject({ method: 'GET', url: `/api/seoul/v1/media/${png.id}` });
    expect([400, 404]).toContain(viaMedia.statusCode);
  });

  describe('admin inbox', () => {
    const adminReq = (reader: Reader | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      app.inject({ method, url: `${V1}/admin/inquiries${url}`, headers: reader?.headers ?? {}, ...(payload ? { payload } : {}) });

    it('is for admins only: guest 401, member and editor 403', async () => {
      expect((await adminReq(null, 'POST', `/${inquiryId}/answers`, { nonsense: 1 })).statusCode).toBe(401);
      for (const who of [member, editor]) {
        expect((await adminReq(who, 'GET', '')).statusCode).toBe(403);
        expect((await adminReq(who, 'POST', `/${inquiryId}/answers`, { body: '답변' })).statusCode).toBe(403);
        expect((await adminReq(who, 'PATCH', `/${inquiryId}`, { status: 'CLOSED' })).statusCode).toBe(403);
      }
    });

    it('lists the inbox with status counts, member and assignee; shows the detail with the staff list', async () => {
      const res = await adminReq(admin, 'GET', '');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.counts).toEqual({ OPEN: 2, ANSWERED: 0, CLOSED: 0 });
      expect(body.items).toHaveLength(2);
      const mine = body.items.find((i: { id: string }) => i.id === inquiryId);
      expect(mine).toMatchObject({ user: { id: member.userId, email: member.email, nickname: '문의회원' }, assignee: null, attachmentCount: 2 });
      expect((await adminReq(admin, 'GET', `?q=${encodeURIComponent('문의회원')}`)).json().items.map((i: { id: string }) => i.id)).toEqual([inquiryId]);
      expect((await adminReq(admin, 'GET', '?status=ANSWERED')).json().items).toEqual([]);
      expect((await adminReq(admin, 'GET', '?status=WHATEVER')).statusCode).toBe(400);

      const detail = await adminReq(admin, 'GET', `/${inquiryId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ replyEmail: member.email, assignee: null, body: fields().body });
      expect(detail.json().staff.map((s: { nickname: string }) => s.nickname)).toEqual(['두번째매니저', '상담매니저']);
      expect((await adminReq(admin, 'GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it('assigns only staff: a non-staff assignee is 400, an admin is accepted and filterable', async () => {
      const bad = await adminReq(admin, 'PATCH', `/${inquiryId}`, { assigneeId: editor.userId });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: '담당자는 관리자 중에서 지정해 주세요.' });
      expect((await adminReq(admin, 'PATCH', `/${inquiryId}`, {})).statusCode).toBe(400);
      const ok = await adminReq(admin, 'PATCH', `/${inquiryId}`, { assigneeId: admin.userId });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().assignee).toEqual({ id: admin.userId, nickname: '상담매니저' });
      expect((await adminReq(admin, 'GET', '?assignee=me')).json().items.map((i: { id: string }) => i.id)).toEqual([inquiryId]);
      expect((await adminReq(admin2, 'GET', '?assignee=me')).json().items).toEqual([]);
      expect((await adminReq(admin, 'GET', '?assignee=none')).json().items).toHaveLength(1);
    });

    it('answers: status ANSWERED, a mail to the member with the title, answer and link; the member sees 고객센터', async () => {
      const res = await adminReq(admin, 'POST', `/${inquiryId}/answers`, { body: '설정 > 결제 내역에서 영수증을 다시 받을 수 있습니다.' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.status).toBe('ANSWERED');
      expect(body.answeredAt).not.toBeNull();
      expect(body.answers).toHaveLength(1);
      expect(body.answers[0].authorLabel).toBe('상담매니저');

      const mails = await db.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.template, 'inquiry-answer'));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: member.email, subject: SUPPORT_TEXTS.answerMailSubject });
      expect(mails[0]!.text).toContain('영수증 재발행 문의');
      expect(mails[0]!.text).toContain('설정 > 결제 내역에서 영수증을 다시 받을 수 있습니다.');
      expect(mails[0]!.text).toContain(`https://spi.example/support/inquiry?id=${inquiryId}`);
      const [answer] = await db.db.select().from(schema.inquiryAnswers).where(eq(schema.inquiryAnswers.inquiryId, inquiryId));
      expect(answer!.mailId).toBe(mails[0]!.id);

      const seen = (await get(member, `/inquiries/${inquiryId}`)).json();
      expect(seen.status).toBe('ANSWERED');
      expect(seen.answers.map((a: { authorLabel: string; body: string }) => [a.authorLabel, a.body])).toEqual([['고객센터', '설정 > 결제 내역에서 영수증을 다시 받을 수 있습니다.']]);
      expect((await adminReq(admin, 'GET', '')).json().counts).toEqual({ OPEN: 1, ANSWERED: 1, CLOSED: 0 });
      const audits = await db.db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, inquiryId));
      expect(audits.map((a) => a.action).sort()).toEqual(['inquiry.answer', 'inquiry.update']);
    });

    it('closes; answering a closed inquiry is 409; reopening takes answers again', async () => {
      const closed = await adminReq(admin, 'PATCH', `/${inquiryId}`, { status: 'CLOSED' });
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ status: 'CLOSED' });
      expect(closed.json().closedAt).not.toBeNull();
      const refused = await adminReq(admin, 'POST', `/${inquiryId}/answers`, { body: '추가 답변' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('INQUIRY_CLOSED');
      expect(await db.db.select().from(schema.inquiryAnswers).where(eq(schema.inquiryAnswers.inquiryId, inquiryId))).toHaveLength(1);
      const reopened = await adminReq(admin, 'PATCH', `/${inquiryId}`, { status: 'OPEN' });
      expect(reopened.json()).toMatchObject({ status: 'OPEN', closedAt: null });
      const closing = await adminReq(admin, 'POST', `/${inquiryId}/answers`, { body: '마지막 답변입니다.', close: true });
      expect(closing.statusCode).toBe(200);
      expect(closing.json().status).toBe('CLOSED');
      expect(closing.json().answers).toHaveLength(2);
    });
  });
});
