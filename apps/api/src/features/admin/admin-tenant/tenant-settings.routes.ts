import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantSettingsSchema, updateTenantSettingsSchema } from '@podium/contracts/admin/tenant-settings';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { presentSettings } from './tenant-settings.presenter';
import { findTenant } from './tenant-settings.repository';
import { changeTenantSettings } from './tenant-settings.service';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/tenant-settings: flags, site settings, sign-in policy, SSO domains, MFA requirement (admins only). */
export const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, tenants: resolver } = app.deps;
  const answer = { 200: successEnvelope(tenantSettingsSchema), ...consoleRefusals };

  app.get('/tenant-settings', { schema: { ...meta("This site's settings"), response: answer } }, async (request) =>
    success(presentSettings((await findTenant(db, request.tenant.id))!)),
  );

  app.patch(
    '/tenant-settings',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta("Change this site's settings (only the parts sent)"), body: updateTenantSettingsSchema, response: answer },
    },
    async (request) => {
      const isProduction = app.deps.config.NODE_ENV === 'production';
      const updated = await changeTenantSettings(db, clock, actorOf(request), request.body, isProduction);
      // This replica forgets its cached tenant now; others within the resolver's few seconds.
      resolver.invalidate();
      return success(presentSettings(updated), 'Settings saved');
    },
  );
};
