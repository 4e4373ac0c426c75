import { CITYFOLIO_KINDS, type CityfolioKind, type CityfolioStatus } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';

/**
 * 시티폴리오 reads (ADR 020): published items for the public pages, every item for the editors, the /event
 * seminar an item links to. Only published items are ever public; a draft answers like an unknown id.
 */
const { cityfolioItems, events } = schema;
export type CityfolioRow = typeof cityfolioItems.$inferSelect;
export type LinkedEventRow = Pick<typeof events.$inferSelect, 'id' | 'title' | 'startsAt' | 'endsAt' | 'format' | 'venueName' | 'status'>;

const published = eq(cityfolioItems.status, 'PUBLISHED');
const hasTag = (tag: string): SQL => sql`${cityfolioItems.tags} @> ${JSON.stringify([tag])}::jsonb`;

/** Events: upcoming ones first (soonest first), then past ones (latest first); other kinds newest first. */
function orderFor(kind: CityfolioKind | undefined, now: Date): SQL[] {
  const newest = [sql`${cityfolioItems.publishedAt} desc nulls last`, desc(cityfolioItems.id)];
  if (kind !== 'EVENT') return newest;
  const at = now.toISOString();
  return [
    sql`case when ${cityfolioItems.eventStartsAt} >= ${at}::timestamptz then 0 else 1 end`,
    sql`case when ${cityfolioItems.eventStartsAt} >= ${at}::timestamptz then ${cityfolioItems.eventStartsAt} end asc`,
    sql`${cityfolioItems.eventStartsAt} desc nulls last`,
    ...newest,
  ];
}

export async function loadCityfolioPage(
  db: Db,
  filter: { kind?: CityfolioKind; tag?: string },
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: CityfolioRow[]; total: number }> {
  const where = and(published, filter.kind ? eq(cityfolioItems.kind, filter.kind) : undefined, filter.tag ? hasTag(filter.tag) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(cityfolioItems).where(where).orderBy(...orderFor(filter.kind, now)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(cityfolioItems).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Published items per kind for the home (`perKind` each) and the counts of each kind. */
export async function loadCityfolioHome(db: Db, perKind: number, now: Date): Promise<{ sections: Record<CityfolioKind, CityfolioRow[]>; counts: Record<CityfolioKind, number> }> {
  const [lists, counted] = await Promise.all([
    Promise.all(CITYFOLIO_KINDS.map((kind) => db.select().from(cityfolioItems).where(and(published, eq(cityfolioItems.kind, kind))).orderBy(...orderFor(kind, now)).limit(perKind))),
    db.select({ kind: cityfolioItems.kind, n: count() }).from(cityfolioItems).where(published).groupBy(cityfolioItems.kind),
  ]);
  const sections = Object.fromEntries(CITYFOLIO_KINDS.map((kind, i) => [kind, lists[i]!])) as Record<CityfolioKind, CityfolioRow[]>;
  const counts = Object.fromEntries(CITYFOLIO_KINDS.map((kind) => [kind, Number(counted.find((c) => c.kind === kind)?.n ?? 0)])) as Record<CityfolioKind, number>;
  return { sections, counts };
}

/** The id of a path segment, or null when it cannot be an item id ('12' only: no signs, no leading zeros). */
export function cityfolioIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export async function loadCityfolioItem(db: Db, id: number, options: { publishedOnly: boolean }): Promise<CityfolioRow | null> {
  const [row] = await db.select().from(cityfolioItems).where(and(eq(cityfolioItems.id, id), options.publishedOnly ? published : undefined)).limit(1);
  return row ?? null;
}

/**
 * Published items sharing any of `tags` (other than `excludeId`), most shared tags first, then newest;
 * at most `limit`.
 */
export async function loadItemsSharingTags(db: Db, tags: readonly string[], limit: number, excludeId: number | null = null): Promise<CityfolioRow[]> {
  const wanted = [...new Set(tags.filter(Boolean))].slice(0, 20);
  if (wanted.length === 0 || limit <= 0) return [];
  const rows = await db
    .select()
    .from(cityfolioItems)
    .where(and(published, excludeId === null ? undefined : ne(cityfolioItems.id, excludeId), or(...wanted.map(hasTag))))
    .orderBy(sql`${cityfolioItems.publishedAt} desc nulls last`, desc(cityfolioItems.id))
    .limit(200);
  const shared = (row: CityfolioRow) => row.tags.filter((t) => wanted.includes(t)).length;
  return rows
    .map((row, index) => ({ row, index, shared: shared(row) }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((r) => r.row);
}

/** The newest published items, optionally leaving some out. */
export async function loadLatestItems(db: Db, limit: number, excludeIds: readonly number[] = []): Promise<CityfolioRow[]> {
  if (limit <= 0) return [];
  return db
    .select()
    .from(cityfolioItems)
    .where(and(published, excludeIds.length ? sql`${cityfolioItems.id} not in (${sql.join(excludeIds.map((id) => sql`${id}`), sql`, `)})` : undefined))
    .orderBy(sql`${cityfolioItems.publishedAt} desc nulls last`, desc(cityfolioItems.id))
    .limit(limit);
}

/** The /event seminar an item points to, unless it is a draft (never its online link). */
export async function loadLinkedEvent(db: Db, eventId: number | null): Promise<LinkedEventRow | null> {
  if (eventId === null) return null;
  const [row] = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, endsAt: events.endsAt, format: events.format, venueName: events.venueName, status: events.status })
    .from(events)
    .where(and(eq(events.id, eventId), ne(events.status, 'DRAFT')))
    .limit(1);
  return row ?? null;
}

export async function eventExists(db: Db, eventId: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
  return Boolean(row);
}

/** The editors' list: any status, newest change first, searched in title, summary and tags. */
export async function loadAdminCityfolioPage(
  db: Db,
  filter: { kind: CityfolioKind[]; status: CityfolioStatus[]; q?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: CityfolioRow[]; total: number }> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    filter.kind.length ? inArray(cityfolioItems.kind, filter.kind) : undefined,
    filter.status.length ? inArray(cityfolioItems.status, filter.status) : undefined,
    pattern ? or(ilike(cityfolioItems.title, pattern), ilike(cityfolioItems.summary, pattern), sql`${cityfolioItems.tags}::text ilike ${pattern}`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(cityfolioItems).where(where).orderBy(desc(cityfolioItems.updatedAt), desc(cityfolioItems.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(cityfolioItems).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
