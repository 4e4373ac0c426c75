import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reitImportListSchema, reitImportReportSchema } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { ADMIN_V1, buildCmsApp, signInStaff, type CmsTestApp, type Staff } from './cms-fixtures';
import { createTestDb, DB_KINDS } from './helpers';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/data-import/samples');
const GOOD = ['reits.csv', 'share_counts.csv', 'prices.csv', 'dividends.csv', 'financials.csv', 'assets.csv', 'leases.csv', 'debts.csv'];

/** A multipart/form-data body with one `file` part per file. */
function multipart(files: Array<{ name: string; bytes: Buffer }>) {
  const boundary = `----spi-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const sample = (name: string) => ({ name, bytes: readFileSync(path.join(SAMPLES, name)) });

describe.each(DB_KINDS)('CMS REIT data import (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db);
    app = cms.app;
    staff = await signInStaff(app, db);
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  const upload = (files: Array<{ name: string; bytes: Buffer }>, query = '', headers: Record<string, string> = staff.editor) => {
    const body = multipart(files);
    return app.inject({ method: 'POST', url: `${ADMIN_V1}/reits/imports${query}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const reitCount = async () => (await db.db.select({ n: count() }).from(schema.reits))[0]!.n;

  it('a guest gets 401 and a member 403 before the files are read', async () => {
    const files = [sample('reits.csv')];
    expect((await upload(files, '', {})).json().error.code).toBe('UNAUTHENTICATED');
    const member = await upload(files, '', staff.member);
    expect(member.statusCode).toBe(403);
    expect(await reitCount()).toBe(0);
  });

  it('a dry run reports what would be inserted and writes nothing', async () => {
    const res = await upload(GOOD.map(sample), '?dryRun=true');
    expect(res.statusCode).toBe(200);
    const report = reitImportReportSchema.parse(res.json());
    expect(report).toMatchObject({ ok: true, written: false });
    expect(report.files.find((f) => f.table === 'reits')!.inserted).toBeGreaterThan(0);
    expect(await reitCount()).toBe(0);
  });

  it('imports the sample files once, records the import, notifies the pages; the same files again change nothing', async () => {
    const first = reitImportReportSchema.parse((await upload(GOOD.map(sample))).json());
    expect(first).toMatchObject({ ok: true, written: true });
    const reits = first.files.find((f) => f.table === 'reits')!;
    expect(await reitCount()).toBe(reits.rows);
    expect(cms.notifier.calls.at(-1)).toEqual(['reits']);

    const again = reitImportReportSchema.parse((await upload(GOOD.map(sample))).json());
    expect(again).toMatchObject({ ok: true, written: false });
    expect(again.files.every((f) => f.inserted === 0 && f.updated === 0 && f.unchanged === f.rows)).toBe(true);

    const list = reitImportListSchema.parse((await app.inject({ method: 'GET', url: `${ADMIN_V1}/reits/imports`, headers: staff.editor })).json());
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.importedBy).toBe(staff.editorId);
    const audit = (await app.inject({ method: 'GET', url: `${ADMIN_V1}/audit-log?targetType=reit-import`, headers: staff.editor })).json();
    expect(audit.data[0]).toMatchObject({ action: 'reit.import' });
  });

  it('a batch with one bad file writes nothing and says which row and column is wrong, in Korean', async () => {
    const before = (await db.db.select({ n: count() }).from(schema.reitPrices))[0]!.n;
    const res = await upload([sample('dividends.csv'), sample('bad-prices.csv')]);
    expect(res.statusCode).toBe(200);
    const report = reitImportReportSchema.parse(res.json());
    expect(report).toMatchObject({ ok: false, written: false });
    const bad = report.files.find((f) => f.name === 'bad-prices.csv')!;
    expect(bad.errors.length).toBeGreaterThan(0);
    expect(bad.errors[0]).toMatchObject({ row: expect.any(Number) });
    expect(bad.errors[0]!.message).toMatch(/[가-힣]/);
    expect((await db.db.select({ n: count() }).from(schema.reitPrices))[0]!.n).toBe(before);
  });

  it('refuses a body that is not multipart, an empty upload and a file in the wrong field', async () => {
    const json = await app.inject({ method: 'POST', url: `${ADMIN_V1}/reits/imports`, headers: staff.editor, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const empty = await upload([]);
    expect(empty.statusCode).toBe(400);
    const boundary = 'b0';
    const wrong = await app.inject({
      method: 'POST', url: `${ADMIN_V1}/reits/imports`,
      headers: { ...staff.editor, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="a.csv"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('올릴 파일을 file 필드에 넣어 주세요.');
  });

  it('an unknown dryRun value is a 400', async () => {
    expect((await upload([sample('reits.csv')], '?dryRun=maybe')).statusCode).toBe(400);
  });
});
