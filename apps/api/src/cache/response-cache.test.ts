import { describe, expect, it } from 'vitest';
import { etagMatches, ResponseCache, strongEtag } from './response-cache';

const response = (text: string) => ({ body: Buffer.from(text), etag: strongEtag(text), contentType: 'application/json' });

describe('ResponseCache', () => {
  it('serves a stored response until one of its tags is invalidated', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000 });
    expect(cache.set('/a', response('A'), cache.snapshot(['articles', 'article:1']))).toBe(true);
    cache.set('/b', response('B'), cache.snapshot(['taxonomy']));
    expect(cache.get('/a')?.body.toString()).toBe('A');
    cache.invalidate(['article:1']);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.body.toString()).toBe('B');
  });

  it('never keeps a response whose data was read before an invalidation that happened while it was built', () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000 });
    const before = cache.snapshot(['articles']);
    cache.invalidate(['articles']); // an editor publishes while the request reads the database
    expect(cache.set('/list', response('old'), before)).toBe(false);
    expect(cache.get('/list')).toBeUndefined();
  });

  it('expires entries by their own lifetime and stays within its byte budget', async () => {
    const cache = new ResponseCache({ maxBytes: 2_000 });
    cache.set('/short', response('S'), cache.snapshot([]), 10);
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get('/short')).toBeUndefined();
    for (let i = 0; i < 20; i++) cache.set(`/big/${i}`, response('x'.repeat(400)), cache.snapshot([]));
    expect(cache.size).toBeLessThanOrEqual(4);
    expect(cache.get('/big/19')).toBeDefined();
  });
});

describe('ETags', () => {
  it('are strong, stable and differ with the bytes', () => {
    expect(strongEtag('{"a":1}')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(strongEtag('{"a":1}')).toBe(strongEtag(Buffer.from('{"a":1}')));
    expect(strongEtag('{"a":1}')).not.toBe(strongEtag('{"a":2}'));
  });

  it('match If-None-Match lists, weak forms and *', () => {
    const etag = strongEtag('x');
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"other", W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
