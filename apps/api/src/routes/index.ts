import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import analyticsRoutes from './analytics';
import authRoutes from './auth';
import slackRoutes from './error-reports/slack';
import healthRoutes from './health';
import { versioned } from './route-group';
import sejongV1 from './sejong/v1';
import seoulV1 from './seoul/v1';
import sophiSocket from './sophi';

/** Every route of the API, by prefix (spec section 7). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(slackRoutes, { prefix: '/api' });
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(sejongV1, { prefix: versioned('sejong', 1) });
  await app.register(seoulV1, { prefix: versioned('seoul', 1) });
  await app.register(sophiSocket, { prefix: '/api/sophi' });
};

export default routes;
