import type { adminCorporateOrdersQuerySchema, adminCorporateOrdersResponseSchema, CorporateOrderDto, DepositAccount } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderRow } from '../../presenters/billing/order';
import { presentCorporateOrder } from '../../presenters/corporations/corporate-order';

/**
 * Presents corporate order rows with their corporation's name, the card checkout started for each
 * (CARD) and the payment's receipt, in three queries whatever the number of rows.
 */
export async function presentCorporateOrders(db: Db, rows: OrderRow[], depositAccount: DepositAccount): Promise<CorporateOrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const corporationIds = [...new Set(rows.map((row) => row.corporationId).filter((id): id is string => Boolean(id)))];
  const [corporationRows, checkoutRows, paymentRows] = await Promise.all([
    corporationIds.length > 0
      ? db.select({ id: schema.corporations.id, name: schema.corporations.name }).from(schema.corporations).where(inArray(schema.corporations.id, corporationIds))
      : Promise.resolve([]),
    db
      .select({ id: schema.billingCheckouts.id, orderId: schema.billingCheckouts.orderId, createdAt: schema.billingCheckouts.createdAt })
      .from(schema.billingCheckouts)
      .where(and(eq(schema.billingCheckouts.purpose, 'CORPORATE'), inArray(schema.billingCheckouts.orderId, ids)))
      .orderBy(desc(schema.billingCheckouts.createdAt)),
    db.select({ orderId: schema.payments.orderId, receiptUrl: schema.payments.receiptUrl }).from(schema.payments).where(inArray(schema.payments.orderId, ids)),
  ]);
  const nameById = new Map(corporationRows.map((c) => [c.id, c.name]));
  const checkoutByOrder = new Map<string, string>();
  // Newest first: the first seen per order is its latest card registration.
  for (const c of checkoutRows) if (c.orderId && !checkoutByOrder.has(c.orderId)) checkoutByOrder.set(c.orderId, c.id);
  const receiptByOrder = new Map(paymentRows.map((p) => [p.orderId, p.receiptUrl]));
  return rows.map((row) =>
    presentCorporateOrder(row, {
      corporationName: row.corporationId ? (nameById.get(row.corporationId) ?? '') : '',
      depositAccount,
      checkoutId: checkoutByOrder.get(row.id) ?? null,
      receiptUrl: receiptByOrder.get(row.id) ?? null,
    }),
  );
}

/** A corporation's corporate orders of every status, newest first (the latest 20). */
export async function loadCorporateOrders(db: Db, corporationId: string, depositAccount: DepositAccount): Promise<CorporateOrderDto[]> {
  const rows = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.corporationId, corporationId), eq(schema.orders.kind, 'CORPORATE')))
    .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id))
    .limit(20);
  return presentCorporateOrders(db, rows, depositAccount);
}

/** One corporate order by id, presented (null when missing or not a corporate order). */
export async function loadCorporateOrder(db: Db, orderId: string, depositAccount: DepositAccount): Promise<CorporateOrderDto | null> {
  const [row] = await db.select().from(schema.orders).where(and(eq(schema.orders.id, orderId), eq(schema.orders.kind, 'CORPORATE')));
  if (!row) return null;
  const [dto] = await presentCorporateOrders(db, [row], depositAccount);
  return dto ?? null;
}

export type AdminCorporateOrderDto = z.infer<typeof adminCorporateOrdersResponseSchema>['orders'][number];
export type AdminCorporateOrdersQuery = z.infer<typeof adminCorporateOrdersQuerySchema>;

