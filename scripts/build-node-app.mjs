// Bundles a Node app of this workspace (the API, the local stand-ins) into <app>/dist/server.js with
// esbuild: workspace packages (@spi/*, raw .ts) are compiled in; every real npm dependency of the listed
// manifests stays external and is loaded from node_modules at run time.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ appDir: string, entry?: string, manifests?: string[], banner?: string }} options
 *   appDir: the app's folder; entry: the entry file, relative to appDir (default src/server.ts); manifests:
 *   package.json files (relative to the root) whose dependencies stay external (default: the app's own);
 *   banner: JavaScript put before the bundle.
 * @returns {Promise<{ outdir: string, external: number }>}
 */
export async function buildNodeApp({ appDir, entry = 'src/server.ts', manifests, banner }) {
  const own = path.relative(root, path.join(appDir, 'package.json'));
  const dependencies = new Set();
  for (const manifest of manifests ?? [own]) {
    const { dependencies: deps = {} } = JSON.parse(await readFile(path.join(root, manifest), 'utf8'));
    for (const name of Object.keys(deps)) if (!name.startsWith('@spi/')) dependencies.add(name);
  }
  // `pkg` and `pkg/sub/path` are both external.
  const external = [...dependencies].flatMap((name) => [name, `${name}/*`]);
  const outdir = path.join(appDir, 'dist');
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(appDir, entry)],
    outfile: path.join(outdir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    ...(banner ? { banner: { js: banner } } : {}),
    logLevel: 'info',
  });
  console.info(`Built ${path.relative(root, path.join(outdir, 'server.js'))} (${dependencies.size} external packages)`);
  return { outdir, external: dependencies.size };
}
