import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb, schema, type DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { importLegacyUsers } from '../src/commands/import-legacy-users';
import { maskEmail } from '../src/presenters/masked-email';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const CSV = [
  'legacy_user_id,email,provider,joined_at',
  'minjun1001,Minjun.Kim@Example.com,kakao,2019-03-14',
  'ab,ab@example.com,,',
  '"quoted,id",q@example.org,google,2020-01-02T03:04:05Z',
  'broken,not-an-email,kakao,2020-01-01',
  'baddate,bad@example.com,kakao,yesterday',
].join('\n');

describe('maskEmail', () => {
  it('shows two characters of the local part and a fixed mask', () => {
    expect(maskEmail('minjun.kim@example.com')).toBe('mi****@example.com');
    expect(maskEmail('ab@example.com')).toBe('a****@example.com');
    expect(maskEmail('x@example.com')).toBe('x****@example.com');
    expect(maskEmail('nonsense')).toBe('****');
  });
});

describe.each(DB_KINDS)('legacy users: import and find e-mail (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('imports valid rows in one transaction and reports the invalid ones', async () => {
    const report = await importLegacyUsers(db.db, CSV);
    expect(report).toMatchObject({ total: 5, inserted: 3, updated: 0 });
    expect(report.invalid.map((i) => i.line)).toEqual([5, 6]);
    expect(report.invalid[0]!.message).toContain('email');
    const again = await importLegacyUsers(db.db, CSV);
    expect(again).toMatchObject({ inserted: 0, updated: 3 });
    const rows = await db.db.select().from(schema.legacyUsers);
    expect(rows.find((r) => r.legacyUserId === 'minjun1001')).toMatchObject({ email: 'minjun.kim@example.com', provider: 'kakao' });
    expect(rows.find((r) => r.legacyUserId === 'quoted,id')?.joinedAt?.toISOString()).toBe('2020-01-02T03:04:05.000Z');
  });

  it('refuses a file without the header', async () => {
    const report = await importLegacyUsers(db.db, 'minjun1001,a@example.com,kakao,2019-03-14');
    expect(report.invalid[0]).toMatchObject({ line: 1 });
    expect(report.inserted + report.updated).toBe(0);
  });

  it('GET find_emails answers masked e-mails, 404 LEGACY_USER_NOT_FOUND otherwise', async () => {
    const found = await app.inject({ method: 'GET', url: '/api/sejong/v1/migrations/find_emails?legacyUserId=minjun1001' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ emails: [{ maskedEmail: 'mi****@example.com', provider: 'kakao', joinedAt: '2019-03-13T15:00:00.000Z' }] });
    expect(found.body).not.toContain('minjun.kim');

    const missing = await app.inject({ method: 'GET', url: '/api/sejong/v1/migrations/find_emails?legacyUserId=nobody', remoteAddress: '10.1.1.1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'LEGACY_USER_NOT_FOUND', message: '입력하신 아이디로 가입된 계정을 찾을 수 없습니다.' } });
    const empty = await app.inject({ method: 'GET', url: '/api/sejong/v1/migrations/find_emails?legacyUserId=%20' });
    expect(empty.json().error.details.issues[0].message).toBe('아이디를 입력해 주세요.');
  });

  it('locks an IP for 15 minutes after 5 failed look-ups in 10 minutes: 429 ACCOUNT_LOCKED', async () => {
    const ip = '10.9.9.9';
    const lookup = (id: string) => app.inject({ method: 'GET', url: `/api/sejong/v1/migrations/find_emails?legacyUserId=${id}`, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await lookup(`guess${i}`)).statusCode).toBe(404);
    const locked = await lookup('minjun1001');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('ACCOUNT_LOCKED');
    expect((await app.inject({ method: 'GET', url: '/api/sejong/v1/migrations/find_emails?legacyUserId=minjun1001', remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
  });
});

describe('npm run import:legacy-users', () => {
  it('imports a CSV file into the PGlite database of SPI_DATA_DIR and reports counts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spi-import-'));
    const file = path.join(dir, 'legacy.csv');
    writeFileSync(file, CSV);
    const script = path.resolve(__dirname, '../src/scripts/import-legacy-users.ts');
    const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
    const { stdout, stderr } = await promisify(execFile)(tsx, [script, file], { env: { ...process.env, SPI_DATA_DIR: dir, DATABASE_URL: '' } });
    expect(stdout).toContain('전체 5행, 추가 3, 갱신 0, 오류 2 (pglite)');
    expect(stderr).toContain('5행');
    const db = await createDb({ dataDir: path.join(dir, 'pglite') });
    expect(await db.db.select().from(schema.legacyUsers)).toHaveLength(3);
    await db.close();
  });
});
