import { stripRolePrefix, type Principal } from '@spi/core';
import type { UserRow } from '../../presenters/user-info';
import { tierOf } from '../../presenters/membership';
import type { MembershipState } from './load-membership-state';

/** The server-side viewer model, from rows: tier code, server roles and corporation role kept apart. */
export function principalOf(user: UserRow, roles: string[], state: MembershipState): Principal {
  const membership = state.membership;
  return {
    userId: user.id,
    serverRoles: [...new Set(roles.map(stripRolePrefix))],
    tier: membership ? tierOf(membership) : 'NONE',
    membershipId: membership?.id ?? null,
    membershipSource: membership?.source ?? null,
    membershipRoles: (membership?.roles ?? []).map(stripRolePrefix),
    corporation: user.corporationId ? { id: user.corporationId, role: user.assign === 'MANAGER' ? 'MANAGER' : 'MEMBER' } : null,
  };
}
