// The release step of a deploy (docs/deployment.md): applies the database migrations once, before any API
// process of the new version starts. Run with the TypeScript loader, since @spi/db ships its sources:
//   DATABASE_URL=postgres://... node --import tsx scripts/lib/migrate-once.mjs
// The API still runs `migrate` at boot; after this step that finds nothing to do.
import { createDb, migrate } from '@spi/db';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[migrate] DATABASE_URL is required');
  process.exit(1);
}
const started = Date.now();
const db = await createDb({ url });
try {
  await migrate(db);
  console.log(`[migrate] migrations applied in ${Date.now() - started} ms`);
} finally {
  await db.close();
}
