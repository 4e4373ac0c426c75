import closeWithGrace from 'close-with-grace';
import { startS3Dev, type S3Dev } from './app';
import { loadConfig } from './config';

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_DELAY_MS = 5_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const open: { s3?: S3Dev } = {};
  closeWithGrace({ delay: SHUTDOWN_DELAY_MS }, async ({ signal, err }) => {
    if (err) console.error('s3-dev: shutting down after an unexpected error', err);
    else console.info(`s3-dev: shutting down (${signal})`);
    await open.s3?.close();
  });
  open.s3 = await startS3Dev({
    dir: config.dir,
    port: config.port,
    host: config.host,
    buckets: config.buckets,
    region: config.region,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    maxObjectBytes: config.maxObjectBytes,
    // Paths only: never headers (Authorization) or query strings.
    onRequest: config.logRequests ? (line) => console.info(`s3-dev ${line.method} ${line.path} ${line.status} ${line.ms}ms`) : undefined,
  });
  console.info(
    JSON.stringify({
      msg: 'local S3-compatible object store ready (path-style, Signature V4)',
      endpoint: open.s3.url,
      region: config.region,
      buckets: config.buckets,
      dir: config.dir,
      accessKeyId: config.accessKeyId,
    }),
  );
}

main().catch((error: unknown) => {
  console.error('s3-dev failed to start:', error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
});
