import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/seoul/v1/admin/dashboard (ADR 022): ROLE_ADMIN only, checked per route on top of the group's editor check. */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
