import { schema, type DbHandle } from '@spi/db';
import { and, desc, eq } from 'drizzle-orm';
import type { ApiApp } from '../src/app';
import { buildUser, type UserFixture } from './factories';
import { sessionOf } from './sessions';

export const V1 = '/api/sejong/v1';

/** A multipart/form-data body: text fields first (or after the file), then the file. */
export function multipart(file: { bytes: Buffer; filename: string; contentType: string } | null, fields: Record<string, string> = {}, fieldsAfter = false) {
  const boundary = `----spi-test-${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileParts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`), file.bytes, Buffer.from('\r\n')]
    : [];
  const parts = fieldsAfter ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(2000, 7)]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

export interface Reader {
  userId: string;
  email: string;
  headers: Record<string, string>;
}

export async function newReader(app: ApiApp, db: DbHandle, fixture: UserFixture = {}): Promise<Reader> {
  const userId = await buildUser(db, fixture);
  const [user] = await db.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
  return { userId, email: user!.email, headers: (await sessionOf(app, userId)).headers };
}

/** Signs the reader in again (after the fake clock moved past the access token's life). */
export async function refresh(app: ApiApp, reader: Reader): Promise<Reader> {
  return { ...reader, headers: (await sessionOf(app, reader.userId)).headers };
}

/** The newest code mail to an address, and the code in it. */
export async function codeMailTo(db: DbHandle, to: string): Promise<{ code: string; subject: string; text: string } | null> {
  const [mail] = await db.db
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.to, to), eq(schema.mailOutbox.template, 'student-verification-code')))
    .orderBy(desc(schema.mailOutbox.createdAt), desc(schema.mailOutbox.id))
    .limit(1);
  if (!mail) return null;
  const code = /인증 코드: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return { code, subject: mail.subject, text: mail.text };
}

export function rowsOf(db: DbHandle, userId: string) {
  return db.db.select().from(schema.studentVerifications).where(eq(schema.studentVerifications.userId, userId)).orderBy(schema.studentVerifications.createdAt);
}

/** Sends a code to a school address and confirms it: the reader is a verified student. */
export async function verifyByEmail(app: ApiApp, db: DbHandle, reader: Reader, email = `s${reader.userId.slice(0, 6)}@snu.ac.kr`): Promise<void> {
  const sent = await app.inject({ method: 'POST', url: `${V1}/student/email`, headers: reader.headers, payload: { school: '서울대학교', email } });
  if (sent.statusCode !== 200) throw new Error(`send ${sent.statusCode} ${sent.body}`);
  const mail = await codeMailTo(db, email);
  const res = await app.inject({ method: 'POST', url: `${V1}/student/email/confirm`, headers: reader.headers, payload: { code: mail!.code } });
  if (res.statusCode !== 200) throw new Error(`confirm ${res.statusCode} ${res.body}`);
}
