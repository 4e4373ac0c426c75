import { CSRF_COOKIE, CSRF_HEADER } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { ADMIN_V1, articleInput, buildCmsApp, buildTaxonomy, signInStaff, type CmsTestApp, type Staff } from './cms-fixtures';
import { CSRF_TOKEN } from './factories';
import { AS, signedIn } from './sessions';
import { createTestDb, DB_KINDS } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every CMS route from the OpenAPI document, with its path parameters filled in. */
async function adminRoutes(app: ApiApp): Promise<Array<{ method: Method; url: string }>> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const routes: Array<{ method: Method; url: string }> = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith(ADMIN_V1)) continue;
    const url = path
      .replace('{articleId}', '1')
      .replace('{revisionId}', 'r1')
      .replace('{mediaId}', 'abcdEFGH1234')
      .replace('{id}', 'x1')
      .replace('{key}', 'pNav')
      .replace('{dealId}', 'D-2024-0001')
      .replace('{fundId}', 'K5500000001')
      .replace('{reportId}', 'r1')
      .replace('{eventId}', '1')
      .replace('{materialId}', '1')
      .replace('{registrationId}', '1')
      .replace('{jobId}', '1')
      .replace('{itemId}', '1')
      .replace('{faqId}', 'x1')
      .replace('{noticeId}', 'x1');
    for (const method of Object.keys(operations)) {
      if (['get', 'post', 'put', 'delete'].includes(method)) routes.push({ method: method.toUpperCase() as Method, url });
    }
  }
  return routes;
}

