import type { Database } from '../../db/client';
import { findCanonicalOrigin, listHostnamesOf } from './tenant.repository';

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '::1';

/**
 * The origin every link in a tenant's emails is built on: the tenant's `canonical_origin` when an
 * admin set it, else `https://{its first public host}` (alphabetically), else, for a tenant that
 * answers only local names (the demo, development), `http://localhost:{port}` where the app
 * listens. Never the request's Host header, which anyone can set and which falls back to the
 * default tenant for unknown names.
 */
export async function canonicalOriginOf(db: Database, tenantId: number, port: number): Promise<string> {
  const canonicalOrigin = await findCanonicalOrigin(db, tenantId);
  if (canonicalOrigin) return canonicalOrigin;
  const hosts = await listHostnamesOf(db, tenantId);
  const firstPublic = hosts.find((host) => !isLoopbackHost(host.hostname));
  if (!firstPublic) return `http://localhost:${port}`;
  // Hosts are stored without brackets; an IPv6 literal needs them back in a URL.
  return `https://${firstPublic.hostname.includes(':') ? `[${firstPublic.hostname}]` : firstPublic.hostname}`;
}

/** Whether an origin may be a tenant's canonical one: https, or http on localhost outside production. */
export function isAllowedCanonicalOrigin(origin: string, isProduction: boolean): boolean {
  const url = new URL(origin);
  if (url.protocol === 'https:') return true;
  return !isProduction || isLoopbackHost(url.hostname.replace(/^\[|\]$/g, ''));
}
