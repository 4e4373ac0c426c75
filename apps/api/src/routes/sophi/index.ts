import type { FastifyPluginAsync } from 'fastify';

/** /api/sophi/ws: the Sophi websocket (ADR 021), reached through the web's origin (ADR 003). */
const sophiSocketRoutes: FastifyPluginAsync = async () => {};
export default sophiSocketRoutes;
