import { formatEok, GUEST_PRINCIPAL, METRIC_EXPLAINERS, type Principal } from '@spi/core';
import { DEMO_LOADERS, schema, seedDemoData, type DbHandle } from '@spi/db';
import { and, count, eq, gte, lte, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataTool, ToolResult } from '../src/adapters/answer-engine/types';
import type { ApiApp } from '../src/app';
import { createDataTools, planDataTools } from '../src/loaders/sophi/data-tools';
import { buildTestApp, createTestDb } from './helpers';

const V1 = '/api/seoul/v1';
const MEMBER: Principal = { ...GUEST_PRINCIPAL, userId: '00000000-0000-4000-8000-000000000001', serverRoles: ['USER'], tier: 'PREMIUM', membershipId: 'm-1', membershipSource: 'SUBSCRIPTION' };
const LIGHT: Principal = { ...MEMBER, tier: 'LIGHT' };
const REIT_PAGE = { path: '/reitsfocus/395400', contentType: 'REITS' as const, contentId: '395400' };

type Metrics = Record<string, { value: number | null }>;

/** Sophi's data tools over the demo data: the same figures as the REIT API and the deals table, gated as ADR 019. */
describe('Sophi data tools over the demo data (pglite)', () => {
  let db: DbHandle;
  let app: ApiApp;
  let tools: DataTool[];
  const now = new Date();
  const tool = (name: string) => tools.find((t) => t.name === name)!;
  const plan = async (q: string, context: typeof REIT_PAGE | null = null) => {
    const calls = await planDataTools(db.db, q, context, { now });
    expect(calls).toHaveLength(1);
    return calls[0]!;
  };
  const ask = async (q: string, principal: Principal, context: typeof REIT_PAGE | null = null): Promise<ToolResult> => {
    const call = await plan(q, context);
    const result = await tool(call.tool).run(call.args, { principal, context, now });
    expect(result).not.toBeNull();
    return result!;
  };

  beforeAll(async () => {
    db = await createTestDb('pglite');
    await seedDemoData(db.db, DEMO_LOADERS);
    app = await buildTestApp({ db });
    tools = createDataTools(db.db);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('offers seven tools with JSON schemas and rejects bad arguments', async () => {
    expect(tools.map((t) => t.name)).toEqual(['reit_ranking', 'reit_metrics', 'reit_dividends', 'deal_search', 'deal_statistics', 'upcoming_events', 'glossary_lookup']);
    for (const t of tools) expect(t.parameters).toMatchObject({ type: 'object' });
    expect((tool('reit_ranking').parameters as { properties: Record<string, unknown> }).properties).toHaveProperty('metric');
    await expect(tool('reit_ranking').run({ metric: 'nonsense' }, { principal: GUEST_PRINCIPAL, context: null, now })).rejects.toThrow();
    await expect(tool('deal_search').run({ limit: 500 }, { principal: GUEST_PRINCIPAL, context: null, now })).rejects.toThrow();
    expect(await tool('reit_metrics').run({ reit: '없는리츠' }, { principal: GUEST_PRINCIPAL, context: null, now })).toBeNull();
  });

  it('looks a term up in the glossary, then in the metric explainers', async () => {
    const [row] = await db.db.select().from(schema.glossaryTerms).where(eq(schema.glossaryTerms.slug, 'cap-rate'));
    expect(await planDataTools(db.db, '캡레이트가 뭐야?', null, { now })).toEqual([{ tool: 'glossary_lookup', args: { term: row!.keyword } }]);
    const glossary = await tool('glossary_lookup').run({ term: 'cap rate' }, { principal: GUEST_PRINCIPAL, context: null, now });
    expect(glossary?.citation).toMatchObject({ sourceType: 'REITS', label: '용어', title: row!.keyword, href: '/reitsfocus/glossary#cap-rate', snippet: row!.summary });
    expect(glossary?.summary).toContain(row!.summary);
    const metric = await tool('glossary_lookup').run({ term: 'p/nav' }, { principal: GUEST_PRINCIPAL, context: null, now });
    expect(metric?.citation).toMatchObject({ title: METRIC_EXPLAINERS.pNav.title, href: '/reitsfocus/metrics#pNav', snippet: METRIC_EXPLAINERS.pNav.summary });
    expect(await tool('glossary_lookup').run({ term: '삼성전자' }, { principal: GUEST_PRINCIPAL, context: null, now })).toBeNull();
  });

  it('plans nothing for a text question', async () => {
    expect(await planDataTools(db.db, '금리 인하가 오피스 시장에 미치는 영향은?', null, { now })).toEqual([]);
    expect(await planDataTools(db.db, '이 리츠의 배당은?', null, { now })).toEqual([]);
  });

  it("'배당수익률 상위 5개 리츠': five rows, descending, the REIT API's values and as-of date", async () => {
    const call = await plan('배당수익률 상위 5개 리츠');
    expect(call).toEqual({ tool: 'reit_ranking', args: { metric: 'dividendYield', order: 'desc', limit: 5 } });
    const result = await ask('배당수익률 상위 5개 리츠', GUEST_PRINCIPAL);
    const api = (await app.inject({ method: 'GET', url: `${V1}/reits` })).json() as { note: { asOf: string }; data: Array<{ ticker: string; nameKo: string; metrics: Metrics }> };
    const expected = api.data
      .filter((r) => r.metrics.dividendYield!.value !== null)
      .sort((a, b) => b.metrics.dividendYield!.value! - a.metrics.dividendYield!.value!)
      .slice(0, 5);
    const data = result.data as { asOf: string; rows: Array<{ ticker: string; value: number }> };
    expect(data.rows.map((r) => r.ticker)).toEqual(expected.map((r) => r.ticker));
    expect(data.rows.map((r) => r.value)).toEqual(expected.map((r) => r.metrics.dividendYield!.value));
    for (let i = 1; i < data.rows.length; i++) expect(data.rows[i - 1]!.value).toBeGreaterThanOrEqual(data.rows[i]!.value);
    expect(result.citation.asOf).toBe(api.note.asOf);
    expect(result.citation.table.rows).toHaveLength(5);
    expect(result.citation.table.rowHrefs).toEqual(expected.map((r) => `/reitsfocus/${r.ticker}`));
    expect(result.citation.href).toBe('/reitsfocus?sort=dividendYield&dir=desc');
    expect(result.citation.label).toBe('리츠');
    expect(result.summary).toContain(expected[0]!.nameKo);
    expect(result.summary).toContain(`(${api.note.asOf.replaceAll('-', '.')} 기준)`);
  });

  it('ranks within a REIT sector', async () => {
    const result = await ask('물류 리츠 배당수익률 상위 3개', GUEST_PRINCIPAL);
    expect(result.citation.table.rows.length).toBeGreaterThan(0);
    expect(result.citation.table.rows.every((r) => r.sector === '물류')).toBe(true);
    expect(result.citation.href).toBe('/reitsfocus?sort=dividendYield&dir=desc&sector=LOGISTICS');
  });

  it("'SK리츠 LTV' equals the REIT page's figure, with its as-of date", async () => {
    expect(await plan('SK리츠의 LTV는?')).toEqual({ tool: 'reit_metrics', args: { reit: '395400', metrics: ['ltv'] } });
    const result = await ask('SK리츠 LTV', GUEST_PRINCIPAL);
    const page = (await app.inject({ method: 'GET', url: `${V1}/reits/395400` })).json() as { reit: { metrics: Metrics }; financials: Array<{ periodEnd: string }> };
    const data = result.data as { metrics: { ltv: { value: number; asOf: string } }; reportDate: string };
    expect(page.reit.metrics.ltv!.value).not.toBeNull();
    expect(data.metrics.ltv.value).toBe(page.reit.metrics.ltv!.value);
    expect(data.reportDate).toBe(page.financials[0]!.periodEnd);
    expect(result.summary).toMatch(/^SK리츠의 LTV는 [\d.,]+%입니다\(\d{4}\.\d{2}\.\d{2} 기준\)\./);
    expect(result.citation.href).toBe('/reitsfocus/395400');
    expect(result.citation.table.rows[0]).toMatchObject({ metric: 'LTV' });
  });

  it("'신한알파리츠의 최근 배당수익률은?' and a REIT's default figures", async () => {
    const result = await ask('신한알파리츠의 최근 배당수익률은?', GUEST_PRINCIPAL);
    const page = (await app.inject({ method: 'GET', url: `${V1}/reits/293940` })).json() as { reit: { metrics: Metrics } };
    expect((result.data as { metrics: { dividendYield: { value: number } } }).metrics.dividendYield.value).toBe(page.reit.metrics.dividendYield!.value);
    const all = await tool('reit_metrics').run({ reit: 'ESR켄달스퀘어' }, { principal: GUEST_PRINCIPAL, context: null, now });
    expect(all!.citation.table.rows.length).toBeGreaterThan(5);
    expect(all!.citation.sourceId).toBe('365550');
  });

  it("'이 리츠의 배당은?' on a REIT page answers that REIT's dividends", async () => {
    expect(await plan('이 리츠의 배당은?', REIT_PAGE)).toEqual({ tool: 'reit_dividends', args: { reit: '395400' } });
    const result = await ask('이 리츠의 배당은?', GUEST_PRINCIPAL, REIT_PAGE);
    const page = (await app.inject({ method: 'GET', url: `${V1}/reits/395400` })).json() as { dividends: Array<{ recordDate: string; dps: number }> };
    const data = result.data as { dividends: Array<{ recordDate: string; dps: number }> };
    expect(data.dividends.length).toBeGreaterThan(0);
    expect(data.dividends[0]).toMatchObject({ recordDate: page.dividends[0]!.recordDate, dps: page.dividends[0]!.dps });
    expect(result.citation.table.columns.map((c) => c.label)).toEqual(expect.arrayContaining(['배당기준일', '주당 배당금', '시가배당률']));
  });

  const officeMax2025 = async () => {
    const where = and(eq(schema.deals.assetType, 'OFFICE'), gte(schema.deals.dealDate, '2025-01-01'), lte(schema.deals.dealDate, '2025-12-31'));
    const [row] = await db.db.select({ top: max(schema.deals.priceWon) }).from(schema.deals).where(where);
    return row!.top!;
  };

  it('the largest office deal of a year equals a direct SQL max (for a member)', async () => {
    expect(await plan('2025년 가장 큰 오피스 거래는?')).toEqual({ tool: 'deal_search', args: { year: 2025, sector: 'OFFICE', order: 'largest', limit: 5 } });
    const top = await officeMax2025();
    const result = await ask('2025년 가장 큰 오피스 거래는?', LIGHT);
    const data = result.data as { order: string; deals: Array<{ priceWon: number; dealDate: string; assetType: string }> };
    expect(data.order).toBe('largest');
    expect(data.deals[0]!.priceWon).toBe(top);
    expect(data.deals.every((d) => d.assetType === 'OFFICE' && d.dealDate.startsWith('2025'))).toBe(true);
    expect(result.citation.table.rows[0]!.price).toBe(formatEok(top));
    expect(result.citation.href).toBe('/dealsheet?type=OFFICE&from=2025-01-01&to=2025-12-31&sort=price&order=desc');
  });

  it('a guest never gets a gated deal price', async () => {
    const result = await ask('2025년 가장 큰 오피스 거래는?', GUEST_PRINCIPAL);
    const data = result.data as { order: string; pricesVisible: boolean; deals: Array<{ id: string; priceWon: number | null; pricePerPyeongWon: number | null }> };
    expect(data.pricesVisible).toBe(false);
    expect(data.order).toBe('latest');
    expect(data.deals.length).toBeGreaterThan(0);
    expect(data.deals.every((d) => d.priceWon === null && d.pricePerPyeongWon === null)).toBe(true);
    const rows = await db.db.select().from(schema.deals).where(sql`${schema.deals.id} in ${data.deals.map((d) => d.id)}`);
    const text = JSON.stringify(result);
    for (const d of [...rows, { priceWon: await officeMax2025(), pricePerPyeongWon: null }]) {
      if (d.priceWon !== null) {
        expect(text).not.toContain(formatEok(d.priceWon));
        expect(text).not.toContain(String(d.priceWon));
      }
      if (d.pricePerPyeongWon !== null) expect(text).not.toContain(String(d.pricePerPyeongWon));
    }
    expect(result.citation.table.rows.every((r) => r.pricePerPyeong === '멤버십 전용')).toBe(true);
    expect(result.summary).toContain('멤버십 회원 전용');
    expect(result.citation.href).not.toContain('sort=price');
  });

  it('deal statistics: counts for everyone, volumes only with the statistics access', async () => {
    expect(await plan('강남 오피스 거래 통계')).toEqual({ tool: 'deal_statistics', args: { sector: 'OFFICE', region: 'GBD' } });
    const call = await plan('2025년 오피스 거래 통계');
    expect(call).toEqual({ tool: 'deal_statistics', args: { year: 2025, sector: 'OFFICE' } });
    const where = and(eq(schema.deals.status, 'CLOSED'), eq(schema.deals.assetType, 'OFFICE'), gte(schema.deals.dealDate, '2025-01-01'), lte(schema.deals.dealDate, '2025-12-31'));
    const [expected] = await db.db.select({ n: count(), volume: sql<number>`coalesce(sum(${schema.deals.priceWon}), 0)::float8` }).from(schema.deals).where(where);
    expect(expected!.n).toBeGreaterThan(0);
    const member = await ask('2025년 오피스 거래 통계', MEMBER);
    const groups = (member.data as { groups: Array<{ count: number; volumeWon: number | null }> }).groups;
    expect(groups.reduce((s, g) => s + g.count, 0)).toBe(expected!.n);
    expect(groups.reduce((s, g) => s + (g.volumeWon ?? 0), 0)).toBeCloseTo(Number(expected!.volume), 0);
    const guest = await ask('2025년 오피스 거래 통계', GUEST_PRINCIPAL);
    const guestGroups = (guest.data as { groups: Array<{ count: number; volumeWon: number | null }> }).groups;
    expect(guestGroups.map((g) => g.count)).toEqual(groups.map((g) => g.count));
    expect(member.summary).toContain(`${expected!.n}건`);
    expect(guest.summary).toContain('멤버십 회원 전용');
    expect(guestGroups.every((g) => g.volumeWon === null)).toBe(true);
    expect(guest.citation.table.rows.every((r) => r.volume === '멤버십 전용')).toBe(true);
    for (const g of groups) if (g.volumeWon) expect(JSON.stringify(guest)).not.toContain(formatEok(g.volumeWon));
    // LIGHT sees prices but not the statistics (ADR 019).
    const light = await ask('2025년 오피스 거래 통계', LIGHT);
    expect((light.data as { volumesVisible: boolean }).volumesVisible).toBe(false);
  });

  it("'다음 달 세미나 일정': published upcoming events, soonest first", async () => {
    expect(await plan('다음 달 세미나 일정')).toEqual({ tool: 'upcoming_events', args: { limit: 5 } });
    const result = await ask('다음 달 세미나 일정', GUEST_PRINCIPAL);
    const data = result.data as { events: Array<{ id: number; startsAt: string; endsAt: string }> };
    expect(data.events.length).toBeGreaterThan(0);
    const rows = await db.db.select().from(schema.events).where(sql`${schema.events.id} in ${data.events.map((e) => e.id)}`);
    expect(rows.every((r) => r.status === 'PUBLISHED')).toBe(true);
    expect(data.events.every((e) => Date.parse(e.endsAt) >= now.getTime())).toBe(true);
    const starts = data.events.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(result.citation.table.rowHrefs).toEqual(data.events.map((e) => `/event/${e.id}`));
    expect(result.citation.sourceType).toBe('EVENT');
  });
});
