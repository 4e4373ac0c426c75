import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /admin/events: the editors' screens of 이벤트: seminars, registration, waiting list, materials (ADR 020). */
const routes: FastifyPluginAsyncZod = async (_app) => {
};

export default routes;
