import { ERROR_CATALOGUE, type ErrorCode } from '../errors';
import { membershipTierLabel } from '../membership';
import { FUND_ROLE } from '../user';
import { hasServerRole, isStaffPrincipal, type Principal } from './principal';
import { tierIncludes, tiersIncluding, type TierFeatureKey } from './tiers';

/**
 * Every entitlement question SPI asks, in one function: `can(principal, action, resource?)`. The API
 * answers 401/403 from the decision; screens ask the same function to choose what a button does.
 */
export type Action =
  | 'article.readMemberOnly'
  | 'reits.download'
  | 'deals.viewPrices'
  | 'deals.statistics'
  | 'funds.view'
  | 'funds.reports'
  | 'membership.subscribe'
  | 'membership.manage'
  | 'coupon.redeem'
  | 'cms.edit'
  | 'billing.admin';

export type DenialReason = 'LOGIN' | 'MEMBERSHIP' | 'ROLE';

export type Decision =
  | { allowed: true }
  | { allowed: false; reason: DenialReason; code: ErrorCode; message: string; /** Where a page sends the viewer. */ redirect: string };

/** For the actions about one resource, what the rule needs to know about it. */
export interface Resource {
  /** membership.manage: the owner of the subscription. */
  ownerUserId?: string;
}

const FEATURE_OF: Partial<Record<Action, TierFeatureKey>> = {
  'article.readMemberOnly': 'article.memberOnly',
  'reits.download': 'reits.download',
  'deals.viewPrices': 'deals.prices',
  'deals.statistics': 'deals.statistics',
  'funds.view': 'funds.data',
};

const ALLOW: Decision = { allowed: true };

function deny(reason: DenialReason, code: ErrorCode, redirect: string, message?: string): Decision {
  return { allowed: false, reason, code, message: message ?? ERROR_CATALOGUE[code].message, redirect };
}

/** The tiers that include a feature, in Korean, for a "이 기능은 … 멤버십에서" message. */
export function tierListLabel(key: TierFeatureKey): string {
  return tiersIncluding(key).filter((t) => t !== 'NONE').map(membershipTierLabel).join(', ');
}

/**
 * Fund authority (spec sections 3 and 6): the fund role in the membership roles, split by whether the
 * holder is personal or corporate (a corporation member, or the corporate PREMIUM tier).
 */
export function fundAuthorityOf(principal: Principal): { personal: boolean; corporate: boolean } {
  const hasFund = principal.userId !== null && principal.membershipId !== null && principal.membershipRoles.includes(FUND_ROLE);
  const corporate = principal.corporation !== null || principal.tier === 'PREMIUM';
  return { personal: hasFund && !corporate, corporate: hasFund && corporate };
}

export function can(principal: Principal, action: Action, resource: Resource = {}): Decision {
  const signedIn = principal.userId !== null;
  const feature = FEATURE_OF[action];
  if (feature) {
    if (!signedIn) return deny('LOGIN', 'UNAUTHENTICATED', '/sign-in');
    if (isStaffPrincipal(principal)) return ALLOW;
    if (principal.membershipId === null) return deny('MEMBERSHIP', 'ACCESS_MEMBERSHIP_REQUIRED', '/membership');
    // The fund role of the membership (spec section 6) grants fund data whatever the tier.
    if (action === 'funds.view' && principal.membershipRoles.includes(FUND_ROLE)) return ALLOW;
    return tierIncludes(principal.tier, feature) ? ALLOW : deny('MEMBERSHIP', 'ACCESS_MEMBERSHIP_TIER_REQUIRED', '/membership');
  }
  switch (action) {
    case 'funds.reports': {
      // Fund reports (the fund report confirm modal) need fund authority, personal or corporate.
      if (!signedIn) return deny('LOGIN', 'UNAUTHENTICATED', '/sign-in');
      if (isStaffPrincipal(principal)) return ALLOW;
      const authority = fundAuthorityOf(principal);
      if (authority.personal || authority.corporate) return ALLOW;
      return principal.membershipId === null ? deny('MEMBERSHIP', 'ACCESS_MEMBERSHIP_REQUIRED', '/membership') : deny('MEMBERSHIP', 'ACCESS_MEMBERSHIP_TIER_REQUIRED', '/membership');
    }
    case 'membership.subscribe':
    case 'coupon.redeem':
      return signedIn ? ALLOW : deny('LOGIN', 'UNAUTHENTICATED', '/sign-in');
    case 'membership.manage':
      if (!signedIn) return deny('LOGIN', 'UNAUTHENTICATED', '/sign-in');
      if (resource.ownerUserId === undefined || resource.ownerUserId === principal.userId || hasServerRole(principal, 'ADMIN')) return ALLOW;
      return deny('ROLE', 'FORBIDDEN', '/');
    case 'cms.edit':
      if (!signedIn) return deny('LOGIN', 'UNAUTHENTICATED', '/sign-in');
      return isStaffPrincipal(principal) ? ALLOW : deny('ROLE', 'ACCESS_ROLE_REQUIRED', '/');
    case 'billing.admin':
      if (!signedIn) return deny('LOGIN', 'UNAUTHENTICATED', '/sign-in');
      return hasServerRole(principal, 'ADMIN') ? ALLOW : deny('ROLE', 'ACCESS_ROLE_REQUIRED', '/');
    default:
      return deny('ROLE', 'FORBIDDEN', '/');
  }
}
