import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /admin/funds: editors add, edit and delete single records with an audit trail (ADR 019). */
const routes: FastifyPluginAsyncZod = async () => {
  // Routes are added by the funds API work (issue 11).
};

export default routes;
