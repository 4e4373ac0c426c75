import { isStaff, UNLIMITED_ARTICLE_TIERS } from '../article-policy';
import { membershipTierCode, type MembershipTierCode } from '../membership';
import type { Viewer } from '../user';

/**
 * Who may download REIT data as .xlsx (ADR 015): the tiers with unlimited member-only reading (PREMIUM,
 * PREMIUM_LIGHT, LIGHT_PLUS) and staff. Guests are asked to sign in; members without one of those tiers
 * are shown the membership offer. Screens read the same function to decide what the button does.
 */
export const REIT_DOWNLOAD_TIERS: readonly MembershipTierCode[] = UNLIMITED_ARTICLE_TIERS;

export type ReitDownloadAccess = { allowed: true } | { allowed: false; reason: 'LOGIN' | 'MEMBERSHIP' };

export function reitDownloadAccess(viewer: Viewer): ReitDownloadAccess {
  if (!viewer.user) return { allowed: false, reason: 'LOGIN' };
  if (isStaff(viewer)) return { allowed: true };
  const membership = viewer.info?.membership;
  const tier = membership?.membershipId ? membershipTierCode(membership.membershipName) : null;
  return tier && REIT_DOWNLOAD_TIERS.includes(tier) ? { allowed: true } : { allowed: false, reason: 'MEMBERSHIP' };
}
