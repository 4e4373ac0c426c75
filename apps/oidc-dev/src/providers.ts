/**
 * The two providers this server stands in for. Each one is its own issuer (`${base}/kakao`,
 * `${base}/google`) and its paths are shaped like the real provider's, so a relying party configured
 * for the real issuer only has to swap the issuer URL.
 */

export const PROVIDER_IDS = ['kakao', 'google'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === 'string' && (PROVIDER_IDS as readonly string[]).includes(value);
}

/** Paths relative to the server's base URL (they all start with `/<provider>`). */
export interface ProviderPaths {
  discovery: string;
  authorization: string;
  /** Where the account-chooser page posts its decision (not part of the real provider's API). */
  decision: string;
  token: string;
  userinfo: string;
  jwks: string;
}

export interface ProviderDefinition {
  id: ProviderId;
  /** Shown in the Korean UI, e.g. `카카오`. */
  displayName: string;
  paths: ProviderPaths;
  scopesSupported: readonly string[];
  claimsSupported: readonly string[];
  /** The claim carrying the display name: Kakao's `nickname`, Google's `name`. */
  profileClaim: 'nickname' | 'name';
  /** Lifetime of access and ID tokens, in seconds. */
  tokenTtlSeconds: number;
}

export const PROVIDERS: Readonly<Record<ProviderId, ProviderDefinition>> = {
  kakao: {
    id: 'kakao',
    displayName: '카카오',
    paths: {
      discovery: '/kakao/.well-known/openid-configuration',
      authorization: '/kakao/oauth/authorize',
      decision: '/kakao/oauth/authorize/decision',
      token: '/kakao/oauth/token',
      userinfo: '/kakao/v1/oidc/userinfo',
      jwks: '/kakao/.well-known/jwks.json',
    },
    // Kakao's consent items ("동의항목") as OIDC scopes.
    scopesSupported: ['openid', 'profile_nickname', 'profile_image', 'account_email'],
    claimsSupported: ['iss', 'aud', 'sub', 'auth_time', 'exp', 'iat', 'nonce', 'nickname', 'email', 'email_verified'],
    profileClaim: 'nickname',
    tokenTtlSeconds: 3600,
  },
  google: {
    id: 'google',
    displayName: 'Google',
    paths: {
      discovery: '/google/.well-known/openid-configuration',
      authorization: '/google/o/oauth2/v2/auth',
      decision: '/google/o/oauth2/v2/auth/decision',
      token: '/google/token',
      userinfo: '/google/v1/userinfo',
      jwks: '/google/oauth2/v3/certs',
    },
    scopesSupported: ['openid', 'email', 'profile'],
    claimsSupported: ['aud', 'auth_time', 'azp', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'nonce', 'sub'],
    profileClaim: 'name',
    tokenTtlSeconds: 3600,
  },
};

/** The issuer of a provider under a base URL without a trailing slash. */
export function issuerFor(baseUrl: string, provider: ProviderId): string {
  return `${baseUrl}/${provider}`;
}

export interface ProviderEndpoints {
  issuer: string;
  discovery: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
}

/** The absolute endpoint URLs of one provider. */
export function providerEndpoints(baseUrl: string, provider: ProviderId): ProviderEndpoints {
  const { paths } = PROVIDERS[provider];
  return {
    issuer: issuerFor(baseUrl, provider),
    discovery: `${baseUrl}${paths.discovery}`,
    authorization_endpoint: `${baseUrl}${paths.authorization}`,
    token_endpoint: `${baseUrl}${paths.token}`,
    userinfo_endpoint: `${baseUrl}${paths.userinfo}`,
    jwks_uri: `${baseUrl}${paths.jwks}`,
  };
}

/** The OpenID Provider Metadata served at `<issuer>/.well-known/openid-configuration`. */
export function discoveryDocument(baseUrl: string, provider: ProviderId): Record<string, unknown> {
  const definition = PROVIDERS[provider];
  const endpoints = providerEndpoints(baseUrl, provider);
  return {
    issuer: endpoints.issuer,
    authorization_endpoint: endpoints.authorization_endpoint,
    token_endpoint: endpoints.token_endpoint,
    userinfo_endpoint: endpoints.userinfo_endpoint,
    jwks_uri: endpoints.jwks_uri,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [...definition.scopesSupported],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [...definition.claimsSupported],
    // RFC 9207: the redirect back carries `iss`, so a client can detect a mix-up between providers.
    authorization_response_iss_parameter_supported: true,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
  };
}
