import type { FastifyRequest } from 'fastify';

/** The browser half of a sign-in round trip (its hash is stored with the state). */
export const SSO_FLOW_COOKIE = 'sso_flow';
/** A pending MFA challenge after SSO, read by GET /api/auth/session for the MFA modal. */
export const MFA_CHALLENGE_COOKIE = 'mfa_challenge';
/** Readable marker of that pending challenge, so the web app asks GET /api/auth/session only when there is one. */
export const MFA_PENDING_MARKER_COOKIE = 'sso_mfa_pending';
/** Session token cookie lifetime: 30 days (spec section 9). */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 2_592_000;

interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  httpOnly: boolean;
}

/** A Set-Cookie value: SameSite=Lax (the provider's redirect back is a top-level GET), Secure on https. */
export function serializeCookie(request: FastifyRequest, name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, 'SameSite=Lax'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

export function expireCookie(request: FastifyRequest, name: string, path: string): string {
  return serializeCookie(request, name, '', { path, maxAgeSeconds: 0, httpOnly: true });
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** As long as an MFA challenge lives (5 minutes): the cookie never outlives its token. */
export const MFA_CHALLENGE_COOKIE_MAX_AGE_SECONDS = 300;
