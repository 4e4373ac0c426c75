import { adminDashboardQuerySchema, adminDashboardSchema } from '@spi/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardPeriod, loadAdminDashboard } from '../../../../loaders/operations/dashboard';
import { presentAdminDashboard } from '../../../../presenters/operations/dashboard';
import { errorResponses } from '../../../responses';
import { ADMIN_ACCESS, security } from './shared';

const tags = ['admin-dashboard'];

/** /api/seoul/v1/admin/dashboard (ADR 022): ROLE_ADMIN only, checked per route on top of the group's editor check. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await app.requireAccess(request, ADMIN_ACCESS);
  });

  app.get('/dashboard', {
    schema: {
      tags,
      summary: '운영 대시보드 (신규 가입, 유효 회원, 순매출, 인기 아티클·리츠, 최근 오류, 답변 대기 문의, 페이지뷰)',
      description: '최근 days일(7, 30, 90; 오늘 포함, 서울 기준 날짜)의 날짜별 수치와 합계입니다. 활동이 없는 날은 0입니다. 순매출은 결제 완료 금액에서 환불액을 뺀 원 단위 금액입니다. 관리자(ROLE_ADMIN) 전용.',
      security,
      querystring: adminDashboardQuerySchema,
      response: { 200: adminDashboardSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const now = new Date(app.clock());
    const data = await loadAdminDashboard(app.db.db, dashboardPeriod(request.query.days, now), now);
    reply.header('cache-control', 'private, no-store');
    return presentAdminDashboard(data);
  });
};
export default routes;
