import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

describe.each(DB_KINDS)('OpenAPI reference (%s)', (kind) => {
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

  it('/api/docs serves the swagger UI page with its own CSP and local assets', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="swagger-ui">');
    expect(res.body).toContain('<title>SPI API 문서</title>');
    expect(res.body).not.toMatch(/https?:\/\//);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");

    const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });

  it('/api/docs/json is an OpenAPI 3.1 document generated from the zod contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('SPI API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/slack', '/api/health', '/api/ready', '/api/auth/csrf']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);

    const slack = doc.paths['/api/slack'].post;
    const body = slack.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['errMsg', 'path']));
    expect(body.properties.errMsg).toMatchObject({ type: 'string', maxLength: 4000 });
    expect(Object.keys(slack.responses)).toEqual(expect.arrayContaining(['202', '400', '429']));
    expect(doc.components.schemas.ErrorEnvelope).toBeDefined();
  });
});
