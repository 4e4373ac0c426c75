import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /admin/recruit: the editors' screens of 채용: job postings (ADR 020). */
const routes: FastifyPluginAsyncZod = async (_app) => {
};

export default routes;
