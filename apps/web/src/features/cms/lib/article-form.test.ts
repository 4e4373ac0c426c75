import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, fieldsSignature, upsertBody, validateArticle } from './article-form';
import { apiFieldErrors, conflictFieldErrors, errorMessage, isEditConflict } from './field-errors';
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
    expect(errorMessage(new ApiError(409, 'ARTICLE_EDIT_CONFLICT', '다른 사람이 먼저 이 기사를 저장했습니다.'))).toBe('다른 사람이 먼저 이 기사를 저장했습니다.');
    expect(errorMessage(new Error('x'))).toBe('요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('treats only ARTICLE_EDIT_CONFLICT as "someone saved first", not every 409', () => {
    expect(isEditConflict(new ApiError(409, 'ARTICLE_EDIT_CONFLICT', '다른 사람이 먼저 이 기사를 저장했습니다.'))).toBe(true);
    expect(isEditConflict(new ApiError(409, 'ARTICLE_ALREADY_PUBLISHED', '이미 발행된 기사는 예약할 수 없습니다.'))).toBe(false);
    expect(isEditConflict(new ApiError(409, 'CONFLICT', '충돌'))).toBe(false);
    expect(isEditConflict(new Error('x'))).toBe(false);
  });

  it('puts the 409s of one field on that field', () => {
    expect(conflictFieldErrors(new ApiError(409, 'SLUG_TAKEN', '이미 사용 중인 슬러그입니다.'))).toEqual({ slug: '이미 사용 중인 슬러그입니다.' });
    expect(conflictFieldErrors(new ApiError(409, 'TAG_NAME_TAKEN', '같은 이름의 태그가 이미 있습니다.'))).toEqual({ name: '같은 이름의 태그가 이미 있습니다.' });
    expect(conflictFieldErrors(new ApiError(409, 'CATEGORY_SECTION_LOCKED', '기사가 있는 카테고리는 섹션을 바꿀 수 없습니다.'))).toEqual({ section: '기사가 있는 카테고리는 섹션을 바꿀 수 없습니다.' });
    expect(conflictFieldErrors(new ApiError(409, 'GLOSSARY_TERM_TAKEN', '같은 용어나 주소용 이름이 이미 있습니다.'))).toBeNull();
    expect(conflictFieldErrors(new Error('x'))).toBeNull();
  });
});
