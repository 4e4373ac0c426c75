import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/analytics: first-party analytics events (ADR 022, contracts/operations.ts). */
const analyticsRoutes: FastifyPluginAsyncZod = async () => {};
export default analyticsRoutes;
