import type { FastifyRequest } from 'fastify';

/** The value of cookie `name` in a Cookie header; undefined when absent or badly escaped. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // A malformed escape (`%E0%A4%A`) is someone else's cookie or an attack, not a server error.
    try {
      return decodeURIComponent(rest.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** An httpOnly, SameSite=Lax Set-Cookie value, Secure on https. */
export function serializeHttpOnlyCookie(
  request: FastifyRequest,
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}
