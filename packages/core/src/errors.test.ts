import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CATALOGUE, errorEnvelope, isErrorEnvelope } from './errors';

describe('error catalogue', () => {
  it('has a Korean message and an HTTP status for every code', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(entry.message).toMatch(/[가-힣]/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }
  });
  it('builds the envelope and the typed error', () => {
    expect(errorEnvelope('NOT_FOUND')).toEqual({ error: { code: 'NOT_FOUND', message: ERROR_CATALOGUE.NOT_FOUND.message } });
    const err = new AppError('FORBIDDEN');
    expect(err.status).toBe(403);
    expect(isErrorEnvelope(errorEnvelope('FORBIDDEN', '다른 메시지'))).toBe(true);
    expect(isErrorEnvelope({ message: 'x' })).toBe(false);
  });
});
