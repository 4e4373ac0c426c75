import { schema, type Db } from '@spi/db';
import { asc, eq } from 'drizzle-orm';

export type PlanRow = typeof schema.membershipPlans.$inferSelect;

/** Every tier row (on sale or not), in display order. */
export async function loadPlans(db: Db): Promise<PlanRow[]> {
  return db.select().from(schema.membershipPlans).orderBy(asc(schema.membershipPlans.sortOrder), asc(schema.membershipPlans.code));
}

export async function loadPlan(db: Db, code: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(schema.membershipPlans).where(eq(schema.membershipPlans.code, code));
  return row ?? null;
}
