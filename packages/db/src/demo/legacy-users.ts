import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseLegacyUsersCsv } from '@spi/core/contracts/legacy-users';
import type { Db } from '../client';
import { upsertLegacyUsers } from '../legacy-users';
import type { DemoLoader } from '../seed';

export const LEGACY_USERS_SAMPLE_FILE = 'legacy-users.sample.csv';

/** Beside this source file, or in a `demo` folder beside a bundled server (apps/api/build.mjs copies it). */
export function legacyUsersSamplePath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, LEGACY_USERS_SAMPLE_FILE), path.join(here, 'demo', LEGACY_USERS_SAMPLE_FILE)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Legacy users sample not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Imports the sample CSV, the same way `npm run import:legacy-users` imports a real file. */
export const demoLegacyUsersLoader: DemoLoader = {
  name: 'legacy-users',
  async load(db: Db) {
    const { rows, errors } = parseLegacyUsersCsv(readFileSync(legacyUsersSamplePath(), 'utf8'));
    if (errors.length > 0) throw new Error(`Invalid legacy users sample: ${JSON.stringify(errors)}`);
    await upsertLegacyUsers(db, rows);
  },
};
