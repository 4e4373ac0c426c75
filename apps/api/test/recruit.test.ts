import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer } from './factories';
import { AS, tokenFor } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
/** Thursday 2026-11-26 12:00 in Seoul. */
const NOW = Date.parse('2026-11-26T03:00:00Z');

type JobInsert = typeof schema.jobPostings.$inferInsert;
const base = {
  companyDescription: '', locationDetail: '', description: '', requirements: '', preferred: '', benefits: '',
  applyMethod: 'LINK', applyUrl: 'https://careers.example.com/apply', applyEmail: '', status: 'PUBLISHED', tags: [], isSample: false,
} satisfies Partial<JobInsert>;

/** Six postings around NOW: D-3, 오늘 마감, 상시, closed yesterday, a draft and a remote one in December. */
const FIXTURES: Record<'am' | 'research' | 'leasing' | 'closedPf' | 'draft' | 'dev', JobInsert> = {
  am: {
    ...base, company: '한빛자산운용', title: '오피스 자산운용 매니저', roleFamily: 'ASSET_MANAGEMENT', location: 'SEOUL', locationDetail: '서울 중구',
    experienceMin: 3, experienceMax: 7, employmentType: 'FULL_TIME', salaryMinManwon: 6000, salaryMaxManwon: 8000, deadline: '2026-11-29',
    description: '코어 오피스 자산의 운용 전략을 세웁니다.', tags: ['오피스', 'AM'], publishedAt: new Date('2026-11-20T01:00:00Z'),
  },
  research: {
    ...base, company: '새벽리서치', title: '물류센터 리서치 애널리스트', roleFamily: 'RESEARCH', location: 'GYEONGGI_INCHEON',
    experienceMin: 0, experienceMax: 0, employmentType: 'INTERN', salaryMinManwon: null, salaryMaxManwon: null, deadline: '2026-11-26',
    applyMethod: 'EMAIL', applyUrl: '', applyEmail: 'jobs@saebyeok.example.com', description: '시장 보고서를 씁니다.', isSample: true,
    publishedAt: new Date('2026-11-21T01:00:00Z'),
  },
  leasing: {
    ...base, company: '도시리테일', title: '리테일 임대 마케팅 팀장', roleFamily: 'LEASING', location: 'SEOUL',
    experienceMin: 8, experienceMax: null, employmentType: 'FULL_TIME', salaryMinManwon: 9000, salaryMaxManwon: null, deadline: null,
    description: '임차인 유치를 이끕니다.', publishedAt: new Date('2026-11-22T01:00:00Z'),
  },
  closedPf: {
    ...base, company: '한강캐피탈', title: 'PF 금융 심사역', roleFamily: 'FINANCE', location: 'BUSAN_ULSAN_GYEONGNAM',
    experienceMin: 1, experienceMax: 3, employmentType: 'CONTRACT', salaryMinManwon: 5000, salaryMaxManwon: 5000, deadline: '2026-11-25',
    description: '부동산 PF를 심사합니다.', publishedAt: new Date('2026-11-10T01:00:00Z'),
  },
  draft: {
    ...base, company: '한빛자산운용', title: '임시 저장 공고', roleFamily: 'ASSET_MANAGEMENT', location: 'SEOUL',
    experienceMin: 0, experienceMax: null, employmentType: 'FULL_TIME', deadline: null, status: 'DRAFT', publishedAt: null,
  },
  dev: {
    ...base, company: '미래개발', title: '개발사업 PM (지분 100% 사업)', roleFamily: 'DEVELOPMENT', location: 'REMOTE',
    experienceMin: 0, experienceMax: null, employmentType: 'PART_TIME', salaryMinManwon: null, salaryMaxManwon: 4000, deadline: '2026-12-31',
    description: '인허가와 시공사 관리를 맡습니다.', publishedAt: new Date('2026-11-23T01:00:00Z'),
  },
};

const input = {
  company: '서울에셋', companyDescription: '오피스 전문 운용사입니다.', title: '투자 심사역', roleFamily: 'INVESTMENT', location: 'SEOUL', locationDetail: '강남구',
  experienceMin: 2, experienceMax: 5, employmentType: 'FULL_TIME', salaryMinManwon: 5000, salaryMaxManwon: 7000, deadline: '2026-12-10',
  description: '오피스 매입 검토를 맡습니다.', requirements: '관련 경력 2년 이상', preferred: '', benefits: '', applyMethod: 'LINK',
  applyUrl: 'https://seoulasset.example.com/jobs/1', applyEmail: '', status: 'PUBLISHED', tags: ['투자', '투자', ' 오피스 '], isSample: false,
};

