import {
  AppError,
  DEV_GATE_ATTEMPTS,
  DEV_GATE_COOKIE,
  devGateRequestSchema,
  devGateResponseSchema,
  devGateStatusSchema,
  devGateWrongKeyMessage,
} from '@spi/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEV_GATE_ATTEMPTS_COOKIE, setBrowserSessionCookie } from '../../auth/cookies';
import { hmac, safeEqual, sha256 } from '../../auth/secrets';
import { authRateLimit, errorResponses } from '../responses';

/** Failed keys per IP are remembered this long (the browser's own count lasts its session). */
const IP_FAILURE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The development gate of spec sections 4 and 8 (non-production only, when DEV_GATE_KEY is set). The
 * grant is an HMAC in the session cookie spi-dev-gate; the web proxy asks GET /api/auth/dev-gate
 * whether the browser holds it. Five wrong keys block the browser and its IP.
 */
const devGateRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = app.config.devGateKey;
  const secret = app.config.jwtSecret;
  const grantValue = key ? hmac(secret, `dev-gate:${sha256(key)}`) : '';
  const attemptsValue = (count: number) => `${count}.${hmac(secret, `dev-gate-attempts:${count}`)}`;

  function browserFailures(request: FastifyRequest): number {
    const [count, signature] = (request.cookies[DEV_GATE_ATTEMPTS_COOKIE] ?? '').split('.');
    const n = Number(count);
    return Number.isInteger(n) && n > 0 && signature && safeEqual(attemptsValue(n), `${count}.${signature}`) ? n : 0;
  }
  async function failures(request: FastifyRequest): Promise<number> {
    return Math.max(browserFailures(request), await app.counterStore.get(`devgate:${request.ip}`));
  }
  const granted = (request: FastifyRequest) => Boolean(key) && safeEqual(request.cookies[DEV_GATE_COOKIE] ?? '', grantValue);

  app.get(
    '/dev-gate',
    {
      schema: {
        tags: ['auth'],
        summary: '개발 서버 접근 키 상태',
        description: '개발 서버 게이트가 켜져 있는지, 이 브라우저가 키를 통과했는지, 남은 시도 횟수를 돌려줍니다.',
        response: { 200: devGateStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!key) return { required: false, granted: true, attemptsLeft: DEV_GATE_ATTEMPTS, blocked: false };
      const failed = await failures(request);
      return { required: true, granted: granted(request), attemptsLeft: Math.max(0, DEV_GATE_ATTEMPTS - failed), blocked: failed >= DEV_GATE_ATTEMPTS };
    },
  );

  app.post(
    '/dev-gate',
    {
      config: authRateLimit(app.config.authRateLimit),
      schema: {
        tags: ['auth'],
        summary: '개발 서버 접근 키 확인',
        description: '키가 맞으면 브라우저 세션 쿠키 `spi-dev-gate`를 설정합니다. 틀리면 `잘못된 키입니다. (n/5)`, 5번 실패하면 423으로 차단됩니다.',
        body: devGateRequestSchema,
        response: { 200: devGateResponseSchema, ...errorResponses(400, 401, 423, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!key) return { granted: true as const };
      if ((await failures(request)) >= DEV_GATE_ATTEMPTS) throw new AppError('DEV_GATE_BLOCKED');
      // Hashing first makes the comparison constant-time whatever the lengths.
      if (safeEqual(sha256(request.body.key), sha256(key))) {
        setBrowserSessionCookie(reply, app.config, DEV_GATE_COOKIE, grantValue);
        reply.clearCookie(DEV_GATE_ATTEMPTS_COOKIE, { path: '/' });
        await app.counterStore.delete(`devgate:${request.ip}`);
        return { granted: true as const };
      }
      const browser = browserFailures(request) + 1;
      const ip = await app.counterStore.increment(`devgate:${request.ip}`, IP_FAILURE_WINDOW_MS);
      setBrowserSessionCookie(reply, app.config, DEV_GATE_ATTEMPTS_COOKIE, attemptsValue(browser));
      const failed = Math.max(browser, ip);
      request.log.warn({ failed }, 'wrong dev gate key');
      if (failed >= DEV_GATE_ATTEMPTS) throw new AppError('DEV_GATE_BLOCKED');
      throw new AppError('DEV_GATE_INVALID_KEY', devGateWrongKeyMessage(failed, DEV_GATE_ATTEMPTS));
    },
  );
};

export default devGateRoutes;
