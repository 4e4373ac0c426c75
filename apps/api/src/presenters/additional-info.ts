import { ROLES, type AdditionalInfoDto } from '@spi/core';
import type { MembershipState } from '../loaders/billing/load-membership-state';
import { presentMembership } from './membership';
import type { UserRow } from './user-info';

/** Every signed-in user has ROLE_USER; stored roles (ROLE_EDITOR, ROLE_ADMIN) follow, without duplicates. */
export function effectiveRoles(storedRoles: string[]): string[] {
  return [...new Set([ROLES.user, ...storedRoles.filter((role) => role.startsWith('ROLE_'))])];
}

/** Additional info (GET /users/{id}/info): corporation manager flag, the membership in force, roles. */
export function presentAdditionalInfo(user: UserRow, storedRoles: string[], state: MembershipState): AdditionalInfoDto {
  return {
    isCorporationManager: user.assign === 'MANAGER' && user.corporationId !== null,
    membership: state.membership ? presentMembership(state.membership, state) : null,
    roles: effectiveRoles(storedRoles),
  };
}
