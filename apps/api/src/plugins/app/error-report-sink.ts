import fp from 'fastify-plugin';
import { createErrorReportSink, type ErrorReportSink } from '../../adapters/error-report-sink';

declare module 'fastify' {
  interface FastifyInstance {
    errorReportSink: ErrorReportSink;
  }
}

/** Chooses the error report sink from config (webhook when ERROR_WEBHOOK_URL is set, else log). */
export default fp<{ sink?: ErrorReportSink }>(
  async (app, { sink }) => {
    app.decorate('errorReportSink', sink ?? createErrorReportSink(app.config, app.log));
  },
  { name: 'error-report-sink', decorators: { fastify: ['config'] } },
);
