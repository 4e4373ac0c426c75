// Gives every end-to-end run a fresh embedded database, and drops the web server's data cache so no page
// shows content cached from an earlier run's database.
import { rmSync } from 'node:fs';
rmSync(new URL('../.data/e2e', import.meta.url), { recursive: true, force: true });
rmSync(new URL('../apps/web/.next/cache/fetch-cache', import.meta.url), { recursive: true, force: true });