/** The filter of each admin list status (the two waiting ones are PENDING deposit orders with or without the manager's request). */
function statusCondition(status: AdminCorporateOrdersQuery['status']): SQL | undefined {
  const { orders } = schema;
  switch (status) {
    case 'AWAITING_DEPOSIT':
      return and(eq(orders.method, 'DEPOSIT'), eq(orders.status, 'PENDING'), isNull(orders.depositRequestedAt));
    case 'DEPOSIT_REQUESTED':
      return and(eq(orders.method, 'DEPOSIT'), eq(orders.status, 'PENDING'), isNotNull(orders.depositRequestedAt));
    case 'PAID':
      return inArray(orders.status, ['PAID', 'PARTIALLY_REFUNDED']);
    case 'CANCELLED':
      return eq(orders.status, 'CANCELLED');
    case 'EXPIRED':
      return eq(orders.status, 'EXPIRED');
    default:
      return undefined;
  }
}

/** Corporate orders with the corporation's business number, the orderer's e-mail and the roles of the term in force. */
export async function presentAdminCorporateOrders(db: Db, rows: OrderRow[], depositAccount: DepositAccount): Promise<AdminCorporateOrderDto[]> {
  const dtos = await presentCorporateOrders(db, rows, depositAccount);
  const corporationIds = [...new Set(rows.map((r) => r.corporationId).filter((id): id is string => Boolean(id)))];
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => Boolean(id)))];
  const [corporationRows, userRows, termRows] = await Promise.all([
    corporationIds.length > 0
      ? db.select({ id: schema.corporations.id, businessNumber: schema.corporations.businessNumber }).from(schema.corporations).where(inArray(schema.corporations.id, corporationIds))
      : Promise.resolve([]),
    userIds.length > 0 ? db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(inArray(schema.users.id, userIds)) : Promise.resolve([]),
    corporationIds.length > 0
      ? db
          .select({ corporationId: schema.corporateMemberships.corporationId, roles: schema.corporateMemberships.roles })
          .from(schema.corporateMemberships)
          .where(and(inArray(schema.corporateMemberships.corporationId, corporationIds), eq(schema.corporateMemberships.status, 'ACTIVE')))
      : Promise.resolve([]),
  ]);
  const businessNumberOf = new Map(corporationRows.map((c) => [c.id, c.businessNumber ?? '']));
  const emailOf = new Map(userRows.map((u) => [u.id, u.email]));
  const rolesOf = new Map(termRows.map((t) => [t.corporationId, t.roles]));
  return rows.map((row, i) => ({
    ...dtos[i]!,
    businessNumber: row.corporationId ? (businessNumberOf.get(row.corporationId) ?? '') : '',
    managerEmail: row.userId ? (emailOf.get(row.userId) || null) : null,
    membershipRoles: row.corporationId ? (rolesOf.get(row.corporationId) ?? null) : null,
  }));
}

/**
 * GET /admin/corporate-orders: corporate orders, newest first; `status` AWAITING_DEPOSIT (deposit orders
 * waiting without the manager's request), DEPOSIT_REQUESTED (with it), PAID, CANCELLED, EXPIRED.
 */
export async function loadAdminCorporateOrders(
  db: Db,
  query: AdminCorporateOrdersQuery,
  depositAccount: DepositAccount,
): Promise<{ orders: AdminCorporateOrderDto[]; pagination: { count: number; page: number; size: number } }> {
  const { orders } = schema;
  const where = and(eq(orders.kind, 'CORPORATE'), statusCondition(query.status));
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(query.size).offset(query.page * query.size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await presentAdminCorporateOrders(db, rows, depositAccount), pagination: { count: Number(total?.n ?? 0), page: query.page, size: query.size } };
}

/** One corporate order as the admin list shows it (null when missing or not corporate). */
export async function loadAdminCorporateOrder(db: Db, orderId: string, depositAccount: DepositAccount): Promise<AdminCorporateOrderDto | null> {
  const [row] = await db.select().from(schema.orders).where(and(eq(schema.orders.id, orderId), eq(schema.orders.kind, 'CORPORATE')));
  if (!row) return null;
  const [dto] = await presentAdminCorporateOrders(db, [row], depositAccount);
  return dto ?? null;
}
