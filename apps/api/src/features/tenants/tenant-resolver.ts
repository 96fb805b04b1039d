import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { findDefaultTenant, findPlatformRealm, findTenantByHostname, type TenantRow } from './tenant.repository';

/** How long a host → tenant answer is reused. Short, so an admin's change shows up on every replica soon. */
const CACHE_TTL_MS = 5_000;

/** What an unknown host hears in production (the web server's plain 404 page says the same). */
export const NO_SITE_MESSAGE = 'No Podium site at this address.';

export interface TenantResolverOptions {
  /** PLATFORM_HOST: answered by the operators' realm. */
  platformHost?: string;
  /** In production an unknown host is a 404, never the default tenant (issue 29). */
  isProduction?: boolean;
}

/**
 * Resolves the tenant of a request from its hostname: the operators' realm on PLATFORM_HOST, the
 * tenant that claims the host, else (outside production) the default tenant. Answers are cached
 * briefly per host.
 */
export class TenantResolver {
  private readonly cache = new Map<string, { tenant: TenantRow; expiresAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly options: TenantResolverOptions = {},
  ) {}

  async resolve(rawHost: string | undefined): Promise<TenantRow> {
    const hostname = normaliseHostname(rawHost);
    const cached = this.cache.get(hostname);
    if (cached && cached.expiresAt > Date.now()) return cached.tenant;
    const tenant = await this.find(hostname);
    if (!tenant) throw new DomainError('TENANT_NOT_FOUND', NO_SITE_MESSAGE);
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(hostname, { tenant, expiresAt: Date.now() + CACHE_TTL_MS });
    return tenant;
  }

  /** The tenant answering `hostname`, if any (see the class comment). */
  async find(hostname: string): Promise<TenantRow | undefined> {
    if (hostname && hostname === this.options.platformHost) return findPlatformRealm(this.db);
    const claimed = hostname ? await findTenantByHostname(this.db, hostname) : undefined;
    if (claimed || this.options.isProduction) return claimed;
    return findDefaultTenant(this.db);
  }

  /** Forget cached answers (after an admin changes a tenant). */
  invalidate(): void {
    this.cache.clear();
  }
}

/** `Sports.Example.com:3000` → `sports.example.com`; IPv6 literals keep their brackets stripped. */
export function normaliseHostname(rawHost: string | undefined): string {
  if (!rawHost) return '';
  const first = rawHost.split(',')[0]!.trim().toLowerCase();
  if (first.startsWith('[')) return first.slice(1, first.indexOf(']'));
  return first.replace(/:\d+$/, '').replace(/\.$/, '');
}
