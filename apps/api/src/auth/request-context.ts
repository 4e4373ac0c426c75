import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../commands/create-session';

/** Device facts recorded with a new session (shown in the sessions list). */
export function sessionContextOf(request: FastifyRequest, channel: string | null): SessionContext {
  const userAgent = request.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' ? userAgent : '', ip: request.ip, channel };
}
