import { auditLogQuerySchema, auditLogResponseSchema, ROLES } from '@spi/core';
import { loadAuditLog } from '../../../loaders/load-audit-log';
import { presentAuditEntry } from '../../../presenters/audit-entry';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

const security = [{ bearerAuth: [] }];
const ADMIN_ACCESS = { role: [ROLES.admin] };

/** /api/sejong/v1/admin: ROLE_ADMIN only (401 for a guest, 403 ACCESS_ROLE_REQUIRED otherwise). */
export default resource('/admin', async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: '감사 기록 (최신순)',
        description: '누가 무엇을 읽고 바꿨는지. page는 0부터 시작하며 pagination.count는 전체 건수입니다.',
        security,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await app.requireAccess(request, ADMIN_ACCESS);
      const { page, size } = request.query;
      const { rows, count } = await loadAuditLog(app.db.db, page, size);
      return { data: rows.map(presentAuditEntry), pagination: { page, size, count } };
    },
  );
});
