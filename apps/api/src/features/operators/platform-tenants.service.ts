import type { CreatePlatformTenantRequest, UpdatePlatformTenantRequest } from '@podium/contracts/platform/platform-tenants';
import { ALL_FLAGS_ON } from '@podium/contracts/tenant/tenant-config';
import { ALL_MODULES_ON } from '@podium/contracts/platform/tenant-modules';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../platform/database-errors';
import type { Clock } from '../../platform/clock';
import {
  findCompanyTenant,
  findTakenHostnames,
  insertCompanyTenant,
  insertPlatformAudit,
  isSlugTaken,
  listCompanyTenants,
  listPlatformAudit,
  replaceTenantHostnames,
  updateCompanyTenant,
} from './platform.repository';
import { INVITATION_TTL_MS, insertInvitation, invitationUrl, newInvitationToken } from '../invitations';
import { mailInvitation } from './invitation-mail';
import type { Mailer } from '../../platform/mailer/mailer';
import type { PlatformActor } from './platform-actor';
import { maskPhone } from './add-operator';
import { assertReadableBrandColors, replaceTenantLogoFromUpload, updateTenantBranding, type TenantRow } from '../tenants';
import type { PictureStore } from '../../platform/picture-store/picture-store';
import { tenantExportZip, type TenantExportDeps } from '../tenant-export';

export interface PlatformTenantsDeps {
  db: Database;
  clock: Clock;
  /** PLATFORM_HOST: no tenant may claim it. */
  platformHost: string | undefined;
  /** The port invitation links on `*.localhost` hosts carry. */
  port: number;
  /** Called after any change, so every cached host → tenant answer is dropped. */
  onTenantsChanged: () => void;
  /** Sends the first admin's invitation when the request gives their email; without it, the link is only shown. */
  mailer?: Mailer;
  /** Where a failed invitation mail is told (the site stays made, the link is still shown). */
  warn?: (detail: object, message: string) => void;
}

/** A refusal naming the request field it is about, so the console shows it under that field. */
function fieldError(code: 'CONFLICT' | 'VALIDATION_FAILED', field: string, message: string): DomainError {
  return new DomainError(code, message, { fields: { [field]: [message] } });
}

/** A brand colour refused for contrast, its field named under `branding` (as the request sent it). */
function checkBrandColors(branding: CreatePlatformTenantRequest['branding']): void {
  if (!branding) return;
  try {
    assertReadableBrandColors(branding);
  } catch (error) {
    const fields = error instanceof DomainError ? (error.details.fields as Record<string, string[]> | undefined) : undefined;
    if (!fields) throw error;
    const [field, messages] = Object.entries(fields)[0]!;
    throw fieldError('VALIDATION_FAILED', `branding.${field}`, messages[0]!);
  }
}

/**
 * Creates a company's site in one transaction: the tenant, its hosts, the first admin's
 * invitation and the audit row. Any refusal leaves nothing behind.
 */
