import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /admin/cityfolio: the editors' screens of 시티폴리오: events, videos, books and the investment-profile questionnaire (ADR 020). */
const routes: FastifyPluginAsyncZod = async (_app) => {
};

export default routes;
