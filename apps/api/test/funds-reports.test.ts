import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_TOKEN_COOKIE, FUND_REPORT_MAX_BYTES, FUND_REPORT_TERMS_VERSION } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalReportStorage } from '../src/adapters/report-storage';
import type { ApiApp } from '../src/app';
import { detectReportType } from '../src/commands/funds/detect-report-type';
import { bearer, buildUser, csrfCookies, csrfHeaders } from './factories';
import { tokenOf } from './sessions';
import { loadFundFixtures } from './funds-fixtures';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';
import { multipartBody, zip } from './upload-fixtures';

const V1 = '/api/seoul/v1';
const FUND = 'KR5101AA0001';
const OTHER_FUND = 'KR5101AA0002';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
const TERMS = { acceptTerms: true, termsVersion: FUND_REPORT_TERMS_VERSION };

const FIELDS = { title: '2026년 3분기 자산운용보고서', kind: 'REGULAR', periodEnd: '2026-09-30' };

describe('report type detection', () => {
  it('knows PDF, XLSX and DOCX by content, nothing else', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('요약').addRow(['AUM', 1]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(detectReportType(PDF)).toBe('pdf');
    expect(detectReportType(xlsx)).toBe('xlsx');
    expect(detectReportType(zip({ '[Content_Types].xml': '<x/>', 'word/document.xml': '<w/>' }))).toBe('docx');
    expect(detectReportType(zip({ 'readme.txt': 'hello' }))).toBeNull();
    expect(detectReportType(PNG)).toBeNull();
    expect(detectReportType(Buffer.from('PK\u0003\u0004 broken'))).toBeNull();
    expect(detectReportType(Buffer.alloc(0))).toBeNull();
  });
});

describe('the private report storage', () => {
  it('keeps files under server-made keys only, reads them back and forgets them', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'spi-report-storage-'));
    const storage = createLocalReportStorage(root);
    await storage.put('abcDEF123456.pdf', PDF, 'application/pdf');
    const file = await storage.get('abcDEF123456.pdf');
    expect(file).toMatchObject({ size: PDF.length, mime: 'application/pdf', range: null });
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
    expect(await storage.get('missing0001.docx')).toBeNull();
    for (const key of ['../escape.pdf', 'a/b.pdf', 'report.exe', 'x.pdf.tmp', '']) await expect(storage.put(key, PDF, 'application/pdf')).rejects.toThrow(/Invalid report storage key/);
    await storage.delete('abcDEF123456.pdf');
    await storage.delete('abcDEF123456.pdf');
    expect(await readdir(root)).toEqual([]);
    await rm(root, { recursive: true, force: true });
  });
});

