import { AppError, type CorporationOverviewDto } from '@spi/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../../../commands/record-activity';
import { loadCorporationOverview, type OverviewViewer } from '../../../../loaders/corporations/load-corporation-overview';
import type { SignedInViewer } from '../../../../loaders/load-viewer';
import { authorizeCorporation, authorizeCorporationManager, authorizeCorporationPeople, CORPORATION_READ_ACCESS, CORPORATION_UPDATE_ACCESS, type CorporationAccess } from '../../../../policies/corporation';

export interface CorporationContext {
  viewer: SignedInViewer;
  access: CorporationAccess;
}

/**
 * authenticate -> authorize for /corporations/{id}: 401 for a guest; for everyone but ROLE_ADMIN the
 * page-access rule (CORPORATION_MEMBER to read, CORPORATION_MANAGER to change) answers 403 with its
 * stable code; then the viewer must belong to that corporation (else 403 FORBIDDEN) or be an admin.
 */
export async function requireCorporation(app: FastifyInstance, request: FastifyRequest, corporationId: string, intent: 'read' | 'update'): Promise<CorporationContext> {
  const viewer = await app.requireUser(request);
  const rule = intent === 'read' ? CORPORATION_READ_ACCESS : CORPORATION_UPDATE_ACCESS;
  if (!viewer.isAdmin) await app.requireAccess(request, rule);
  return { viewer, access: authorizeCorporation(viewer, corporationId, rule) };
}

/** An admin's read of a corporation they do not belong to goes to the audit log. */
export async function auditAdminCorporationRead(app: FastifyInstance, request: FastifyRequest, context: CorporationContext, corporationId: string): Promise<void> {
  if (context.access !== 'admin') return;
  const actorId = context.viewer.userId;
  await recordAudit(app.db.db, { actorId, action: 'corporation.read', targetType: 'corporation', targetId: corporationId, ip: request.ip, meta: { method: request.method, route: request.routeOptions.url } });
  request.log.info({ actorId, action: 'corporation.read', targetId: corporationId }, 'admin access to a corporation');
}

/** authenticate -> authorize for what every person of the corporation reads (the overview); ROLE_ADMIN reads any (audited by the caller). */
export async function requireCorporationPeople(app: FastifyInstance, request: FastifyRequest, corporationId: string): Promise<CorporationContext> {
  const viewer = await app.requireUser(request);
  return { viewer, access: authorizeCorporationPeople(viewer, corporationId) };
}

/** authenticate -> authorize for the manager's actions on /corporations/{id}/… */
export async function requireCorporationManager(app: FastifyInstance, request: FastifyRequest, corporationId: string): Promise<SignedInViewer> {
  const viewer = await app.requireUser(request);
  authorizeCorporationManager(viewer, corporationId);
  return viewer;
}

/** The overview as this viewer may see it; 404 CORPORATION_NOT_FOUND when there is none (only an admin can reach that). */
export async function overviewFor(app: FastifyInstance, corporationId: string, viewer: OverviewViewer): Promise<CorporationOverviewDto> {
  const overview = await loadCorporationOverview(app.db.db, corporationId, viewer, app.config.corporations.depositAccount, new Date(app.clock()));
  if (!overview) throw new AppError('CORPORATION_NOT_FOUND');
  return overview;
}
