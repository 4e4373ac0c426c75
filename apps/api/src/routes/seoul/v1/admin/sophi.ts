import {
  SOPHI_ENGINE_DESCRIPTIONS, SOPHI_ENGINE_LABELS, sophiFeedbackListQuerySchema, sophiFeedbackListSchema, sophiUnansweredQuerySchema, sophiUsageQuerySchema,
  sophiUsageSchema, toSeoulLocal, type SophiEngine,
} from '@spi/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSophiFeedbackPage, loadSophiUnanswered } from '../../../../loaders/sophi/feedback';
import { loadSophiUsage, sophiUsagePeriod } from '../../../../loaders/sophi/usage';
import { buildSophiUnansweredCsv, presentSophiFeedbackItem, presentSophiUsage } from '../../../../presenters/sophi/admin';
import { errorResponses } from '../../../responses';
import { ADMIN_ACCESS, security } from './shared';

const tags = ['admin-sophi'];

/**
 * The engine answering now: the Sophi plugin's engine when it is there, else what the configuration
 * selects (the same labels the panel shows).
 */
function engineInfo(app: FastifyInstance): SophiEngine {
  if (app.hasDecorator('sophi') && app.sophi.engine) return app.sophi.engine.info;
  const kind = app.config.sophi.engine;
  return { kind, label: SOPHI_ENGINE_LABELS[kind], description: SOPHI_ENGINE_DESCRIPTIONS[kind], model: kind === 'openai' ? app.config.sophi.llm.model : null };
}

/**
 * /admin/sophi: usage, feedback and the export of questions without a good answer (ADR 021). The admin
 * group lets editors in; these figures and texts of readers' questions are for administrators only.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await app.requireAccess(request, ADMIN_ACCESS);
  });
  const now = () => new Date(app.clock());

  app.get('/sophi/usage', {
    schema: {
      tags,
      summary: 'Sophi 이용 현황 (서울 기준 일별: 질문, 회원, 비회원, 답변 결과, 토큰, 평균 첫 응답 시간, 평가)',
      description: '최근 days일(오늘 포함)의 날짜별 수치와 기간 합계입니다. 활동이 없는 날은 0으로 표시합니다. 관리자(ROLE_ADMIN) 전용.',
      security,
      querystring: sophiUsageQuerySchema,
      response: { 200: sophiUsageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const usage = await loadSophiUsage(app.db.db, sophiUsagePeriod(request.query.days, now()));
    reply.header('cache-control', 'private, no-store');
    return presentSophiUsage(usage, engineInfo(app));
  });

  app.get('/sophi/feedback', {
    schema: {
      tags,
      summary: 'Sophi 답변 평가 목록 (최신순, 평가별 필터, 페이지는 0부터)',
      security,
      querystring: sophiFeedbackListQuerySchema,
      response: { 200: sophiFeedbackListSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const { rating, page, size } = request.query;
    const { rows, total } = await loadSophiFeedbackPage(app.db.db, { rating, page, size });
    reply.header('cache-control', 'private, no-store');
    return { items: rows.map(presentSophiFeedbackItem), total, page, size };
  });

  app.get('/sophi/unanswered.csv', {
    schema: {
      tags,
      summary: '답변 못한 질문 CSV 내려받기 (근거 부족, 실패, 👎 평가; UTF-8 BOM)',
      description: `열: 일시(KST), 질문, 답변 상태, 근거, 평가, 의견, 페이지, 엔진. 최신순. 수식으로 읽힐 수 있는 셀은 앞에 '를 붙입니다.`,
      security,
      querystring: sophiUnansweredQuerySchema,
      response: { ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const period = sophiUsagePeriod(request.query.days, now());
    const rows = await loadSophiUnanswered(app.db.db, period.start, period.end);
    const fileName = `sophi-unanswered-${toSeoulLocal(now()).slice(0, 10).replaceAll('-', '')}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(buildSophiUnansweredCsv(rows) as never);
  });
};
export default routes;
