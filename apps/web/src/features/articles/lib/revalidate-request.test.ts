import { describe, expect, it } from 'vitest';
import { parseRevalidateBody, secretMatches } from './revalidate-request';

describe('revalidation request', () => {
  it('compares the secret exactly', () => {
    expect(secretMatches('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretMatches('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(secretMatches('short', 's3cret-value')).toBe(false);
    expect(secretMatches('', 's3cret-value')).toBe(false);
    expect(secretMatches(null, 's3cret-value')).toBe(false);
  });

  it('accepts { tags: string[] } with sane tags only', () => {
    expect(parseRevalidateBody({ tags: ['home', 'articles', 'article:12', 'home'] })).toEqual(['home', 'articles', 'article:12']);
    expect(parseRevalidateBody({ tags: [] })).toBeNull();
    expect(parseRevalidateBody({ tags: 'home' })).toBeNull();
    expect(parseRevalidateBody({ tags: ['home', 3] })).toBeNull();
    expect(parseRevalidateBody({ tags: ['bad tag'] })).toBeNull();
    expect(parseRevalidateBody(null)).toBeNull();
    expect(parseRevalidateBody({ tags: Array.from({ length: 65 }, (_, i) => `t${i}`) })).toBeNull();
  });
});
