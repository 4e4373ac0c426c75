// Bundles the API into dist/server.js (scripts/build-node-app.mjs): @spi/core and @spi/db are compiled
// in, and the API's migrations and demo files are copied beside the bundle.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNodeApp, root } from '../../scripts/build-node-app.mjs';

const { outdir } = await buildNodeApp({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  manifests: ['apps/api/package.json', 'packages/db/package.json', 'packages/core/package.json'],
  // Bundled CommonJS code may still call require(); ESM has none, so define it.
  banner: "import { createRequire as __spiCreateRequire } from 'node:module'; const require = __spiCreateRequire(import.meta.url);",
});

// migrationsFolder() in @spi/db falls back to a `migrations` folder beside the bundled file.
await cp(path.join(root, 'packages/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// legacyUsersSamplePath() in @spi/db falls back to a `demo` folder beside the bundled file.
await cp(path.join(root, 'packages/db/src/demo/legacy-users.sample.csv'), path.join(outdir, 'demo', 'legacy-users.sample.csv'));
