import { describe, expect, it } from 'vitest';
import { redirectPathSchema, safeRedirectPath } from './auth';
import { parseLegacyUsersCsv } from './legacy-users';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/reits?tab=list#top')).toBe('/reits?tab=list#top');
    expect(redirectPathSchema.parse('/news?page=2')).toBe('/news?page=2');
    expect(redirectPathSchema.parse(undefined)).toBe('/');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', '', 'reits'])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});

describe('parseLegacyUsersCsv', () => {
  it('reads quoted fields, CRLF and a BOM, any column order, and keeps the last duplicate', () => {
    const csv = '\uFEFFemail,legacy_user_id,joined_at,provider\r\n"a@example.com","x,1",2020-01-01,kakao\r\nb@example.com,y,,\r\nc@example.com,y,,google\r\n';
    const { rows, errors } = parseLegacyUsersCsv(csv);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { legacyUserId: 'x,1', email: 'a@example.com', provider: 'kakao', joinedAt: new Date('2019-12-31T15:00:00.000Z') },
      { legacyUserId: 'y', email: 'c@example.com', provider: 'google', joinedAt: null },
    ]);
  });

  it('names the line of each invalid row', () => {
    const { rows, errors } = parseLegacyUsersCsv('legacy_user_id,email\nok,ok@example.com\n,missing@example.com\nbad,nope');
    expect(rows).toHaveLength(1);
    expect(errors.map((e) => e.line)).toEqual([3, 4]);
  });
});
