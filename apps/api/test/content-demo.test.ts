import { htmlToText, publicLeadText, queryTokens, searchTokens, splitAtPaywall } from '@spi/core';
import { DEMO_LOADERS, seedDemoData, type DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ARTICLES } from '../../../packages/db/src/demo/articles';
import type { ApiApp } from '../src/app';
import { bearer } from './factories';
import { AS, tokenFor } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';
const NOW = Math.max(...DEMO_ARTICLES.map((a) => Date.parse(a.publishedAt))) + 3_600_000;

/** Runs of Korean text (12+ characters) that occur only in the member-only part of an article. */
function secretPhrases(article: (typeof DEMO_ARTICLES)[number]): string[] {
  const publicText = `${article.title} ${article.description} ${publicLeadText(article.html, true)}`;
  const runs = htmlToText(splitAtPaywall(article.html).rest).split(/[^가-힣0-9 ]+/).map((r) => r.trim());
  return runs.filter((r) => r.length >= 12 && !publicText.includes(r)).sort((a, b) => b.length - a.length).slice(0, 6);
}

/** A response as text with highlight marks removed, so a phrase split by <mark> is still found. */
function plain(body: string): string {
  return JSON.stringify(JSON.parse(body)).replace(/<\/?mark>/g, '');
}

describe.each(DB_KINDS)('demo content never leaks member-only text (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  const memberOnly = DEMO_ARTICLES.filter((a) => a.isMemberOnly);
  const secrets = memberOnly.flatMap(secretPhrases);
  const idsBySlug = new Map<string, number>();

  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemoData(db.db, DEMO_LOADERS);
    app = await buildTestApp({ db, clock: new FakeClock(NOW).now });
    for (const section of ['PRO', 'LIFESTYLE']) {
      const data = (await app.inject({ method: 'GET', url: `${V1}/articles?size=50&section=${section}` })).json().data as Array<{ articleId: number; title: string }>;
      for (const item of data) idsBySlug.set(DEMO_ARTICLES.find((a) => a.title === item.title)!.slug, item.articleId);
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const bodies = async (urls: string[], token?: string) => {
    const out: string[] = [];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url: `${V1}${url}`, headers: token ? bearer(token) : {} });
      expect(res.statusCode, url).toBe(200);
      out.push(plain(res.body));
    }
    return out;
  };
  const expectNoSecret = (texts: string[]) => {
    for (const text of texts) for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
  };

  it('has member-only demo articles with phrases to look for, all listed', () => {
    expect(memberOnly.length).toBeGreaterThan(3);
    expect(secrets.length).toBeGreaterThan(memberOnly.length);
    expect(idsBySlug.size).toBe(DEMO_ARTICLES.length);
  });

  it('not in lists, home, feeds or the article page for guests and members without access', async () => {
    expectNoSecret(await bodies(['/articles?size=50', '/articles?size=50&page=1', '/articles?size=50&sort=popular', '/home', '/feeds/articles?limit=1000']));
    const pages = memberOnly.map((a) => `/articles/${idsBySlug.get(a.slug)}`);
    expectNoSecret(await bodies(pages));
    const noMembership = await tokenFor(app, db);
    expectNoSecret(await bodies(pages, noMembership));
    const light = await tokenFor(app, db, AS.light);
    expectNoSecret(await bodies(pages, light));
  });

  it('but entitled readers get it', async () => {
    const premium = await tokenFor(app, db, AS.premium);
    const article = memberOnly[0]!;
    const [body] = await bodies([`/articles/${idsBySlug.get(article.slug)}`], premium);
    expect(secretPhrases(article).some((s) => body!.includes(s))).toBe(true);
  });

  it('not findable through search, and never in titles or snippets', async () => {
    for (const article of memberOnly) {
      const indexed = new Set(searchTokens(`${article.title} ${article.description} ${publicLeadText(article.html, true)}`));
      const restWords = htmlToText(splitAtPaywall(article.html).rest).split(/\s+/).filter((w) => /^[가-힣]{3,}$/.test(w));
      const hidden = restWords.filter((w) => queryTokens(w).some((t) => !indexed.has(t))).slice(0, 5);
      expect(hidden.length).toBeGreaterThan(0);
      for (const word of hidden) {
        const res = await app.inject({ method: 'GET', url: `${V1}/search?size=50&q=${encodeURIComponent(word)}` });
        const ids = (res.json().data as Array<{ articleId: number }>).map((h) => h.articleId);
        expect(ids, word).not.toContain(idsBySlug.get(article.slug));
        expectNoSecret([plain(res.body)]);
      }
    }
  });

  it('finds demo articles with Korean queries', async () => {
    for (const q of ['리츠', '물류', '공실률이', 'GBD', '3.3㎡', '2026년', '데이터센터']) {
      const body = (await app.inject({ method: 'GET', url: `${V1}/search?q=${encodeURIComponent(q)}` })).json();
      expect(body.pagination.count, q).toBeGreaterThan(0);
      expectNoSecret([JSON.stringify(body).replace(/<\/?mark>/g, '')]);
    }
  });
});
