import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version';

export const DOCS_PREFIX = '/api/docs';

/**
 * CSP of the reference page only: every asset comes from the swagger-ui package itself (works
 * offline), the spec is fetched from /api/docs/json, swagger-ui sets inline styles.
 */
const DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/** OpenAPI generated from the zod contracts of every route; browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'SPI API',
          description: 'SPI 상업용 부동산 정보 서비스 API. 모든 오류는 `{ "error": { "code", "message" } }` 형식으로 응답합니다.',
          version: API_VERSION,
        },
        tags: [
          { name: 'system', description: '상태 확인' },
          { name: 'auth', description: '인증과 보안 토큰' },
          { name: 'users', description: '사용자 정보, 설정, 세션' },
          { name: 'migrations', description: '이전 서비스 계정' },
          { name: 'error-reports', description: '웹 오류 보고' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/static/*`] }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_CSP,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      theme: { title: 'SPI API 문서' },
    });
  },
  { name: 'swagger' },
);
