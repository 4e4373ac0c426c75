import { membershipTierLabel, yearlySaving, type Plan } from '@spi/core';
import type { PlanRow } from '../../loaders/billing/load-plans';
import { tierOf } from '../membership';

/** A tier as the /membership page and the admin screen show it. */
export function presentPlan(row: PlanRow): Plan {
  const code = tierOf({ tierCode: row.code });
  return {
    code,
    name: row.name,
    label: membershipTierLabel(code),
    summary: row.summary,
    highlights: [...row.highlights],
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    yearlySaving: yearlySaving(row),
    audience: row.audience,
    image: row.image,
    sortOrder: row.sortOrder,
    onSale: row.onSale,
  };
}
