// Bundles the API into dist/server.js: the workspace packages (@spi/core, @spi/db export raw .ts) are
// compiled in, every real npm dependency stays external and is loaded from node_modules at run time.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const manifests = ['apps/api/package.json', 'packages/db/package.json', 'packages/core/package.json'];

const dependencies = new Set();
for (const manifest of manifests) {
  const { dependencies: deps = {} } = JSON.parse(await readFile(path.join(root, manifest), 'utf8'));
  for (const name of Object.keys(deps)) if (!name.startsWith('@spi/')) dependencies.add(name);
}
// `pkg` and `pkg/sub/path` are both external.
const external = [...dependencies].flatMap((name) => [name, `${name}/*`]);

const outdir = path.join(here, 'dist');
await rm(outdir, { recursive: true, force: true });

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may still call require(); ESM has none, so define it.
  banner: { js: "import { createRequire as __spiCreateRequire } from 'node:module'; const require = __spiCreateRequire(import.meta.url);" },
  logLevel: 'info',
});

// migrationsFolder() in @spi/db falls back to a `migrations` folder beside the bundled file.
await cp(path.join(root, 'packages/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// legacyUsersSamplePath() in @spi/db falls back to a `demo` folder beside the bundled file.
await cp(path.join(root, 'packages/db/src/demo/legacy-users.sample.csv'), path.join(outdir, 'demo', 'legacy-users.sample.csv'));
console.info(`Built ${path.relative(root, path.join(outdir, 'server.js'))} (${external.length / 2} external packages)`);
