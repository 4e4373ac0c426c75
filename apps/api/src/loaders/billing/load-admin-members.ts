import { stripRolePrefix, type AdminMemberDto } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { tierOf } from '../../presenters/membership';
import { presentSubscription, type SubscriptionRow } from '../../presenters/billing/subscription';
import { containsPattern, pageOf, type Page } from './load-orders';

const PAID_STATUSES = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;

/**
 * Admin member list, newest sign-up first: each user's tier in force and where it comes from, their
 * latest subscription, the end of a coupon benefit in force and what they have paid net of refunds.
 * `q` matches e-mail or nickname (contains, case-insensitive); `tier` NONE lists users without one.
 */
export async function loadAdminMembers(db: Db, query: { q?: string; tier?: string; page: number; size: number }): Promise<Page<AdminMemberDto>> {
  const { users, memberships } = schema;
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(users.email, pattern), ilike(users.nickname, pattern))!);
  }
  if (query.tier === 'NONE') conditions.push(isNull(memberships.id));
  else if (query.tier) conditions.push(eq(memberships.tierCode, query.tier));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const activeMembership = and(eq(memberships.userId, users.id), eq(memberships.status, 'ACTIVE'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, nickname: users.nickname, tierCode: memberships.tierCode, source: memberships.source, roles: memberships.roles })
      .from(users)
      .leftJoin(memberships, activeMembership)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ count: count() }).from(users).leftJoin(memberships, activeMembership).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return pageOf([], query.page, query.size, total?.count ?? 0);

  const [subscriptionRows, couponRows, paidRows, planRows] = await Promise.all([
    db.select().from(schema.subscriptions).where(inArray(schema.subscriptions.userId, ids)).orderBy(desc(schema.subscriptions.createdAt)),
    db
      .select({ userId: schema.couponRedemptions.userId, benefitEnd: schema.couponRedemptions.benefitEnd })
      .from(schema.couponRedemptions)
      .where(and(inArray(schema.couponRedemptions.userId, ids), eq(schema.couponRedemptions.status, 'ACTIVE'))),
    db
      .select({ userId: schema.orders.userId, total: sql<string>`coalesce(sum(${schema.orders.amount} - ${schema.orders.refundedAmount}), 0)` })
      .from(schema.orders)
      .where(and(inArray(schema.orders.userId, ids), inArray(schema.orders.status, [...PAID_STATUSES])))
      .groupBy(schema.orders.userId),
    db.select().from(schema.membershipPlans),
  ]);
  const latestSubscription = new Map<string, SubscriptionRow>();
  for (const row of subscriptionRows) if (row.userId && !latestSubscription.has(row.userId)) latestSubscription.set(row.userId, row);
  const methodIds = [...new Set([...latestSubscription.values()].map((s) => s.paymentMethodId).filter((id): id is string => Boolean(id)))];
  const methods = methodIds.length > 0 ? await db.select().from(schema.paymentMethods).where(inArray(schema.paymentMethods.id, methodIds)) : [];
  const methodById = new Map(methods.map((m) => [m.id, m]));
  const plans = new Map(planRows.map((p) => [p.code, p]));
  const couponEnd = new Map<string, Date>();
  for (const row of couponRows) {
    const seen = couponEnd.get(row.userId);
    if (!seen || seen < row.benefitEnd) couponEnd.set(row.userId, row.benefitEnd);
  }
  const paid = new Map(paidRows.map((r) => [r.userId, Number(r.total)]));

  const members = rows.map((row): AdminMemberDto => {
    const subscription = latestSubscription.get(row.id);
    return {
      userId: row.id,
      email: row.email,
      nickname: row.nickname,
      tierCode: row.tierCode ? tierOf({ tierCode: row.tierCode }) : 'NONE',
      membershipSource: row.source ?? null,
      membershipRoles: (row.roles ?? []).map(stripRolePrefix),
      subscription: subscription
        ? presentSubscription(subscription, { plans, method: subscription.paymentMethodId ? (methodById.get(subscription.paymentMethodId) ?? null) : null })
        : null,
      couponEndsAt: couponEnd.get(row.id)?.toISOString() ?? null,
      paidTotal: paid.get(row.id) ?? 0,
    };
  });
  return pageOf(members, query.page, query.size, total?.count ?? 0);
}
