import type { FastifyRequest } from 'fastify';
import { readCookie } from '../cookies';

/**
 * The session token of a request: `Authorization: Bearer …`, else the `access-token` header (the
 * web client sends both), else the `token` cookie (browser redirects carry no headers).
 */
export function readBearerToken(request: FastifyRequest): string | undefined {
  return readCredential(request)?.token;
}

/**
 * The token and where it came from. A browser attaches the cookie to requests other sites make,
 * a header only our own pages can set: `cookie` is what the same-origin guard checks.
 */
export function readCredential(request: FastifyRequest): { token: string; source: 'header' | 'cookie' } | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const token = authorization.slice(7).trim();
    if (token && token !== 'undefined' && token !== 'null') return { token, source: 'header' };
  }
  const accessToken = request.headers['access-token'];
  if (typeof accessToken === 'string' && accessToken && accessToken !== 'undefined' && accessToken !== 'null')
    return { token: accessToken, source: 'header' };
  const cookie = readCookie(request.headers.cookie, 'token');
  return cookie ? { token: cookie, source: 'cookie' } : undefined;
}
