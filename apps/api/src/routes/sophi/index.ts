import { AppError, SOPHI_CLOSE_CODES, SOPHI_HEARTBEAT_MS } from '@spi/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { RequestViewer } from '../../plugins/app/auth';
import { SophiSocketSession } from './socket-session';
import { guestKeyOf } from './guest-key';

const AUTH_CODES = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED', 'SESSION_REVOKED', 'UNAUTHENTICATED']);

/** /api/sophi/ws: the Sophi websocket (ADR 021), reached through the web's origin (ADR 003). */
const sophiSocketRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ws', { websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
    socket.on('error', (err) => request.log.info({ errName: err.name }, 'sophi socket error'));
    // A browser always sends Origin: a foreign one is cross-site websocket hijacking.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== app.config.publicOrigin) {
      request.log.warn('sophi socket from a foreign origin');
      socket.close(SOPHI_CLOSE_CODES.policy, 'ORIGIN_NOT_ALLOWED');
      return;
    }
    // Frames that arrive while the viewer loads wait in order.
    const queue: Array<[RawData, boolean]> = [];
    let session: SophiSocketSession | null = null;
    let chain: Promise<void> = Promise.resolve();
    const handle = (data: RawData, isBinary: boolean) => {
      chain = chain.then(() => session!.onMessage(data, isBinary)).catch((err: Error) => request.log.error({ errName: err.name }, 'sophi frame failed'));
    };
    socket.on('message', (data: RawData, isBinary: boolean) => (session ? handle(data, isBinary) : queue.push([data, isBinary])));

    void (async () => {
      let viewer: RequestViewer;
      try {
        viewer = await request.viewer();
      } catch (err) {
        const code = err instanceof AppError && AUTH_CODES.has(err.code) ? err.code : 'TOKEN_INVALID';
        socket.close(SOPHI_CLOSE_CODES.unauthenticated, code);
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      session = new SophiSocketSession(app, socket, request, viewer);
      const quota = await app.sophi.quota.status({ principal: viewer.principal, ip: request.ip, guestKey: guestKeyOf(request) });
      session.send({ type: 'ready', engine: app.sophi.engine.info, quota, signedIn: viewer.userId !== null, heartbeatMs: SOPHI_HEARTBEAT_MS });
      for (const [data, isBinary] of queue.splice(0)) handle(data, isBinary);
    })().catch((err: Error) => {
      request.log.error({ errName: err.name }, 'sophi socket setup failed');
      socket.close(SOPHI_CLOSE_CODES.serverError, 'INTERNAL_ERROR');
    });
  });
};
export default sophiSocketRoutes;
