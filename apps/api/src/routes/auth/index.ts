import csrfRoutes from './csrf';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/auth: session endpoints (CSRF now; refresh and sign-out later, spec section 7). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(csrfRoutes);
};

export default authRoutes;
