import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { landingSchema, tenantConfigSchema } from '@podium/contracts/tenant/tenant-config';
import { presentTenantConfig } from './tenant-config.presenter';
import { listCities } from './tenant.repository';
import { normaliseHostname } from './tenant-resolver';
import { listConfiguredConnections, providerSettingsDeps } from '../sso';
import { success } from '../../http/success';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const connections = await listConfiguredConnections(app.deps.db, providerSettingsDeps(app.deps), request.tenant);
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