export async function createCompanyTenant(deps: PlatformTenantsDeps, input: CreatePlatformTenantRequest, actor: PlatformActor) {
  assertNotPlatformHost(deps, input.hostnames);
  // Checked before anything is written: a refused colour leaves no site behind.
  checkBrandColors(input.branding);
  const { token, tokenHash } = newInvitationToken();
  const now = deps.clock.now();
  try {
    const tenant = await deps.db.transaction(async (tx) => {
      if (await isSlugTaken(tx, input.slug)) throw fieldError('CONFLICT', 'slug', `The slug "${input.slug}" is taken by another site.`);
      await assertHostnamesFree(tx, input.hostnames);
      const created = await insertCompanyTenant(tx, {
        slug: input.slug,
        name: input.name,
        settings: { logo: '/brand/logo.svg', siteTitle: input.name, favicon: '/brand/favicon.svg' },
        featureFlags: ALL_FLAGS_ON,
        authProviders: { providers: { phoneAuth: true, google: false, microsoft: false, apple: false, facebook: false, github: false } },
        modules: ALL_MODULES_ON,
        timeZone: input.timeZone,
        currency: input.currency,
      });
      await replaceTenantHostnames(tx, created.id, input.hostnames);
      await insertInvitation(tx, {
        tenantId: created.id,
        phone: input.adminPhone,
        email: input.adminEmail ?? null,
        tokenHash,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      });
      await insertPlatformAudit(tx, {
        operatorId: actor.operatorId,
        actorLabel: actor.label,
        action: 'tenant.created',
        tenantId: created.id,
        detail: { slug: input.slug, name: input.name, hostnames: input.hostnames, adminPhone: maskPhone(input.adminPhone) },
      });
      return created;
    });
    // Colours checked above: this only stores them with their readable text colours.
    const branded =
      input.branding && Object.keys(input.branding).length > 0 ? await updateTenantBranding(deps.db, tenant.id, input.branding) : tenant;
    deps.onTenantsChanged();
    const inviteUrl = invitationUrl(input.hostnames[0]!, deps.port, token);
    return {
      id: tenant.id,
      slug: tenant.slug,
      hostnames: input.hostnames,
      inviteUrl,
      invitationEmailed: await sendInvitation(deps, input, {
        siteName: branded.settings.siteTitle || branded.name,
        branding: branded.branding,
        inviteUrl,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      }),
    };
  } catch (error) {
    // Two operators racing for the same slug or host: the loser hears the same 409 as a plain clash.
    if (isUniqueViolation(error, 'tenants_slug_unique'))
      throw fieldError('CONFLICT', 'slug', `The slug "${input.slug}" is taken by another site.`);
    if (isUniqueViolation(error, 'tenant_hosts_pkey'))
      throw fieldError('CONFLICT', 'hostnames', 'One of these host names is taken by another site.');
    throw error;
  }
}

/** Mails the invitation when an address was given and a mailer is at hand; false when it did not go. */
async function sendInvitation(
  deps: PlatformTenantsDeps,
  input: CreatePlatformTenantRequest,
  made: { siteName: string; branding: TenantRow['branding']; inviteUrl: string; expiresAt: Date },
): Promise<boolean> {
  if (!input.adminEmail || !deps.mailer) return false;
  try {
    await mailInvitation(deps.mailer, {
      to: input.adminEmail,
      hostname: input.hostnames[0]!,
      adminPhone: input.adminPhone,
      timeZone: input.timeZone,
      ...made,
    });
    return true;
  } catch (error) {
    deps.warn?.({ err: error }, 'the invitation email could not be sent; the operator has the link to pass on');
    return false;
  }
}

/** Changes what the request names; hosts are replaced as a whole list. */
export async function updateCompanyTenantSettings(
  deps: PlatformTenantsDeps,
  tenantId: number,
  input: UpdatePlatformTenantRequest,
  actor: PlatformActor,
) {
  if (input.hostnames) assertNotPlatformHost(deps, input.hostnames);
  checkBrandColors(input.branding);
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await findCompanyTenant(tx, tenantId))) throw new DomainError('NOT_FOUND', 'There is no such site.');
      if (input.hostnames) {
        await assertHostnamesFree(tx, input.hostnames, tenantId);
        await replaceTenantHostnames(tx, tenantId, input.hostnames);
      }
      const changes = {
        ...(input.name ? { name: input.name } : {}),
        ...(input.modules ? { modules: input.modules } : {}),
        ...(input.allowedEmailDomains ? { allowedSsoDomains: input.allowedEmailDomains } : {}),
      };
      if (Object.keys(changes).length > 0) await updateCompanyTenant(tx, tenantId, changes);
      await insertPlatformAudit(tx, {
        operatorId: actor.operatorId,
        actorLabel: actor.label,
        action: 'tenant.updated',
        tenantId,
        detail: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tenant_hosts_pkey'))
      throw fieldError('CONFLICT', 'hostnames', 'One of these host names is taken by another site.');
    throw error;
  }
  if (input.branding && Object.keys(input.branding).length > 0) await updateTenantBranding(deps.db, tenantId, input.branding);
  deps.onTenantsChanged();
  return getCompanyTenant(deps.db, tenantId);
}

