import {
  AppError,
  corporationOverviewSchema,
  corporationParamsSchema,
  corporationSchema,
  registerCorporationRequestSchema,
  updateCorporationRequestSchema,
} from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import { registerCorporation } from '../../../../commands/corporations/register-corporation';
import { updateCorporation } from '../../../../commands/update-corporation';
import { presentCorporation } from '../../../../presenters/corporation';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';
import { auditAdminCorporationRead, overviewFor, requireCorporation, requireCorporationPeople } from './access';

const security = [{ bearerAuth: [] }];

/**
 * /api/sejong/v1/corporations: corporate accounts — register (POST /), the spec's GET and PUT
 * /corporations/{id}, and the overview the corporation screens read.
 */
export default resource('/corporations', async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['corporations'],
        summary: '법인 등록 (등록한 회원이 법인 관리자가 됩니다)',
        description:
          '사업자등록번호는 검증 번호(마지막 자리)까지 확인해 10자리 숫자로 저장합니다(BUSINESS_NUMBER_INVALID, 이미 등록된 번호는 BUSINESS_NUMBER_TAKEN). ' +
          '이미 법인에 소속된 회원은 등록할 수 없습니다(ALREADY_IN_CORPORATION). 응답은 법인 현황(overview)입니다.',
        security,
        body: registerCorporationRequestSchema,
        response: { 201: corporationOverviewSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const viewer = await app.requireUser(request);
      const now = new Date(app.clock());
      const id = await registerCorporation(app.db.db, request.body, { userId: viewer.userId, ip: request.ip }, now);
      request.log.info({ actorId: viewer.userId, corporationId: id }, 'corporation registered');
      const overview = await overviewFor(app, id, { userId: viewer.userId, role: 'MANAGER', isAdmin: viewer.isAdmin });
      return reply.code(201).send(overview);
    },
  );

  app.get(
    '/:id/overview',
    {
      schema: {
        tags: ['corporations'],
        summary: '법인 현황 (좌석, 멤버, 초대, 자동 참여, 법인 멤버십, 주문)',
        description:
          '그 법인의 관리자와 멤버(좌석 구매 전 포함)가 읽습니다. 멤버에게는 다른 멤버의 이메일, 초대 목록과 주문이 비어 있습니다. ' +
          '관리자(ROLE_ADMIN)는 모든 법인을 읽을 수 있고 감사 기록이 남습니다.',
        security,
        params: corporationParamsSchema,
        response: { 200: corporationOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const context = await requireCorporationPeople(app, request, id);
      const role = context.access === 'own' ? (context.viewer.principal.corporation?.role ?? 'MEMBER') : null;
      const overview = await overviewFor(app, id, { userId: context.viewer.userId, role, isAdmin: context.viewer.isAdmin });
      await auditAdminCorporationRead(app, request, context, id);
      return overview;
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['corporations'],
        summary: '법인 정보',
        description: '그 법인의 법인 멤버(CORPORATION_MEMBER)나 관리자(ROLE_ADMIN, 감사 기록)만 읽을 수 있습니다.',
        security,
        params: corporationParamsSchema,
        response: { 200: corporationSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const context = await requireCorporation(app, request, id, 'read');
      const [row] = await app.db.db.select().from(schema.corporations).where(eq(schema.corporations.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      await auditAdminCorporationRead(app, request, context, id);
      return presentCorporation(row);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['corporations'],
        summary: '법인 정보 수정 (담당자 이름, 연락처, 주소, 이메일)',
        description: '그 법인의 법인 관리자(CORPORATION_MANAGER)나 관리자(ROLE_ADMIN)만 바꿀 수 있으며, 바뀐 항목 이름이 감사 기록에 남습니다.',
        security,
        params: corporationParamsSchema,
        body: updateCorporationRequestSchema,
        response: { 200: corporationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { viewer, access } = await requireCorporation(app, request, id, 'update');
      const { corporationId, ...fields } = request.body;
      if (corporationId !== id) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          location: 'body',
          issues: [{ path: 'corporationId', message: '요청한 법인 ID가 주소의 법인 ID와 다릅니다.' }],
        });
      }
      const row = await updateCorporation(app.db.db, id, fields, { actorId: viewer.userId, ip: request.ip, access }, app.clock());
      return presentCorporation(row);
    },
  );
});
