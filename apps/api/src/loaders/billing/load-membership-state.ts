import { schema, type Db } from '@spi/db';
import { and, desc, eq, inArray } from 'drizzle-orm';

export type MembershipRow = typeof schema.memberships.$inferSelect;
export type CouponRedemptionRow = typeof schema.couponRedemptions.$inferSelect;
export interface PaidOrderRow {
  id: string;
  orderName: string;
  amount: number;
  status: string;
  paidAt: Date | null;
  receiptUrl: string | null;
}

/** The membership in force, the coupon behind it (if any) and the payment history. */
export interface MembershipState {
  membership: MembershipRow | null;
  coupon: CouponRedemptionRow | null;
  orders: PaidOrderRow[];
}

export const EMPTY_MEMBERSHIP_STATE: MembershipState = { membership: null, coupon: null, orders: [] };
/** How many paid orders the membership's `orders` carries; the full history is paged at /users/me/orders. */
export const MEMBERSHIP_ORDERS_LIMIT = 20;
const PAID_STATUSES = ['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;

/** The membership in force: the one ACTIVE row (a unique index keeps it one). */
export async function loadActiveMembership(db: Db, userId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(schema.memberships)
    .where(and(eq(schema.memberships.userId, userId), eq(schema.memberships.status, 'ACTIVE')))
    .orderBy(desc(schema.memberships.startedAt))
    .limit(1);
  return row ?? null;
}

export async function loadMembershipState(db: Db, userId: string): Promise<MembershipState> {
  const [membership, orders] = await Promise.all([
    loadActiveMembership(db, userId),
    db
      .select({
        id: schema.orders.id,
        orderName: schema.orders.orderName,
        amount: schema.orders.amount,
        status: schema.orders.status,
        paidAt: schema.orders.paidAt,
        receiptUrl: schema.payments.receiptUrl,
      })
      .from(schema.orders)
      .leftJoin(schema.payments, eq(schema.payments.orderId, schema.orders.id))
      .where(and(eq(schema.orders.userId, userId), inArray(schema.orders.status, [...PAID_STATUSES])))
      .orderBy(desc(schema.orders.paidAt))
      .limit(MEMBERSHIP_ORDERS_LIMIT),
  ]);
  let coupon: CouponRedemptionRow | null = null;
  if (membership?.source === 'COUPON') {
    const [row] = await db
      .select()
      .from(schema.couponRedemptions)
      .where(and(eq(schema.couponRedemptions.membershipId, membership.id), eq(schema.couponRedemptions.status, 'ACTIVE')))
      .limit(1);
    coupon = row ?? null;
  }
  return { membership, coupon, orders };
}
