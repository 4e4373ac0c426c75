import {
  AppError,
  errorEnvelope,
  type ErrorCode,
  type ErrorEnvelope,
  type ValidationErrorDetails,
} from '@spi/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { createErrorMonitor, type ErrorMonitor } from '../../adapters/error-monitor';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sentry-compatible reporting of 5xx errors; null unless SENTRY_DSN is set. */
    errorMonitor: ErrorMonitor | null;
  }
}

export interface ErrorResponse {
  status: number;
  body: ErrorEnvelope;
}

/** Fastify's own request errors, by their code. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** Any other client error, by its status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const VALIDATION_LOCATIONS = new Set<ValidationErrorDetails['location']>(['body', 'querystring', 'params', 'headers']);

function validationDetails(error: FastifyError): ValidationErrorDetails {
  const context = error.validationContext as ValidationErrorDetails['location'] | undefined;
  const location = context && VALIDATION_LOCATIONS.has(context) ? context : 'body';
  const issues = (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.split('/').filter(Boolean).join('.'),
    message: issue.message ?? '입력값이 올바르지 않습니다.',
  }));
  return { location, issues };
}

/**
 * Maps anything thrown during a request to a status and the error envelope. Only AppError messages and
 * catalogue texts reach the client; the text of an unexpected error never does.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    return { status: error.status, body: errorEnvelope(error.code, error.message, error.details) };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (hasZodFastifySchemaValidationErrors(error) || fastifyError?.code === 'FST_ERR_VALIDATION') {
    return { status: 400, body: errorEnvelope('VALIDATION_FAILED', undefined, validationDetails(error as FastifyError)) };
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  const frameworkCode = fastifyError?.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  if (frameworkCode) return { status: status >= 400 && status < 500 ? status : 400, body: errorEnvelope(frameworkCode) };
  if (status >= 400 && status < 500) return { status, body: errorEnvelope(STATUS_CODES[status] ?? 'BAD_REQUEST') };
  if (status === 503) return { status, body: errorEnvelope('SERVICE_UNAVAILABLE') };
  return { status: 500, body: errorEnvelope('INTERNAL_ERROR') };
}

function logError(error: unknown, request: FastifyRequest, response: ErrorResponse): void {
  // The body is logged through the logger's redaction (tokens, passwords, the payment field).
  if (response.status >= 500) {
    request.log.error({ err: error, body: request.body }, 'request failed');
  } else {
    const reason = error instanceof Error ? error.message : String(error);
    request.log.info({ errorCode: response.body.error.code, reason, body: request.body }, 'request rejected');
  }
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const response = toErrorResponse(error);
  logError(error, request, response);
  return reply.code(response.status).send(response.body);
}

/**
 * The one error handler and not-found handler of the API: every failure leaves as the envelope; 5xx
 * failures are also reported to the error monitor when one is configured.
 */
export default fp(
  async (app) => {
    const monitor = await createErrorMonitor(app.config);
    app.decorate('errorMonitor', monitor);
    if (monitor) app.addHook('onClose', async () => monitor.close());
    app.setErrorHandler((error, request, reply) => {
      const sent = sendError(error, request, reply);
      if (monitor && reply.statusCode >= 500) {
        try {
          monitor.capture(error, request);
        } catch (captureError) {
          request.log.warn({ err: captureError }, 'error monitor capture failed');
        }
      }
      return sent;
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorEnvelope('ROUTE_NOT_FOUND')));
  },
  { name: 'error-handler', decorators: { fastify: ['config'] } },
);
