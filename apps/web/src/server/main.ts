import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { editDocuments } from './document-edits';
import { createStylesheetReader, inlineStylesheetsEdit } from './inline-styles';
import { createPageCache, type Handler } from './page-cache';
import { scriptsAfterFirstPaintEdit } from './scripts-after-paint';
import { transformWholeDocuments } from './whole-documents';

/**
 * The web process: Next.js's production server behind the front page cache (ADR 027). Built to
 * apps/web/dist/server.js and started by scripts/lib/processes.mjs in place of `next start`; `PORT` is the port,
 * `SPI_PAGE_CACHE_TTL_S` the cache's lifetime in seconds (0 turns it off).
 */
const port = Number(process.env.PORT ?? 3000);
const ttlSeconds = Number(process.env.SPI_PAGE_CACHE_TTL_S ?? 30);
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const app = next({ dev: false, dir, port, hostname: 'localhost' });
await app.prepare();
// A guest's documents carry their stylesheets inline, so a reader's first paint waits for no CSS file (ADR 031): every
// answer Next takes from or renders into its page cache (ADR 036), which is what the page cache keeps, and a guest's
// search, which is rendered whole on every request and cannot be kept (ADR 033). Their scripts are fetched with them
// and run after the first paint (ADR 039).
const guestDocument = editDocuments(inlineStylesheetsEdit(createStylesheetReader(dir)), scriptsAfterFirstPaintEdit);
// Next attaches its websocket upgrade handler (Sophi's /api/sophi/ws through the /api rewrite) to this server on
// the first request it handles; the supervisor's health check is that request.
const nextHandler = transformWholeDocuments({ paths: ['/search'], transform: guestDocument })(app.getRequestHandler() as Handler);
const pageCache = Number.isFinite(ttlSeconds) && ttlSeconds > 0
  ? createPageCache({ ttlMs: ttlSeconds * 1000 })
  : null;

const server = createServer((req, res) => {
  const done = pageCache ? pageCache.handle(req, res, nextHandler) : nextHandler(req, res);
  Promise.resolve(done).catch((error: unknown) => {
    console.error('web: request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  });
});
server.listen(port, () => {
  console.info(`web: listening on :${port}, page cache ${pageCache ? `${ttlSeconds} s` : 'off'}`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
