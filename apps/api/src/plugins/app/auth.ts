import { ACCESS_TOKEN_COOKIE, AppError, can, checkPageAccess, type Action, GUEST, GUEST_PRINCIPAL, type PageAccess, type Principal, type Viewer } from '@spi/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TokenError, TokenService } from '../../auth/token-service';
import { loadSessionViewer, type SignedInViewer } from '../../loaders/load-viewer';

export type RequestViewer = (Viewer & { user: null; info: null; userId: null; sessionId: null; principal: Principal }) | SignedInViewer;

const GUEST_VIEWER: RequestViewer = { ...GUEST, user: null, info: null, userId: null, sessionId: null, principal: GUEST_PRINCIPAL };

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The signed-in viewer, or 401 (UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_INVALID, SESSION_REVOKED). */
    requireUser(request: FastifyRequest): Promise<SignedInViewer>;
    /** Applies the page-access rules of packages/core to the viewer: 401/403 with the stable codes. */
    requireAccess(request: FastifyRequest, access: PageAccess): Promise<RequestViewer>;
    /** The signed-in viewer allowed `action` by core `can()`, or 401 for a guest and 403 with the decision's code. */
    requireCan(request: FastifyRequest, action: Action): Promise<SignedInViewer>;
  }
  interface FastifyRequest {
    /** Who is calling, resolved once per request on first use; a bad token throws 401. */
    viewer(): Promise<RequestViewer>;
    viewerPromise: Promise<RequestViewer> | null;
  }
}

/** The access token of a request: `Authorization: Bearer`, else the spi-accessToken cookie. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (bearer) return bearer[1];
  return request.cookies[ACCESS_TOKEN_COOKIE] || undefined;
}

/**
 * Authentication. Unsafe requests are covered by the CSRF plugin on every route unless it opts out with
 * `config: { csrf: false }` (ADR 013); Bearer requests cannot be forged cross-site and skip it.
 */
export default fp(
  async (app) => {
    const tokens = new TokenService({ secret: app.config.jwtSecret, issuer: app.config.jwtIssuer, audience: app.config.jwtAudience, clock: app.clock });
    app.decorate('tokens', tokens);

    async function resolveViewer(request: FastifyRequest): Promise<RequestViewer> {
      const token = accessTokenOf(request);
      if (!token) return GUEST_VIEWER;
      let claims;
      try {
        claims = await tokens.verifyAccessToken(token);
      } catch (err) {
        const reason = err instanceof TokenError ? err.reason : 'invalid';
        if (reason === 'expired') {
          request.log.info('expired access token');
          throw new AppError('TOKEN_EXPIRED');
        }
        // Spec section 8: an invalid access token logs a warning (never the token itself).
        request.log.warn({ source: request.headers.authorization ? 'bearer' : 'cookie' }, 'invalid access token');
        throw new AppError('TOKEN_INVALID');
      }
      const viewer = await loadSessionViewer(app.db.db, claims.sub, claims.sid, app.clock());
      if (!viewer) throw new AppError('SESSION_REVOKED');
      return viewer;
    }

    app.decorateRequest('viewerPromise', null);
    app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
      this.viewerPromise ??= resolveViewer(this);
      return this.viewerPromise;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const viewer = await request.viewer();
      if (!viewer.userId) throw new AppError('UNAUTHENTICATED');
      return viewer;
    });

    app.decorate('requireAccess', async (request: FastifyRequest, access: PageAccess) => {
      const viewer = await request.viewer();
      const decision = checkPageAccess(access, viewer.principal, request.url);
      if (!decision.allowed) throw new AppError(decision.code, decision.message);
      return viewer;
    });

    app.decorate('requireCan', async (request: FastifyRequest, action: Action) => {
      const viewer = await app.requireUser(request);
      const decision = can(viewer.principal, action);
      if (!decision.allowed) throw new AppError(decision.code, decision.message);
      return viewer;
    });
  },
  { name: 'auth', dependencies: ['db', 'cookie'], decorators: { fastify: ['config', 'clock'] } },
);
