import cookie from '@fastify/cookie';
import { cookieName, HOST_PREFIXED_COOKIES, logicalCookies } from '@spi/core';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Parses request cookies and adds reply.setCookie; the CSRF pair and the session use it.
 *
 * With Secure cookies (SECURE_COOKIES, on in production) the session, CSRF, sign-up and dev-gate cookies
 * travel as `__Host-<name>` (ADR 023). The translation lives here only: after parsing, request.cookies
 * holds the plain names taken from the prefixed cookies (a plain one the browser sent is ignored: it
 * may have been set by a subdomain), and reply.setCookie/clearCookie write the prefixed names with the
 * attributes the prefix requires (Secure, Path=/, no Domain). Route code keeps using the plain names.
 */
export default fp(
  async (app) => {
    await app.register(cookie);
    if (!app.config.secureCookies) return;

    app.addHook('onRequest', async (request, reply) => {
      const parsed = request.cookies;
      if (parsed) {
        const entries = Object.entries(parsed).map(([name, value]) => ({ name, value: value ?? '' }));
        request.cookies = Object.fromEntries(logicalCookies(entries, true).map((c) => [c.name, c.value]));
      }
      const { setCookie, clearCookie } = reply;
      const wire = (name: string, options: Parameters<FastifyReply['setCookie']>[2] = {}) =>
        HOST_PREFIXED_COOKIES.includes(name)
          ? { name: cookieName(name, true), options: { ...options, path: '/', secure: true, domain: undefined } }
          : { name, options };
      reply.setCookie = function (name, value, options) {
        const w = wire(name, options);
        return setCookie.call(this, w.name, value, w.options);
      };
      reply.clearCookie = function (name, options) {
        const w = wire(name, options);
        return clearCookie.call(this, w.name, w.options);
      };
    });
  },
  { name: 'cookie', decorators: { fastify: ['config'] } },
);
