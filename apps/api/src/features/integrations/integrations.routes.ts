import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { enabledScripts, publicIntegrationsSchema, tenantIntegrationsSchema } from '@podium/contracts/integrations/third-party-scripts';
import { tenants } from '../../db/schema/index';
import { consoleRefusals } from '../../http/authentication/refusals';
import { writeAuditEntry } from '../admin/audit-log/write-audit-entry';
import { success } from '../../http/success';

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
      const scripts = enabledScripts(request.tenant.integrations).map(({ kind, scriptUrl, attributes }) => ({
        kind,
        scriptUrl,
        attributes,
      }));
      return success({ scripts });
    },
  );
};

/** /api/admin/integrations (registered inside the admin block, which checks the role). */
export const adminIntegrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
  const answer = { 200: successEnvelope(tenantIntegrationsSchema), ...consoleRefusals };

  app.get('/integrations', { schema: { ...meta("This site's third-party scripts"), response: answer } }, async (request) =>
    success(request.tenant.integrations),
  );

  app.put(
    '/integrations',
    {
      schema: {
        ...meta('Replace the third-party scripts (each loads only after consent; its origins join the CSP)'),
        body: tenantIntegrationsSchema,
        response: answer,
      },
    },
    async (request) => {
      const updated = await app.deps.db.transaction(async (tx) => {
        const [after] = await tx.update(tenants).set({ integrations: request.body }).where(eq(tenants.id, request.tenant.id)).returning();
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'tenant.integrations-changed',
          entity: 'tenant',
          entityId: request.tenant.id,
          before: request.tenant.integrations,
          after: request.body,
          at: app.deps.clock.now(),
        });
        return after!;
      });
      app.deps.tenants.invalidate();
      return success(updated.integrations, 'Integrations saved');
    },
  );
};
