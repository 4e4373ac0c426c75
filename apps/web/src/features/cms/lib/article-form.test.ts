import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, fieldsSignature, upsertBody, validateArticle } from './article-form';
import { apiFieldErrors, errorMessage } from './field-errors';
import { ApiError } from '@/lib/api-client';

describe('article form', () => {
  it('reports the contract messages per field', () => {
    const result = validateArticle(EMPTY_FIELDS, '<p>본문</p>', null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.title).toBe('제목을 입력해 주세요.');
    expect(result.errors.categoryId).toBe('카테고리를 선택해 주세요.');
    expect(result.errors.writerId).toBe('필자를 선택해 주세요.');
  });

  it('builds the upsert body with nulls for none', () => {
    const fields = { ...EMPTY_FIELDS, title: ' 제목 ', categoryId: 'c1', writerId: 'w1', tagNames: ['리츠', 'REITs', '리츠'] };
    const result = validateArticle(fields, '<p>x</p><!--paywall--><p>y</p>', { type: 'doc' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({ title: '제목', seriesId: null, thumbnailMediaId: null, voiceMediaId: null, tagNames: ['리츠', 'REITs'], html: '<p>x</p><!--paywall--><p>y</p>' });
    expect(upsertBody(fields, '', null).seriesId).toBeNull();
  });

  it('signature ignores media details except the id', () => {
    const a = fieldsSignature({ ...EMPTY_FIELDS });
    expect(fieldsSignature({ ...EMPTY_FIELDS })).toBe(a);
    expect(fieldsSignature({ ...EMPTY_FIELDS, title: 'x' })).not.toBe(a);
  });

  it('reads the API validation issues by field and other errors by message', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', '입력값이 올바르지 않습니다.', { location: 'body', issues: [{ path: 'tagNames.2', message: '태그에 <, >, " 문자는 쓸 수 없습니다.' }] });
    expect(apiFieldErrors(error)).toEqual({ tagNames: '태그에 <, >, " 문자는 쓸 수 없습니다.' });
    expect(errorMessage(new ApiError(409, 'CONFLICT', '다른 사람이 먼저 이 기사를 저장했습니다.'))).toBe('다른 사람이 먼저 이 기사를 저장했습니다.');
    expect(errorMessage(new Error('x'))).toBe('요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });
});
