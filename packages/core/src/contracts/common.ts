import { z } from 'zod';

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'VALIDATION_FAILED' }),
      message: z.string().meta({ example: '입력값을 다시 확인해 주세요.' }),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorEnvelope', description: '모든 오류 응답의 공통 형식' });

/** `error.details` of a VALIDATION_FAILED response: which part of the request, and each field's problem. */
export const validationErrorDetailsSchema = z.object({
  location: z.enum(['body', 'querystring', 'params', 'headers']),
  issues: z.array(z.object({ path: z.string().meta({ example: 'errMsg' }), message: z.string().meta({ example: '필수 항목입니다.' }) })),
});
export type ValidationErrorDetails = z.infer<typeof validationErrorDetailsSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  version: z.string(),
});

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'error']) }),
  database: z.enum(['pglite', 'postgres']),
});

/** Readiness body when a dependency is down: the readiness fields plus the error envelope. */
export const readinessUnavailableResponseSchema = readinessResponseSchema.extend({
  error: errorEnvelopeSchema.shape.error,
});

/** Error report sent by the web app when it crashes (spec sections 3 and 7: POST /api/slack). */
export const errorReportRequestSchema = z.object({
  user: z.string().max(200).nullable().optional(),
  errMsg: z.string().min(1).max(4000),
  path: z.string().min(1).max(2000),
  queryParam: z.string().max(2000).optional().default(''),
  userIdFromLocalStorage: z.string().max(200).nullable().optional(),
});
export type ErrorReportRequest = z.infer<typeof errorReportRequestSchema>;

export const errorReportResponseSchema = z.object({ received: z.literal(true), reportId: z.string() });

export const csrfResponseSchema = z.object({ csrfToken: z.string() });

