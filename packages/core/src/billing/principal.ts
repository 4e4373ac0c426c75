import { membershipTierCode, MEMBERSHIP_TIER_CODES, type MembershipTierCode } from '../membership';
import { stripRolePrefix, type Viewer } from '../user';

export type ServerRole = 'USER' | 'EDITOR' | 'ADMIN';
export type CorporationRole = 'MANAGER' | 'MEMBER';
/** How the membership in force was obtained. */
export type MembershipSource = 'SUBSCRIPTION' | 'COUPON' | 'CORPORATION' | 'GRANT';

/**
 * The server-side viewer model every entitlement decision reads (`can`, page access, article access).
 * Tier codes, server roles and corporation roles are distinct fields; the spec's wire fields
 * (membershipName, roles with ROLE_, isManager ...) are presented from it and never read to decide.
 */
export interface Principal {
  userId: string | null;
  /** Roles granted by the server, without the ROLE_ prefix (USER, EDITOR, ADMIN, ...). Every signed-in user has USER. */
  serverRoles: string[];
  /** The tier in force (a paid subscription, a coupon, a corporation seat); NONE without one. */
  tier: MembershipTierCode;
  membershipId: string | null;
  membershipSource: MembershipSource | null;
  /** Roles carried by the membership (for example FUND), without the ROLE_ prefix. */
  membershipRoles: string[];
  corporation: { id: string; role: CorporationRole } | null;
}

export const GUEST_PRINCIPAL: Principal = {
  userId: null,
  serverRoles: [],
  tier: 'NONE',
  membershipId: null,
  membershipSource: null,
  membershipRoles: [],
  corporation: null,
};

export function isPrincipal(value: Viewer | Principal): value is Principal {
  return 'serverRoles' in value && 'tier' in value;
}

/**
 * The principal of a viewer as the client receives it (the web has only the DTOs): it reads the codes
 * the API sends (tierCode, assign, ROLE_ strings), never the display name — except for an old payload
 * without tierCode, where the spec's name → code rule applies.
 */
export function principalFromViewer(viewer: Viewer): Principal {
  const user = viewer.user;
  if (!user?.userId) return GUEST_PRINCIPAL;
  const membership = viewer.info?.membership ?? null;
  const dtoTier = (membership as { tierCode?: string } | null)?.tierCode;
  const tier: MembershipTierCode = membership?.membershipId
    ? ((MEMBERSHIP_TIER_CODES as string[]).includes(dtoTier ?? '') ? (dtoTier as MembershipTierCode) : (membershipTierCode(membership.membershipName) ?? 'NONE'))
    : 'NONE';
  const serverRoles = [...new Set(['USER', ...(viewer.info?.roles ?? []).map(stripRolePrefix)])];
  const corporationRole: CorporationRole | null = user.corporationId
    ? viewer.info?.isCorporationManager || user.assign === 'MANAGER'
      ? 'MANAGER'
      : 'MEMBER'
    : null;
  return {
    userId: user.userId,
    serverRoles,
    tier,
    membershipId: membership?.membershipId ?? null,
    membershipSource: membership?.membershipId ? (membership.appliedCoupon ? 'COUPON' : user.corporationId ? 'CORPORATION' : 'SUBSCRIPTION') : null,
    membershipRoles: (membership?.roles ?? []).map(stripRolePrefix),
    corporation: user.corporationId && corporationRole ? { id: user.corporationId, role: corporationRole } : null,
  };
}

/**
 * The principal to decide with: a principal as is; a viewer that carries the server-built one (the
 * API's request viewer) gives that; a client viewer is read from its DTO codes.
 */
export function toPrincipal(value: Viewer | Principal | (Viewer & { principal: Principal })): Principal {
  if (isPrincipal(value)) return value;
  if ('principal' in value && value.principal) return value.principal;
  return principalFromViewer(value);
}

export function hasServerRole(principal: Principal, role: ServerRole): boolean {
  return principal.serverRoles.includes(role);
}

export function isStaffPrincipal(principal: Principal): boolean {
  return hasServerRole(principal, 'EDITOR') || hasServerRole(principal, 'ADMIN');
}
