import type { DbHandle } from '@spi/db';
import type { ApiApp } from '../src/app';
import { bearer } from './factories';
import { tokenFor } from './sessions';

const V1 = '/api/seoul/v1';

/**
 * The requests of the scrap tests, against the suite's app and database (read when called, so the
 * suite may build them in beforeAll): `call` one scrap endpoint, optionally signed in; `reader` signs
 * in a new member and returns the access token.
 */
export function scrapRequests(suite: () => { app: ApiApp; db: DbHandle }) {
  return {
    call: (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) => suite().app.inject({ method, url: `${V1}${url}`, headers: token ? bearer(token) : {} }),
    reader: async () => {
      const { app, db } = suite();
      return await tokenFor(app, db);
    },
  };
}
