import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantSettingsSchema, updateTenantSettingsSchema, type TenantSettings } from '@podium/contracts/admin/tenant-settings';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { tenants } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { parseOrigin } from '@podium/contracts/tenant/canonical-origin';
import { isAllowedCanonicalOrigin } from '../../tenants';
import type { TenantRow } from '../../tenants';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

function presentSettings(tenant: TenantRow): TenantSettings {
  return {
    name: tenant.name,
    settings: tenant.settings,
    featureFlags: tenant.featureFlags,
    authProviders: tenant.authProviders,
    allowedSsoDomains: tenant.allowedSsoDomains,
    signInPolicy: tenant.signInPolicy,
    mfaSetupRequired: tenant.mfaSetupRequired,
    maintenance: tenant.maintenance,
    canonicalOrigin: tenant.canonicalOrigin,
  };
}

/** /api/admin/tenant-settings: flags, site settings, sign-in policy, SSO domains, MFA requirement (admins only). */
export const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tenants: resolver } = app.deps;
  const answer = { 200: successEnvelope(tenantSettingsSchema), ...consoleRefusals };

  app.get('/tenant-settings', { schema: { ...meta("This site's settings"), response: answer } }, async (request) => {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, request.tenant.id));
    return success(presentSettings(tenant!));
  });

  app.patch(
    '/tenant-settings',
    { schema: { ...meta("Change this site's settings (only the parts sent)"), body: updateTenantSettingsSchema, response: answer } },
    async (request) => {
      if (Object.keys(request.body).length === 0) throw new DomainError('VALIDATION_FAILED', 'Send at least one setting to change.');
      const changes = { ...request.body };
      if (changes.canonicalOrigin) {
        const origin = parseOrigin(changes.canonicalOrigin)!;
        if (!isAllowedCanonicalOrigin(origin, app.deps.config.NODE_ENV === 'production')) {
          throw new DomainError('VALIDATION_FAILED', 'Use an https origin (plain http only for localhost).');
        }
        changes.canonicalOrigin = origin;
      }
      const updated = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(tenants).where(eq(tenants.id, request.tenant.id)).for('update');
        const [after] = await tx.update(tenants).set(changes).where(eq(tenants.id, current!.id)).returning();
        const changed = Object.keys(request.body) as (keyof TenantSettings)[];
        const pick = (row: TenantRow) => Object.fromEntries(changed.map((key) => [key, presentSettings(row)[key]]));
        await writeAuditEntry(tx, {
          tenantId: current!.id,
          actorUserId: request.session.user.id,
          action: 'tenant.settings-changed',
          entity: 'tenant',
          entityId: current!.id,
          before: pick(current!),
          after: pick(after!),
          at: clock.now(),
        });
        return after!;
      });
      // This replica forgets its cached tenant now; others within the resolver's few seconds.
      resolver.invalidate();
      return success(presentSettings(updated), 'Settings saved');
    },
  );
};
