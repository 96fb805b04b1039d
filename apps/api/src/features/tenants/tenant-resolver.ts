import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { findDefaultTenant, findTenantByHostname, type TenantRow } from './tenant.repository';

/** How long a host → tenant answer is reused. Short, so an admin's change shows up on every replica soon. */
const CACHE_TTL_MS = 5_000;

/**
 * Resolves the tenant of a request from its hostname: the tenant that claims the host, else the
 * default tenant. Answers are cached briefly per host.
 */
export class TenantResolver {
  private readonly cache = new Map<string, { tenant: TenantRow; expiresAt: number }>();

  constructor(private readonly db: Database) {}

  async resolve(rawHost: string | undefined): Promise<TenantRow> {
    const hostname = normaliseHostname(rawHost);
    const cached = this.cache.get(hostname);
    if (cached && cached.expiresAt > Date.now()) return cached.tenant;
    const tenant = (hostname && (await findTenantByHostname(this.db, hostname))) || (await findDefaultTenant(this.db));
    if (!tenant) throw new DomainError('NOT_FOUND', 'No site is set up for this address yet.');
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(hostname, { tenant, expiresAt: Date.now() + CACHE_TTL_MS });
    return tenant;
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
