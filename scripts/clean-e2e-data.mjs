// Gives every end-to-end run a fresh embedded database.
import { rmSync } from 'node:fs';
rmSync(new URL('../.data/e2e', import.meta.url), { recursive: true, force: true });
