import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import csrfRoutes from './csrf';
import devGateRoutes from './dev-gate';
import oauthRoutes from './oauth';
import sessionRoutes from './session';
import signupRoutes from './signup';

/** /api/auth: CSRF, social login, the browser session (refresh, sign-out), sign-up session, dev gate. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(csrfRoutes);
  await app.register(sessionRoutes);
  await app.register(oauthRoutes);
  await app.register(signupRoutes);
  await app.register(devGateRoutes);
};

export default authRoutes;
