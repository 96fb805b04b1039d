import type { FastifyRequest } from 'fastify';

/**
 * The session token of a request: `Authorization: Bearer …`, else the `access-token` header (the
 * web client sends both), else the `token` cookie (browser redirects carry no headers).
 */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const token = authorization.slice(7).trim();
    if (token && token !== 'undefined' && token !== 'null') return token;
  }
  const accessToken = request.headers['access-token'];
  if (typeof accessToken === 'string' && accessToken && accessToken !== 'undefined' && accessToken !== 'null') return accessToken;
  return readCookie(request.headers.cookie, 'token');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value || undefined;
    }
  }
  return undefined;
}
