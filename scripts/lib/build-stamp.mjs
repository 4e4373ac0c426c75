import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The build stamp: the newest source time a build saw, written into the web build's folder. `npm start` (and the
 * e2e server it starts) builds again only when a source is newer or an output is missing; `npm run build` writes
 * the stamp too, so `npm test` builds once and its e2e stage reuses that build.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const stampFile = path.join(root, 'apps/web/.next/spi-build-stamp');

const SOURCES = ['apps/web/src', 'apps/web/next.config.ts', 'apps/api/src', 'apps/llm-dev/src', 'packages/core/src', 'packages/db/src', 'packages/db/migrations', 'package-lock.json'];
const OUTPUTS = ['apps/api/dist/server.js', 'apps/llm-dev/dist/server.js', 'apps/web/.next/BUILD_ID', 'apps/web/dist/server.js'];

export function newestSourceTime() {
  let newest = 0;
  const visit = (p) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && !entry.startsWith('.')) visit(path.join(p, entry));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const r of SOURCES) if (existsSync(path.join(root, r))) visit(path.join(root, r));
  return newest;
}

/** Whether an output is missing or a source is newer than the last build's stamp. */
export function buildIsStale() {
  if (OUTPUTS.some((p) => !existsSync(path.join(root, p))) || !existsSync(stampFile)) return true;
  return Number(readFileSync(stampFile, 'utf8')) < newestSourceTime();
}

export function writeBuildStamp() {
  writeFileSync(stampFile, String(newestSourceTime()));
}

// `node scripts/lib/build-stamp.mjs`: the last step of `npm run build`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writeBuildStamp();
