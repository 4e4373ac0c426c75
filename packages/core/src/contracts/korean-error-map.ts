import type { z } from 'zod';

/**
 * Korean messages for zod validation issues, so a field error can be shown to the user as it is.
 * Install once per process with `z.config({ localeError: koreanErrorMap })`; messages given on a
 * schema itself still win.
 */
const TYPE_NAMES: Record<string, string> = {
  string: '문자열',
  number: '숫자',
  int: '정수',
  bigint: '정수',
  boolean: '참/거짓 값',
  array: '목록',
  object: '객체',
  date: '날짜',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: '이메일 주소',
  url: 'URL',
  uuid: 'UUID',
  datetime: '날짜와 시간(ISO 8601)',
  date: '날짜(YYYY-MM-DD)',
  time: '시간',
  regex: '허용된',
};

function sizeUnit(origin: string): string {
  if (origin === 'string') return '자';
  if (origin === 'array' || origin === 'set') return '개';
  if (origin === 'file') return '바이트';
  return '';
}

export const koreanErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '필수 항목입니다.';
      return `${TYPE_NAMES[issue.expected] ?? issue.expected} 형식이어야 합니다.`;
    case 'too_small': {
      const limit = String(issue.minimum);
      if (issue.origin === 'string' && limit === '1' && issue.inclusive !== false) return '필수 항목입니다.';
      const unit = sizeUnit(issue.origin);
      if (unit) return `${limit}${unit} 이상이어야 합니다.`;
      return issue.inclusive === false ? `${limit}보다 커야 합니다.` : `${limit} 이상이어야 합니다.`;
    }
    case 'too_big': {
      const limit = String(issue.maximum);
      const unit = sizeUnit(issue.origin);
      if (unit === '자') return `최대 ${limit}자까지 입력할 수 있습니다.`;
      if (unit) return `${limit}${unit} 이하여야 합니다.`;
      return issue.inclusive === false ? `${limit}보다 작아야 합니다.` : `${limit} 이하여야 합니다.`;
    }
    case 'invalid_format':
      return `${FORMAT_NAMES[issue.format] ?? '올바른'} 형식이 아닙니다.`;
    case 'invalid_value':
      return '허용되지 않은 값입니다.';
    case 'unrecognized_keys':
      return `알 수 없는 항목이 있습니다: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${String(issue.divisor)}의 배수여야 합니다.`;
    default:
      return '입력값이 올바르지 않습니다.';
  }
};
