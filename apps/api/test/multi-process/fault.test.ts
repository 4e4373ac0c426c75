/**
 * Issue 15 §2 fault test: while writes that span several tables stream to two API processes, A is
 * killed with SIGKILL. B keeps answering every request sent to it, and afterwards no write is half done:
 * each kind's invariant across its tables holds in SQL (every write runs in one transaction).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, signInOverHttp, startProvider, type SignedIn } from './client';
import { MULTI_PROCESS, startCluster, type ApiProcess, type Cluster } from './harness';

const ADMIN = '/api/seoul/v1/admin';
const BATCHES = '/api/sejong/v1/admin/billing/coupon-batches';
const REDEEM = '/api/sejong/v1/users/me/coupons/redeem';
const MARK = `FAULT-${randomUUID().slice(0, 6)}`;
const CONCURRENCY = 6;
const RUN_MS = 8_000;
const KILL_AFTER_MS = 3_000;

type Kind = 'scrap' | 'article-create' | 'article-save' | 'coupon-redeem';
interface Attempt {
  kind: Kind;
  target: 'A' | 'B';
  startedAt: number;
  endedAt: number;
  status: number | null;
  error: string | null;
}

describe.skipIf(!MULTI_PROCESS)('kill -9 of one API process in the middle of writes', () => {
  let cluster: Cluster;
  let A: ApiProcess;
  let B: ApiProcess;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let admin: SignedIn;
  const members: SignedIn[] = [];

  beforeAll(async () => {
    provider = await startProvider();
    cluster = await startCluster('fault', 2, { ...provider.env, PUBLISH_SCHEDULER_INTERVAL_MS: '0', PRICE_FEED: 'off', AUTH_RATE_LIMIT: '100' });
    [A, B] = cluster.processes as [ApiProcess, ApiProcess];
    admin = await signInOverHttp(B.origin, B.origin, DEMO.admin.provider, DEMO.admin.subject);
    for (const who of [DEMO.member, DEMO.reader, { provider: 'kakao' as const, subject: 'kakao-demo-1003' }]) {
      members.push(await signInOverHttp(B.origin, B.origin, who.provider, who.subject));
    }
  }, 360_000);

  afterAll(async () => {
    await cluster?.close();
    await provider?.server.close();
  }, 60_000);

  it('B keeps serving and no write is left half done', async () => {
    // Material: published demo articles to scrap, coupon codes to redeem, a few articles to save.
    const published = (await cluster.sql.query<{ id: number }>(`select id from articles where status = 'PUBLISHED' order by id limit 20`)).rows.map((r) => r.id);
    expect(published.length).toBeGreaterThan(5);
    const redeemBy = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const batch = await call(B.origin, 'POST', BATCHES, { bearer: admin.accessToken, body: { name: `${MARK} 쿠폰 ${i}`, tierCode: 'PREMIUM', benefitDays: 30, count: 4, redeemBy, onePerUser: true } });
      expect(batch.status, batch.text).toBe(201);
      const batchId = batch.json<{ batch: { batchId: string } }>().batch.batchId;
      codes.push(...(await cluster.sql.query<{ code: string }>('select code from coupon_codes where batch_id = $1', [batchId])).rows.map((r) => r.code));
    }
    const own: number[] = [];
    // Warm both processes up (first requests compile and connect), so the stream is mostly writes in flight.
    for (const p of [A, B]) {
      // A read first: it replaces a pooled connection the process closed while the setup above was slow.
      expect((await call(p.origin, 'GET', '/api/ready')).status).toBe(200);
      expect((await call(p.origin, 'PUT', `/api/seoul/v1/scraps/CONTENT/${published[0]}`, { bearer: members[0]!.accessToken })).status).toBeLessThan(300);
      expect((await call(p.origin, 'GET', `${ADMIN}/articles/${published[0]}`, { bearer: admin.accessToken })).status).toBe(200);
    }

    const attempts: Attempt[] = [];
    const began = Date.now();
    let killedAt = Infinity;
    let counter = 0;

    const write = async (kind: Kind, target: ApiProcess, n: number): Promise<number> => {
      const member = members[n % members.length]!;
      switch (kind) {
        case 'scrap': {
          const id = published[n % published.length]!;
          return (await call(target.origin, n % 3 === 0 ? 'DELETE' : 'PUT', `/api/seoul/v1/scraps/CONTENT/${id}`, { bearer: member.accessToken })).status;
        }
        case 'article-create': {
          const res = await call(target.origin, 'POST', `${ADMIN}/articles`, { bearer: admin.accessToken, body: articleInput(`${MARK} 기사 ${n}`) });
          if (res.status === 201) own.push(res.json<{ articleId: number }>().articleId);
          return res.status;
        }
        case 'article-save': {
          const id = own[n % Math.max(1, own.length)];
          if (id === undefined) return 0;
          return (await call(target.origin, 'PUT', `${ADMIN}/articles/${id}`, { bearer: admin.accessToken, body: articleInput(`${MARK} 기사 ${id} 저장 ${n}`) })).status;
        }
        case 'coupon-redeem': {
          const code = codes[n % codes.length]!;
          return (await call(target.origin, 'POST', REDEEM, { bearer: member.accessToken, body: { code } })).status;
        }
      }
    };

    const KINDS: Kind[] = ['scrap', 'article-create', 'article-save', 'coupon-redeem'];
    const worker = async () => {
      while (Date.now() - began < RUN_MS) {
        const n = counter++;
        const kind = KINDS[n % KINDS.length]!;
        // A load balancer stops sending to a dead process: after the kill everything goes to B.
        const target = Date.now() >= killedAt ? B : n % 2 === 0 ? A : B;
        const attempt: Attempt = { kind, target: target === A ? 'A' : 'B', startedAt: Date.now(), endedAt: 0, status: null, error: null };
        attempts.push(attempt);
        try {
          attempt.status = await write(kind, target, n);
        } catch (err) {
          attempt.error = (err as Error).cause ? String((err as Error & { cause: Error }).cause.message ?? (err as Error).cause) : (err as Error).message;
        }
        attempt.endedAt = Date.now();
      }
    };
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
      // Kill while a write is in flight on A (waiting at most 3 s for one).
      const until = Date.now() + 3_000;
      while (Date.now() < until && !attempts.some((a) => a.target === 'A' && a.endedAt === 0)) await new Promise((resolve) => setTimeout(resolve, 5));
      killedAt = Date.now();
      await A.kill9();
    })();
    await Promise.all([...Array.from({ length: CONCURRENCY }, worker), killer]);

    const onA = attempts.filter((a) => a.target === 'A');
    const inFlightOnA = onA.filter((a) => a.startedAt < killedAt && a.endedAt >= killedAt);
    const failedOnA = onA.filter((a) => a.error !== null || (a.status ?? 0) >= 500);
    const onB = attempts.filter((a) => a.target === 'B');
    const onBAfterKill = onB.filter((a) => a.startedAt >= killedAt);
    const badOnB = onB.filter((a) => a.error !== null || a.status === null || a.status >= 500);
    const byKind = Object.fromEntries(KINDS.map((k) => [k, attempts.filter((a) => a.kind === k && a.status !== null && a.status < 300 && a.status > 0).length]));

    // Invariants across tables, after the fact.
    const articles = await cluster.sql.query<{ id: number; problem: string }>(`
      select a.id,
        case
          when a.search_tokens is null then 'no search tokens'
          when (select count(*) from article_revisions r where r.article_id = a.id and r.note = 'create') <> 1 then 'create revisions <> 1'
          when (select count(*) from audit_log l where l.target_type = 'article' and l.target_id = a.id::text and l.action = 'article.create') <> 1 then 'create audits <> 1'
          when (select count(*) from article_revisions r where r.article_id = a.id and r.note = 'update')
            <> (select count(*) from audit_log l where l.target_type = 'article' and l.target_id = a.id::text and l.action = 'article.update') then 'update revisions <> update audits'
          when (select r.snapshot->>'title' from article_revisions r where r.article_id = a.id order by r.created_at desc limit 1) <> a.title then 'latest revision is not the article'
          else 'ok'
        end as problem
      from articles a where a.title like $1`, [`${MARK}%`]);
    const articleProblems = articles.rows.filter((r) => r.problem !== 'ok');
    const orphanRevisions = await cluster.sql.query(`select 1 from audit_log l where l.action = 'article.create' and l.target_type = 'article' and not exists (select 1 from articles a where a.id::text = l.target_id)`);
    const scrapDupes = await cluster.sql.query(`select user_id, content_type, content_id from scraps group by 1, 2, 3 having count(*) > 1`);
    const scrapOrphans = await cluster.sql.query(`select 1 from scraps s where s.content_type = 'CONTENT' and not exists (select 1 from articles a where a.id::text = s.content_id)`);
    const coupons = await cluster.sql.query<{ code: string; problem: string }>(`
      select c.code,
        case
          when c.status = 'REDEEMED' and (select count(*) from coupon_redemptions r where r.code = c.code) <> 1 then 'redeemed without one redemption'
          when c.status <> 'REDEEMED' and exists (select 1 from coupon_redemptions r where r.code = c.code) then 'redemption of a code not redeemed'
          when c.status = 'REDEEMED' and not exists (select 1 from coupon_redemptions r join memberships m on m.id = r.membership_id where r.code = c.code and r.user_id = c.redeemed_by) then 'redemption without its membership'
          else 'ok'
        end as problem
      from coupon_codes c join coupon_batches b on b.id = c.batch_id where b.name like $1`, [`${MARK}%`]);
    const couponProblems = coupons.rows.filter((r) => r.problem !== 'ok');
    const redeemed = (await cluster.sql.query(`select 1 from coupon_codes c join coupon_batches b on b.id = c.batch_id where b.name like $1 and c.status = 'REDEEMED'`, [`${MARK}%`])).rowCount!;

    console.info(`[multi-process fault] ${JSON.stringify({
      writes: attempts.length,
      succeededByKind: byKind,
      sentToA: onA.length,
      inFlightOnAAtKill: inFlightOnA.length,
      failedOnA: failedOnA.length,
      sentToB: onB.length,
      sentToBAfterKill: onBAfterKill.length,
      failedOnB: badOnB.length,
      articlesChecked: articles.rowCount,
      articleProblems: articleProblems.length,
      couponCodesChecked: coupons.rowCount,
      couponsRedeemed: redeemed,
      couponProblems: couponProblems.length,
      scrapDuplicates: scrapDupes.rowCount,
    })}`);

    expect(A.child.exitCode ?? A.child.signalCode).toBe('SIGKILL');
    expect(onA.length).toBeGreaterThan(0);
    expect(onBAfterKill.length).toBeGreaterThan(10);
    expect(badOnB.map((a) => `${a.kind} ${a.status ?? a.error}`)).toEqual([]);
    expect(articleProblems).toEqual([]);
    expect(orphanRevisions.rowCount).toBe(0);
    expect(scrapDupes.rowCount).toBe(0);
    expect(scrapOrphans.rowCount).toBe(0);
    expect(couponProblems).toEqual([]);
    // B still reads and writes after the kill.
    expect((await call(B.origin, 'GET', '/api/ready')).status).toBe(200);
    expect(articles.rowCount).toBeGreaterThan(0);
  });
});

function articleInput(title: string) {
  return {
    title,
    description: '장애 테스트 기사',
    section: 'PRO',
    type: 'CONTENT',
    categoryId: 'category-office',
    seriesId: null,
    tagNames: ['장애테스트'],
    writerId: 'writer-ga-sanghyun',
    html: '<p>프로세스가 중간에 죽어도 기록은 온전합니다.</p>',
    isMemberOnly: false,
    isPublic: true,
    videos: [],
  };
}
