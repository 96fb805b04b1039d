import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantHosts, tenants } from '../../db/schema/index';

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '::1';

/**
 * The origin every link in a tenant's emails is built on: the tenant's `canonical_origin` when an
 * admin set it, else derived from its first host (public names before loopback ones, then
 * alphabetical): `https://{host}`, or `http://{host}:{port}` for localhost (the demo and
 * development, where the app listens on `port`). Never the request's Host header, which anyone can
 * set and which falls back to the default tenant for unknown names.
 */
export async function canonicalOriginOf(db: Database, tenantId: number, port: number): Promise<string> {
  const [tenant] = await db.select({ canonicalOrigin: tenants.canonicalOrigin }).from(tenants).where(eq(tenants.id, tenantId));
  if (tenant?.canonicalOrigin) return tenant.canonicalOrigin;
  const hosts = await db
    .select({ hostname: tenantHosts.hostname })
    .from(tenantHosts)
    .where(eq(tenantHosts.tenantId, tenantId))
    .orderBy(asc(tenantHosts.hostname));
  const first = hosts.find((host) => !isLoopbackHost(host.hostname)) ?? hosts[0];
  if (!first) return `http://localhost:${port}`;
  const host = first.hostname.includes(':') ? `[${first.hostname}]` : first.hostname;
  return isLoopbackHost(first.hostname) ? `http://${host}:${port}` : `https://${host}`;
}

/** Whether an origin may be a tenant's canonical one: https, or http on localhost outside production. */
export function isAllowedCanonicalOrigin(origin: string, isProduction: boolean): boolean {
  const url = new URL(origin);
  if (url.protocol === 'https:') return true;
  return !isProduction || isLoopbackHost(url.hostname.replace(/^\[|\]$/g, ''));
}
