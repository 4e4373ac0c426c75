import fp from 'fastify-plugin';

/** Sophi's engine, knowledge and answer bus, built once per process from configuration (ADR 021). */
export default fp(async () => {}, { name: 'sophi' });
