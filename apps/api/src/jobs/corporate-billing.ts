import type { BillingDeps } from '../commands/billing/billing-deps';
import { endExpiredCorporateMemberships, expireCorporateOrders } from '../commands/billing/corporate-expiry';
import type { JobDefinition } from './job-runner';

export const CORPORATE_JOB_NAMES = {
  /** Deposit orders past their deadline → EXPIRED (and a mail); abandoned card orders → CANCELLED. */
  orderExpiry: 'corporate-order-expiry',
  /** Corporate memberships past their period end → ENDED with every seat. */
  membershipExpiry: 'corporate-membership-expiry',
} as const;

/**
 * The corporate billing jobs (issue 10), scheduled with the billing jobs (jobs/index.ts). Both are
 * idempotent — every change is a conditional UPDATE (or re-checked under the corporation's row lock) —
 * so a rerun, a retry or a second process changes nothing; the next tick is the retry.
 */
export function corporateBillingJobs(billing: BillingDeps): JobDefinition[] {
  return [
    // Deadlines are the end of a day in Asia/Seoul: every 5 minutes keeps the lag small.
    { name: CORPORATE_JOB_NAMES.orderExpiry, cron: '*/5 * * * *', retryLimit: 1, retryDelaySeconds: 30, handler: async () => void (await expireCorporateOrders(billing)) },
    { name: CORPORATE_JOB_NAMES.membershipExpiry, cron: '*/5 * * * *', retryLimit: 1, retryDelaySeconds: 30, handler: async () => void (await endExpiredCorporateMemberships(billing)) },
  ];
}
