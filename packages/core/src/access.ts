import type { ErrorCode } from './errors';
import { toPrincipal, type Principal } from './billing/principal';
import type { MembershipTierCode } from './membership';
import { stripRolePrefix, type Viewer } from './user';

export const CORPORATION_MANAGER = 'CORPORATION_MANAGER';
export const CORPORATION_MEMBER = 'CORPORATION_MEMBER';

/** What a page (or API endpoint) declares about who may see it (spec sections 5 and 6). */
export interface PageAccess {
  guestOnly?: boolean;
  /** Required roles, without the ROLE_ prefix; CORPORATION_MANAGER and CORPORATION_MEMBER are special. */
  role?: string[];
  /** Allowed membership tiers. */
  membership?: MembershipTierCode[];
  /** Matched against the corporate membership roles. */
  pageAccess?: string[];
  /** Rendered on the server without waiting for authentication. */
  seo?: boolean;
}

/** The exact Korean texts of spec section 5. */
export const ACCESS_MESSAGES = {
  guestOnly: '해당 페이지는 비로그인 사용자만 접근이 가능합니다.',
  loginRequired: '해당 페이지는 로그인한 사용자만 접근 가능합니다.',
  corporationManagerOnly: '해당 페이지는 법인 관리자만 접근 가능합니다.',
  corporationMemberOnly: '해당 페이지는 법인 멤버만 접근 가능합니다.',
  roleRequired: '해당 페이지에 접근할 수 있는 권한이 없습니다.',
  membershipRequired: '해당 페이지는 멤버십 결제 회원만 접근 가능합니다.',
  membershipTierRequired: '해당 페이지에 접근할 수 있는 멤버십 권한이 없습니다.',
} as const;

export type AccessDenialReason = keyof typeof ACCESS_MESSAGES;

/** Stable API error code and HTTP status for each denial. */
export const ACCESS_DENIAL_CODES: Record<AccessDenialReason, { code: ErrorCode; status: 401 | 403 }> = {
  guestOnly: { code: 'ACCESS_GUEST_ONLY', status: 403 },
  loginRequired: { code: 'UNAUTHENTICATED', status: 401 },
  corporationManagerOnly: { code: 'ACCESS_CORPORATION_MANAGER_ONLY', status: 403 },
  corporationMemberOnly: { code: 'ACCESS_CORPORATION_MEMBER_ONLY', status: 403 },
  roleRequired: { code: 'ACCESS_ROLE_REQUIRED', status: 403 },
  membershipRequired: { code: 'ACCESS_MEMBERSHIP_REQUIRED', status: 403 },
  membershipTierRequired: { code: 'ACCESS_MEMBERSHIP_TIER_REQUIRED', status: 403 },
};

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: AccessDenialReason; redirect: string; message: string; code: ErrorCode; status: 401 | 403 };

function deny(reason: AccessDenialReason, redirect: string): AccessDecision {
  return { allowed: false, reason, redirect, message: ACCESS_MESSAGES[reason], ...ACCESS_DENIAL_CODES[reason] };
}

export function signInPath(currentPath: string): string {
  return `/sign-in?redirect=${encodeURIComponent(currentPath)}`;
}

/**
 * The seven page-access checks of spec section 5, in the spec's order. `currentPath` is where the
 * viewer wanted to go; sign-in redirects carry it back.
 */
export function checkPageAccess(access: PageAccess, viewer: Viewer | Principal, currentPath = '/'): AccessDecision {
  const principal = toPrincipal(viewer);
  const isLoggedIn = principal.userId !== null;
  const roles = access.role ?? [];
  const needsMembership = (access.membership?.length ?? 0) > 0;
  const needsPageAccess = (access.pageAccess?.length ?? 0) > 0;

  // 1. Guest-only page and the user is logged in.
  if (access.guestOnly && isLoggedIn) return deny('guestOnly', '/');
  // 2. A page needing a role or membership, and the user is a guest.
  if ((roles.length > 0 || needsMembership || needsPageAccess) && !isLoggedIn) {
    return deny('loginRequired', signInPath(currentPath));
  }
  // 3. CORPORATION_MANAGER requires the corporation manager role.
  if (roles.includes(CORPORATION_MANAGER) && principal.corporation?.role !== 'MANAGER') return deny('corporationManagerOnly', '/');
  // 4. CORPORATION_MEMBER requires a corporate membership (a corporation, or the corporate PREMIUM tier).
  const corporate = principal.corporation !== null || principal.tier === 'PREMIUM';
  if (roles.includes(CORPORATION_MEMBER) && !(corporate && principal.membershipId)) {
    return deny('corporationMemberOnly', '/');
  }
  // 5. Other roles: one of the user's server roles must match.
  const otherRoles = roles.filter((r) => r !== CORPORATION_MANAGER && r !== CORPORATION_MEMBER);
  if (otherRoles.length > 0) {
    const userRoles = new Set(principal.serverRoles);
    if (!otherRoles.some((r) => userRoles.has(stripRolePrefix(r)))) return deny('roleRequired', '/');
  }
  // 6. Membership: a membership in force, and its tier in the allowed list.
  if (needsMembership) {
    if (!principal.membershipId) return deny('membershipRequired', '/membership');
    if (!access.membership!.includes(principal.tier)) return deny('membershipTierRequired', '/membership');
  }
  // 7. The page-access list against the membership roles.
  if (needsPageAccess) {
    const membershipRoles = new Set(principal.membershipRoles);
    if (!access.pageAccess!.some((p) => membershipRoles.has(stripRolePrefix(p)))) return deny('membershipTierRequired', '/membership');
  }
  return { allowed: true };
}