/** Suspends (`suspended`) or resumes (`active`) a site; the change shows on every replica within the resolver's cache time. */
export async function setCompanyTenantStatus(
  deps: PlatformTenantsDeps,
  tenantId: number,
  status: 'active' | 'suspended',
  actor: PlatformActor,
) {
  await deps.db.transaction(async (tx) => {
    const updated = await updateCompanyTenant(tx, tenantId, { status });
    if (!updated) throw new DomainError('NOT_FOUND', 'There is no such site.');
    await insertPlatformAudit(tx, {
      operatorId: actor.operatorId,
      actorLabel: actor.label,
      action: status === 'suspended' ? 'tenant.suspended' : 'tenant.resumed',
      tenantId,
      detail: {},
    });
  });
  deps.onTenantsChanged();
  return getCompanyTenant(deps.db, tenantId);
}

export async function listCompanyTenantsWithCounts(db: Database) {
  return listCompanyTenants(db);
}

/** The platform audit log, newest first. */
export async function listAuditEntries(db: Database, limit: number) {
  return listPlatformAudit(db, limit);
}

/** One company site as the console lists it (hosts, head counts, last activity). */
export async function getCompanyTenant(db: Database, tenantId: number) {
  const found = (await listCompanyTenants(db)).find((row) => row.tenant.id === tenantId);
  if (!found) throw new DomainError('NOT_FOUND', 'There is no such site.');
  return found;
}

function assertNotPlatformHost(deps: PlatformTenantsDeps, hostnames: string[]): void {
  if (deps.platformHost && hostnames.includes(deps.platformHost))
    throw fieldError('VALIDATION_FAILED', 'hostnames', `${deps.platformHost} is the operator console's host; choose another host name.`);
}

async function assertHostnamesFree(db: Database, hostnames: string[], exceptTenantId?: number): Promise<void> {
  const taken = await findTakenHostnames(db, hostnames, exceptTenantId);
  if (taken.length > 0) throw fieldError('CONFLICT', 'hostnames', `Another site already answers ${taken.join(', ')}.`);
}

/**
 * A company site's whole data as a streamed zip (tenant-export), audited before the first byte is
 * sent: a download cut half-way still shows in the log that it was taken.
 */
export async function exportCompanyTenant(deps: TenantExportDeps, tenantId: number, actor: PlatformActor) {
  const tenant = await findCompanyTenant(deps.db, tenantId);
  if (!tenant) throw new DomainError('NOT_FOUND', 'There is no such site.');
  await insertPlatformAudit(deps.db, {
    operatorId: actor.operatorId,
    actorLabel: actor.label,
    action: 'tenant.exported',
    tenantId,
    detail: { slug: tenant.slug },
    // A deletion checks how recent the export is by this time (the app's clock, as the deletion's).
    at: deps.clock.now(),
  });
  return tenantExportZip(deps, tenant);
}

/** An operator replaces a company site's logo (and the app icons made from it), audited in the platform log. */
export async function replaceCompanyTenantLogo(
  deps: PlatformTenantsDeps & { pictures: PictureStore },
  tenantId: number,
  bytes: Buffer,
  actor: PlatformActor,
) {
  const tenant = await findCompanyTenant(deps.db, tenantId);
  if (!tenant) throw new DomainError('NOT_FOUND', 'There is no such site.');
  await replaceTenantLogoFromUpload(deps, tenantId, bytes);
  await insertPlatformAudit(deps.db, {
    operatorId: actor.operatorId,
    actorLabel: actor.label,
    action: 'tenant.logo-replaced',
    tenantId,
    detail: { slug: tenant.slug, bytes: bytes.length },
  });
  deps.onTenantsChanged();
  return getCompanyTenant(deps.db, tenantId);
}
