import websocket from '@fastify/websocket';
import { SOPHI_MAX_FRAME_BYTES } from '@spi/core';
import fp from 'fastify-plugin';

/** @fastify/websocket for the Sophi stream (ADR 021): frames over SOPHI_MAX_FRAME_BYTES close the socket with 1009. */
export default fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: SOPHI_MAX_FRAME_BYTES } });
  },
  { name: 'websocket' },
);
