import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const { POST } = await import('./route');

const request = (body: unknown, secret?: string) => new Request('http://localhost/internal/revalidate', {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-revalidate-secret': secret }) },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('POST /internal/revalidate', () => {
  beforeEach(() => { revalidateTag.mockReset(); });
  afterEach(() => { vi.unstubAllEnvs(); });

  it('does not exist without REVALIDATE_SECRET', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const res = await POST(request({ tags: ['home'] }, 'anything'));
    expect(res.status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a missing or wrong secret with 401', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'shared-secret-value');
    expect((await POST(request({ tags: ['home'] }))).status).toBe(401);
    expect((await POST(request({ tags: ['home'] }, 'wrong'))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('revalidates each tag at once with the right secret', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'shared-secret-value');
    const res = await POST(request({ tags: ['home', 'articles', 'article:3'] }, 'shared-secret-value'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ revalidated: ['home', 'articles', 'article:3'] });
    expect(revalidateTag.mock.calls).toEqual([['home', { expire: 0 }], ['articles', { expire: 0 }], ['article:3', { expire: 0 }]]);
  });

  it('revalidates the tags of 이벤트, 채용 and 시티폴리오 that the API sends after an edit or a registration', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'shared-secret-value');
    const res = await POST(request({ tags: ['events', 'recruit', 'cityfolio'] }, 'shared-secret-value'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ revalidated: ['events', 'recruit', 'cityfolio'] });
    expect(revalidateTag.mock.calls).toEqual([['events', { expire: 0 }], ['recruit', { expire: 0 }], ['cityfolio', { expire: 0 }]]);
  });

  it('answers 400 to a malformed body', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'shared-secret-value');
    expect((await POST(request('not json', 'shared-secret-value'))).status).toBe(400);
    expect((await POST(request({ tag: 'home' }, 'shared-secret-value'))).status).toBe(400);
  });
});
