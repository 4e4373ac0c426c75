import { AppError, corporationMemberParamsSchema, corporationOverviewSchema, corporationParamsSchema, transferManagerRequestSchema } from '@spi/core';
import { z } from 'zod';
import { removeMember, transferManager } from '../../../../commands/corporations/members';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';
import { authorizeCorporationManager, authorizeCorporationPeople } from '../../../../policies/corporation';
import { overviewFor, requireCorporationManager } from './access';

const security = [{ bearerAuth: [] }];
const tags = ['corporations'];

/** /api/sejong/v1/corporations/{id}: removing people, leaving, and handing over the manager role. */
export default resource('/corporations', async (app) => {
  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        tags,
        summary: '멤버 내보내기 (관리자) 또는 법인에서 나가기 (본인)',
        description:
          '관리자는 멤버를 내보내고, 누구나 자기 자신을 빼서 법인에서 나갈 수 있습니다. 마지막 관리자는 내보내거나 나갈 수 없습니다(LAST_MANAGER). ' +
          '내보낸 즉시 그 사람의 법인 좌석(멤버십)이 끝나 다음 요청부터 적용됩니다.',
        security,
        params: corporationMemberParamsSchema,
        response: { 200: z.object({ removed: z.literal(true) }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      const viewer = await app.requireUser(request);
      // Leaving is one's own choice; removing someone else is the manager's.
      if (viewer.userId === userId) {
        if (authorizeCorporationPeople(viewer, id) !== 'own') throw new AppError('MEMBER_NOT_FOUND');
      } else authorizeCorporationManager(viewer, id);
      await removeMember(app.db.db, id, userId, { userId: viewer.userId, ip: request.ip }, new Date(app.clock()));
      request.log.info({ actorId: viewer.userId, corporationId: id, userId }, viewer.userId === userId ? 'left a corporation' : 'corporation member removed');
      return { removed: true as const };
    },
  );

  app.post(
    '/:id/transfer-manager',
    {
      schema: {
        tags,
        summary: '관리자 권한 넘기기',
        description:
          '이 법인의 다른 멤버에게 관리자 권한을 줍니다(TRANSFER_TARGET_INVALID). keepSelfAsManager가 false이면 요청한 관리자는 멤버가 됩니다. ' +
          '법인에는 관리자가 한 명 이상 남아야 합니다(LAST_MANAGER). 응답은 바뀐 법인 현황입니다.',
        security,
        params: corporationParamsSchema,
        body: transferManagerRequestSchema,
        response: { 200: corporationOverviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = await requireCorporationManager(app, request, id);
      await transferManager(app.db.db, id, request.body, { userId: viewer.userId, ip: request.ip }, new Date(app.clock()));
      request.log.info({ actorId: viewer.userId, corporationId: id, to: request.body.toUserId }, 'corporation manager role transferred');
      const role = request.body.keepSelfAsManager ? 'MANAGER' : 'MEMBER';
      return overviewFor(app, id, { userId: viewer.userId, role, isAdmin: false });
    },
  );
});
