import { STUDENT_DOCUMENT_MAX_BYTES } from '@spi/core';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile, documentTypeOf, formatFileSize, normalizeCode, schoolEmailHint, validateCode, validateEmailForm, validateSchool } from './validation';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('student document checks (client side; the server checks the content)', () => {
  it('accepts JPG, PNG, WEBP and PDF by MIME type, and by extension when the browser gives no type', () => {
    expect(checkDocumentFile(file('card.jpg', 'image/jpeg'))).toBeNull();
    expect(checkDocumentFile(file('card.png', 'image/png'))).toBeNull();
    expect(checkDocumentFile(file('card.webp', 'image/webp'))).toBeNull();
    expect(checkDocumentFile(file('card.pdf', 'application/pdf'))).toBeNull();
    expect(documentTypeOf(file('CARD.JPEG', ''))).toBe('image/jpeg');
    expect(documentTypeOf(file('scan.pdf', ''))).toBe('application/pdf');
  });

  it('refuses other types with the catalogue message, even when the extension looks right', () => {
    const message = '학생증은 JPG, PNG, WEBP 이미지나 PDF 파일만 올릴 수 있습니다.';
    expect(checkDocumentFile(file('card.gif', 'image/gif'))).toBe(message);
    expect(checkDocumentFile(file('card.heic', ''))).toBe(message);
    expect(checkDocumentFile(file('card.png', 'text/html'))).toBe(message);
  });

  it('refuses more than 5 MB and empty files', () => {
    expect(checkDocumentFile(file('big.png', 'image/png', STUDENT_DOCUMENT_MAX_BYTES))).toBeNull();
    expect(checkDocumentFile(file('big.png', 'image/png', STUDENT_DOCUMENT_MAX_BYTES + 1))).toBe('학생증 파일은 5MB 이하로 올려 주세요.');
    expect(checkDocumentFile(file('empty.png', 'image/png', 0))).toContain('빈 파일');
  });

  it('formats sizes', () => {
    expect(formatFileSize(STUDENT_DOCUMENT_MAX_BYTES)).toBe('5.0MB');
    expect(formatFileSize(340 * 1024)).toBe('340KB');
    expect(formatFileSize(10)).toBe('1KB');
  });
});

describe('e-mail form and code', () => {
  it('keeps digits only, at most six, from typed or pasted text', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('123-456-789')).toBe('123456');
    expect(normalizeCode('코드: 004321')).toBe('004321');
  });

  it('validates the code with the contract message', () => {
    expect(validateCode('123456')).toEqual({ ok: true, value: '123456' });
    expect(validateCode('12345')).toEqual({ ok: false, error: '메일로 받은 6자리 숫자를 입력해 주세요.' });
  });

  it('hints whether an address looks like a school address (ac.kr), without deciding', () => {
    expect(schoolEmailHint('')).toBe('empty');
    expect(schoolEmailHint('student@')).toBe('empty');
    expect(schoolEmailHint('student@snu.ac.kr')).toBe('school');
    expect(schoolEmailHint('student@gmail.com')).toBe('other');
  });

  it('returns the first Korean message per field and a normalised address', () => {
    const bad = validateEmailForm({ school: '서', email: 'nope' });
    expect(bad).toEqual({ ok: false, errors: { school: '학교 이름을 2자 이상 입력해 주세요.', email: '올바른 이메일 주소를 입력해 주세요.' } });
    expect(validateEmailForm({ school: ' 서울대학교 ', email: 'Student@SNU.ac.kr' })).toEqual({ ok: true, value: { school: '서울대학교', email: 'student@snu.ac.kr' } });
    expect(validateSchool('')).toEqual({ ok: false, error: '학교 이름을 2자 이상 입력해 주세요.' });
  });
});
