import { describe, expect, it } from 'vitest';
import { DEMO_ARTICLES, DEMO_CATEGORIES, DEMO_SERIES, DEMO_TAGS, DEMO_WRITERS, PAYWALL_MARKER } from './index';

const ALLOWED_TAGS = new Set([
  'p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em',
  'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const PRO_CATEGORIES = ['office', 'logistics', 'reits', 'capital-markets', 'policy', 'interview', 'retail-hotel', 'data-center'];
const FIRST = Date.parse('2026-06-01T00:00:00+09:00');
const LAST = Date.parse('2026-11-20T23:59:59+09:00');

/** Tag names in document order, after removing the paywall marker; throws on anything but plain tags. */
function tagsOf(html: string): { name: string; closing: boolean; attrs: string }[] {
  const withoutMarker = html.split(PAYWALL_MARKER).join('');
  expect(withoutMarker).not.toContain('<!--');
  return [...withoutMarker.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)].map((m) => ({
    closing: m[1] === '/',
    name: m[2] ?? '',
    attrs: m[3] ?? '',
  }));
}

/** True when every opened tag is closed in order (no void elements are allowed anyway). */
function isBalanced(html: string): boolean {
  const stack: string[] = [];
  for (const tag of tagsOf(html)) {
    if (!tag.closing) stack.push(tag.name);
    else if (stack.pop() !== tag.name) return false;
  }
  return stack.length === 0;
}

const textOf = (html: string): string =>
  html.split(PAYWALL_MARKER).join('').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('demo articles', () => {
  const categories = new Map(DEMO_CATEGORIES.map((c) => [c.slug, c]));
  const series = new Set(DEMO_SERIES.map((s) => s.slug));
  const writers = new Set(DEMO_WRITERS.map((w) => w.slug));
  const tags = new Set(DEMO_TAGS);

  it('has enough articles across every category', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(44);
    const pro = DEMO_ARTICLES.filter((a) => a.section === 'PRO');
    const lifestyle = DEMO_ARTICLES.filter((a) => a.section === 'LIFESTYLE');
    expect(pro.length).toBeGreaterThanOrEqual(36);
    expect(lifestyle.length).toBeGreaterThanOrEqual(8);
    for (const slug of PRO_CATEGORIES) {
      expect(pro.filter((a) => a.categorySlug === slug).length, slug).toBeGreaterThanOrEqual(3);
    }
    const memberOnly = DEMO_ARTICLES.filter((a) => a.isMemberOnly).length / DEMO_ARTICLES.length;
    expect(memberOnly).toBeGreaterThan(0.3);
    expect(memberOnly).toBeLessThan(0.5);
  });

  it('uses unique ascii kebab-case slugs', () => {
    const slugs = DEMO_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('references only existing categories, series, writers and tags', () => {
    for (const a of DEMO_ARTICLES) {
      const category = categories.get(a.categorySlug);
      expect(category, `${a.slug}: category ${a.categorySlug}`).toBeDefined();
      expect(category?.section, a.slug).toBe(a.section);
      expect(category?.parentSlug, `${a.slug} should use a leaf category`).toBeDefined();
      if (a.seriesSlug !== undefined) expect(series.has(a.seriesSlug), `${a.slug}: series ${a.seriesSlug}`).toBe(true);
      expect(writers.has(a.writerSlug), `${a.slug}: writer ${a.writerSlug}`).toBe(true);
      expect(a.tags.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.tags.length, a.slug).toBeLessThanOrEqual(5);
      expect(new Set(a.tags).size, a.slug).toBe(a.tags.length);
      for (const tag of a.tags) expect(tags.has(tag), `${a.slug}: tag ${tag}`).toBe(true);
    }
    for (const c of DEMO_CATEGORIES) {
      if (c.parentSlug !== undefined) expect(categories.get(c.parentSlug)?.section, c.slug).toBe(c.section);
    }
  });

  it('has well-formed taxonomy and sample writers', () => {
    expect(DEMO_WRITERS).toHaveLength(5);
    for (const w of DEMO_WRITERS) expect(w.bio.endsWith(' (샘플 필자)'), w.slug).toBe(true);
    expect(DEMO_SERIES).toHaveLength(4);
    expect(new Set(DEMO_TAGS).size).toBe(DEMO_TAGS.length);
    expect(new Set(DEMO_CATEGORIES.map((c) => c.slug)).size).toBe(DEMO_CATEGORIES.length);
  });

  it('puts exactly one paywall marker after the lead of member-only articles and none in public ones', () => {
    for (const a of DEMO_ARTICLES) {
      const count = a.html.split(PAYWALL_MARKER).length - 1;
      expect(count, a.slug).toBe(a.isMemberOnly ? 1 : 0);
      if (!a.isMemberOnly) continue;
      const [lead = '', rest = ''] = a.html.split(PAYWALL_MARKER);
      expect(isBalanced(lead), `${a.slug}: marker must sit between top-level elements`).toBe(true);
      const leadParagraphs = lead.split('</p>').length - 1;
      expect(leadParagraphs, a.slug).toBeGreaterThanOrEqual(2);
      expect(leadParagraphs, a.slug).toBeLessThanOrEqual(3);
      expect(textOf(rest).length, a.slug).toBeGreaterThan(textOf(lead).length);
    }
  });

  it('publishes between 2026-06-01 and 2026-11-20 (KST), newest in November', () => {
    for (const a of DEMO_ARTICLES) {
      expect(a.publishedAt, a.slug).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
      const time = Date.parse(a.publishedAt);
      expect(Number.isNaN(time), a.slug).toBe(false);
      expect(time, a.slug).toBeGreaterThanOrEqual(FIRST);
      expect(time, a.slug).toBeLessThanOrEqual(LAST);
    }
    const newest = [...DEMO_ARTICLES].sort((x, y) => Date.parse(y.publishedAt) - Date.parse(x.publishedAt))[0];
    expect(newest?.publishedAt.startsWith('2026-11')).toBe(true);
    expect(DEMO_ARTICLES.filter((a) => a.publishedAt.startsWith('2026-11')).length).toBeGreaterThanOrEqual(5);
  });

  it('uses only simple semantic HTML without attributes', () => {
    for (const a of DEMO_ARTICLES) {
      for (const tag of tagsOf(a.html)) {
        expect(ALLOWED_TAGS.has(tag.name), `${a.slug}: <${tag.name}>`).toBe(true);
        expect(tag.attrs, `${a.slug}: attributes on <${tag.name}>`).toBe('');
      }
      expect(isBalanced(a.html), `${a.slug}: unbalanced tags`).toBe(true);
      expect(a.html.trimStart().startsWith('<'), a.slug).toBe(true);
    }
  });

  it('has at least 6 figure tables, each captioned as sample figures', () => {
    const tables = DEMO_ARTICLES.flatMap((a) => a.html.match(/<table>[\s\S]*?<\/table>/g) ?? []);
    expect(tables.length).toBeGreaterThanOrEqual(6);
    for (const table of tables) expect(table).toMatch(/^<table><caption>[^<]*가상 수치[^<]*<\/caption><thead>/);
  });

  it('keeps headlines, decks and bodies within the editorial lengths', () => {
    for (const a of DEMO_ARTICLES) {
      expect(a.title.length, a.slug).toBeGreaterThanOrEqual(20);
      expect(a.title.length, a.slug).toBeLessThanOrEqual(45);
      expect(a.description.length, a.slug).toBeGreaterThanOrEqual(60);
      expect(a.description.length, a.slug).toBeLessThanOrEqual(120);
      const body = textOf(a.html).length;
      expect(body, a.slug).toBeGreaterThanOrEqual(500);
      expect(body, a.slug).toBeLessThanOrEqual(1100);
      expect(Number.isInteger(a.readMinutes) && a.readMinutes > 0, a.slug).toBe(true);
    }
  });

  it('marks exactly the two marketing articles as advertising or partnership content', () => {
    const marketing = DEMO_ARTICLES.filter((a) => a.type === 'MARKETING');
    expect(marketing).toHaveLength(2);
    for (const a of marketing) {
      expect(a.description, a.slug).toMatch(/^\[(광고|제휴)/);
      expect(a.isMemberOnly, a.slug).toBe(false);
    }
  });

  it('contains the search terms the demo relies on', () => {
    const all = DEMO_ARTICLES.map((a) => `${a.title} ${a.description} ${textOf(a.html)}`).join('\n');
    for (const term of ['공실률이', '공실률은', '리츠', '물류', 'GBD', '3.3㎡', '2025년', '2026년', '캡레이트', 'NOI 5.2%', 'A급 오피스']) {
      expect(all, term).toContain(term);
    }
  });
});
