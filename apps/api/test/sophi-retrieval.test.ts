import { GUEST_PRINCIPAL, PAYWALL_MARKER, type Principal } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetrieveOptions } from '../src/adapters/answer-engine/types';
import { retrievePassages } from '../src/loaders/sophi/retrieve';
import { indexArticle } from '../src/search/index-article';
import { buildArticle, buildTaxonomy, DAY, SECRET } from './content-fixtures';
import { buildUser } from './factories';
import { createTestDb, DB_KINDS } from './helpers';
import { demoSophiLoader } from '../../../packages/db/src/demo/sophi';
import { embedPassages } from '../../../packages/db/src/sophi-passages';

const NOW = Date.parse('2026-03-15T03:00:00Z');
/** Only in the member-only part of one article. */
const HIDDEN = '은밀한수익구조';

function principal(userId: string | null, tier: Principal['tier'] = 'NONE', serverRoles: string[] = ['USER']): Principal {
  if (!userId) return GUEST_PRINCIPAL;
  return { ...GUEST_PRINCIPAL, userId, serverRoles, tier, membershipId: tier === 'NONE' ? null : `m-${userId}`, membershipSource: tier === 'NONE' ? null : 'SUBSCRIPTION' };
}

describe.each(DB_KINDS)('Sophi retrieval (%s)', (kind) => {
  let db: DbHandle;
  const ids: Record<string, number> = {};
  const users: Record<string, string> = {};
  const opts = (p: Principal = GUEST_PRINCIPAL, extra: Partial<RetrieveOptions> = {}): RetrieveOptions => ({ principal: p, context: null, now: new Date(NOW), ...extra });
  const ask = (q: string, o: RetrieveOptions = opts()) => retrievePassages(db.db, q, o, null);
  const texts = async (q: string, o?: RetrieveOptions) => (await ask(q, o)).passages.map((p) => p.text).join('\n');

  beforeAll(async () => {
    db = await createTestDb(kind);
    await buildTaxonomy(db);
    ids.logistics = await buildArticle(db, {
      title: '수도권 물류센터 공실률이 치솟았다', description: '공급 과잉의 그늘', category: 'c-logistics', publishedAt: new Date(NOW - 5 * DAY),
      lead: '<p>이천과 평택 일대 물류센터 공급 과잉으로 공실률이 두 자릿수에 이르렀다. 임차 수요는 둔화됐다.</p>',
    });
    ids.gbd = await buildArticle(db, {
      title: '오피스 임대료 3.3㎡당 12만 원 돌파', description: '권역별 임대료 동향', publishedAt: new Date(NOW - 10 * DAY),
      lead: '<p>GBD의 A급 오피스 명목 임대료가 3.3㎡당 12만 원을 넘었다. 공실률은 2.1%로 낮다.</p>',
    });
    ids.land = await buildArticle(db, {
      title: '지방 토지 시장', description: '토지 거래', publishedAt: new Date(NOW - 3 * DAY),
      lead: '<p>올해 지방의 땅값이 크게 올랐다. 거래량은 줄었지만 호가는 높다.</p>',
    });
    ids.member = await buildArticle(db, {
      title: '리츠 배당 분석', description: '상장 리츠 배당', isMemberOnly: true, publishedAt: new Date(NOW - 2 * DAY),
      lead: '<p>상장 리츠의 배당 정책을 짚어 본다. 공개 리드 문단이다.</p>',
      rest: `<p>${HIDDEN} 구조는 배당 재원을 늘린다. ${SECRET} 회원만 읽는다.</p>`,
    });
    ids.draft = await buildArticle(db, { title: '초안 리츠 기사', status: 'DRAFT', publishedAt: new Date(NOW - DAY), lead: '<p>초안전용문구 리츠 배당.</p>' });
    ids.scheduled = await buildArticle(db, { title: '예약 리츠 기사', status: 'PUBLISHED', publishedAt: new Date(NOW + DAY), lead: '<p>예약전용문구 리츠 배당.</p>' });
    ids.hiddenList = await buildArticle(db, { title: '비공개 목록 기사', isPublic: false, publishedAt: new Date(NOW - DAY), lead: '<p>비목록전용문구 리츠.</p>' });
    users.plain = await buildUser(db);
    users.light = await buildUser(db);
    users.lightUnlocked = await buildUser(db);
    users.premium = await buildUser(db);
    await db.db.insert(schema.articleUnlocks).values({ userId: users.lightUnlocked, articleId: ids.member!, month: '2026-03' });
  });
  afterAll(async () => { await db?.close(); });

  describe('Korean questions', () => {
    it('matches words with particles and ignores request words', async () => {
      const result = await ask('물류센터 공실률이 어떻게 되나요? 알려줘');
      expect(result.passages[0]!.sourceId).toBe(String(ids.logistics));
      const best = result.passages.filter((p) => p.sourceId === String(ids.logistics)).map((p) => p.sentences[0]!.text);
      expect(best).toContain('이천과 평택 일대 물류센터 공급 과잉으로 공실률이 두 자릿수에 이르렀다.');
      expect(result.passages[0]!).toMatchObject({ sourceType: 'CONTENT', href: `/article?id=${ids.logistics}`, label: '아티클', asOf: '2026-03-10', membersOnly: false });
      expect((await ask('관련 기사 좀 보여줘')).passages).toEqual([]);
    });

    it('finds aliases: GBD ↔ 강남', async () => {
      const result = await ask('강남 오피스 임대료는?');
      expect(result.passages[0]!.sourceId).toBe(String(ids.gbd));
      expect(result.passages.some((p) => p.sentences[0]!.text.includes('GBD의 A급 오피스'))).toBe(true);
    });

    it('finds one-syllable words with a particle', async () => {
      const result = await ask('땅이 어때?');
      expect(result.passages[0]!.sourceId).toBe(String(ids.land));
      expect(result.passages[0]!.sentences[0]!.text).toContain('땅값');
    });

    it('boosts the page the reader is on, and answers "이 기사 요약해줘" from it', async () => {
      const onPage = await ask('공실률', opts(GUEST_PRINCIPAL, { context: { path: '/article', contentType: 'CONTENT', contentId: String(ids.gbd) } }));
      expect(onPage.passages[0]!.sourceId).toBe(String(ids.gbd));
      const summary = await ask('이 기사 요약해줘', opts(GUEST_PRINCIPAL, { context: { path: '/article', contentType: 'CONTENT', contentId: String(ids.land) } }));
      expect(summary.passages.map((p) => p.sourceId)).toEqual([String(ids.land), String(ids.land)]);
    });
  });

  describe('entitlement', () => {
    const hiddenFor = async (p: Principal) => {
      const result = await ask(`${HIDDEN} 배당`, opts(p));
      return { leaked: result.passages.some((x) => x.text.includes(HIDDEN) || x.text.includes(SECRET)), result };
    };

    it('guests, members without membership and LIGHT members who have not unlocked never get member-only text', async () => {
      for (const p of [GUEST_PRINCIPAL, principal(users.plain!), principal(users.light!, 'LIGHT'), principal(users.light!, 'LIGHT_STUDENT')]) {
        const { leaked, result } = await hiddenFor(p);
        expect(leaked).toBe(false);
        expect(result.memberOnlyMatches).toBe(true);
        // The public lead of the same article is still found.
        expect(result.passages.some((x) => x.sourceId === String(ids.member) && !x.membersOnly)).toBe(true);
      }
    });

    it('PREMIUM members, staff and a LIGHT member who unlocked the article get it', async () => {
      for (const p of [principal(users.premium!, 'PREMIUM'), principal(users.lightUnlocked!, 'LIGHT'), principal(users.plain!, 'NONE', ['USER', 'EDITOR'])]) {
        const { leaked, result } = await hiddenFor(p);
        expect(leaked).toBe(true);
        expect(result.memberOnlyMatches).toBe(false);
        const passage = result.passages.find((x) => x.text.includes(HIDDEN))!;
        expect(passage.membersOnly).toBe(true);
        expect(passage.sentences[0]!.text).toContain(HIDDEN);
      }
    });

    it('memberOnlyMatches is false when nothing member-only matched', async () => {
      expect((await ask('물류센터 공실률')).memberOnlyMatches).toBe(false);
    });

    it('drafts, scheduled and unlisted articles never appear', async () => {
      const all = await texts('초안전용문구 예약전용문구 비목록전용문구 리츠', opts(principal(users.premium!, 'PREMIUM')));
      expect(all).not.toMatch(/초안전용문구|예약전용문구|비목록전용문구/);
    });
  });

  describe('passage index', () => {
    const rows = (articleId: number) => db.db.select().from(schema.sophiPassages).where(eq(schema.sophiPassages.articleId, articleId)).orderBy(asc(schema.sophiPassages.seq));

    it('stores title + description, lead paragraphs and the member-only part flagged', async () => {
      const passages = await rows(ids.member!);
      expect(passages.map((p) => [p.seq, p.membersOnly])).toEqual([[0, false], [1, false], [2, true]]);
      expect(passages[0]!.text).toBe('리츠 배당 분석\n상장 리츠 배당');
      expect(passages[2]!.text).toContain(HIDDEN);
      expect(passages.filter((p) => !p.membersOnly).some((p) => p.text.includes(HIDDEN))).toBe(false);
      expect(await rows(ids.draft!)).toEqual([]);
      expect((await rows(ids.scheduled!)).length).toBeGreaterThan(0); // PUBLISHED with a future time: hidden at query time.
    });

    it('re-indexing replaces the passages; unpublishing removes them; the demo loader rebuilds all', async () => {
      const id = await buildArticle(db, { title: '재색인 테스트 기사', publishedAt: new Date(NOW - DAY), lead: '<p>옛문구가 담긴 문단이다.</p>' });
      const html = `<p>새문구가 담긴 첫 문단이다. 충분히 길게 써서 다음 문단과 합쳐지지 않도록 문장을 더 붙여 두고 한 문장을 더 쓴다.</p><p>둘째 문단도 충분히 길게 써서 홀로 한 구절이 되도록 문장을 더 붙여 두고 한 문장을 더 쓴다. 그리고 또 한 문장.</p>${PAYWALL_MARKER}`;
      await db.db.update(schema.articles).set({ html }).where(eq(schema.articles.id, id));
      await indexArticle(db.db, id);
      const after = await rows(id);
      expect(after.map((p) => p.seq)).toEqual([0, 1, 2]);
      expect(after.some((p) => p.text.includes('옛문구'))).toBe(false);
      expect(await texts('새문구')).toContain('새문구');
      await db.db.update(schema.articles).set({ status: 'DRAFT' }).where(eq(schema.articles.id, id));
      await indexArticle(db.db, id);
      expect(await rows(id)).toEqual([]);
      expect(await texts('새문구')).toBe('');
      await db.db.delete(schema.sophiPassages);
      await demoSophiLoader.load(db.db, {});
      expect((await rows(ids.member!)).length).toBe(3);
      expect(await rows(id)).toEqual([]);
    });
  });

  it('fuses embedding similarity when passages have vectors, and falls back to BM25 when the model fails', async () => {
    const calls: string[][] = [];
    const model = { model: 'fake-embed', embed: async (texts: string[]) => { calls.push(texts); return texts.map((t) => (t.includes('GBD') || t === '공실률' ? [1, 0] : t.includes('이천') ? [-1, 0] : [0, 1])); } };
    const lexical = (await ask('공실률')).passages.map((p) => p.text);
    expect(lexical.findIndex((t) => t.includes('GBD'))).toBeGreaterThan(0);
    const stored = await embedPassages(db.db, model);
    expect(stored).toBeGreaterThan(5);
    expect(await embedPassages(db.db, model)).toBe(0); // nothing left without a vector of this model
    calls.length = 0;
    const fused = await retrievePassages(db.db, '공실률', opts(), model);
    expect(calls).toEqual([['공실률']]);
    // Reciprocal rank fusion: the passage nearest the question's vector moves up past a lexically better one.
    const gbdRank = (texts: string[]) => texts.findIndex((t) => t.includes('GBD'));
    expect(gbdRank(fused.passages.map((p) => p.text))).toBeLessThan(gbdRank(lexical));
    expect(fused.passages.map((p) => p.score)).toEqual(expect.arrayContaining((await ask('공실률')).passages.map((p) => p.score)));
    const failing = { model: 'fake-embed', embed: async () => { throw new Error('down'); } };
    expect((await retrievePassages(db.db, '공실률', opts(), failing)).passages.map((p) => p.text)).toEqual(lexical);
  });

  it('answers a question in well under 200 ms (three queries, BM25 in process)', async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) await ask('강남 오피스 공실률 임대료 리츠 배당');
    expect((performance.now() - started) / 20).toBeLessThan(200);
  });
});
