import { AppError, corporationParamsSchema, corporationSchema, updateCorporationRequestSchema } from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import { updateCorporation } from '../../../commands/update-corporation';
import { presentCorporation } from '../../../presenters/corporation';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';
import { auditAdminCorporationRead, requireCorporation } from './corporation-access';

const security = [{ bearerAuth: [] }];

/** /api/sejong/v1/corporations: corporate accounts (spec section 7: GET and PUT /corporations/{id}). */
export default resource('/corporations', async (app) => {
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
      config: { csrf: true },
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
