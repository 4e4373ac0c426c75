import { addDays } from '@spi/core';
import { indexEventSearchDocuments, indexJobSearchDocuments, schema, type DbHandle } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsLoader } from '../../../packages/db/src/demo/accounts';
import { demoCommunityLoader, seoulDayOf } from '../../../packages/db/src/demo/community';
import type { ApiApp } from '../src/app';
import { ENTITY_PREVIEW_HITS } from '../src/search/postgres-search-engine';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';

interface Entity { contentType: string; id: string; titleHtml: string; subtitle: string; snippetHtml: string; href: string }
interface Body { entities: Entity[]; groups: Array<{ contentType: string; count: number }>; pagination: { page: number; count: number; hasNext: boolean }; data: unknown[] }

describe.each(DB_KINDS)('search: events, job postings and 시티폴리오 (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock();

  beforeAll(async () => {
    db = await createTestDb(kind);
    await demoAccountsLoader.load(db.db, {});
    await demoCommunityLoader.load(db.db, {});
    app = await buildTestApp({ db, clock: clock.now });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const search = async (query: string): Promise<Body> => {
    const res = await app.inject({ method: 'GET', url: `${V1}/search?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('webinar.example.com');
    return res.json() as Body;
  };
  const count = (body: Body, type: string) => body.groups.find((g) => g.contentType === type)?.count;
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  it('finds an event by its title, linked to /event/<id> with its type, day and format', async () => {
    const [event] = await db.db.select().from(schema.events).where(eq(schema.events.title, '물류센터 공급 과잉 점검 웨비나'));
    const body = await search(`${q('공급 과잉 웨비나')}&type=EVENT`);
    expect(body.entities[0]).toMatchObject({ contentType: 'EVENT', id: String(event!.id), href: `/event/${event!.id}` });
    expect(body.entities[0]!.subtitle).toMatch(/^웨비나 · \d{4}\.\d{2}\.\d{2} · 온라인$/);
    expect(body.entities[0]!.titleHtml).toContain('<mark>');
    expect(body.pagination.count).toBe(body.entities.length);
  });

  it('finds events by a speaker, and never a draft; a cancelled event is marked', async () => {
    const bySpeaker = await search(`${q('장석훈')}&type=EVENT`);
    expect(bySpeaker.entities.map((e) => e.titleHtml.replace(/<\/?mark>/g, '')).sort()).toEqual(['2027 상업용 부동산 시장 전망 세미나', '금리 전환기 부동산 PF 구조 재편 웨비나', '데이터센터 개발 리스크 점검 웨비나']);
    const draft = await search(`${q('상장 리츠 IR 데이')}&type=EVENT`);
    expect(draft.entities).toEqual([]);
    expect(count(draft, 'EVENT')).toBe(0);
    const cancelled = await search(`${q('판교 오피스 현장 투어')}&type=EVENT`);
    expect(cancelled.entities[0]!.subtitle).toMatch(/ · 취소됨$/);
  });

  it('finds job postings by company, with place, type, experience and deadline; a closed one says 마감', async () => {
    const body = await search(`${q('한빛자산운용')}&type=RECRUIT&size=20`);
    const hanbit = await db.db.select().from(schema.jobPostings).where(and(eq(schema.jobPostings.company, '한빛자산운용'), eq(schema.jobPostings.status, 'PUBLISHED')));
    expect(body.entities.map((e) => e.id).sort()).toEqual(hanbit.map((j) => String(j.id)).sort());
    const am = body.entities.find((e) => e.titleHtml.includes('오피스 펀드 자산운용역'))!;
    expect(am.href).toMatch(/^\/recruit\/\d+$/);
    expect(am.subtitle).toMatch(/^한빛자산운용 · 서울 중구 을지로 · 정규직 · 경력 4~8년 · ~\d{4}\.\d{2}\.\d{2}$/);
    const closed = await search(`${q('매입·매각 자문 애널리스트')}&type=RECRUIT`);
    expect(closed.entities[0]!.subtitle).toBe('바른리얼티어드바이저스 · 서울 중구 세종대로 · 정규직 · 신입·경력 2년 이하 · 마감');
    const open = await search(`${q('데이터 리서처')}&type=RECRUIT`);
    expect(open.entities[0]!.subtitle).toMatch(/ · 상시 채용$/);
    // A draft posting is not found.
    expect((await search(`${q('컴플라이언스 준법감시')}&type=RECRUIT`)).entities).toEqual([]);
  });

  it('marks a posting 마감 once its deadline has passed, without rewriting its document', async () => {
    const today = seoulDayOf(new Date(clock.now()));
    const [job] = await db.db.select().from(schema.jobPostings).where(eq(schema.jobPostings.deadline, today));
    const before = await search(`${q(job!.title)}&type=RECRUIT`);
    expect(before.entities[0]!.subtitle).toMatch(new RegExp(` · ~${today.replaceAll('-', '\\.')}$`));
    clock.advance(2 * 86_400_000);
    try {
      // Another address than the cached answer above.
      const after = await search(`${q(job!.title)}&type=RECRUIT&size=20`);
      expect(after.entities[0]!.subtitle).toMatch(/ · 마감$/);
      const [doc] = await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'RECRUIT'), eq(schema.searchDocuments.contentId, String(job!.id))));
      expect(doc!.subtitle).not.toMatch(/마감$/);
    } finally {
      clock.advance(-2 * 86_400_000);
    }
  });

  it('finds books by author and videos by title, linked to /cityfolio/<id>', async () => {
    const book = await search(`${q('한도윤')}&type=CITYFOLIO`);
    expect(book.entities).toHaveLength(1);
    expect(book.entities[0]).toMatchObject({ contentType: 'CITYFOLIO', subtitle: '책 · 한도윤 · 푸른길목 · 2024' });
    expect(book.entities[0]!.href).toMatch(/^\/cityfolio\/\d+$/);
    const video = await search(`${q('리츠 배당 어디서')}&type=CITYFOLIO`);
    expect(video.entities[0]!.subtitle).toBe('영상 · YouTube · SPI 리서치 · 14:48');
    const linked = await search(`${q('밸류애드 전략 세미나')}&type=CITYFOLIO`);
    expect(linked.entities[0]!.subtitle).toMatch(/^이벤트 · \d{4}\.\d{2}\.\d{2} · 테헤란 라운지 세미나룸 A$/);
  });

  it('counts every type on 전체 and previews a few of each above the articles', async () => {
    const body = await search(q('물류'));
    for (const type of ['EVENT', 'RECRUIT', 'CITYFOLIO']) {
      expect(count(body, type), type).toBeGreaterThan(0);
      const shown = body.entities.filter((e) => e.contentType === type).length;
      expect(shown).toBe(Math.min(ENTITY_PREVIEW_HITS, count(body, type)!));
    }
    const tab = await search(`${q('물류')}&type=RECRUIT&size=10`);
    expect(tab.pagination.count).toBe(count(body, 'RECRUIT'));
    expect(tab.entities.every((e) => e.contentType === 'RECRUIT')).toBe(true);
  });

  it('the recruit list the sitemap reads (size=50, page 1) holds the open postings only', async () => {
    const res = await app.inject({ method: 'GET', url: `${V1}/recruit?size=50&page=1` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Array<{ id: number; closed: boolean }>; pagination: { pages: number } };
    const now = new Date(clock.now());
    const open = (await db.db.select().from(schema.jobPostings).where(eq(schema.jobPostings.status, 'PUBLISHED')))
      .filter((j) => !j.deadline || Date.parse(`${j.deadline}T23:59:59.999+09:00`) >= now.getTime());
    expect(body.data.map((j) => j.id).sort((a, b) => a - b)).toEqual(open.map((j) => j.id).sort((a, b) => a - b));
    expect(body.data.every((j) => !j.closed)).toBe(true);
    expect(body.pagination.pages).toBe(1);
  });

  it('does not find the online link, and a save that unpublishes removes the document', async () => {
    expect((await search(`${q('webinar example')}&type=EVENT`)).entities).toEqual([]);
    const [event] = await db.db.select().from(schema.events).where(eq(schema.events.title, '리츠 투자 실무 워크숍 (2기)'));
    const docs = () => db.db.$count(schema.searchDocuments, and(eq(schema.searchDocuments.contentType, 'EVENT'), eq(schema.searchDocuments.contentId, String(event!.id))));
    expect(await docs()).toBe(1);
    await db.db.update(schema.events).set({ status: 'DRAFT' }).where(eq(schema.events.id, event!.id));
    await indexEventSearchDocuments(db.db, [event!.id]);
    expect(await docs()).toBe(0);
    await db.db.update(schema.events).set({ status: 'PUBLISHED' }).where(eq(schema.events.id, event!.id));
    await indexEventSearchDocuments(db.db, [event!.id]);
    expect(await docs()).toBe(1);
    // A deleted posting's document goes with it.
    const [job] = await db.db.insert(schema.jobPostings).values({
      company: '테스트운용', title: '삭제될 공고', roleFamily: 'RESEARCH', location: 'SEOUL', employmentType: 'FULL_TIME', applyMethod: 'EMAIL',
      applyEmail: 'jobs@example.com', status: 'PUBLISHED', deadline: addDays(seoulDayOf(new Date()), 3), description: '테스트',
    }).returning();
    await indexJobSearchDocuments(db.db, [job!.id]);
    expect((await search(`${q('삭제될 공고')}&type=RECRUIT`)).entities).toHaveLength(1);
    await db.db.delete(schema.jobPostings).where(eq(schema.jobPostings.id, job!.id));
    await indexJobSearchDocuments(db.db, [job!.id]);
    expect(await db.db.$count(schema.searchDocuments, and(eq(schema.searchDocuments.contentType, 'RECRUIT'), eq(schema.searchDocuments.contentId, String(job!.id))))).toBe(0);
  });
});
