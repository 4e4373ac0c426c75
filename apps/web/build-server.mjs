// Bundles the web process's own server (src/server/main.ts: Next.js behind the front page cache, ADR 027)
// into dist/server.js (scripts/build-node-app.mjs); next, react and lru-cache stay external.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNodeApp } from '../../scripts/build-node-app.mjs';

await buildNodeApp({ appDir: path.dirname(fileURLToPath(import.meta.url)), entry: 'src/server/main.ts' });
