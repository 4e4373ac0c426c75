import { createHash } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { TEST_CARDS } from './cards';
import { ControllableClock, systemClock, type Clock } from './clock';
import {
  DEFAULT_BASE_URL,
  DEFAULT_CLIENT_KEY,
  DEFAULT_MID,
  DEFAULT_SECRET_KEY,
  DEFAULT_WEBHOOK_SECRET,
  DEFAULT_WEBHOOK_URL,
  normalizeBaseUrl,
  validateKey,
  validateWebhookSecret,
  validateWebhookUrl,
} from './config';
import { tossError } from './errors';
import { ForcedErrors } from './forced-errors';
import { renderIndexPage } from './html';
import { IdempotencyGuard } from './idempotency';
import { PayStore } from './store';
import { WebhookDispatcher } from './webhooks';
import { registerBillingAuthRoutes } from './routes/billing-auth';
import { registerBillingRoutes } from './routes/billing';
import type { RouteContext } from './routes/context';
import { registerControlRoutes } from './routes/control';
import { cspNonce, sendErrorPage, sendHtml } from './routes/html-reply';
import { registerPaymentRoutes } from './routes/payments';
import { registerReceiptRoutes } from './routes/receipts';
import { registerAuth } from './routes/toss-route';

export interface PayDevServerOptions {
  /**
   * Public base URL (receipt URLs). Default: the address the server listens on once it listens
   * (`http://127.0.0.1:<port>`), http://localhost:4002 before that.
   */
  baseUrl?: string;
  /** Default `test_sk_spi_local`. */
  secretKey?: string;
  /** Default `test_ck_spi_local`. */
  clientKey?: string;
  /** Where webhooks go; null creates none. Default http://127.0.0.1:4000/api/sejong/v1/payments/webhook. */
  webhookUrl?: string | null;
  /** `whsec_<base64 key>`; default DEFAULT_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** JSON file for billing keys, payments, idempotency records and webhook deliveries; unset keeps them in memory. */
  dataFile?: string;
  /** Serve /__control/*; default true. */
  controlEnabled?: boolean;
  /**
   * The clock for everything time-based. A ControllableClock can be moved through /__control/clock.
   * Default: a running ControllableClock (real time plus an offset) when control is enabled, else the system clock.
   */
  clock?: Clock;
  /** Deliver due webhooks on a timer this often; default false (deliver only on flush, as tests want). */
  webhookIntervalMs?: number | false;
  /** Merchant id in answers; default `tspilocal`. */
  mId?: string;
  /** Fastify logger options; default false (silent). Paths only, never keys or query strings. */
  logger?: FastifyServerOptions['logger'];
}

/** What the server knows about itself, for the entry point and for tests. */
export interface PayDevInfo {
  readonly baseUrl: string;
  readonly secretKey: string;
  readonly clientKey: string;
  readonly webhookUrl: string | null;
  readonly webhookSecret: string;
  readonly controlEnabled: boolean;
  readonly clock: Clock;
  readonly store: PayStore;
  readonly webhooks: WebhookDispatcher;
  readonly forcedErrors: ForcedErrors;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildPayDevServer. */
    payDev: PayDevInfo;
  }
}

/** The server built by buildPayDevServer (already registered; call listen()). */
export type PayDevServer = FastifyInstance;

const BODY_LIMIT_BYTES = 64 * 1024;

