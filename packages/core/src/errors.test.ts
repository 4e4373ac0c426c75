import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CATALOGUE, errorEnvelope, isErrorEnvelope, type ErrorCode } from './errors';

describe('error catalogue', () => {
  it('has a Korean message and a 4xx/5xx status for every code', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(entry.message, code).toMatch(/[가-힣]/);
      expect(Number.isInteger(entry.status), code).toBe(true);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
    }
  });
  it('gives each CMS refusal its own 409 code, with CONFLICT kept as the generic fallback', () => {
    const cms: ErrorCode[] = [
      'ARTICLE_EDIT_CONFLICT', 'ARTICLE_ALREADY_PUBLISHED', 'REVISION_NOT_RESTORABLE', 'SLUG_TAKEN', 'TAG_NAME_TAKEN',
      'CATEGORY_HAS_CHILDREN', 'CATEGORY_SECTION_LOCKED', 'TAXONOMY_IN_USE', 'MEDIA_IN_USE', 'GLOSSARY_TERM_TAKEN',
    ];
    for (const code of cms) {
      expect(ERROR_CATALOGUE[code].status, code).toBe(409);
      expect(ERROR_CATALOGUE[code].message, code).not.toBe(ERROR_CATALOGUE.CONFLICT.message);
    }
    expect(new Set(cms.map((code) => ERROR_CATALOGUE[code].message)).size).toBe(cms.length);
    expect(ERROR_CATALOGUE.CONFLICT.status).toBe(409);
  });
  it('builds the envelope and the typed error', () => {
    expect(errorEnvelope('NOT_FOUND')).toEqual({ error: { code: 'NOT_FOUND', message: ERROR_CATALOGUE.NOT_FOUND.message } });
    const err = new AppError('FORBIDDEN');
    expect(err.status).toBe(403);
    expect(isErrorEnvelope(errorEnvelope('FORBIDDEN', '다른 메시지'))).toBe(true);
    expect(isErrorEnvelope({ message: 'x' })).toBe(false);
  });
});
