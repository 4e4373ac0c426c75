import { describe, expect, it } from 'vitest';
import { businessNumberCheckDigit, formatBusinessNumber, isValidBusinessNumber, normalizeBusinessNumber } from './business-number';

describe('사업자등록번호 check digit', () => {
  it('computes the check digit by hand for a worked example', () => {
    // 123-45-6789?: 1·1+2·3+3·7+4·1+5·3+6·7+7·1+8·3+9·5 = 165, + floor(9·5/10) = 4 → 169 → (10 − 9) % 10 = 1
    expect(businessNumberCheckDigit('123456789')).toBe(1);
    expect(isValidBusinessNumber('123-45-67891')).toBe(true);
    expect(isValidBusinessNumber('123-45-67890')).toBe(false);
  });
  it('accepts what a person types and refuses the wrong length or letters', () => {
    expect(isValidBusinessNumber(' 123 45 67891 ')).toBe(true);
    expect(isValidBusinessNumber('１２３-４５-６７８９１')).toBe(true);
    expect(isValidBusinessNumber('123-45-6789')).toBe(false);
    expect(isValidBusinessNumber('123-45-6789A')).toBe(false);
    expect(isValidBusinessNumber('')).toBe(false);
  });
  it('a check digit of 0 when the sum is a multiple of ten', () => {
    // 000-00-0000?: sum 0 → check 0
    expect(isValidBusinessNumber('000-00-00000')).toBe(true);
  });
  it('formats as XXX-XX-XXXXX', () => {
    expect(normalizeBusinessNumber('123-45-67891')).toBe('1234567891');
    expect(formatBusinessNumber('1234567891')).toBe('123-45-67891');
    expect(formatBusinessNumber('12-3')).toBe('12-3');
  });
});
