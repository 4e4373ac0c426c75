import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { SignJWT } from 'jose';
import { AccountStore, AccountValidationError, type Account } from './accounts';
import { DEFAULT_BASE_URL, DEFAULT_CLIENTS, normalizeBaseUrl, validateClients, type ClientConfig } from './config';
import { CODE_TTL_MS, GrantStore, type PendingAuthorization } from './grants';
import { contentSecurityPolicy, formActionSource, renderAuthorizePage, renderErrorPage, renderIndexPage } from './html';
import { createSigningKey, SIGNING_ALG, type SigningKey } from './keys';
import { discoveryDocument, issuerFor, PROVIDER_IDS, PROVIDERS, type ProviderDefinition, type ProviderId } from './providers';

export interface OidcDevServerOptions {
  /** Public base URL; the issuers are `${baseUrl}/kakao` and `${baseUrl}/google`. Default http://localhost:4001. */
  baseUrl?: string;
  /** Registered clients; default: the two `spi-local-*` clients. */
  clients?: ClientConfig[];
  /** JSON file for accounts created in the UI; unset keeps them in memory. */
  dataFile?: string;
  /**
   * Fastify logger options (pino options, or false/true). Request lines never carry query strings,
   * and no code, token or secret is ever logged. Default: false (silent), as tests want.
   */
  logger?: FastifyServerOptions['logger'];
  /** Clock in milliseconds since the epoch; tests move it forward to expire codes. */
  now?: () => number;
  /** Lifetime of authorization codes; default 60 s. */
  codeTtlSeconds?: number;
}

/** What the server knows about itself, for the entry point and for tests. */
export interface OidcDevInfo {
  baseUrl: string;
  issuers: Record<ProviderId, string>;
  accounts: AccountStore;
  clients: readonly ClientConfig[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildOidcDevServer: base URL, issuers, account store, clients. */
    oidcDev: OidcDevInfo;
  }
}

/** The server built by buildOidcDevServer (already `ready()`: Fastify instances are thenables). */
export type OidcDevServer = FastifyInstance;

type Params = Record<string, unknown>;
type RouteKind = 'html' | 'json';

const BODY_LIMIT_BYTES = 16 * 1024;
/** Upper bounds on echoed request parameters, so a request cannot make the server store megabytes. */
const MAX_PARAM_LENGTH = 2048;
const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

class DuplicateParameterError extends Error {
  constructor(readonly parameter: string) {
    super(`parameter "${parameter}" is included more than once`);
  }
}

/** One request parameter: undefined when absent, an error when repeated (RFC 6749 section 3.1). */
function param(source: Params, name: string): string | undefined {
  const value = source[name];
  if (Array.isArray(value)) throw new DuplicateParameterError(name);
  if (typeof value !== 'string') return undefined;
  return value;
}

function paramsOf(value: unknown): Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {};
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares two strings in time independent of where they differ. */
function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

function pathOnly(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

function sendHtml(reply: FastifyReply, status: number, html: string, nonce: string, formTargets: string[]): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce, formTargets))
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('cross-origin-opener-policy', 'same-origin')
    .send(html);
}

function sendErrorPage(
  reply: FastifyReply,
  status: number,
  page: { provider?: ProviderId; heading: string; message: string; code?: string },
): FastifyReply {
  const nonce = cspNonce();
  return sendHtml(reply, status, renderErrorPage({ ...page, cspNonce: nonce }), nonce, []);
}

/** An OAuth error response (RFC 6749 section 5.2 / RFC 6750 section 3). */
function sendOAuthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').header('pragma', 'no-cache').send({ error, error_description: description });
}

