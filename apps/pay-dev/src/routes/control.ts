import type { FastifyInstance, FastifyReply } from 'fastify';
import { isControllableClock, toKstIso } from '../clock';
import { FORCED_PATHS, type ForcedPath } from '../forced-errors';
import { toTossPayment } from '../payments';
import { describeDelivery } from '../webhooks';
import type { RouteContext } from './context';

type Body = Record<string, unknown>;

function bodyOf(value: unknown): Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
}

function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.status(400).send({ code: 'INVALID_REQUEST', message });
}

function clockState(context: RouteContext): Record<string, unknown> {
  const now = context.clock.now();
  return { now: new Date(now).toISOString(), nowKst: toKstIso(now), controllable: isControllableClock(context.clock) };
}

/**
 * /__control/*: no authentication, for tests and the local developer only (controlEnabled). Nothing
 * here exists at Toss.
 */
export function registerControlRoutes(app: FastifyInstance, context: RouteContext): void {
  const { store, webhooks, forcedErrors } = context;

  app.post('/__control/force-error', async (request, reply) => {
    const body = bodyOf(request.body);
    const { path, code, status, times, message } = body;
    if (typeof path !== 'string' || !(FORCED_PATHS as readonly string[]).includes(path)) return badRequest(reply, `path는 ${FORCED_PATHS.join(', ')} 중 하나여야 합니다.`);
    if (typeof code !== 'string' || !/^[A-Z0-9_]{1,64}$/.test(code)) return badRequest(reply, 'code는 영문 대문자, 숫자, _ 로 된 오류 코드여야 합니다.');
    if (status !== undefined && (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)) return badRequest(reply, 'status는 400~599 사이의 정수여야 합니다.');
    if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 10_000)) return badRequest(reply, 'times는 1 이상의 정수여야 합니다.');
    if (message !== undefined && (typeof message !== 'string' || message.length > 500)) return badRequest(reply, 'message는 500자 이하 문자열이어야 합니다.');
    const queued = forcedErrors.add({
      path: path as ForcedPath,
      code,
      ...(status === undefined ? {} : { status: status as number }),
      ...(times === undefined ? {} : { times: times as number }),
      ...(message === undefined ? {} : { message: message as string }),
    });
    request.log.info({ path, code, times: queued.times }, 'forced error queued');
    return { queued, pending: forcedErrors.list() };
  });

  app.get('/__control/force-error', async () => ({ pending: forcedErrors.list() }));
  app.delete('/__control/force-error', async () => {
    forcedErrors.clear();
    return { pending: [] };
  });

  app.get('/__control/clock', async () => clockState(context));
  app.post('/__control/clock', async (request, reply) => {
    const clock = context.clock;
    if (!isControllableClock(clock)) {
      return reply.status(409).send({ code: 'CLOCK_NOT_CONTROLLABLE', message: '이 서버는 조작할 수 없는 시계(시스템 시계)를 쓰고 있습니다.' });
    }
    const { now, advanceMs } = bodyOf(request.body);
    if (now !== undefined && (typeof now !== 'string' || !Number.isFinite(Date.parse(now)))) return badRequest(reply, 'now는 ISO 8601 시각이어야 합니다.');
    if (advanceMs !== undefined && (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs))) return badRequest(reply, 'advanceMs는 밀리초 단위 숫자여야 합니다.');
    if (typeof now === 'string') clock.set(now);
    if (typeof advanceMs === 'number') clock.advance(advanceMs);
    return clockState(context);
  });

  app.post('/__control/webhooks/flush', async () => ({ attempts: await webhooks.deliverDue() }));
  app.get('/__control/webhooks', async () => ({
    url: webhooks.url,
    deliveries: [...store.webhooks.values()].sort((a, b) => a.createdAt - b.createdAt).map(describeDelivery),
  }));
  app.post('/__control/webhooks/replay', async (request, reply) => {
    const { id, resign } = bodyOf(request.body);
    if (typeof id !== 'string') return badRequest(reply, 'id(웹훅 전송 ID, msg_…)가 필요합니다.');
    const attempt = await webhooks.replay(id, { resign: resign === true });
    if (!attempt) return reply.status(404).send({ code: 'NOT_FOUND_WEBHOOK', message: '해당 웹훅 전송 기록이 없습니다.' });
    return { attempt };
  });

  app.get('/__control/payments', async (request) => {
    const { customerKey } = request.query as { customerKey?: unknown };
    const payments = [...store.payments.values()]
      .filter((payment) => typeof customerKey !== 'string' || payment.customerKey === customerKey)
      .sort((a, b) => a.requestedAt - b.requestedAt)
      .map((payment) => ({ ...toTossPayment(payment, context), customerKey: payment.customerKey, billingKey: payment.billingKey }));
    return { payments };
  });

  app.get('/__control/billing-keys', async (request) => {
    const { customerKey } = request.query as { customerKey?: unknown };
    const billingKeys = [...store.billingKeys.values()]
      .filter((record) => typeof customerKey !== 'string' || record.customerKey === customerKey)
      .map((record) => ({
        billingKey: record.billingKey,
        customerKey: record.customerKey,
        cardCompany: record.card.company,
        cardNumber: record.card.number,
        authenticatedAt: toKstIso(record.authenticatedAt),
        approvedCharges: record.approvedCharges,
        behavior: record.card.behavior,
      }));
    return { billingKeys };
  });

  app.post('/__control/reset', async (request) => {
    store.reset();
    forcedErrors.clear();
    await store.flush();
    request.log.info('sandbox data reset');
    return { ok: true };
  });
}
