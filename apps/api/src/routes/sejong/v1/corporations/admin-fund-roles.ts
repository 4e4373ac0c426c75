import { corporationMemberParamsSchema, corporationParamsSchema, fundRoleRequestSchema, fundRoleResponseSchema } from '@spi/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { setCorporationFundRole, setUserFundRole } from '../../../../commands/corporations/fund-roles';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['admin', 'corporations'];
const userParamsSchema = z.object({ userId: corporationMemberParamsSchema.shape.userId });

/** /api/sejong/v1/admin: granting the fund role (spec section 6). ROLE_ADMIN only (401 guest, 403 otherwise); audited. */
export default resource('/admin', async (app) => {
  const requireAdmin = (request: FastifyRequest) => app.requireCan(request, 'billing.admin');

  app.put(
    '/users/:userId/fund-role',
    {
      schema: {
        tags,
        summary: '회원의 펀드 권한 (FUND)',
        description: '이용 중인 멤버십의 역할에 FUND를 넣거나 뺍니다. 멤버십이 없는 회원은 404입니다.',
        security,
        params: userParamsSchema,
        body: fundRoleRequestSchema,
        response: { 200: fundRoleResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      const roles = await setUserFundRole(app.db.db, request.params.userId, request.body.fund, { userId: viewer.userId, ip: request.ip });
      request.log.info({ actorId: viewer.userId, userId: request.params.userId, fund: request.body.fund }, 'fund role set');
      return { roles };
    },
  );

  app.put(
    '/corporations/:id/fund-role',
    {
      schema: {
        tags,
        summary: '법인 멤버십의 펀드 권한 (FUND)',
        description: '법인 멤버십의 모든 좌석이 갖는 역할에 FUND를 넣거나 뺍니다. 이용 중인 법인 멤버십이 없으면 404입니다.',
        security,
        params: corporationParamsSchema,
        body: fundRoleRequestSchema,
        response: { 200: fundRoleResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = await requireAdmin(request);
      const roles = await setCorporationFundRole(app.db.db, request.params.id, request.body.fund, { userId: viewer.userId, ip: request.ip });
      request.log.info({ actorId: viewer.userId, corporationId: request.params.id, fund: request.body.fund }, 'corporate fund role set');
      return { roles };
    },
  );
});
