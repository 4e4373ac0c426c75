import {
  acceptInvitationResponseSchema,
  autoJoinRequestSchema,
  corporationOverviewSchema,
  corporationParamsSchema,
  joinableCorporationsResponseSchema,
} from '@spi/core';
import { joinByDomain, loadJoinableCorporations, setAutoJoin } from '../../../../commands/corporations/auto-join';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';
import { requireCorporationManager } from './access';

const security = [{ bearerAuth: [] }];
const tags = ['corporations'];

/** /api/sejong/v1/corporations: joining by a verified company e-mail domain (auto-join). */
export default resource('/corporations', async (app) => {
  app.put(
    '/:id/auto-join',
    {
      schema: {
        tags,
        summary: '회사 이메일 도메인으로 자동 참여 설정 (관리자)',
        description:
          '도메인은 관리자 본인의 로그인 이메일 도메인과 같아야 하고(DOMAIN_NOT_VERIFIED), 공용 메일 도메인은 쓸 수 없으며(DOMAIN_PUBLIC_MAIL), ' +
          '다른 법인이 쓰는 도메인도 쓸 수 없습니다(DOMAIN_TAKEN). domain이 null이면 설정을 지웁니다.',
        security,
        params: corporationParamsSchema,
        body: autoJoinRequestSchema,
        response: { 200: corporationOverviewSchema.shape.autoJoin, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const viewer = await requireCorporationManager(app, request, id);
      return setAutoJoin(app.db.db, id, request.body, { userId: viewer.userId, ip: request.ip }, new Date(app.clock()));
    },
  );

  app.get(
    '/joinable',
    {
      schema: {
        tags,
        summary: '내 이메일 도메인으로 참여할 수 있는 법인',
        description: '자동 참여를 켠 법인 가운데 로그인 이메일 도메인이 같은 법인입니다. 이미 법인에 소속되어 있으면 비어 있습니다.',
        security,
        response: { 200: joinableCorporationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      return { corporations: await loadJoinableCorporations(app.db.db, viewer.userId) };
    },
  );

  app.post(
    '/:id/join',
    {
      schema: {
        tags,
        summary: '회사 이메일 도메인으로 법인에 참여',
        description:
          '자동 참여가 꺼져 있거나 도메인이 다르면 AUTO_JOIN_NOT_ALLOWED. 그 밖에는 초대 수락과 같은 규칙입니다 ' +
          '(ALREADY_IN_CORPORATION, CORPORATION_JOIN_SUBSCRIPTION_ACTIVE, SEAT_LIMIT_REACHED).',
        security,
        params: corporationParamsSchema,
        response: { 200: acceptInvitationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const result = await joinByDomain(app.db.db, request.params.id, { userId: viewer.userId, ip: request.ip }, new Date(app.clock()));
      request.log.info({ actorId: viewer.userId, corporationId: result.corporationId }, 'joined a corporation by domain');
      return result;
    },
  );
});