describe.each(DB_KINDS)('CMS access rules (%s)', (kind) => {
  let db: DbHandle;
  let cms: CmsTestApp;
  let app: ApiApp;
  let staff: Staff;
  let routes: Array<{ method: Method; url: string }>;

  beforeAll(async () => {
    db = await createTestDb(kind);
    cms = await buildCmsApp(db);
    app = cms.app;
    staff = await signInStaff(app, db);
    routes = await adminRoutes(app);
  });
  afterAll(async () => {
    await cms.close();
    await db.close();
  });

  it('documents every CMS route (articles, revisions, audit, taxonomy, media, REIT reference texts and imports, deals and funds with their imports and reports, events with materials and attendees, jobs, 시티폴리오 items, Sophi usage)', () => {
    const keys = routes.map((r) => `${r.method} ${r.url.slice(ADMIN_V1.length)}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /articles', 'POST /articles', 'GET /articles/1', 'PUT /articles/1', 'DELETE /articles/1',
        'POST /articles/1/publish', 'POST /articles/1/schedule', 'POST /articles/1/unpublish', 'POST /articles/1/archive',
        'GET /articles/1/preview', 'POST /articles/preview', 'GET /articles/1/revisions', 'GET /articles/1/revisions/r1',
        'POST /articles/1/revisions/r1/restore', 'GET /articles/1/audit-log', 'GET /audit-log',
        'GET /categories', 'POST /categories', 'PUT /categories/x1', 'DELETE /categories/x1',
        'GET /series', 'POST /series', 'PUT /series/x1', 'DELETE /series/x1',
        'GET /tags', 'POST /tags', 'PUT /tags/x1', 'DELETE /tags/x1',
        'GET /writers', 'POST /writers', 'PUT /writers/x1', 'DELETE /writers/x1',
        'GET /media', 'POST /media', 'GET /media/abcdEFGH1234', 'PUT /media/abcdEFGH1234', 'DELETE /media/abcdEFGH1234',
        'PUT /metric-explainers/pNav', 'DELETE /metric-explainers/pNav', 'POST /glossary', 'PUT /glossary/x1', 'DELETE /glossary/x1',
        'GET /reits/imports', 'POST /reits/imports',
        'GET /deals/D-2024-0001', 'POST /deals', 'PUT /deals/D-2024-0001', 'DELETE /deals/D-2024-0001', 'GET /deals/imports', 'POST /deals/imports',
        'GET /funds/K5500000001', 'POST /funds', 'PUT /funds/K5500000001', 'DELETE /funds/K5500000001', 'GET /funds/imports', 'POST /funds/imports',
        'POST /funds/K5500000001/reports', 'DELETE /funds/K5500000001/reports/r1', 'GET /funds/K5500000001/reports/r1/downloads',
        'GET /events', 'POST /events', 'GET /events/1', 'PUT /events/1', 'DELETE /events/1', 'POST /events/1/materials', 'DELETE /events/1/materials/1',
        'GET /events/1/registrations', 'GET /events/1/registrations.csv', 'GET /events/1/registrations/1/file', 'POST /events/1/registrations/1/cancel',
        'GET /recruit', 'POST /recruit', 'GET /recruit/1', 'PUT /recruit/1', 'DELETE /recruit/1',
        'GET /cityfolio', 'POST /cityfolio', 'POST /cityfolio/video-lookup', 'GET /cityfolio/1', 'PUT /cityfolio/1', 'DELETE /cityfolio/1',
        'GET /sophi/usage', 'GET /sophi/feedback', 'GET /sophi/unanswered.csv',
        // Issue 14 (ADR 022): the help centre's FAQ, the home notices and the dashboard, admins only.
        'GET /faqs', 'POST /faqs', 'PUT /faqs/x1', 'DELETE /faqs/x1',
        'GET /notices', 'POST /notices', 'PUT /notices/x1', 'DELETE /notices/x1',
        'GET /dashboard',
      ]),
    );
    expect(routes.length).toBe(93);
  });

  it('a guest gets 401 UNAUTHENTICATED on every CMS route, before the body is read', async () => {
    for (const route of routes) {
      const res = await app.inject({ ...route, payload: route.method === 'GET' ? undefined : '{not json', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a signed-in member without an editor role gets 403 ACCESS_ROLE_REQUIRED on every CMS route', async () => {
    for (const route of routes) {
      const res = await app.inject({ ...route, headers: staff.member, payload: route.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error).toEqual({ code: 'ACCESS_ROLE_REQUIRED', message: '해당 페이지에 접근할 수 있는 권한이 없습니다.' });
    }
  });

  it('an editor passes the role check on every CMS route (never 401/403, never a server error)', async () => {
    for (const route of routes) {
      const res = await app.inject({ ...route, headers: staff.editor, payload: route.method === 'GET' ? undefined : {} });
      if (route.method === 'DELETE' && route.url === `${ADMIN_V1}/articles/1`) continue; // admin only, below
      // Admins only: an editor gets 403 (sophi-admin, support-faqs, notices and admin-dashboard tests).
      if (/^\/(sophi|faqs|notices|dashboard)(\/|$)/.test(route.url.slice(ADMIN_V1.length))) continue;
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('deleting an article is for admins only: an editor gets 403, an admin 204', async () => {
    const taxonomy = await buildTaxonomy(app, staff.editor);
    const created = await app.inject({ method: 'POST', url: `${ADMIN_V1}/articles`, headers: staff.editor, payload: articleInput(taxonomy) });
    const { articleId } = created.json();
    const byEditor = await app.inject({ method: 'DELETE', url: `${ADMIN_V1}/articles/${articleId}`, headers: staff.editor });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().error.code).toBe('ACCESS_ROLE_REQUIRED');
    const byAdmin = await app.inject({ method: 'DELETE', url: `${ADMIN_V1}/articles/${articleId}`, headers: staff.admin });
    expect(byAdmin.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${ADMIN_V1}/articles/${articleId}`, headers: staff.admin })).statusCode).toBe(404);
  });

  it('cookie-authenticated changes need the CSRF pair; reads do not', async () => {
    const { accessToken } = await signedIn(app, db, AS.editor);
    const cookies = { 'spi-accessToken': accessToken, [CSRF_COOKIE]: CSRF_TOKEN };
    const read = await app.inject({ method: 'GET', url: `${ADMIN_V1}/categories`, cookies });
    expect(read.statusCode).toBe(200);
    const payload = { name: 'CSRF 시험', section: 'PRO' };
    const forged = await app.inject({ method: 'POST', url: `${ADMIN_V1}/categories`, cookies, payload });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF_TOKEN_INVALID');
    const ok = await app.inject({ method: 'POST', url: `${ADMIN_V1}/categories`, cookies, headers: { [CSRF_HEADER]: CSRF_TOKEN }, payload });
    expect(ok.statusCode).toBe(201);
  });
});
