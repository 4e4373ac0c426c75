import closeWithGrace from 'close-with-grace';
import { buildPayDevServer, type PayDevServer } from './app';
import { DEFAULT_WEBHOOK_INTERVAL_MS, loadConfig } from './config';

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_DELAY_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const open: { app?: PayDevServer } = {};

  // SIGINT/SIGTERM (and a crash): stop accepting, let in-flight requests finish, write the data file, exit.
  closeWithGrace({ delay: SHUTDOWN_DELAY_MS }, async ({ signal, err }) => {
    if (err) console.error('pay-dev: shutting down after an unexpected error', err);
    else if (open.app) open.app.log.info({ signal }, 'shutting down');
    await open.app?.close();
  });

  const app = await buildPayDevServer({
    baseUrl: config.baseUrl,
    secretKey: config.secretKey,
    clientKey: config.clientKey,
    webhookUrl: config.webhookUrl,
    webhookSecret: config.webhookSecret,
    dataFile: config.dataFile,
    controlEnabled: config.controlEnabled,
    webhookIntervalMs: DEFAULT_WEBHOOK_INTERVAL_MS,
    logger: { level: config.logLevel },
  });
  open.app = app;
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      listening: `http://${config.host}:${port}`,
      baseUrl: config.baseUrl,
      billingAuth: `${config.baseUrl}/billing/auth`,
      webhookUrl: config.webhookUrl ?? 'off',
      control: config.controlEnabled,
      data: config.dataFile ?? 'in memory',
    },
    'local payment sandbox ready (Toss Payments billing stand-in)',
  );
}

main().catch((error: unknown) => {
  // Config errors carry no secrets (see config.ts); print just the message for them.
  console.error('pay-dev failed to start:', error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
});
