import type { Provider } from '@spi/core';
import * as client from 'openid-client';
import type { OAuthProviderConfig } from '../config';

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcProfile {
  subject: string;
  email: string;
  nickname: string;
}

/** A failed code exchange. `detail` holds only non-secret facts (error class, OAuth error code). */
export class OidcExchangeError extends Error {
  constructor(readonly detail: { name: string; code?: string; error?: string }) {
    super('OpenID Connect code exchange failed');
  }
}

/**
 * One social-login provider, spoken to with openid-client: discovery, PKCE S256, state and nonce, the
 * ID token's signature checked against the provider's JWKS. Kakao and Google (and the local stand-in
 * for both) differ only by configuration.
 */
export class OidcProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly provider: Provider,
    private readonly settings: OAuthProviderConfig,
    readonly redirectUri: string,
    private readonly allowInsecure: boolean,
  ) {}

  /** Discovery once per process; a failure is not cached, so the next sign-in retries. */
  private config(): Promise<client.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      const insecure = this.allowInsecure && issuer.protocol === 'http:';
      const config = await client.discovery(issuer, this.settings.clientId, undefined, client.ClientSecretPost(this.settings.clientSecret), {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      client.enableNonRepudiationChecks(config);
      return config;
    })().catch((err: unknown) => {
      this.configuration = undefined;
      throw err;
    });
    return this.configuration;
  }

  async createAuthorizationRequest(): Promise<AuthorizationRequest> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: this.settings.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Redeems the code from the callback query and reads the person's subject, e-mail and nickname. */
  async exchangeCode(query: Record<string, string | undefined>, checks: { state: string; nonce: string; codeVerifier: string }): Promise<OidcProfile> {
    try {
      const config = await this.config();
      const currentUrl = new URL(this.redirectUri);
      for (const [name, value] of Object.entries(query)) if (value !== undefined) currentUrl.searchParams.set(name, value);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('no subject in the ID token');
      let email = typeof claims.email === 'string' ? claims.email : '';
      let nickname = typeof claims[this.settings.nicknameClaim] === 'string' ? String(claims[this.settings.nicknameClaim]) : '';
      if (!email || !nickname) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email ||= typeof info.email === 'string' ? info.email : '';
        nickname ||= typeof info[this.settings.nicknameClaim] === 'string' ? String(info[this.settings.nicknameClaim]) : '';
      }
      return { subject: claims.sub, email: email.trim().toLowerCase(), nickname: nickname.trim() };
    } catch (err) {
      const e = err as { name?: string; code?: unknown; error?: unknown };
      throw new OidcExchangeError({
        name: e.name ?? 'Error',
        code: typeof e.code === 'string' ? e.code : undefined,
        error: typeof e.error === 'string' ? e.error : undefined,
      });
    }
  }
}
