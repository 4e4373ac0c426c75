import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { buildDeals, FUND_ID } from './deals-fixtures';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';
import { scrapRequests } from './scraps-kit';

const NOW = Date.parse('2026-11-21T01:00:00Z');

describe.each(DB_KINDS)('scraps of deals and funds (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const clock = new FakeClock(NOW);

  beforeAll(async () => {
    db = await createTestDb(kind);
    await buildDeals(db);
    app = await buildTestApp({ db, clock: clock.now });
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const { call, reader } = scrapRequests(() => ({ app, db }));

  it('saves a deal and a fund by canonical id; unknown or malformed ids are 404 with a Korean message', async () => {
    const token = await reader();
    expect((await call('PUT', '/scraps/DEAL/d-2024-0001', token)).json()).toEqual({ contentType: 'DEAL', contentId: 'D-2024-0001', scrapped: true });
    expect((await call('PUT', `/scraps/FUND/${FUND_ID.toLowerCase()}`, token)).json()).toEqual({ contentType: 'FUND', contentId: FUND_ID, scrapped: true });
    expect((await call('GET', '/scraps/DEAL/D-2024-0001', token)).json().scrapped).toBe(true);
    for (const [url, message] of [['/scraps/DEAL/D-2099-0001', '딜 정보를 찾을 수 없습니다.'], ['/scraps/DEAL/x', '딜 정보를 찾을 수 없습니다.'], ['/scraps/FUND/K00000000000', '펀드를 찾을 수 없습니다.'], ['/scraps/FUND/%ED%95%9C', '펀드를 찾을 수 없습니다.']]) {
      const res = await call('PUT', url!, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message });
    }
    expect((await call('DELETE', '/scraps/DEAL/D-2024-0001', token)).json().scrapped).toBe(false);
  });

  it('lists deal and fund scraps with cards: no price for a deal, only its band', async () => {
    const token = await reader();
    await call('PUT', '/scraps/DEAL/D-2024-0002', token);
    clock.advance(1000);
    await call('PUT', `/scraps/FUND/${FUND_ID}`, token);
    clock.advance(1000);
    await call('PUT', '/scraps/DEAL/D-2025-0001', token);
    const res = await call('GET', '/scraps', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ CONTENT: 0, REITS: 0, DEAL: 2, FUND: 1, EVENT: 0, RECRUIT: 0, CITYFOLIO: 0 });
    expect(body.data.map((d: { contentType: string; contentId: string }) => `${d.contentType}:${d.contentId}`)).toEqual(['DEAL:D-2025-0001', `FUND:${FUND_ID}`, 'DEAL:D-2024-0002']);
    expect(body.data[0].card).toEqual({ title: '판교 데이터센터', subtitle: 'BBD · 데이터센터 · 우선협상', href: '/dealsheet/D-2025-0001', meta: ['2025.01.10'] });
    expect(body.data[1].card).toEqual({ title: '이지스전문투자형사모부동산투자신탁 101호', subtitle: '이지스자산운용 · 코어', href: `/fund/${FUND_ID}`, meta: ['2023년 설정'] });
    expect(body.data[2].card).toEqual({ title: '역삼 타워', subtitle: 'GBD · 오피스 · 완료', href: '/dealsheet/D-2024-0002', meta: ['2024.05.20', '3,000억~5,000억원'] });
    expect(res.body).not.toContain('300000000000');

    const deals = (await call('GET', '/scraps?contentType=DEAL', token)).json();
    expect(deals.data.map((d: { contentId: string }) => d.contentId)).toEqual(['D-2025-0001', 'D-2024-0002']);
  });
});
