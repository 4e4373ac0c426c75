import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DbHandle } from '@spi/db';
import { koreanErrorMap } from '@spi/core/contracts/korean-error-map';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createContentChangeNotifier, type ContentChangeNotifier } from './adapters/content-change-notifier';
import type { CounterStore } from './adapters/counter-store';
import type { ErrorReportSink } from './adapters/error-report-sink';
import { createMailer } from './adapters/mail';
import type { Mailer } from './adapters/mailer';
import { createMediaStorage, type MediaStorage } from './adapters/media-storage';
import { createReportStorage } from './adapters/report-storage';
import type { PaymentGateway } from './adapters/payment-gateway';
import { createPaymentGateway } from './adapters/toss-gateway';
import { createVideoMetadata, type VideoMetadata } from './adapters/video-metadata';
import { systemClock, type Clock } from './auth/clock';
import type { AppConfig } from './config';
import { AccessLogController, createLogger } from './logger';
import abuseGuard from './plugins/app/abuse-guard';
import auth from './plugins/app/auth';
import closingGuard from './plugins/app/closing-guard';
import csrf from './plugins/app/csrf';
import db from './plugins/app/db';
import errorHandler, { sendError } from './plugins/app/error-handler';
import errorReportSink from './plugins/app/error-report-sink';
import oidc from './plugins/app/oidc';
import responseCache from './plugins/app/response-cache';
import routeGuards from './plugins/app/route-guards';
import sophi from './plugins/app/sophi';
import cookie from './plugins/external/cookie';
import cors from './plugins/external/cors';
import securityHeaders, { apiSecurityHeaders, setBaseHeaders } from './plugins/external/security-headers';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import swagger from './plugins/external/swagger';
import websocket from './plugins/external/websocket';
import routes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Milliseconds since the epoch; every expiry decision reads this clock. */
    clock: Clock;
    /** Tells the web app which cached pages to rebuild after content changed. */
    contentChangeNotifier: ContentChangeNotifier;
    /** Where uploaded media files live (local disk by default). */
    mediaStorage: MediaStorage;
    /** Private fund report files (ADR 019): local disk under config.fundReportsDir by default. */
    reportStorage: MediaStorage;
    /** Outgoing e-mail, recorded in mail_outbox (SMTP in production, the outbox alone locally). */
    mailer: Mailer;
    /** Card billing (Toss Payments, or apps/pay-dev locally). */
    paymentGateway: PaymentGateway;
    /** 시티폴리오 video metadata lookups (ADR 020 §8): local catalogue by default, oEmbed when configured. */
    videoMetadata: VideoMetadata;
  }
}

export type ApiApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database; the caller owns it and closes it after `app.close()`. */
  db: DbHandle;
  /** Defaults to a pino logger built from config; tests pass one writing to a capture stream. */
  logger?: FastifyBaseLogger;
  /** Defaults to the sink chosen by config (webhook or log). */
  errorReportSink?: ErrorReportSink;
  /** Defaults to the system clock; tests move time with a fake one. */
  clock?: Clock;
  /** Defaults to Redis (REDIS_URL) or memory. */
  counterStore?: CounterStore;
  /** Defaults to the web revalidation call (REVALIDATE_SECRET set) or the log. */
  contentChangeNotifier?: ContentChangeNotifier;
  /** Defaults to local disk under config.mediaDir. */
  mediaStorage?: MediaStorage;
  /** Defaults to local disk under config.fundReportsDir. */
  reportStorage?: MediaStorage;
  /** Defaults to the transport chosen by config (MAIL_TRANSPORT). */
  mailer?: Mailer;
  /** Defaults to the gateway chosen by config (PAYMENT_GATEWAY). */
  paymentGateway?: PaymentGateway;
  /** Defaults to the adapter chosen by config (VIDEO_METADATA). */
  videoMetadata?: VideoMetadata;
}

// Validation messages reach users as they are, so they are Korean (schema-level messages still win).
z.config({ localeError: koreanErrorMap });

/**
 * Builds the configured API without listening. Plugins load in order: external (security headers and the request id,
 * CORS, cookies, Redis, rate limit, OpenAPI) -> app (db, error handling, CSRF, auth, failure locks,
 * social-login providers, sinks, response cache and HTTP caching headers) -> routes.
 * The returned instance is not yet `ready()`: tests may still add routes.
 */
export async function buildApp(options: BuildAppOptions): Promise<ApiApp> {
  const { config } = options;
  const baseHeaders = apiSecurityHeaders(config.isProduction);
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    logController: new AccessLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // Shutdown: in-flight requests finish, idle keep-alive sockets close, late arrivals get the
    // closing guard's 503 envelope instead of Fastify's plain body.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Router-level failures (bad percent-encoding, over-long params) skip the error handler.
    frameworkErrors: (error, request, reply) => sendError(error, request, setBaseHeaders(baseHeaders, request, reply)),
  }).withTypeProvider<ZodTypeProvider>();

  // Fastify hands a missing body to the validator as null; zod sees it as absent instead, so optional
  // bodies (`.default({})`) apply and required ones answer 필수 항목입니다.
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return route.httpPart === 'body' ? (data: unknown) => validate(data === null ? undefined : data) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('contentChangeNotifier', options.contentChangeNotifier ?? createContentChangeNotifier(config, app.log));
  app.decorate('mediaStorage', options.mediaStorage ?? createMediaStorage(config));
  app.decorate('reportStorage', options.reportStorage ?? createReportStorage(config));
  app.decorate('paymentGateway', options.paymentGateway ?? createPaymentGateway(config.payments));
  app.decorate('videoMetadata', options.videoMetadata ?? createVideoMetadata(config.videoMetadata));

  await app.register(securityHeaders, { headers: baseHeaders });
  await app.register(cors);
  await app.register(cookie);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(websocket);

  await app.register(db, { handle: options.db });
  app.decorate('mailer', options.mailer ?? (await createMailer(config, options.db.db, app.log, () => app.clock())));
  await app.register(errorHandler);
  await app.register(closingGuard);
  await app.register(csrf);
  await app.register(auth);
  await app.register(routeGuards);
  await app.register(abuseGuard, { store: options.counterStore });
  await app.register(oidc);
  await app.register(errorReportSink, { sink: options.errorReportSink });
  await app.register(responseCache);
  await app.register(sophi);

  await app.register(routes);
  return app;
}
