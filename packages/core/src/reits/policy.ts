import { can } from '../billing/can';
import { toPrincipal, type Principal } from '../billing/principal';
import { tiersIncluding } from '../billing/tiers';
import type { MembershipTierCode } from '../membership';
import type { Viewer } from '../user';

/**
 * Who may download REIT data as .xlsx: the tiers whose row 'reits.download' is included in the tier
 * matrix (ADR 017: PREMIUM, PREMIUM_LIGHT, LIGHT_PLUS) and staff. Guests are asked to sign in; members
 * without one of those tiers are shown the membership offer. Screens read the same function.
 */
export const REIT_DOWNLOAD_TIERS: readonly MembershipTierCode[] = tiersIncluding('reits.download');

export type ReitDownloadAccess = { allowed: true } | { allowed: false; reason: 'LOGIN' | 'MEMBERSHIP' };

export function reitDownloadAccess(viewer: Viewer | Principal): ReitDownloadAccess {
  const decision = can(toPrincipal(viewer), 'reits.download');
  if (decision.allowed) return { allowed: true };
  return { allowed: false, reason: decision.reason === 'LOGIN' ? 'LOGIN' : 'MEMBERSHIP' };
}
