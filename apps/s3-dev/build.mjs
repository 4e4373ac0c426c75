// Bundles the local S3-compatible object store into dist/server.js (scripts/build-node-app.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNodeApp } from '../../scripts/build-node-app.mjs';

await buildNodeApp({ appDir: path.dirname(fileURLToPath(import.meta.url)) });
