import closeWithGrace from 'close-with-grace';
import { buildOidcDevServer, type OidcDevServer } from './app';
import { loadConfig } from './config';
import { PROVIDER_IDS, providerEndpoints } from './providers';

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_DELAY_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const open: { app?: OidcDevServer } = {};

  // SIGINT/SIGTERM (and a crash): stop accepting, let in-flight requests finish, then exit.
  closeWithGrace({ delay: SHUTDOWN_DELAY_MS }, async ({ signal, err }) => {
    if (err) console.error('oidc-dev: shutting down after an unexpected error', err);
    else if (open.app) open.app.log.info({ signal }, 'shutting down');
    await open.app?.close();
  });

  const app = await buildOidcDevServer({
    baseUrl: config.baseUrl,
    clients: config.clients,
    dataFile: config.dataFile,
    logger: { level: config.logLevel },
  });
  open.app = app;
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      listening: `http://${config.host}:${port}`,
      issuers: Object.fromEntries(PROVIDER_IDS.map((provider) => [provider, providerEndpoints(config.baseUrl, provider).issuer])),
      clients: config.clients.map(({ provider, clientId, redirectUris }) => ({ provider, clientId, redirectUris })),
      accounts: config.dataFile ?? 'in memory',
    },
    'local OIDC provider ready (Kakao and Google stand-ins)',
  );
}

main().catch((error: unknown) => {
  // Config errors carry no secrets (see config.ts); print just the message for them.
  console.error('oidc-dev failed to start:', error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
});