/** Builds a configured server without listening. Keys are generated here, so each build has its own. */
export async function buildOidcDevServer(options: OidcDevServerOptions = {}): Promise<OidcDevServer> {
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL);
  const clients = validateClients(options.clients ?? DEFAULT_CLIENTS.map((client) => ({ ...client })));
  const now = options.now ?? Date.now;
  const grants = new GrantStore(now, (options.codeTtlSeconds ?? CODE_TTL_MS / 1000) * 1000);
  const keys = Object.fromEntries(
    await Promise.all(PROVIDER_IDS.map(async (provider) => [provider, await createSigningKey()] as const)),
  ) as Record<ProviderId, SigningKey>;

  const loggerOption = options.logger ?? false;
  const logger: FastifyServerOptions['logger'] =
    loggerOption === false
      ? false
      : {
          ...(loggerOption === true ? {} : loggerOption),
          serializers: {
            // The query string of an authorization request is not secret, but keep every URL path-only
            // so nothing that is (a code in someone's URL) can ever reach a log line.
            req: (request: { method?: string; url?: string }) => ({ method: request.method, url: pathOnly(request.url) }),
            res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
          },
        };

  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });

  const accounts = await AccountStore.open({ dataFile: options.dataFile, warn: (message) => app.log.warn(message) });
  const info: OidcDevInfo = {
    baseUrl,
    issuers: { kakao: issuerFor(baseUrl, 'kakao'), google: issuerFor(baseUrl, 'google') },
    accounts,
    clients,
  };
  app.decorate('oidcDev', info);

  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  const routeKind = (request: FastifyRequest): RouteKind =>
    (request.routeOptions.config as { kind?: RouteKind } | undefined)?.kind ?? 'json';

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: status, code: (error as { code?: string }).code }, 'request rejected');
    if (routeKind(request) === 'html') {
      return sendErrorPage(reply, status, {
        heading: status >= 500 ? '서버 오류가 발생했습니다' : '요청을 처리할 수 없습니다',
        message: status >= 500 ? '잠시 후 다시 시도하세요. 계속되면 로컬 OIDC 서버 로그를 확인하세요.' : '요청 형식이 올바르지 않습니다. 서비스에서 로그인을 다시 시작하세요.',
        code: status >= 500 ? 'server_error' : 'invalid_request',
      });
    }
    return sendOAuthError(reply, status, status >= 500 ? 'server_error' : 'invalid_request', status >= 500 ? 'internal error' : error.message);
  });

  app.setNotFoundHandler((_request, reply) => sendOAuthError(reply, 404, 'not_found', 'no such endpoint'));

  app.get('/', { config: { kind: 'html' } }, async (_request, reply) => {
    const nonce = cspNonce();
    const all = PROVIDER_IDS.flatMap((provider) => accounts.list(provider));
    return sendHtml(reply, 200, renderIndexPage({ cspNonce: nonce, baseUrl, accounts: all }), nonce, []);
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  for (const provider of PROVIDER_IDS) {
    registerProvider(app, {
      definition: PROVIDERS[provider],
      baseUrl,
      issuer: info.issuers[provider],
      clients: clients.filter((client) => client.provider === provider),
      accounts,
      grants,
      key: keys[provider],
      now,
    });
  }

  return app;
}

interface ProviderContext {
  definition: ProviderDefinition;
  baseUrl: string;
  issuer: string;
  clients: ClientConfig[];
  accounts: AccountStore;
  grants: GrantStore;
  key: SigningKey;
  now: () => number;
}

function registerProvider(app: FastifyInstance, context: ProviderContext): void {
  const { definition, issuer, accounts, grants, key, now } = context;
  const provider = definition.id;
  const paths = definition.paths;
  const findClient = (clientId: string | undefined) => (clientId === undefined ? undefined : context.clients.find((client) => client.clientId === clientId));

  /** Sends the person back to the client with an error (only once client and redirect URI are trusted). */
  const redirectWithError = (reply: FastifyReply, redirectUri: string, error: string, description: string, state: string | undefined) => {
    const url = new URL(redirectUri);
    url.searchParams.set('error', error);
    url.searchParams.set('error_description', description);
    if (state !== undefined) url.searchParams.set('state', state);
    url.searchParams.set('iss', issuer);
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url.href, 302);
  };

  const renderChooser = (
    reply: FastifyReply,
    status: number,
    pending: PendingAuthorization,
    extra: { values?: { email: string; nickname: string }; errors?: AccountValidationError['errors']; createdSub?: string } = {},
  ) => {
    const nonce = cspNonce();
    const html = renderAuthorizePage({
      provider,
      cspNonce: nonce,
      action: paths.decision,
      transactionId: pending.id,
      clientId: pending.clientId,
      redirectUri: pending.redirectUri,
      accounts: accounts.list(provider),
      ...extra,
    });
    return sendHtml(reply, status, html, nonce, ["'self'", formActionSource(pending.redirectUri)]);
  };

  // Discovery and keys.
  app.get(paths.discovery, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send(discoveryDocument(context.baseUrl, provider)),
  );
  app.get(paths.jwks, async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ keys: [key.publicJwk] }));

  // Authorization endpoint (GET and, as OIDC Core 3.1.2.1 requires, POST).
  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const source = request.method === 'POST' ? paramsOf(request.body) : paramsOf(request.query);
    let clientId: string | undefined;
    let redirectUri: string | undefined;
    try {
      clientId = param(source, 'client_id');
      redirectUri = param(source, 'redirect_uri');
    } catch (error) {
      if (!(error instanceof DuplicateParameterError)) throw error;
      return sendErrorPage(reply, 400, { provider, heading: '잘못된 로그인 요청입니다', message: `요청에 ${error.parameter} 값이 여러 번 들어 있습니다.`, code: 'invalid_request' });
    }

    // Until client and redirect URI are verified, never redirect anywhere: show a page instead.
    const client = findClient(clientId);
    if (!client) {
      request.log.info({ provider }, 'authorization request for an unknown client');
      return sendErrorPage(reply, 400, {
        provider,
        heading: '등록되지 않은 클라이언트입니다',
        message: clientId
          ? `client_id "${clientId}"는 이 로컬 제공자에 등록되어 있지 않습니다. OIDC_DEV_CLIENTS 설정을 확인하세요.`
          : '요청에 client_id가 없습니다.',
        code: 'invalid_client',
      });
    }
    if (redirectUri === undefined || !client.redirectUris.includes(redirectUri)) {
      request.log.info({ provider, clientId: client.clientId }, 'authorization request with an unregistered redirect_uri');
      return sendErrorPage(reply, 400, {
        provider,
        heading: '등록되지 않은 리디렉션 URI입니다',
        message: redirectUri
          ? `redirect_uri "${redirectUri}"는 클라이언트 ${client.clientId}에 등록된 주소와 정확히 일치하지 않습니다. 등록된 주소: ${client.redirectUris.join(', ')}`
          : '요청에 redirect_uri가 없습니다.',
        code: 'redirect_uri_mismatch',
      });
    }

    let state: string | undefined;
    try {
      state = param(source, 'state');
      const responseType = param(source, 'response_type');
      const scope = param(source, 'scope');
      const nonce = param(source, 'nonce');
      const codeChallenge = param(source, 'code_challenge');
      const codeChallengeMethod = param(source, 'code_challenge_method');
      const responseMode = param(source, 'response_mode');
      const prompt = param(source, 'prompt');
      const fail = (error: string, description: string) => redirectWithError(reply, redirectUri, error, description, state);

      if (param(source, 'request') !== undefined) return fail('request_not_supported', 'request objects are not supported');
      if (param(source, 'request_uri') !== undefined) return fail('request_uri_not_supported', 'request_uri is not supported');
      if (responseType === undefined) return fail('invalid_request', 'response_type is required');
      if (responseType !== 'code') return fail('unsupported_response_type', 'only response_type=code is supported');
      if (responseMode !== undefined && responseMode !== 'query') return fail('invalid_request', 'only response_mode=query is supported');
      if (state === undefined || state === '') return fail('invalid_request', 'state is required');
      if (state.length > MAX_PARAM_LENGTH) return fail('invalid_request', 'state is too long');
      const scopes = (scope ?? '').split(' ').filter(Boolean);
      if (!scopes.includes('openid')) return fail('invalid_scope', 'scope must include openid');
      const unknown = scopes.filter((value) => !definition.scopesSupported.includes(value));
      if (unknown.length > 0) {
        return fail('invalid_scope', `unsupported scope: ${unknown.join(' ')} (supported: ${definition.scopesSupported.join(' ')})`);
      }
      if (codeChallenge === undefined) return fail('invalid_request', 'code_challenge is required (PKCE)');
      if (codeChallengeMethod !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256');
      if (!CODE_CHALLENGE_PATTERN.test(codeChallenge)) return fail('invalid_request', 'code_challenge is not a base64url SHA-256 value');
      if (nonce !== undefined && (nonce === '' || nonce.length > MAX_PARAM_LENGTH)) return fail('invalid_request', 'nonce is empty or too long');
      // There is no login session to reuse, so a silent request cannot succeed.
      if (prompt?.split(' ').includes('none')) return fail('login_required', 'the local provider always asks to choose an account');

      const pending = grants.createPending({
        provider,
        clientId: client.clientId,
        redirectUri,
        state,
        nonce,
        codeChallenge,
        scope: [...new Set(scopes)].join(' '),
      });
      return renderChooser(reply, 200, pending);
    } catch (error) {
      if (!(error instanceof DuplicateParameterError)) throw error;
      return redirectWithError(reply, redirectUri, 'invalid_request', error.message, typeof source.state === 'string' ? source.state : undefined);
    }
  };
  app.get(paths.authorization, { config: { kind: 'html' } }, authorize);
  app.post(paths.authorization, { config: { kind: 'html' } }, authorize);

  // The chooser's forms: select an account, create one, or cancel.
  app.post(paths.decision, { config: { kind: 'html' } }, async (request, reply) => {
    const body = paramsOf(request.body);
    // A form on another site cannot know a transaction id; browsers also say where a POST came from.
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin') {
      return sendErrorPage(reply, 403, { provider, heading: '허용되지 않은 요청입니다', message: '다른 사이트에서 보낸 로그인 결정은 받지 않습니다.', code: 'forbidden' });
    }
    let tx: string | undefined;
    let action: string | undefined;
    try {
      tx = param(body, 'tx');
      action = param(body, 'action');
    } catch {
      tx = undefined;
    }
    const pending = tx ? grants.getPending(provider, tx) : undefined;
    if (!pending) {
      return sendErrorPage(reply, 400, {
        provider,
        heading: '로그인 요청이 만료되었거나 올바르지 않습니다',
        message: '로그인 요청은 10분 동안만 유효하고 한 번만 쓸 수 있습니다. 서비스로 돌아가 로그인을 다시 시작하세요.',
        code: 'invalid_transaction',
      });
    }

    if (action === 'cancel') {
      grants.deletePending(pending.id);
      request.log.info({ provider, clientId: pending.clientId }, 'sign-in cancelled');
      return redirectWithError(reply, pending.redirectUri, 'access_denied', 'User denied access', pending.state);
    }

    if (action === 'create') {
      const values = { email: typeof body.email === 'string' ? body.email : '', nickname: typeof body.nickname === 'string' ? body.nickname : '' };
      try {
        const account = await accounts.create(provider, values);
        request.log.info({ provider, sub: account.sub }, 'test account created');
        return renderChooser(reply, 200, pending, { createdSub: account.sub });
      } catch (error) {
        if (!(error instanceof AccountValidationError)) throw error;
        return renderChooser(reply, 400, pending, { values, errors: error.errors });
      }
    }

    if (action === 'select') {
      let sub: string | undefined;
      try {
        sub = param(body, 'account');
      } catch {
        sub = undefined;
      }
      const account = sub === undefined ? undefined : accounts.get(provider, sub);
      if (!account) {
        return renderChooser(reply, 400, pending, { errors: { form: '선택한 테스트 계정을 찾을 수 없습니다. 목록에서 다시 선택하세요.' } });
      }
      const code = grants.issueCode(pending, account.sub);
      request.log.info({ provider, clientId: pending.clientId, sub: account.sub }, 'authorization code issued');
      const url = new URL(pending.redirectUri);
      url.searchParams.set('code', code);
      url.searchParams.set('state', pending.state);
      url.searchParams.set('iss', issuer);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url.href, 302);
    }

    return sendErrorPage(reply, 400, { provider, heading: '알 수 없는 요청입니다', message: '로그인 화면에서 다시 선택하세요.', code: 'invalid_request' });
  });

  // Token endpoint.
  app.post(paths.token, async (request, reply) => {
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
      return sendOAuthError(reply, 400, 'invalid_request', 'the request body must be application/x-www-form-urlencoded');
    }
    const body = paramsOf(request.body);
    let params: Record<'grant_type' | 'code' | 'redirect_uri' | 'code_verifier' | 'client_id' | 'client_secret', string | undefined>;
    try {
      params = {
        grant_type: param(body, 'grant_type'),
        code: param(body, 'code'),
        redirect_uri: param(body, 'redirect_uri'),
        code_verifier: param(body, 'code_verifier'),
        client_id: param(body, 'client_id'),
        client_secret: param(body, 'client_secret'),
      };
    } catch (error) {
      if (!(error instanceof DuplicateParameterError)) throw error;
      return sendOAuthError(reply, 400, 'invalid_request', error.message);
    }

    // Client authentication: client_secret_basic or client_secret_post, exactly one of them.
    const invalidClient = (description: string) =>
      sendOAuthError(reply.header('www-authenticate', `Basic realm="${provider}"`), 401, 'invalid_client', description);
    const authorization = request.headers.authorization;
    let credentials: { clientId: string; clientSecret: string } | undefined;
    if (authorization !== undefined && /^basic\s/i.test(authorization)) {
      if (params.client_secret !== undefined) return sendOAuthError(reply, 400, 'invalid_request', 'use one client authentication method, not two');
      const decoded = Buffer.from(authorization.replace(/^basic\s+/i, ''), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return invalidClient('malformed Basic credentials');
      try {
        // RFC 6749 section 2.3.1: both parts are form-urlencoded before base64.
        const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
        credentials = { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
      } catch {
        return invalidClient('malformed Basic credentials');
      }
      if (params.client_id !== undefined && params.client_id !== credentials.clientId) {
        return sendOAuthError(reply, 400, 'invalid_request', 'client_id does not match the authenticated client');
      }
    } else if (params.client_id !== undefined && params.client_secret !== undefined) {
      credentials = { clientId: params.client_id, clientSecret: params.client_secret };
    } else {
      return invalidClient('client authentication is required (client_secret_basic or client_secret_post)');
    }
    const client = findClient(credentials.clientId);
    // Compare against a dummy secret for unknown clients, so timing does not reveal which ids exist.
    const secretMatches = safeEqual(credentials.clientSecret, client?.clientSecret ?? randomBytes(16).toString('hex'));
    if (!client || !secretMatches) {
      request.log.info({ provider }, 'client authentication failed');
      return invalidClient('client authentication failed');
    }

    if (params.grant_type === undefined) return sendOAuthError(reply, 400, 'invalid_request', 'grant_type is required');
    if (params.grant_type !== 'authorization_code') return sendOAuthError(reply, 400, 'unsupported_grant_type', 'only authorization_code is supported');
    if (params.code === undefined || params.code === '') return sendOAuthError(reply, 400, 'invalid_request', 'code is required');

    const redeemed = grants.redeemCode(params.code);
    if (redeemed.status === 'unknown') return sendOAuthError(reply, 400, 'invalid_grant', 'authorization code is invalid');
    if (redeemed.status === 'reused') {
      request.log.warn({ provider, clientId: client.clientId, revokedAccessTokens: redeemed.revoked }, 'authorization code presented again; tokens issued from it are revoked');
      return sendOAuthError(reply, 400, 'invalid_grant', 'authorization code has already been used');
    }
    if (redeemed.status === 'expired') return sendOAuthError(reply, 400, 'invalid_grant', 'authorization code has expired');
    const record = redeemed.record;
    if (record.provider !== provider || record.clientId !== client.clientId) {
      return sendOAuthError(reply, 400, 'invalid_grant', 'authorization code was issued to another client');
    }
    if (params.redirect_uri === undefined) return sendOAuthError(reply, 400, 'invalid_request', 'redirect_uri is required');
    if (params.redirect_uri !== record.redirectUri) {
      return sendOAuthError(reply, 400, 'invalid_grant', 'redirect_uri does not match the authorization request');
    }
    const verifier = params.code_verifier;
    if (verifier === undefined || !CODE_VERIFIER_PATTERN.test(verifier)) {
      return sendOAuthError(reply, 400, 'invalid_grant', 'code_verifier is missing or malformed');
    }
    if (!safeEqual(sha256(verifier).toString('base64url'), record.codeChallenge)) {
      return sendOAuthError(reply, 400, 'invalid_grant', 'PKCE verification failed');
    }

    const account = accounts.get(provider, record.sub);
    if (!account) return sendOAuthError(reply, 400, 'invalid_grant', 'the account no longer exists');

    const ttl = definition.tokenTtlSeconds;
    const { token: accessToken } = grants.issueAccessToken(record, ttl);
    const idToken = await signIdToken({ issuer, key, account, clientId: client.clientId, nonce: record.nonce, authTime: record.authTime, ttl, now, profileClaim: definition.profileClaim, provider });
    request.log.info({ provider, clientId: client.clientId, sub: account.sub }, 'tokens issued');
    return reply
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send({ access_token: accessToken, token_type: 'Bearer', expires_in: ttl, id_token: idToken, scope: record.scope });
  });

  // UserInfo endpoint (GET and POST).
  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const authorization = request.headers.authorization;
    const challenge = (error?: string) => `Bearer realm="${provider}"${error ? `, error="${error}"` : ''}`;
    if (authorization === undefined || !/^bearer\s+\S+$/i.test(authorization)) {
      return sendOAuthError(reply.header('www-authenticate', challenge()), 401, 'invalid_request', 'a Bearer access token is required');
    }
    const token = authorization.replace(/^bearer\s+/i, '');
    const record = grants.getAccessToken(provider, token);
    const account = record ? accounts.get(provider, record.sub) : undefined;
    if (!record || !account) {
      return sendOAuthError(reply.header('www-authenticate', challenge('invalid_token')), 401, 'invalid_token', 'the access token is invalid, expired or revoked');
    }
    return reply.header('cache-control', 'no-store').send(profileClaims(account, definition.profileClaim));
  };
  app.get(paths.userinfo, userinfo);
  app.post(paths.userinfo, userinfo);
}

function profileClaims(account: Account, profileClaim: 'nickname' | 'name'): Record<string, unknown> {
  return { sub: account.sub, email: account.email, email_verified: true, [profileClaim]: account.nickname };
}

async function signIdToken(input: {
  issuer: string;
  key: SigningKey;
  account: Account;
  clientId: string;
  nonce: string | undefined;
  authTime: number;
  ttl: number;
  now: () => number;
  profileClaim: 'nickname' | 'name';
  provider: ProviderId;
}): Promise<string> {
  const issuedAt = Math.floor(input.now() / 1000);
  const { sub: _sub, ...claims } = profileClaims(input.account, input.profileClaim);
  const payload: Record<string, unknown> = { ...claims, auth_time: input.authTime };
  if (input.nonce !== undefined) payload.nonce = input.nonce;
  // Google puts the client in azp as well.
  if (input.provider === 'google') payload.azp = input.clientId;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: SIGNING_ALG, kid: input.key.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.account.sub)
    .setAudience(input.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + input.ttl)
    .sign(input.key.privateKey);
}