describe.each(DB_KINDS)('fund reports and admin funds (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let reportsDir: string;
  const users: Record<string, { id: string; headers: Record<string, string>; token: string }> = {};

  beforeAll(async () => {
    db = await createTestDb(kind);
    await loadFundFixtures(db);
    reportsDir = await mkdtemp(path.join(tmpdir(), 'spi-fund-reports-'));
    app = await buildTestApp({ db, config: { fundReportsDir: reportsDir } });
    const make = async (name: string, fixture: Parameters<typeof buildUser>[1]) => {
      const id = await buildUser(db, { nickname: name, email: `${name}@example.com`, ...fixture });
      const token = await tokenOf(app, id);
      users[name] = { id, token, headers: { ...bearer(token), ...csrfHeaders } };
    };
    await make('member', {});
    await make('light', { membership: { name: '라이트', tierCode: 'LIGHT' } });
    await make('premium', { membership: { name: '프리미엄 라이트', tierCode: 'PREMIUM_LIGHT' } });
    await make('fundPersonal', { membership: { name: '라이트', tierCode: 'LIGHT', roles: ['FUND'] } });
    await make('fundCorporate', { corporationId: 'corp-fund', assign: 'MEMBER', membership: { name: '프리미엄', tierCode: 'PREMIUM', roles: ['FUND'] } });
    await make('editor', { roles: ['ROLE_EDITOR'] });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(reportsDir, { recursive: true, force: true });
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: unknown) =>
    app.inject({ method, url: `${V1}${url}`, headers: who ? users[who]!.headers : csrfHeaders, cookies: csrfCookies, ...(payload === undefined ? {} : { payload: payload as never }) });
  const upload = (fundId: string, file: NonNullable<Parameters<typeof multipartBody>[1]>, fields: Record<string, string> = FIELDS, who = 'editor') => {
    const body = multipartBody(fields, file);
    return app.inject({ method: 'POST', url: `${V1}/admin/funds/${fundId}/reports`, headers: { ...(who ? users[who]!.headers : csrfHeaders), ...body.headers }, cookies: csrfCookies, payload: body.payload });
  };
  const download = (fundId: string, reportId: string, who: string, body: unknown = TERMS, noBody = false) => inject('POST', `/funds/${fundId}/reports/${reportId}/download`, who, noBody ? undefined : body);
  let pdfReportId = '';

  it('admin upload: a PDF is stored privately under <reportId>.pdf with its sha256 and a REPORT_UPLOAD audit', async () => {
    const res = await upload(FUND, { bytes: PDF, filename: '3분기 보고서 (최종).pdf', contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json().report;
    expect(report).toMatchObject({ fundId: FUND, title: FIELDS.title, kind: 'REGULAR', kindLabel: '자산운용보고서', periodEnd: '2026-09-30', fileName: '3분기 보고서 (최종).pdf', mime: 'application/pdf', size: PDF.length, downloads: 0 });
    pdfReportId = report.id;
    expect(await readdir(reportsDir)).toContain(`${report.id}.pdf`);
    const [row] = await db.db.select().from(schema.fundReports).where(eq(schema.fundReports.id, report.id));
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.uploadedBy).toBe(users.editor!.id);
    const audits = await db.db.select().from(schema.recordAudits).where(and(eq(schema.recordAudits.entityId, FUND), eq(schema.recordAudits.action, 'REPORT_UPLOAD')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(users.editor!.id);
  });

  it('admin upload: XLSX and DOCX by content; PNG, other ZIPs and text 415; over 30 MB 413; bad fields 400; unknown fund 404', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('NAV').addRow(['2026-09-30', 310_000_000_000]);
    const xlsx = await upload(FUND, { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), filename: 'nav.bin' }, { ...FIELDS, kind: 'ASSET', periodEnd: '2026-06-30' });
    expect(xlsx.statusCode, xlsx.body).toBe(201);
    expect(xlsx.json().report).toMatchObject({ mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: 'nav.xlsx' });
    const docx = await upload(OTHER_FUND, { bytes: zip({ '[Content_Types].xml': '<x/>', 'word/document.xml': '<w/>' }), filename: '결산.docx' }, { ...FIELDS, kind: 'ANNUAL' });
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json().report.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    for (const bytes of [PNG, zip({ 'a.txt': 'x' }), Buffer.from('hello, this is not a report at all')]) {
      const res = await upload(FUND, { bytes, filename: 'fake.pdf', contentType: 'application/pdf' });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({ code: 'FUND_REPORT_INVALID', message: '펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.' });
    }
    const huge = Buffer.concat([PDF, Buffer.alloc(FUND_REPORT_MAX_BYTES)]);
    const tooLarge = await upload(FUND, { bytes: huge, filename: 'big.pdf' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('FUND_REPORT_TOO_LARGE');

    const badFields = await upload(FUND, { bytes: PDF, filename: 'a.pdf' }, { title: '', kind: 'DIARY', periodEnd: '2026-13-01' });
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().error.code).toBe('VALIDATION_FAILED');
    expect(badFields.json().error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['kind', 'periodEnd', 'title']);
    expect((await upload('KR5101ZZ9999', { bytes: PDF, filename: 'a.pdf' })).json().error.code).toBe('FUND_NOT_FOUND');
    expect((await upload('bad', { bytes: PDF, filename: 'a.pdf' })).statusCode).toBe(404);
    // Nothing of the refused uploads was kept.
    expect((await readdir(reportsDir)).filter((f) => !f.endsWith('.tmp'))).toHaveLength(3);
  });

  it('admin upload: guests 401 and members without an editor role 403, before the body is read', async () => {
    expect((await upload(FUND, { bytes: PDF, filename: 'a.pdf' }, FIELDS, '')).statusCode).toBe(401);
    const denied = await upload(FUND, { bytes: PDF, filename: 'a.pdf' }, FIELDS, 'fundPersonal');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('ACCESS_ROLE_REQUIRED');
  });

  it('the reports list needs fund authority: guests 401, others 403 with the rule-7 message; personal and corporate fund roles and staff 200', async () => {
    expect((await inject('GET', '/funds/reports')).statusCode).toBe(401);
    for (const who of ['light', 'premium']) {
      const res = await inject('GET', '/funds/reports', who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error).toEqual({ code: 'ACCESS_MEMBERSHIP_TIER_REQUIRED', message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.' });
    }
    expect((await inject('GET', '/funds/reports', 'member')).json().error.code).toBe('ACCESS_MEMBERSHIP_REQUIRED');
    for (const who of ['fundPersonal', 'fundCorporate', 'editor']) {
      const res = await inject('GET', '/funds/reports', who);
      expect(res.statusCode, who).toBe(200);
      const data = res.json().data;
      expect(data).toHaveLength(3);
      // Newest 기준일 first, with the fund's name.
      expect(data.map((r: { periodEnd: string }) => r.periodEnd)).toEqual(['2026-09-30', '2026-09-30', '2026-06-30']);
      expect(data.find((r: { id: string }) => r.id === pdfReportId)).toMatchObject({ fundName: '이지스 도심오피스 전문투자형 사모부동산투자신탁 1호' });
    }
    // The fund page lists them only with fund authority; the count is public.
    const guest = (await inject('GET', `/funds/${FUND}`)).json();
    expect(guest.fund).toMatchObject({ reports: null, reportCount: 2 });
    const personal = (await inject('GET', `/funds/${FUND}`, 'fundPersonal')).json();
    expect(personal.fund.reports.map((r: { id: string }) => r.id)).toContain(pdfReportId);
    expect((await inject('GET', '/funds')).json().data.find((f: { id: string }) => f.id === FUND).reportCount).toBe(2);
  });

  it('download: 401 for guests whatever the body, 403 without fund authority before the body, then the terms', async () => {
    for (const body of [TERMS, {}, 'not json', undefined]) {
      const res = await app.inject({ method: 'POST', url: `${V1}/funds/${FUND}/reports/${pdfReportId}/download`, headers: { ...csrfHeaders, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) }, cookies: csrfCookies, ...(body === undefined ? {} : { payload: body as never }) });
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
    }
    for (const body of [TERMS, {}, { acceptTerms: 'yes' }]) {
      const res = await download(FUND, pdfReportId, 'light', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'ACCESS_MEMBERSHIP_TIER_REQUIRED', message: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.' });
    }
    expect((await download(FUND, pdfReportId, 'premium')).statusCode).toBe(403);
    for (const body of [{}, { acceptTerms: false, termsVersion: FUND_REPORT_TERMS_VERSION }, { termsVersion: FUND_REPORT_TERMS_VERSION }, { acceptTerms: 'true', termsVersion: FUND_REPORT_TERMS_VERSION }, undefined]) {
      const res = await download(FUND, pdfReportId, 'fundPersonal', body, body === undefined);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'FUND_REPORT_TERMS_REQUIRED', message: '보고서 이용 약관에 동의해야 내려받을 수 있습니다.' });
    }
    for (const termsVersion of ['2020-01', undefined]) {
      const res = await download(FUND, pdfReportId, 'fundPersonal', { acceptTerms: true, termsVersion });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('FUND_REPORT_TERMS_OUTDATED');
    }
    expect((await download(FUND, pdfReportId, 'fundPersonal', { acceptTerms: true, termsVersion: 'x'.repeat(21) })).statusCode).toBe(400);
    expect(await db.db.select().from(schema.fundReportDownloads)).toHaveLength(0);
  });

  it('download: 404 for an unknown report or a report of another fund', async () => {
    for (const [fundId, reportId] of [[OTHER_FUND, pdfReportId], [FUND, 'nope1234'], ['bad', pdfReportId], ['KR5101ZZ9999', pdfReportId]] as const) {
      const res = await download(fundId, reportId, 'fundPersonal');
      expect(res.statusCode, `${fundId}/${reportId}`).toBe(404);
      expect(res.json().error.code).toBe('FUND_REPORT_NOT_FOUND');
    }
  });

  it('download: the fund role (personal or corporate) gets the bytes as an attachment and the download is recorded', async () => {
    const res = await download(FUND, pdfReportId, 'fundPersonal');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="SPI_${FUND}_2026-09-30.pdf"; filename*=UTF-8''${encodeURIComponent('3분기 보고서 (최종).pdf').replace('(', '%28').replace(')', '%29')}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const corporate = await download(FUND, pdfReportId, 'fundCorporate');
    expect(corporate.statusCode).toBe(200);
    expect(corporate.rawPayload.equals(PDF)).toBe(true);
    const rows = await db.db.select().from(schema.fundReportDownloads).where(eq(schema.fundReportDownloads.reportId, pdfReportId));
    expect(rows.map((r) => r.userId).sort()).toEqual([users.fundPersonal!.id, users.fundCorporate!.id].sort());
    expect(rows.every((r) => r.termsVersion === FUND_REPORT_TERMS_VERSION)).toBe(true);
  });

  it('download with the cookie session needs the CSRF pair', async () => {
    const cookies = { [ACCESS_TOKEN_COOKIE]: users.fundPersonal!.token };
    const without = await app.inject({ method: 'POST', url: `${V1}/funds/${FUND}/reports/${pdfReportId}/download`, cookies, payload: TERMS });
    expect(without.statusCode).toBe(403);
    const withPair = await app.inject({ method: 'POST', url: `${V1}/funds/${FUND}/reports/${pdfReportId}/download`, cookies: { ...cookies, ...csrfCookies }, headers: csrfHeaders, payload: TERMS });
    expect(withPair.statusCode).toBe(200);
  });

  it('the download log: newest first with who and which terms, for editors only; the admin record counts downloads', async () => {
    const res = await inject('GET', `/admin/funds/${FUND}/reports/${pdfReportId}/downloads`, 'editor');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(3);
    expect(data[0].user).toEqual({ userId: users.fundPersonal!.id, name: 'fundPersonal', email: 'fundPersonal@example.com' });
    expect(data.every((d: { termsVersion: string }) => d.termsVersion === FUND_REPORT_TERMS_VERSION)).toBe(true);
    expect((await inject('GET', `/admin/funds/${FUND}/reports/${pdfReportId}/downloads`, 'fundPersonal')).statusCode).toBe(403);
    expect((await inject('GET', `/admin/funds/${OTHER_FUND}/reports/${pdfReportId}/downloads`, 'editor')).statusCode).toBe(404);
    const admin = (await inject('GET', `/admin/funds/${FUND}`, 'editor')).json();
    expect(admin.reports.find((r: { id: string }) => r.id === pdfReportId).downloads).toBe(3);
    expect(admin.audits.map((a: { action: string }) => a.action)).toEqual(['REPORT_UPLOAD', 'REPORT_UPLOAD']);
  });

  it('deleting a report removes the file and its log, audited REPORT_DELETE', async () => {
    expect((await inject('DELETE', `/admin/funds/${OTHER_FUND}/reports/${pdfReportId}`, 'editor')).statusCode).toBe(404);
    const res = await inject('DELETE', `/admin/funds/${FUND}/reports/${pdfReportId}`, 'editor');
    expect(res.statusCode).toBe(204);
    expect(await readdir(reportsDir)).not.toContain(`${pdfReportId}.pdf`);
    expect(await db.db.select().from(schema.fundReportDownloads).where(eq(schema.fundReportDownloads.reportId, pdfReportId))).toHaveLength(0);
    expect((await download(FUND, pdfReportId, 'fundPersonal')).statusCode).toBe(404);
    const audits = (await inject('GET', `/admin/funds/${FUND}`, 'editor')).json().audits;
    expect(audits[0]).toMatchObject({ action: 'REPORT_DELETE', actor: { userId: users.editor!.id, name: 'editor' } });
  });

  describe('admin fund records', () => {
    const input = {
      id: 'KR5199TEST01', name: '테스트 물류 코어 펀드', amc: '테스트자산운용', kind: 'REAL_ESTATE', legalForm: 'TRUST', redemption: 'CLOSED', strategy: 'CORE', assetType: 'LOGISTICS', status: 'ACTIVE',
      inceptionDate: '2025-02-01', maturityDate: '2032-02-01', extension: '1년 2회', originalPrincipalWon: 50_000_000_000, aumWon: 80_000_000_000, navWon: null, navAsOf: null, leverageCap: 0.55,
      targetIrr: 0.07, managementFee: 0.005, performanceFee: '', salesCompanies: ['테스트증권'], trustee: '테스트은행', description: '시험용 펀드입니다.', source: '운용사 공시', isSample: false,
      assets: [{ name: '이천 물류센터', assetType: 'LOGISTICS', region: 'METRO', acquiredOn: '2025-03-01', stake: 1, dealId: 'D-2021-0002' }],
      investors: [{ name: '테스트공제회', type: 'MUTUAL_AID', commitmentWon: 20_000_000_000 }],
    };

    it('creates a fund with its assets and investors, audited, indexed for search; 400 without a code, 409 when taken', async () => {
      expect((await inject('POST', '/admin/funds', undefined, input)).statusCode).toBe(401);
      expect((await inject('POST', '/admin/funds', 'premium', input)).statusCode).toBe(403);
      const { id: _id, ...noId } = input;
      const missing = await inject('POST', '/admin/funds', 'editor', noId);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: '펀드 코드를 입력해 주세요.' });
      const unknownDeal = await inject('POST', '/admin/funds', 'editor', { ...input, assets: [...input.assets, { ...input.assets[0], dealId: 'D-1999-9999' }] });
      expect(unknownDeal.statusCode).toBe(400);
      expect(unknownDeal.json().error).toMatchObject({ code: 'DEAL_REFERENCE_UNKNOWN', details: { issues: [{ path: 'assets.1.dealId' }] } });
      const invalid = await inject('POST', '/admin/funds', 'editor', { ...input, id: 'bad id', leverageCap: 1.5, maturityDate: '2020-01-01' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.code).toBe('VALIDATION_FAILED');

      const res = await inject('POST', '/admin/funds', 'editor', input);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.fund).toMatchObject({ ...input, assets: input.assets, investors: input.investors });
      expect(body.audits).toHaveLength(1);
      expect(body.audits[0]).toMatchObject({ action: 'CREATE', actor: { name: 'editor' } });
      expect(body.audits[0].changes.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining(['name', 'amc', 'assets', 'investors']));
      const taken = await inject('POST', '/admin/funds', 'editor', input);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('FUND_ID_TAKEN');

      const [doc] = await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'FUND'), eq(schema.searchDocuments.contentId, input.id)));
      expect(doc).toMatchObject({ title: input.name });
      const listed = (await inject('GET', '/funds?q=%ED%85%8C%EC%8A%A4%ED%8A%B8%EC%A6%9D%EA%B6%8C')).json(); // 테스트증권
      expect(listed.data.map((f: { id: string }) => f.id)).toEqual([input.id]);
      expect(listed.data[0].assetCount).toBe(1);
      const page = (await inject('GET', `/funds/${input.id}`)).json();
      expect(page.fund.assets[0].deal).toEqual({ id: 'D-2021-0002', assetName: '이천 물류센터' });
      expect(page.related.deals.map((d: { id: string }) => d.id)).toEqual(['D-2021-0002']);
    });

    it('updates a fund, replacing assets and investors; the audit lists exactly the changed fields', async () => {
      const changed = { ...input, name: '테스트 물류 코어 펀드 2', aumWon: 90_000_000_000, assets: [], investors: [...input.investors, { name: '테스트연금', type: 'PENSION', commitmentWon: null }] };
      const res = await inject('PUT', `/admin/funds/${input.id}`, 'editor', changed);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.fund).toMatchObject({ name: changed.name, aumWon: changed.aumWon, assets: [], investors: changed.investors });
      expect(body.audits[0].action).toBe('UPDATE');
      expect(body.audits[0].changes.map((c: { field: string }) => c.field).sort()).toEqual(['assets', 'aumWon', 'investors', 'name']);
      expect(body.audits[0].changes.find((c: { field: string }) => c.field === 'name')).toEqual({ field: 'name', before: input.name, after: changed.name });
      // The same record again changes nothing and writes no audit row.
      const again = await inject('PUT', `/admin/funds/${input.id}`, 'editor', changed);
      expect(again.json().audits).toHaveLength(2);
      expect((await inject('PUT', '/admin/funds/KR5199NONE01', 'editor', changed)).json().error.code).toBe('FUND_NOT_FOUND');
      expect((await inject('PUT', `/admin/funds/${input.id}`, 'editor', { ...changed, assets: [{ ...input.assets[0], dealId: 'D-0000-0000' }] })).json().error.code).toBe('DEAL_REFERENCE_UNKNOWN');
    });

    it('deletes a fund with its report files, audited DELETE; then 404', async () => {
      const uploaded = await upload(input.id, { bytes: PDF, filename: 'x.pdf' });
      expect(uploaded.statusCode).toBe(201);
      const reportId = uploaded.json().report.id;
      expect(await readdir(reportsDir)).toContain(`${reportId}.pdf`);
      expect((await inject('DELETE', `/admin/funds/${input.id}`, 'fundPersonal')).statusCode).toBe(403);
      const res = await inject('DELETE', `/admin/funds/${input.id}`, 'editor');
      expect(res.statusCode).toBe(204);
      expect(await readdir(reportsDir)).not.toContain(`${reportId}.pdf`);
      expect((await inject('GET', `/admin/funds/${input.id}`, 'editor')).statusCode).toBe(404);
      expect((await inject('GET', `/funds/${input.id}`)).statusCode).toBe(404);
      expect((await inject('DELETE', `/admin/funds/${input.id}`, 'editor')).statusCode).toBe(404);
      const audits = await db.db.select().from(schema.recordAudits).where(and(eq(schema.recordAudits.entityId, input.id), eq(schema.recordAudits.action, 'DELETE')));
      expect(audits).toHaveLength(1);
      expect(await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'FUND'), eq(schema.searchDocuments.contentId, input.id)))).toHaveLength(0);
    });
  });
});
