import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { publicIntegrationsSchema, tenantIntegrationsSchema } from '@podium/contracts/integrations/third-party-scripts';
import { actorOf } from '../../http/authentication/authentication';
import { consoleRefusals } from '../../http/authentication/refusals';
import { success } from '../../http/success';
import { presentPublicIntegrations, presentTenantIntegrations } from './integrations.presenter';
import { replaceIntegrations } from './integrations.service';

/** GET /api/public/integrations: the third-party scripts this site loads after the visitor consents (none by default). */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/integrations',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Third-party scripts (analytics, tag manager, ad pixel, chat widget) to load after consent; empty when none is on',
        response: { 200: successEnvelope(publicIntegrationsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return success(presentPublicIntegrations(request.tenant.integrations));
    },
  );
};

/** /api/admin/integrations (registered inside the admin block, which checks the role). */
export const adminIntegrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
  const answer = { 200: successEnvelope(tenantIntegrationsSchema), ...consoleRefusals };

  app.get('/integrations', { schema: { ...meta("This site's third-party scripts"), response: answer } }, async (request) =>
    success(presentTenantIntegrations(request.tenant)),
  );

  app.put(
    '/integrations',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Replace the third-party scripts (each loads only after consent; its origins join the CSP)'),
        body: tenantIntegrationsSchema,
        response: answer,
      },
    },
    async (request) => {
      const updated = await replaceIntegrations(app.deps, {
        actor: actorOf(request),
        before: request.tenant.integrations,
        integrations: request.body,
      });
      return success(presentTenantIntegrations(updated), 'Integrations saved');
    },
  );
};
