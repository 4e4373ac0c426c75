import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../../commands/record-activity';
import type { SignedInViewer } from '../../../loaders/load-viewer';
import { authorizeUserRecord, type UserRecordAccess } from '../../../policies/user-record';

export interface UserRecordContext {
  viewer: SignedInViewer;
  access: UserRecordAccess;
}

/**
 * authenticate -> authorize for every /users/{userId}/... route: the viewer's own record, or an
 * admin's access to another user's, which is written to the audit log (actor, action, target).
 */
export async function requireUserRecord(app: FastifyInstance, request: FastifyRequest, userId: string, action: string): Promise<UserRecordContext> {
  const viewer = await app.requireUser(request);
  const access = authorizeUserRecord(viewer, userId);
  if (access === 'admin') {
    await recordAudit(app.db.db, { actorId: viewer.userId, action, targetType: 'user', targetId: userId, ip: request.ip, meta: { method: request.method, route: request.routeOptions.url } });
    request.log.info({ actorId: viewer.userId, action, targetId: userId }, 'admin access to another user record');
  }
  return { viewer, access };
}
