import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SsoConnectionName } from '@podium/contracts/sso/sso-login';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { landingSchema, tenantConfigSchema } from '@podium/contracts/tenant/tenant-config';
import { presentTenantConfig } from './tenant-config.presenter';
import { listCities } from './tenant.repository';
import { normaliseHostname } from './tenant-resolver';
import type { TenantRow } from './tenant.repository';
import { success } from '../../http/success';

export interface TenantRoutesOptions {
  /**
   * The sign-in connections with a working identity provider for this tenant. Given by the app
   * (features/sso answers it), so tenants, which sso builds on, does not import sso (issue 35).
   */
  listSignInConnections(tenant: TenantRow): Promise<ReadonlySet<SsoConnectionName>>;
}

export const tenantRoutes: FastifyPluginAsyncZod<TenantRoutesOptions> = async (app, { listSignInConnections }) => {
  app.get(
    '/tenant-config',
    {
      schema: {
        tags: ['tenant'],
        summary: 'The site configuration of the tenant answering this host',
        response: { 200: successEnvelope(tenantConfigSchema).extend(tenantConfigSchema.shape) },
      },
    },
    async (request) => {
      const cities = await listCities(app.deps.db, request.tenant.id);
      const connections = await listSignInConnections(request.tenant);
      const config = presentTenantConfig(request.tenant, cities, normaliseHostname(request.host), app.captchaPublicConfig, connections);
      // The spec's clients read the auth config at the top level; newer ones read `data`.
      return { success: true as const, message: 'OK', data: config, ...config };
    },
  );

  app.get(
    '/user/landing',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Landing state (maintenance flag), polled every 60 s by the web app',
        response: { 200: successEnvelope(landingSchema) },
      },
    },
    // A site an operator suspended shows the same maintenance page (features/operators).
    async (request) => success({ maintenance: request.tenant.maintenance || request.tenant.status !== 'active' }),
  );
};
