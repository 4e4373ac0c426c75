// Bundles the local payment sandbox into dist/server.js. Every npm dependency stays external and is
// loaded from node_modules at run time.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dependencies = {} } = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
// `pkg` and `pkg/sub/path` are both external.
const external = Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]);

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
  logLevel: 'info',
});
console.info(`Built ${path.relative(process.cwd(), path.join(outdir, 'server.js'))} (${external.length / 2} external packages)`);