function pathOnly(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

/** Builds a configured server without listening. */
export async function buildPayDevServer(options: PayDevServerOptions = {}): Promise<PayDevServer> {
  const explicitBaseUrl = options.baseUrl === undefined ? undefined : normalizeBaseUrl(options.baseUrl);
  const secretKey = validateKey('secretKey', options.secretKey ?? DEFAULT_SECRET_KEY);
  const clientKey = validateKey('clientKey', options.clientKey ?? DEFAULT_CLIENT_KEY);
  const webhookUrl = options.webhookUrl === null ? null : validateWebhookUrl(options.webhookUrl ?? DEFAULT_WEBHOOK_URL);
  const webhookSecret = validateWebhookSecret(options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET);
  const controlEnabled = options.controlEnabled ?? true;
  const clock = options.clock ?? (controlEnabled ? new ControllableClock() : systemClock);

  const loggerOption = options.logger ?? false;
  const logger: FastifyServerOptions['logger'] =
    loggerOption === false
      ? false
      : {
          ...(loggerOption === true ? {} : loggerOption),
          serializers: {
            // Query strings can carry customer keys and auth keys: log paths only.
            req: (request: { method?: string; url?: string }) => ({ method: request.method, url: pathOnly(request.url) }),
            res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
          },
        };

  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });

  const store = await PayStore.open({ dataFile: options.dataFile, warn: (message) => app.log.warn(message) });
  const webhooks = new WebhookDispatcher({ store, clock, url: webhookUrl, secret: webhookSecret, log: app.log });
  const forcedErrors = new ForcedErrors();

  const context: RouteContext = {
    store,
    clock,
    webhooks,
    mId: options.mId ?? DEFAULT_MID,
    baseUrl: explicitBaseUrl ?? DEFAULT_BASE_URL,
    secretKey,
    clientKey,
    idempotencyScope: createHash('sha256').update(secretKey).digest('base64url').slice(0, 16),
    idempotency: new IdempotencyGuard(store, clock),
    forcedErrors,
  };
  const info: PayDevInfo = {
    get baseUrl() {
      return context.baseUrl;
    },
    secretKey,
    clientKey,
    webhookUrl,
    webhookSecret,
    controlEnabled,
    clock,
    store,
    webhooks,
    forcedErrors,
  };
  app.decorate('payDev', info);

  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });

  app.addHook('onListen', async () => {
    if (explicitBaseUrl !== undefined) return;
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) return;
    const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
    context.baseUrl = `http://${host}:${address.port}`;
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  // Expired idempotency records and auth keys go before each API call.
  app.addHook('onRequest', async () => {
    store.prune(clock.now());
  });
  app.addHook('onClose', async () => {
    webhooks.close();
    await store.flush();
  });

  const isHtmlRoute = (request: FastifyRequest) => (request.routeOptions.config as { kind?: string } | undefined)?.kind === 'html';
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: status, code: (error as { code?: string }).code }, 'request rejected');
    if (isHtmlRoute(request)) {
      return sendErrorPage(reply, status >= 500 ? 500 : 400, {
        heading: status >= 500 ? '서버 오류가 발생했습니다' : '요청을 처리할 수 없습니다',
        message: status >= 500 ? '잠시 후 다시 시도하세요. 계속되면 결제 샌드박스 로그를 확인하세요.' : '요청 형식이 올바르지 않습니다. 서비스에서 카드 등록을 다시 시작하세요.',
        code: status >= 500 ? 'FAILED_INTERNAL_SYSTEM_PROCESSING' : 'INVALID_REQUEST',
      });
    }
    const answer = status >= 500 ? tossError('FAILED_INTERNAL_SYSTEM_PROCESSING') : tossError('INVALID_REQUEST', status === 413 ? '요청 본문이 너무 큽니다.' : '잘못된 요청입니다. 요청 본문은 JSON(Content-Type: application/json)이어야 합니다.');
    return reply.status(answer.status).send(answer.toBody());
  });
  app.setNotFoundHandler((_request, reply) => {
    const error = tossError('NOT_FOUND');
    return reply.status(error.status).send(error.toBody());
  });

  app.get('/', { config: { kind: 'html' } }, async (_request, reply) => {
    const nonce = cspNonce();
    return sendHtml(reply, 200, renderIndexPage({ cspNonce: nonce, baseUrl: context.baseUrl, testCards: TEST_CARDS, controlEnabled }), nonce);
  });
  app.get('/healthz', async () => ({ status: 'ok' }));

  registerAuth(app, context);
  registerBillingAuthRoutes(app, context);
  registerBillingRoutes(app, context);
  registerPaymentRoutes(app, context);
  registerReceiptRoutes(app, context);
  if (controlEnabled) registerControlRoutes(app, context);

  if (options.webhookIntervalMs !== undefined && options.webhookIntervalMs !== false) webhooks.start(options.webhookIntervalMs);
  return app;
}
