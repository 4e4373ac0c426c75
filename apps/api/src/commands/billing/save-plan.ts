import { AppError, type Plan } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminPlanUpdateSchema } from '@spi/core';
import { loadPlan } from '../../loaders/billing/load-plans';
import { presentPlan } from '../../presenters/billing/plan';
import { recordAudit } from '../record-activity';
import { CONTENT_TAGS } from '../../cache/content-tags';

/** The response-cache tag of GET /memberships/plans (and of the web's /membership page). */
export const PLANS_CACHE_TAG = CONTENT_TAGS.membershipPlans;

export type PlanUpdate = z.infer<typeof adminPlanUpdateSchema>;

export interface AdminActor {
  userId: string;
  ip: string;
}

/**
 * An admin edits a tier (name, copy, prices, order, on sale). Subscribers keep paying what their
 * current period was paid at; a new price applies from their next renewal. The change is audited; the
 * caller drops the plans cache tag after the commit.
 */
export async function savePlan(db: Db, actor: AdminActor, code: string, input: PlanUpdate, now: Date): Promise<Plan> {
  return db.transaction(async (tx) => {
    const before = await loadPlan(tx, code);
    if (!before) throw new AppError('PLAN_NOT_FOUND');
    const [row] = await tx
      .update(schema.membershipPlans)
      .set({ ...input, highlights: [...input.highlights], updatedAt: now })
      .where(eq(schema.membershipPlans.code, code))
      .returning();
    const changed = (Object.keys(input) as (keyof PlanUpdate)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(row![key]));
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'billing.plan_update',
      targetType: 'membership_plan',
      targetId: code,
      ip: actor.ip,
      meta: { changed, before: Object.fromEntries(changed.map((k) => [k, before[k]])), after: Object.fromEntries(changed.map((k) => [k, row![k]])) },
    });
    return presentPlan(row!);
  });
}
