import type { PlatformAuditEntry, PlatformTenant } from '@podium/contracts/platform/platform-tenants';
import type { listCompanyTenants, PlatformAuditRow } from './platform.repository';
import { presentBranding } from '../tenants';

type TenantListRow = Awaited<ReturnType<typeof listCompanyTenants>>[number];

/** A tenant as the console lists it (never the raw row: integrations and secrets stay out). */
export function presentPlatformTenant(row: TenantListRow): PlatformTenant {
  const { tenant } = row;
  const createdAt = tenant.createdAt.toISOString();
  return {
    id: tenant.id,
    name: tenant.name,
    slug: tenant.slug,
    hostnames: row.hostnames,
    status: tenant.status,
    modules: tenant.modules,
    allowedEmailDomains: tenant.allowedSsoDomains,
    timeZone: tenant.timeZone,
    currency: tenant.currency,
    peopleCount: row.peopleCount,
    eventsCount: row.eventsCount,
    lastActivityAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : createdAt,
    createdAt,
    branding: presentBranding(tenant),
    deletionDueAt: tenant.deletionDueAt?.toISOString() ?? null,
  };
}

export function presentPlatformAudit(row: PlatformAuditRow): PlatformAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorLabel,
    action: row.action,
    tenantId: row.tenantId,
    detail: (row.detail ?? {}) as Record<string, unknown>,
  };
}
