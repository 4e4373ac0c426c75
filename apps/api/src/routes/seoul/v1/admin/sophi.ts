import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /admin/sophi: usage, feedback and the export of questions without a good answer (ADR 021). */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
