import { PAYWALL_MARKER, publicLeadText, searchTokens, splitAtPaywall, htmlToText } from '@spi/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, DB_KINDS } from '../../test/db-kinds';
import { DEMO_LOADERS, schema, seedDemoData, type DbHandle } from '../index';
import { demoAccountsLoader } from './accounts';
import { DEMO_ARTICLES } from './articles';
import { demoContentLoader } from './content';
import { demoLegacyUsersLoader } from './legacy-users';

describe.each(DB_KINDS)('demo content (%s)', (kind) => {
  let handle: DbHandle;
  const files = new Map<string, { bytes: Uint8Array; mime: string }>();

  beforeAll(async () => {
    handle = await createTestDb(kind);
    // An existing database seeded before the content loader existed gets it on the next start.
    const first = await seedDemoData(handle.db, [demoAccountsLoader, demoLegacyUsersLoader]);
    expect(first.loaders).toEqual(['accounts', 'legacy-users']);
    const second = await seedDemoData(handle.db, DEMO_LOADERS, { writeMedia: async (key, bytes, mime) => void files.set(key, { bytes, mime }) });
    expect(second).toMatchObject({ loaded: true, loaders: ['content', 'reits', 'market', 'billing', 'community', 'sophi', 'operations'] });
    expect((await seedDemoData(handle.db)).loaded).toBe(false);
  }, 180_000);
  afterAll(async () => {
    await handle.close();
  });

  it('publishes every demo article (40+, across sections, some member-only) with sample writers', async () => {
    const rows = await handle.db.select().from(schema.articles);
    expect(rows.length).toBe(DEMO_ARTICLES.length);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((r) => r.status === 'PUBLISHED' && r.publishedAt !== null && r.searchTokens)).toBe(true);
    expect(new Set(rows.map((r) => r.section))).toEqual(new Set(['PRO', 'LIFESTYLE']));
    expect(rows.some((r) => r.isMemberOnly)).toBe(true);
    const writers = await handle.db.select().from(schema.writers);
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.every((w) => w.isSample)).toBe(true);
    const [office] = await handle.db.select().from(schema.categories).where(eq(schema.categories.slug, 'office'));
    expect(office?.path).toBe('SPI Pro>오피스');
  });

  it('gives every article a generated 16:9 SVG thumbnail written through the host', async () => {
    const rows = await handle.db.select().from(schema.articles);
    const allMedia = await handle.db.select().from(schema.media);
    // The 시티폴리오 demo adds its own pictures (video stills and book covers, ids 'democf…').
    const mediaRows = allMedia.filter((m) => !m.id.startsWith('democf'));
    expect(mediaRows.length).toBe(rows.length);
    expect(allMedia.length - mediaRows.length).toBe(17);
    for (const row of rows) {
      const item = mediaRows.find((m) => m.id === row.thumbnailMediaId)!;
      expect(item).toMatchObject({ mime: 'image/svg+xml', width: 1200, height: 675 });
      expect(item.storageKey).toMatch(/^[A-Za-z0-9]{8,64}\/original\.svg$/);
      const file = files.get(item.storageKey)!;
      const svg = new TextDecoder().decode(file.bytes);
      expect(svg).toContain('viewBox="0 0 1200 675"');
      expect(svg).toContain('SPI 샘플');
      expect(file.bytes.length).toBe(item.bytes);
    }
  });

  it('member-only articles hold one paywall marker and index no member-only word', async () => {
    const memberOnly = DEMO_ARTICLES.filter((a) => a.isMemberOnly);
    for (const article of memberOnly) {
      expect(article.html.split(PAYWALL_MARKER).length - 1).toBe(1);
      const [row] = await handle.db.select({ text: schema.articles.searchTokens }).from(schema.articles).where(eq(schema.articles.slug, article.slug));
      const indexed = new Set([...row!.text!.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!.replace(/''/g, "'")));
      const allowed = new Set(searchTokens(`${article.title} ${article.description} ${publicLeadText(article.html, true)}`));
      const secret = searchTokens(htmlToText(splitAtPaywall(article.html).rest)).filter((t) => !allowed.has(t));
      expect(secret.length).toBeGreaterThan(0);
      expect(secret.filter((t) => indexed.has(t))).toEqual([]);
    }
  });
});

it('seeds the content loader alone without a host for files', async () => {
  const handle = await createTestDb('pglite');
  try {
    await seedDemoData(handle.db, [demoContentLoader]);
    expect((await handle.db.select().from(schema.articles)).length).toBe(DEMO_ARTICLES.length);
  } finally {
    await handle.close();
  }
});
