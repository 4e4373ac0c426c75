import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The two upstream API families of spec section 7: sejong (users, memberships, corporations), seoul (content and data). */
export type ApiFamily = 'sejong' | 'seoul';

/** `/api/{family}/v{version}`: the one place the versioned URL convention is written. */
export function versioned(family: ApiFamily, version: number): string {
  if (!Number.isInteger(version) || version < 1) throw new Error(`Invalid API version: ${version}`);
  return `/api/${family}/v${version}`;
}

/** One resource of a route group: its routes, mounted at `<group prefix><prefix>`. */
export interface RouteResource {
  prefix: string;
  routes: FastifyPluginAsyncZod;
}

/**
 * Declares a resource file, e.g. `routes/sejong/v1/users.ts`:
 * `export default resource('/users', async (app) => { app.get('/me', ...) })`.
 */
export function resource(prefix: string, routes: FastifyPluginAsyncZod): RouteResource {
  return { prefix, routes };
}

/**
 * Mounts a group's resources under its prefix. The group is one encapsulated plugin, so hooks added
 * to it (for example "requires a signed-in user") apply to every resource inside.
 */
export function routeGroup(resources: RouteResource[], setup?: (group: FastifyInstance) => void | Promise<void>) {
  return async (group: FastifyInstance) => {
    await setup?.(group);
    for (const { prefix, routes } of resources) await group.register(routes, { prefix });
  };
}