describe.each(DB_KINDS)('recruit API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);
  const ids = {} as Record<keyof typeof FIXTURES, number>;
  const tokens = {} as Record<'member' | 'editor', string>;

  beforeAll(async () => {
    db = await createTestDb(kind);
    for (const [key, values] of Object.entries(FIXTURES)) {
      const [row] = await db.db.insert(schema.jobPostings).values(values).returning({ id: schema.jobPostings.id });
      ids[key as keyof typeof FIXTURES] = row!.id;
    }
    app = await buildTestApp({ db, clock: clock.now });
    tokens.member = await tokenFor(app, db);
    tokens.editor = await tokenFor(app, db, AS.editor);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = (url: string, token?: string) => app.inject({ method: 'GET', url: `${V1}${url}`, headers: token ? bearer(token) : {} });
  const listIds = async (query: string) => {
    const res = await get(`/recruit${query ? `?${query}` : ''}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return (res.json().data as Array<{ id: number }>).map((j) => j.id);
  };

  describe('list', () => {
    it('shows open published postings, newest first, with labels and D-day badges; cached for guests only', async () => {
      const res = await get('/recruit');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.map((j: { id: number }) => j.id)).toEqual([ids.dev, ids.leasing, ids.research, ids.am]);
      expect(body.pagination).toEqual({ page: 1, size: 20, total: 4, pages: 1 });
      expect(body.asOf).toBe('2026-11-26');
      const byId = new Map(body.data.map((j: { id: number }) => [j.id, j]));
      expect(byId.get(ids.am)).toMatchObject({
        company: '한빛자산운용', roleFamilyLabel: '자산운용(AM)', locationLabel: '서울', locationDetail: '서울 중구', experienceLabel: '경력 3~7년',
        employmentTypeLabel: '정규직', salaryLabel: '6,000만~8,000만 원', salaryMinManwon: 6000, salaryMaxManwon: 8000, deadline: '2026-11-29',
        daysLeft: 3, deadlineLabel: 'D-3', closed: false, publishedAt: '2026-11-20T01:00:00.000Z', tags: ['오피스', 'AM'], isSample: false,
      });
      expect(byId.get(ids.research)).toMatchObject({ experienceLabel: '신입', daysLeft: 0, deadlineLabel: '오늘 마감', salaryLabel: '회사 내규에 따름', isSample: true });
      expect(byId.get(ids.leasing)).toMatchObject({ experienceLabel: '경력 8년 이상', daysLeft: null, deadlineLabel: '상시 채용', salaryLabel: '9,000만 원 이상' });
      expect(byId.get(ids.dev)).toMatchObject({ experienceLabel: '신입·경력', locationLabel: '원격 근무', salaryLabel: '4,000만 원 이하', deadlineLabel: 'D-35' });
      expect(res.headers['cache-control']).toContain('public');
      expect(res.headers.vary).toContain('Authorization');
      expect((await get('/recruit')).headers['x-cache']).toBe('HIT');
      const member = await get('/recruit', tokens.member);
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('private, no-cache');
    });

    it('filters by status, search text, role family, location, employment type and overlapping experience', async () => {
      const cases: Array<[string, number[]]> = [
        ['status=closed', [ids.closedPf]],
        ['status=all', [ids.dev, ids.leasing, ids.research, ids.am, ids.closedPf]],
        [`q=${encodeURIComponent('한빛')}`, [ids.am]],
        [`q=${encodeURIComponent('물류')}`, [ids.research]],
        [`q=${encodeURIComponent('코어 오피스')}`, [ids.am]],
        ['q=100%25', [ids.dev]],
        ['q=%25%25', []],
        [`q=${encodeURIComponent('PF')}&status=all`, [ids.closedPf]],
        [`q=${encodeURIComponent('임시 저장')}&status=all`, []],
        ['roleFamily=ASSET_MANAGEMENT,RESEARCH', [ids.research, ids.am]],
        ['location=SEOUL', [ids.leasing, ids.am]],
        ['employmentType=INTERN,PART_TIME', [ids.dev, ids.research]],
        ['experience=NEW', [ids.dev, ids.research]],
        ['experience=JUNIOR', [ids.dev, ids.am]],
        ['experience=JUNIOR&status=all', [ids.dev, ids.am, ids.closedPf]],
        ['experience=MID', [ids.dev, ids.am]],
        ['experience=SENIOR', [ids.dev, ids.leasing]],
        ['experience=NEW,SENIOR', [ids.dev, ids.leasing, ids.research]],
        ['roleFamily=RESEARCH&experience=NEW', [ids.research]],
        ['roleFamily=RESEARCH&experience=SENIOR', []],
        ['roleFamily=&location=&experience=', [ids.dev, ids.leasing, ids.research, ids.am]],
      ];
      for (const [query, expected] of cases) {
        const res = await get(`/recruit?${query}`);
        expect(res.statusCode, query).toBe(200);
        expect(res.json().data.map((j: { id: number }) => j.id), query).toEqual(expected);
        expect(res.json().pagination.total, query).toBe(expected.length);
      }
    });

    it('sorts by deadline (soonest first, 상시 last) and by salary (highest first, unknown last)', async () => {
      expect(await listIds('sort=deadline')).toEqual([ids.research, ids.am, ids.dev, ids.leasing]);
      expect(await listIds('sort=deadline&status=all')).toEqual([ids.closedPf, ids.research, ids.am, ids.dev, ids.leasing]);
      expect(await listIds('sort=salary')).toEqual([ids.leasing, ids.am, ids.dev, ids.research]);
      expect(await listIds('sort=latest&status=all')).toEqual([ids.dev, ids.leasing, ids.research, ids.am, ids.closedPf]);
    });

    it('paginates', async () => {
      const page2 = (await get('/recruit?page=2')).json();
      expect(page2.data).toEqual([]);
      expect(page2.pagination).toEqual({ page: 2, size: 20, total: 4, pages: 1 });
      expect((await get('/recruit?size=50')).json().pagination).toMatchObject({ size: 50, total: 4 });
    });

    it('answers bad query values with 400 VALIDATION_FAILED in Korean, never 500', async () => {
      const bad = [
        'status=expired', 'sort=popular', 'experience=OLD', 'roleFamily=CHEF', 'location=MARS', 'employmentType=FREELANCE',
        `q=${'가'.repeat(51)}`, 'page=0', 'page=-1', 'page=abc', 'size=10', 'q=%00', 'roleFamily=%00', `experience=${'NEW,'.repeat(200)}`,
      ];
      for (const query of bad) {
        const res = await get(`/recruit?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
      }
      expect(JSON.stringify((await get('/recruit?experience=OLD')).json())).toContain('경력 값이 올바르지 않습니다');
      expect(JSON.stringify((await get(`/recruit?q=${'가'.repeat(51)}`)).json())).toContain('검색어는 50자 이하로 입력해 주세요');
    });
  });

  describe('posting page', () => {
    it('answers a posting with its sections and apply method; a closed one with closed: true', async () => {
      const res = await get(`/recruit/${ids.am}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().job).toMatchObject({
        id: ids.am, title: '오피스 자산운용 매니저', description: '코어 오피스 자산의 운용 전략을 세웁니다.', closed: false, deadlineLabel: 'D-3',
        apply: { method: 'LINK', label: '채용 페이지에서 지원', url: 'https://careers.example.com/apply' },
      });
      expect((await get(`/recruit/${ids.research}`)).json().job.apply).toEqual({ method: 'EMAIL', label: '이메일로 지원', email: 'jobs@saebyeok.example.com' });
      const closed = await get(`/recruit/${ids.closedPf}`);
      expect(closed.statusCode).toBe(200);
      expect(closed.json().job).toMatchObject({ closed: true, daysLeft: null, deadlineLabel: '마감' });
    });

    it('answers drafts, unknown and malformed ids with 404 JOB_NOT_FOUND, NUL with 400', async () => {
      for (const url of [`/recruit/${ids.draft}`, '/recruit/999999', '/recruit/0', '/recruit/01', '/recruit/abc', '/recruit/99999999999', '/recruit/-1', '/recruit/1.5', '/recruit/%ED%95%9C']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code, url).toBe('JOB_NOT_FOUND');
      }
      expect((await get('/recruit/1%00')).statusCode).toBe(400);
    });
  });

  describe('admin', () => {
    const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
      app.inject({ method, url: `${V1}/admin${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

    it('refuses guests (401, before validation) and members (403) on every endpoint', async () => {
      for (const [method, url] of [['GET', '/recruit'], ['GET', `/recruit/${ids.am}`], ['POST', '/recruit'], ['PUT', `/recruit/${ids.am}`], ['DELETE', `/recruit/${ids.am}`]] as const) {
        const body = method === 'POST' || method === 'PUT' ? { title: '\u0000', salaryMinManwon: 'x' } : undefined;
        expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
        const member = await send(method, url, tokens.member, body);
        expect(member.statusCode, `${method} ${url}`).toBe(403);
        expect(member.json().error.code).toBe('ACCESS_ROLE_REQUIRED');
      }
    });

    it('lists every posting with drafts, filters by text and status, paginates', async () => {
      const res = await send('GET', '/recruit', tokens.editor);
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination.total).toBe(6);
      expect(res.json().data.find((j: { id: number }) => j.id === ids.draft)).toMatchObject({ status: 'DRAFT', statusLabel: '임시 저장', deadlineLabel: '상시 채용' });
      expect(res.json().data.find((j: { id: number }) => j.id === ids.closedPf)).toMatchObject({ closed: true, deadlineLabel: '마감' });
      expect((await send('GET', '/recruit?status=DRAFT', tokens.editor)).json().data.map((j: { id: number }) => j.id)).toEqual([ids.draft]);
      expect((await send('GET', `/recruit?q=${encodeURIComponent('한빛')}`, tokens.editor)).json().pagination.total).toBe(2);
      expect((await send('GET', '/recruit?page=2', tokens.editor)).json().data).toEqual([]);
      expect((await send('GET', '/recruit?status=OPEN', tokens.editor)).statusCode).toBe(400);
      const one = await send('GET', `/recruit/${ids.research}`, tokens.editor);
      expect(one.json().job).toMatchObject({ applyMethod: 'EMAIL', applyEmail: 'jobs@saebyeok.example.com', experienceMax: 0, isSample: true });
      expect((await send('GET', '/recruit/nope', tokens.editor)).json().error.code).toBe('JOB_NOT_FOUND');
    });

    it('validates input with Korean messages on the fields (400, never 500)', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ applyUrl: 'http://seoulasset.example.com/jobs' }, 'applyUrl', '지원 링크는 https://로 시작하는 주소여야 합니다.'],
        [{ applyUrl: 'javascript:alert(1)' }, 'applyUrl', '지원 링크는 https://로 시작하는 주소여야 합니다.'],
        [{ applyUrl: '' }, 'applyUrl', '지원 링크를 입력해 주세요.'],
        [{ applyMethod: 'EMAIL', applyEmail: '' }, 'applyEmail', '지원 이메일을 입력해 주세요.'],
        [{ applyMethod: 'EMAIL', applyEmail: 'jobs@' }, 'applyEmail', '올바른 이메일 주소를 입력해 주세요.'],
        [{ salaryMinManwon: 8000, salaryMaxManwon: 6000 }, 'salaryMaxManwon', '최대 연봉은 최소 연봉 이상이어야 합니다.'],
        [{ experienceMin: 5, experienceMax: 2 }, 'experienceMax', '최대 경력은 최소 경력 이상이어야 합니다.'],
        [{ deadline: '2026-02-30' }, 'deadline', '마감일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.'],
        [{ deadline: 'tomorrow' }, 'deadline', '마감일: 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.'],
        [{ company: '  ' }, 'company', '회사명을(를) 입력해 주세요.'],
        [{ roleFamily: 'CHEF' }, 'roleFamily', '직무를 선택해 주세요.'],
        [{ salaryMinManwon: 1e12 }, 'salaryMinManwon', '최소 연봉은(는) 100억 원(1,000,000만 원) 이하로 입력해 주세요.'],
        [{ experienceMin: 1.5 }, 'experienceMin', '최소 경력은(는) 정수로 입력해 주세요.'],
        [{ tags: Array.from({ length: 11 }, (_, i) => `태그${i}`) }, 'tags', '태그는 10개까지입니다.'],
      ];
      for (const [patch, path, message] of cases) {
        const res = await send('POST', '/recruit', tokens.editor, { ...input, ...patch });
        expect(res.statusCode, JSON.stringify(patch)).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_FAILED');
        expect(res.json().error.details.issues, JSON.stringify(patch)).toContainEqual(expect.objectContaining({ path, message }));
      }
      for (const body of [{ ...input, title: 'a\u0000b' }, { ...input, description: '\u0000' }, [], { ...input, tags: 'x' }, { ...input, experienceMax: 'NaN' }]) {
        const res = await send('POST', '/recruit', tokens.editor, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await send('PUT', `/recruit/${ids.am}`, tokens.editor, { ...input, applyUrl: 'ftp://x.example.com' })).statusCode).toBe(400);
    });

    it('creates, publishes, edits, unpublishes and deletes a posting; lists, pages and search follow', async () => {
      const searchDocs = (id: number) => db.db.select().from(schema.searchDocuments)
        .where(and(eq(schema.searchDocuments.contentType, 'RECRUIT'), eq(schema.searchDocuments.contentId, String(id))));
      expect((await get('/recruit')).json().pagination.total).toBe(4); // cached before the write

      const created = await send('POST', '/recruit', tokens.editor, input);
      expect(created.statusCode, created.body).toBe(201);
      const job = created.json().job;
      expect(job).toMatchObject({ title: '투자 심사역', tags: ['투자', '오피스'], status: 'PUBLISHED', publishedAt: new Date(NOW).toISOString(), closed: false, applyEmail: '' });
      const id = job.id as number;
      expect((await get('/recruit')).json().data[0].id).toBe(id); // the write dropped the cached list
      expect((await get(`/recruit/${id}`)).json().job).toMatchObject({ experienceLabel: '경력 2~5년', salaryLabel: '5,000만~7,000만 원', deadlineLabel: 'D-14' });
      expect(await searchDocs(id)).toHaveLength(1);

      clock.advance(60_000);
      const edited = await send('PUT', `/recruit/${id}`, tokens.editor, { ...input, title: '투자 심사역 (시니어)', applyMethod: 'EMAIL', applyEmail: 'hr@seoulasset.example.com' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().job).toMatchObject({ title: '투자 심사역 (시니어)', applyUrl: '', applyEmail: 'hr@seoulasset.example.com', publishedAt: new Date(NOW).toISOString() });
      expect((await get(`/recruit/${id}`)).json().job.apply).toEqual({ method: 'EMAIL', label: '이메일로 지원', email: 'hr@seoulasset.example.com' });
      expect((await searchDocs(id))[0]!.title).toBe('투자 심사역 (시니어)');

      const drafted = await send('PUT', `/recruit/${id}`, tokens.editor, { ...input, status: 'DRAFT' });
      expect(drafted.json().job).toMatchObject({ status: 'DRAFT', publishedAt: null });
      expect((await get(`/recruit/${id}`)).statusCode).toBe(404);
      expect((await get('/recruit')).json().pagination.total).toBe(4);
      expect(await searchDocs(id)).toHaveLength(0);

      // Cookie sessions need the CSRF pair on writes.
      const cookieAuth = await app.inject({ method: 'PUT', url: `${V1}/admin/recruit/${id}`, cookies: { [ACCESS_TOKEN_COOKIE]: tokens.editor }, payload: input });
      expect(cookieAuth.statusCode).toBe(403);
      expect(cookieAuth.json().error.code).toBe('CSRF_TOKEN_INVALID');

      expect((await send('PUT', '/recruit/999999', tokens.editor, input)).json().error.code).toBe('JOB_NOT_FOUND');
      expect((await send('PUT', '/recruit/x', tokens.editor, input)).statusCode).toBe(404);
      const deleted = await send('DELETE', `/recruit/${id}`, tokens.editor);
      expect(deleted.json()).toEqual({ deleted: true, id });
      expect((await send('GET', `/recruit/${id}`, tokens.editor)).statusCode).toBe(404);
      expect((await send('DELETE', `/recruit/${id}`, tokens.editor)).statusCode).toBe(404);
    });
  });

  describe('expiry', () => {
    it('closes a posting after its deadline day in Seoul; a cached answer never outlives the Seoul day', async () => {
      clock.ms = Date.parse('2026-11-26T14:59:00Z'); // 23:59 in Seoul: 오늘 마감 is still open
      app.responseCache.clear();
      expect(await listIds('')).toContain(ids.research);
      // The response cache keeps it for at most the minute left before midnight (the LRU's own lifetime).
      const entries = (app.responseCache as unknown as { entries: { getRemainingTTL(key: string): number } }).entries;
      const remaining = entries.getRemainingTTL(`${V1}/recruit`);
      expect(remaining).toBeGreaterThan(0);
      expect(remaining).toBeLessThanOrEqual(60_000);
      expect((await get(`/recruit/${ids.research}`)).json().job).toMatchObject({ closed: false, deadlineLabel: '오늘 마감' });

      clock.ms = Date.parse('2026-11-26T15:00:00Z'); // 00:00 on 11-27 in Seoul; the entries above have expired by then
      app.responseCache.clear();
      const after = await get('/recruit');
      expect(after.json().asOf).toBe('2026-11-27');
      expect(after.json().data.map((j: { id: number }) => j.id)).toEqual([ids.dev, ids.leasing, ids.am]);
      expect(after.json().data.find((j: { id: number }) => j.id === ids.am)).toMatchObject({ daysLeft: 2, deadlineLabel: 'D-2' });
      expect(entries.getRemainingTTL(`${V1}/recruit`)).toBeGreaterThan(290_000);
      expect(await listIds('status=closed')).toEqual([ids.research, ids.closedPf]);
      const page = await get(`/recruit/${ids.research}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().job).toMatchObject({ closed: true, daysLeft: null, deadlineLabel: '마감' });
    });
  });
});
