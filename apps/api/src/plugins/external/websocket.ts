import fp from 'fastify-plugin';

/** @fastify/websocket for the Sophi stream (ADR 021). */
export default fp(async () => {}, { name: 'websocket' });
