import { isJobClosed } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountsLoader } from '../../../packages/db/src/demo/accounts';
import { demoCommunityLoader } from '../../../packages/db/src/demo/community';
import type { ApiApp } from '../src/app';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';
import { scrapRequests } from './scraps-kit';


interface Card { title: string; subtitle: string; href: string; meta: string[] }
interface ScrapItem { contentType: string; contentId: string; card: Card | null }

describe.each(DB_KINDS)('scraps of events, job postings and 시티폴리오 items (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock();
  const ids = { event: 0, cancelled: 0, draftEvent: 0, job: 0, closedJob: 0, openEndedJob: 0, draftJob: 0, book: 0, video: 0 };

  beforeAll(async () => {
    db = await createTestDb(kind);
    await demoAccountsLoader.load(db.db, {});
    await demoCommunityLoader.load(db.db, {});
    app = await buildTestApp({ db, clock: clock.now });
    const eventId = async (title: string) => (await db.db.select().from(schema.events).where(eq(schema.events.title, title)))[0]!.id;
    const jobId = async (title: string) => (await db.db.select().from(schema.jobPostings).where(eq(schema.jobPostings.title, title)))[0]!.id;
    const itemId = async (title: string) => (await db.db.select().from(schema.cityfolioItems).where(eq(schema.cityfolioItems.title, title)))[0]!.id;
    ids.event = await eventId('2027 상업용 부동산 시장 전망 세미나');
    ids.cancelled = await eventId('판교 오피스 현장 투어');
    ids.draftEvent = await eventId('2027 상장 리츠 IR 데이');
    ids.job = await jobId('오피스 펀드 자산운용역 (AM) 경력직');
    ids.closedJob = await jobId('매입·매각 자문 애널리스트');
    ids.openEndedJob = await jobId('임대차 관리 담당 (신입·경력)');
    ids.draftJob = await jobId('컴플라이언스 담당 (준법감시)');
    ids.book = await itemId('도시는 무엇으로 사는가: 공간과 자본의 50년');
    ids.video = await itemId('물류센터 투자, 무엇을 보아야 하나');
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const { call, reader } = scrapRequests(() => ({ app, db }));

  it('saves published items by their numeric id; drafts, unknown and malformed ids are 404 with a Korean message', async () => {
    const token = await reader();
    for (const [type, id] of [['EVENT', ids.event], ['EVENT', ids.cancelled], ['RECRUIT', ids.job], ['RECRUIT', ids.closedJob], ['CITYFOLIO', ids.book]] as const) {
      const res = await call('PUT', `/scraps/${type}/${id}`, token);
      expect(res.statusCode, `${type} ${id}`).toBe(200);
      expect(res.json()).toEqual({ contentType: type, contentId: String(id), scrapped: true });
    }
    expect((await call('GET', `/scraps/EVENT/${ids.event}`, token)).json().scrapped).toBe(true);
    const notFound: Array<[string, string]> = [
      [`/scraps/EVENT/${ids.draftEvent}`, '이벤트를 찾을 수 없습니다.'],
      ['/scraps/EVENT/999999', '이벤트를 찾을 수 없습니다.'],
      [`/scraps/EVENT/0${ids.event}`, '이벤트를 찾을 수 없습니다.'],
      ['/scraps/EVENT/abc', '이벤트를 찾을 수 없습니다.'],
      ['/scraps/EVENT/99999999999999999999', '이벤트를 찾을 수 없습니다.'],
      [`/scraps/RECRUIT/${ids.draftJob}`, '채용 공고를 찾을 수 없습니다.'],
      ['/scraps/RECRUIT/-1', '채용 공고를 찾을 수 없습니다.'],
      ['/scraps/CITYFOLIO/424242', '시티폴리오 콘텐츠를 찾을 수 없습니다.'],
      ['/scraps/CITYFOLIO/%ED%95%9C', '시티폴리오 콘텐츠를 찾을 수 없습니다.'],
    ];
    for (const [url, message] of notFound) {
      const res = await call('PUT', url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message });
    }
    expect((await call('DELETE', `/scraps/EVENT/${ids.event}`, token)).json().scrapped).toBe(false);
    expect((await call('PUT', `/scraps/EVENT/${ids.event}`)).statusCode).toBe(401);
  });

  it('lists them with cards and counts per type, newest first; never the online link', async () => {
    const token = await reader();
    const order: Array<[string, number]> = [['EVENT', ids.event], ['RECRUIT', ids.closedJob], ['CITYFOLIO', ids.book], ['EVENT', ids.cancelled], ['RECRUIT', ids.openEndedJob], ['CITYFOLIO', ids.video], ['RECRUIT', ids.job]];
    for (const [type, id] of order) {
      expect((await call('PUT', `/scraps/${type}/${id}`, token)).statusCode).toBe(200);
      clock.advance(1000);
    }
    const res = await call('GET', '/scraps?size=20', token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { counts: Record<string, number>; data: ScrapItem[] };
    expect(body.counts).toEqual({ CONTENT: 0, REITS: 0, DEAL: 0, FUND: 0, EVENT: 2, RECRUIT: 3, CITYFOLIO: 2 });
    expect(body.data.map((d) => `${d.contentType}:${d.contentId}`)).toEqual(order.reverse().map(([t, id]) => `${t}:${id}`));
    expect(res.body).not.toContain('webinar.example.com');
    const card = (type: string, id: number) => body.data.find((d) => d.contentType === type && d.contentId === String(id))!.card!;

    const event = card('EVENT', ids.event);
    expect(event).toMatchObject({ title: '2027 상업용 부동산 시장 전망 세미나', href: `/event/${ids.event}` });
    expect(event.subtitle).toMatch(/^컨퍼런스 · \d{4}\.\d{2}\.\d{2}\([일월화수목금토]\) 13:30$/);
    expect(event.meta).toEqual(['여의도 한빛금융센터 그랜드홀', '멤버십 회원 무료']);
    expect(card('EVENT', ids.cancelled).meta).toEqual(['판교 테크원 타워 로비', '무료', '행사 취소']);

    const job = card('RECRUIT', ids.job);
    expect(job).toMatchObject({ title: '오피스 펀드 자산운용역 (AM) 경력직', subtitle: '한빛자산운용 · 서울', href: `/recruit/${ids.job}` });
    expect(job.meta.slice(0, 2)).toEqual(['정규직', '경력 4~8년']);
    expect(job.meta[2]).toMatch(/^D-12 \(\d{4}\.\d{2}\.\d{2} 마감\)$/);
    expect(card('RECRUIT', ids.closedJob).meta).toEqual(['정규직', '신입·경력 2년 이하', '마감']);
    expect(card('RECRUIT', ids.openEndedJob).meta).toEqual(['정규직', '신입·경력 3년 이하', '상시 채용']);

    expect(card('CITYFOLIO', ids.book)).toEqual({
      title: '도시는 무엇으로 사는가: 공간과 자본의 50년', subtitle: '책 · 한도윤', href: `/cityfolio/${ids.book}`, meta: ['푸른길목', '평점 5/5'],
    });
    expect(card('CITYFOLIO', ids.video)).toEqual({
      title: '물류센터 투자, 무엇을 보아야 하나', subtitle: '영상 · SPI 시티폴리오', href: `/cityfolio/${ids.video}`, meta: ['YouTube', '19분'],
    });

    const jobs = (await call('GET', '/scraps?contentType=RECRUIT', token)).json() as { data: ScrapItem[]; pagination: { count: number } };
    expect(jobs.pagination.count).toBe(3);
    expect(jobs.data.every((d) => d.contentType === 'RECRUIT')).toBe(true);
  });

  it('keeps a scrap of an item taken back to draft, without a card', async () => {
    const token = await reader();
    const [job] = await db.db.select().from(schema.jobPostings).where(eq(schema.jobPostings.title, '물류센터 시설관리 엔지니어'));
    expect(isJobClosed(job!.deadline, new Date(clock.now()))).toBe(false);
    expect((await call('PUT', `/scraps/RECRUIT/${job!.id}`, token)).statusCode).toBe(200);
    await db.db.update(schema.jobPostings).set({ status: 'DRAFT' }).where(eq(schema.jobPostings.id, job!.id));
    try {
      const body = (await call('GET', '/scraps?contentType=RECRUIT', token)).json() as { data: ScrapItem[] };
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ contentId: String(job!.id), card: null });
      expect((await call('PUT', `/scraps/RECRUIT/${job!.id}`, token)).statusCode).toBe(404);
      expect((await call('DELETE', `/scraps/RECRUIT/${job!.id}`, token)).json().scrapped).toBe(false);
    } finally {
      await db.db.update(schema.jobPostings).set({ status: 'PUBLISHED' }).where(eq(schema.jobPostings.id, job!.id));
    }
  });
});
