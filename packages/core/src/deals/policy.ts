import type { PageAccess } from '../access';
import { can, type Decision } from '../billing/can';
import type { Principal } from '../billing/principal';

/**
 * What a viewer may see of 딜정보 and 사모펀드: the one policy (ADR 019) the API applies to every
 * response and the screens read to choose between a figure and a lock. Built on `can()` and the tier
 * matrix (TIER_FEATURES), so /membership's comparison table says the same thing.
 *
 * - Everyone (guests too) sees every deal: asset, place, type, area, parties, status and date, with the
 *   price as a band (PRICE_BANDS). Search engines index the same.
 * - `deals.viewPrices` (LIGHT and up): the price, 평당가, cap rate, LTV and lender; price, 평당가 and
 *   cap-rate filters and sorts (a band-free filter would reveal the price).
 * - `deals.statistics` (PREMIUM_LIGHT and up): the statistics and the Excel export.
 * - Funds: the fund list and each fund's identity (name, AMC, type, strategy, dates, sales and trustee
 *   companies, underlying assets) are public; `funds.view` (PREMIUM_LIGHT and up, or the fund role)
 *   adds the figures (설정원본, AUM, NAV, leverage, target IRR, fees, investors and commitments) and the
 *   fund statistics; `funds.reports` (fund authority: the fund role, personal or corporate) lists and
 *   downloads reports.
 */
export interface DealAccess {
  prices: boolean;
  statistics: boolean;
  export: boolean;
}

export interface FundAccess {
  figures: boolean;
  statistics: boolean;
  reports: boolean;
}

export function dealAccessOf(principal: Principal): DealAccess {
  const statistics = can(principal, 'deals.statistics').allowed;
  return { prices: can(principal, 'deals.viewPrices').allowed, statistics, export: statistics };
}

export function fundAccessOf(principal: Principal): FundAccess {
  const figures = can(principal, 'funds.view').allowed;
  return { figures, statistics: figures, reports: can(principal, 'funds.reports').allowed };
}

/** The denial to answer when a gated deal or fund feature is asked for (401 for guests, 403 otherwise). */
export function dealDecision(principal: Principal, feature: 'prices' | 'statistics'): Decision {
  return can(principal, feature === 'prices' ? 'deals.viewPrices' : 'deals.statistics');
}

export function fundDecision(principal: Principal, feature: 'figures' | 'reports'): Decision {
  return can(principal, feature === 'figures' ? 'funds.view' : 'funds.reports');
}

/** Page access (spec section 5, rule 7) of pages that need fund authority: the fund role in the membership roles. */
export const FUND_REPORTS_PAGE_ACCESS: PageAccess = { pageAccess: ['ROLE_FUND'] };
