import { addDays } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import { seoulDay, seoulDayStart } from '../load-article-access';

const { analyticsEvents, articleViewDays, articles, errorReports, inquiries, memberships, orders, refunds, reitViewDays, reits, users } = schema;

/** The last `days` Seoul days up to and including today, as days ('YYYY-MM-DD') and as instants [start, end). */
export interface DashboardPeriod {
  from: string;
  to: string;
  days: number;
  start: Date;
  end: Date;
}

export function dashboardPeriod(days: number, now: Date): DashboardPeriod {
  const to = seoulDay(now.getTime());
  const from = addDays(to, -(days - 1));
  return { from, to, days, start: seoulDayStart(from), end: seoulDayStart(addDays(to, 1)) };
}

export interface DailyCount { date: string; value: number }

export interface DashboardData {
  period: DashboardPeriod;
  asOf: Date;
  signUps: DailyCount[];
  /** Users in force now per tier code (NONE: active members without a membership). */
  membersByTier: Array<{ tier: string; count: number }>;
  paid: DailyCount[];
  refunds: DailyCount[];
  topArticles: Array<{ id: number; title: string; views: number }>;
  topReits: Array<{ ticker: string; name: string; views: number }>;
  recentErrors: Array<{ id: string; message: string; path: string; createdAt: Date }>;
  openInquiries: number;
  pageViews: DailyCount[];
}

/** The Asia/Seoul day of a timestamp column, 'YYYY-MM-DD'. */
const dayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

/** Only days with activity come back from SQL; every day of the period is present here, zeros included. */
function fill(period: DashboardPeriod, rows: Array<{ date: string; value: number | string | null }>): DailyCount[] {
  const byDay = new Map(rows.map((r) => [r.date, Number(r.value ?? 0)]));
  const out: DailyCount[] = [];
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) out.push({ date: d, value: byDay.get(d) ?? 0 });
  return out;
}

/**
 * The operators' dashboard (ADR 022) in nine aggregate queries whatever the data: sign-ups (confirmed
 * users created in the period: ACTIVE or LEFT, never PENDING), members in force now by tier, paid orders
 * (every kind, corporate included, on the Seoul day they were paid; refunded ones were paid too) and
 * refunds per day, the five most viewed articles and REITs of the period (daily unique reads), the ten
 * latest error reports, open inquiries and page views per day.
 */
export async function loadAdminDashboard(db: Db, period: DashboardPeriod, now: Date): Promise<DashboardData> {
  const inPeriod = (column: AnyColumn) => and(gte(column, period.start), lt(column, period.end));
  const signUpDay = dayOf(users.createdAt);
  const paidDay = dayOf(orders.paidAt);
  const refundDay = dayOf(refunds.createdAt);
  const viewDay = dayOf(analyticsEvents.createdAt);
  const tier = sql<string>`coalesce(${memberships.tierCode}, 'NONE')`;
  const articleViews = count(articleViewDays.viewerKey);
  const reitViews = count(reitViewDays.viewerKey);

  const [signUps, members, paid, refunded, topArticles, topReits, recentErrors, [open], pageViews] = await Promise.all([
    db.select({ date: signUpDay, value: count() }).from(users)
      .where(and(inArray(users.status, ['ACTIVE', 'LEFT']), inPeriod(users.createdAt)))
      .groupBy(signUpDay),
    db.select({ tier, count: count() }).from(users)
      .leftJoin(memberships, and(
        eq(memberships.userId, users.id), eq(memberships.status, 'ACTIVE'), lte(memberships.startedAt, now),
        or(isNull(memberships.endsAt), gt(memberships.endsAt, now)),
      ))
      .where(eq(users.status, 'ACTIVE'))
      .groupBy(tier),
    db.select({ date: paidDay, value: sql<string>`coalesce(sum(${orders.amount}), 0)::bigint` }).from(orders)
      .where(and(inArray(orders.status, ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']), inPeriod(orders.paidAt)))
      .groupBy(paidDay),
    db.select({ date: refundDay, value: sql<string>`coalesce(sum(${refunds.amount}), 0)::bigint` }).from(refunds)
      .where(inPeriod(refunds.createdAt))
      .groupBy(refundDay),
    db.select({ id: articles.id, title: articles.title, views: articleViews }).from(articleViewDays)
      .innerJoin(articles, eq(articles.id, articleViewDays.articleId))
      .where(and(gte(articleViewDays.day, period.from), lte(articleViewDays.day, period.to)))
      .groupBy(articles.id, articles.title)
      .orderBy(desc(articleViews), desc(articles.id))
      .limit(5),
    db.select({ ticker: reits.ticker, name: reits.nameKo, views: reitViews }).from(reitViewDays)
      .innerJoin(reits, eq(reits.ticker, reitViewDays.ticker))
      .where(and(gte(reitViewDays.day, period.from), lte(reitViewDays.day, period.to)))
      .groupBy(reits.ticker, reits.nameKo)
      .orderBy(desc(reitViews), reits.ticker)
      .limit(5),
    db.select({ id: errorReports.id, message: errorReports.message, path: errorReports.path, createdAt: errorReports.createdAt }).from(errorReports)
      .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
      .limit(10),
    db.select({ count: count() }).from(inquiries).where(eq(inquiries.status, 'OPEN')),
    db.select({ date: viewDay, value: count() }).from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'page_view'), inPeriod(analyticsEvents.createdAt)))
      .groupBy(viewDay),
  ]);

  return {
    period,
    asOf: now,
    signUps: fill(period, signUps),
    membersByTier: members.map((m) => ({ tier: m.tier, count: Number(m.count) })),
    paid: fill(period, paid),
    refunds: fill(period, refunded),
    topArticles: topArticles.map((a) => ({ ...a, views: Number(a.views) })),
    topReits: topReits.map((r) => ({ ...r, views: Number(r.views) })),
    recentErrors,
    openInquiries: Number(open?.count ?? 0),
    pageViews: fill(period, pageViews),
  };
}
