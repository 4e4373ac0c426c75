import { AppError, checkPageAccess, CORPORATION_MANAGER, CORPORATION_MEMBER, type PageAccess } from '@spi/core';
import type { SignedInViewer } from '../loaders/load-viewer';

/** GET /corporations/{id}: a member of the corporation (spec section 5, rule 4). */
export const CORPORATION_READ_ACCESS: PageAccess = { role: [CORPORATION_MEMBER] };
/** PUT /corporations/{id}: the corporation's manager (spec section 5, rule 3). */
export const CORPORATION_UPDATE_ACCESS: PageAccess = { role: [CORPORATION_MANAGER] };

/** 'own': the viewer belongs to the corporation and passes its rule; 'admin': ROLE_ADMIN, to be audited. */
export type CorporationAccess = 'own' | 'admin';

/**
 * A corporation is read by its members and changed by its manager; ROLE_ADMIN may do both for any
 * corporation, and the caller must audit that access. A viewer who passes the page-access rule but
 * belongs to another corporation gets 403 FORBIDDEN. (The rule's own denial, ACCESS_CORPORATION_*_ONLY,
 * is answered by requireAccess before this runs; it is repeated here so the policy stands alone.)
 */
export function authorizeCorporation(viewer: SignedInViewer, corporationId: string, rule: PageAccess): CorporationAccess {
  const decision = checkPageAccess(rule, viewer.principal);
  if (decision.allowed && viewer.user.corporationId === corporationId) return 'own';
  if (viewer.isAdmin) return 'admin';
  if (!decision.allowed) throw new AppError(decision.code, decision.message);
  throw new AppError('FORBIDDEN');
}

/**
 * The people of a corporation (its manager and members, whether or not seats are bought yet) read its
 * overview; ROLE_ADMIN reads any corporation's overview and the caller audits that read. Someone in no
 * corporation gets ACCESS_CORPORATION_MEMBER_ONLY; someone in another corporation 403 FORBIDDEN.
 */
export function authorizeCorporationPeople(viewer: SignedInViewer, corporationId: string): CorporationAccess {
  if (viewer.user.corporationId === corporationId) return 'own';
  if (viewer.isAdmin) return 'admin';
  if (!viewer.user.corporationId) throw new AppError('ACCESS_CORPORATION_MEMBER_ONLY');
  throw new AppError('FORBIDDEN');
}

/**
 * What only the corporation's managers do (invite, revoke, auto-join, remove others, transfer the
 * manager role): a viewer who manages no corporation gets ACCESS_CORPORATION_MANAGER_ONLY (spec rule 3),
 * the manager of another corporation 403 FORBIDDEN. The commands re-check the role on the locked rows.
 */
export function authorizeCorporationManager(viewer: SignedInViewer, corporationId: string): void {
  const corporation = viewer.principal.corporation;
  if (corporation?.role !== 'MANAGER') throw new AppError('ACCESS_CORPORATION_MANAGER_ONLY');
  if (corporation.id !== corporationId) throw new AppError('FORBIDDEN');
}
