import type { FastifyReply } from 'fastify';
import type { Config } from '../config/config';

/**
 * The request headers that choose the tenant: the Host, and the X-Forwarded-Host that Fastify
 * reads in its place whenever TRUST_PROXY is on (request.host). A tenant's answer that a shared
 * cache may keep must vary on them, or a CDN keyed on the host would serve tenant B's answer,
 * chosen by a client's X-Forwarded-Host, on tenant A's site (issue 28). The proxy must also
 * overwrite X-Forwarded-Host (docs/deploy.md): many CDNs ignore Vary.
 */
export function tenantHeaders(trustProxy: Config['TRUST_PROXY']): string[] {
  const isProxyTrusted = trustProxy !== false && !(Array.isArray(trustProxy) && trustProxy.length === 0);
  return isProxyTrusted ? ['Host', 'X-Forwarded-Host'] : ['Host'];
}

/** Adds the tenant headers to the answer's Vary, keeping what is there (compression adds Accept-Encoding later). */
export function varyOnTenantHeaders(reply: FastifyReply, trustProxy: Config['TRUST_PROXY']): void {
  const present = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = new Set(present.map((name) => name.toLowerCase()));
  const added = tenantHeaders(trustProxy).filter((name) => !lower.has(name.toLowerCase()));
  if (added.length > 0) reply.header('vary', [...present, ...added].join(', '));
}
