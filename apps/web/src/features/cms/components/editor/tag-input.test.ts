import { describe, expect, it } from 'vitest';
import { checkTagName } from './tag-input';

describe('tag chips', () => {
  it('applies the contract rules with its Korean messages', () => {
    expect(checkTagName('  ', [])).toBe('태그를 입력해 주세요.');
    expect(checkTagName('가'.repeat(31), [])).toBe('태그는 30자 이하로 입력해 주세요.');
    expect(checkTagName('<b>', [])).toBe('태그에 <, >, " 문자는 쓸 수 없습니다.');
    expect(checkTagName('reits', ['REITs'])).toBe('이미 추가한 태그입니다.');
    expect(checkTagName('열한번째', Array.from({ length: 10 }, (_, i) => `t${i}`))).toBe('태그는 10개까지 달 수 있습니다.');
    expect(checkTagName('물류', ['리츠'])).toBeNull();
  });
});
