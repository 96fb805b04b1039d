import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CROSS_SITE_REQUEST_MESSAGE } from '@podium/contracts/http/same-origin';
import { DomainError } from '../errors/domain-error';
import { readCredential } from './authentication/bearer-token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard. A browser attaches the `token` cookie to requests another site
 * triggers (same-site sibling hosts, i.e. other tenants on the same parent domain, even with
 * SameSite=Lax), so a state-changing request whose only credential is that cookie must come from
 * our own origin. Requests carrying the token in a header are not affected: no other site can set
 * one. Registered on the /api plugin, before every route's own hooks.
 */
export function registerSameOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase().replace(/\/$/, '')));
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (readCredential(request)?.source !== 'cookie') return;
    if (!isSameOriginRequest(request, allowed)) throw new DomainError('CROSS_SITE_REQUEST', CROSS_SITE_REQUEST_MESSAGE);
  });
}

/**
 * Whether a browser request comes from our own origin. `Origin` (sent by browsers on every POST,
 * PUT, PATCH and DELETE) must name this host (read through X-Forwarded-Host when TRUST_PROXY is
 * on) or one of CORS_ORIGINS. Without `Origin`, Fetch Metadata decides: `same-origin` or `none`
 * (typed by the user) pass, `same-site` and `cross-site` do not. With neither header the caller is
 * not a browser (curl, a script): nothing can have been forged, so it passes.
 *
 * The scheme is not compared: behind a proxy terminating TLS without TRUST_PROXY the server sees
 * http while the page is https, and an attacker who can serve http://our-host can already read
 * and change everything we send.
 */
export function isSameOriginRequest(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (allowed.has(origin.toLowerCase())) return true;
    const host = parseOriginHost(origin);
    return host !== undefined && host === request.host.toLowerCase();
  }
  const site = request.headers['sec-fetch-site'];
  if (site === undefined) return true;
  return site === 'same-origin' || site === 'none';
}

/** `https://a.example:8443` → `a.example:8443`; undefined for `null` or anything not an http(s) origin. */
function parseOriginHost(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.host.toLowerCase();
  } catch {
    return undefined;
  }
}
