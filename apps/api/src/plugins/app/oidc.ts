import { PROVIDERS, type Provider } from '@spi/core';
import fp from 'fastify-plugin';
import { OidcProvider } from '../../adapters/oidc-provider';

declare module 'fastify' {
  interface FastifyInstance {
    oidcProviders: Record<Provider, OidcProvider>;
  }
}

/** `${PUBLIC_ORIGIN}/api/auth/${provider}/callback`: registered with the provider, matched exactly. */
export function redirectUriFor(publicOrigin: string, provider: Provider): string {
  return `${publicOrigin}/api/auth/${provider}/callback`;
}

/** The social-login providers (Kakao, Google, or the local stand-in for both), by configuration. */
export default fp(
  async (app) => {
    const providers = Object.fromEntries(
      PROVIDERS.map((provider) => [
        provider,
        new OidcProvider(provider, app.config.oauth[provider], redirectUriFor(app.config.publicOrigin, provider), !app.config.isProduction),
      ]),
    ) as Record<Provider, OidcProvider>;
    app.decorate('oidcProviders', providers);
  },
  { name: 'oidc', decorators: { fastify: ['config'] } },
);
