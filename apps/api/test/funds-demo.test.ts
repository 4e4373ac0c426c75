import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FUND_ID_PATTERN, FUND_REPORT_TERMS_VERSION, fundDetailResponseSchema, fundListResponseSchema, fundStatisticsResponseSchema } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMarketLoader } from '../../../packages/db/src/demo/market';
import { createLocalReportStorage } from '../src/adapters/report-storage';
import type { ApiApp } from '../src/app';
import { csrfCookies, csrfHeaders } from './factories';
import { signedIn } from './sessions';
import { buildTestApp, createTestDb } from './helpers';

const V1 = '/api/seoul/v1';

/** The funds API over the demo market data (80 sample funds, their sample PDF reports in the report storage). */
describe('funds API over the demo data (pglite)', () => {
  let db: DbHandle;
  let app: ApiApp;
  let reportsDir: string;
  let fundRole: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    reportsDir = await mkdtemp(path.join(tmpdir(), 'spi-fund-demo-'));
    const storage = createLocalReportStorage(reportsDir);
    await demoMarketLoader.load(db.db, { writeFundReport: (key, bytes, mime) => storage.put(key, bytes, mime) });
    app = await buildTestApp({ db, config: { fundReportsDir: reportsDir } });
    fundRole = { ...(await signedIn(app, db, { membership: { name: '라이트', tierCode: 'LIGHT', roles: ['FUND'] } })).headers, ...csrfHeaders };
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(reportsDir, { recursive: true, force: true });
  });

  it('lists the 80 sample funds (every code a valid fund id) and answers every fund page', async () => {
    const res = await app.inject({ method: 'GET', url: `${V1}/funds?size=100` });
    expect(res.statusCode).toBe(200);
    const body = fundListResponseSchema.parse(res.json());
    expect(body.pagination.total).toBe(80);
    expect(body.note.isSample).toBe(true);
    expect(body.data.every((f) => FUND_ID_PATTERN.test(f.id))).toBe(true);
    expect(body.amcs.length).toBeGreaterThan(5);
    for (const f of body.data.slice(0, 10)) {
      const page = await app.inject({ method: 'GET', url: `${V1}/funds/${f.id}`, headers: fundRole });
      expect(page.statusCode, f.id).toBe(200);
      const detail = fundDetailResponseSchema.parse(page.json());
      expect(detail.fund.reports?.length).toBe(detail.fund.reportCount);
    }
  });

  it('answers the statistics and downloads a sample report', async () => {
    const stats = await app.inject({ method: 'GET', url: `${V1}/funds/statistics`, headers: fundRole });
    expect(stats.statusCode).toBe(200);
    const parsed = fundStatisticsResponseSchema.parse(stats.json());
    expect(parsed.byAmc.reduce((s, a) => s + a.count, 0)).toBeGreaterThan(0);
    expect(parsed.vintages.reduce((s, v) => s + v.count, 0)).toBe(80);
    const reports = (await app.inject({ method: 'GET', url: `${V1}/funds/reports`, headers: fundRole })).json().data;
    expect(reports.length).toBeGreaterThan(0);
    const first = reports[0];
    const res = await app.inject({
      method: 'POST', url: `${V1}/funds/${first.fundId}/reports/${first.id}/download`, headers: fundRole, cookies: csrfCookies,
      payload: { acceptTerms: true, termsVersion: FUND_REPORT_TERMS_VERSION },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(first.size);
  });
});
