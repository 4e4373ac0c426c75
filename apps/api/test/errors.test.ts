import { AppError } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildTestApp, createTestDb, DB_KINDS } from './helpers';

const validReport = { errMsg: 'TypeError: x is undefined', path: '/article', queryParam: 'id=1' };

describe.each(DB_KINDS)('error envelope (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;

  beforeAll(async () => {
    db = await createTestDb(kind);
    app = await buildTestApp({
      db,
      config: { bodyLimitBytes: 2048 },
      setup: (instance) => {
        instance.get('/test/boom', async () => {
          throw new Error('secret internal detail: password=hunter2');
        });
        instance.get('/test/conflict', async () => {
          throw new AppError('CONFLICT');
        });
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers an unknown GET route with 404 ROUTE_NOT_FOUND', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: '요청하신 API 경로를 찾을 수 없습니다.' } });
  });

  it('answers an unknown POST route with 404 ROUTE_NOT_FOUND', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/sejong/v1/users/me/nothing', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/slack',
      headers: { 'content-type': 'application/json' },
      payload: '{"errMsg": "broken",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'MALFORMED_JSON', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' } });
  });

  it('answers an empty JSON body with 400 MALFORMED_JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/slack', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_JSON');
  });

  it('answers wrong types with 400 VALIDATION_FAILED and Korean field messages', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/slack', payload: { errMsg: 42, path: '', user: 'x'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('입력값을 다시 확인해 주세요.');
    expect(body.error.details.location).toBe('body');
    const byPath = Object.fromEntries(body.error.details.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(byPath).toEqual({
      errMsg: '문자열 형식이어야 합니다.',
      path: '필수 항목입니다.',
      user: '최대 200자까지 입력할 수 있습니다.',
    });
  });

  it('reports a missing required field as 필수 항목입니다.', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/slack', payload: { path: '/x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.issues).toEqual([{ path: 'errMsg', message: '필수 항목입니다.' }]);
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/slack', payload: { ...validReport, errMsg: 'x'.repeat(4000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 허용된 크기를 초과했습니다.' } });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/slack',
      headers: { 'content-type': 'application/xml' },
      payload: '<report/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a text body as a validation failure, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/slack', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a malformed URL with 400 BAD_REQUEST', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sejong/v1/users/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: '요청 형식이 올바르지 않습니다.' } });
  });

  it('turns an AppError into its status and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'CONFLICT', message: '이미 처리되었거나 충돌하는 요청입니다.' } });
  });

  it('hides an unexpected error behind 500 INTERNAL_ERROR without leaking its text or stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' } });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });
});
