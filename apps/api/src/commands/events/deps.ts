import type { FastifyInstance } from 'fastify';
import { billingDeps } from '../billing/billing-deps';
import { eventFileStorage } from './event-files';
import type { EventDeps } from './registrations';

/** The registration engine's dependencies from the app. */
export function eventDeps(app: FastifyInstance): EventDeps {
  return {
    db: app.db.db,
    billing: billingDeps(app),
    gateway: app.paymentGateway,
    files: eventFileStorage(app.config),
    mailer: app.mailer ?? null,
    publicOrigin: app.config.publicOrigin,
    log: app.log,
    now: () => new Date(app.clock()),
  };
}
