import type { FastifyPluginAsync } from 'fastify';
import { varyOnTenantHeaders } from '../../http/tenant-vary';
import { buildWebManifest } from './web-manifest';

/**
 * GET /manifest.webmanifest: the installed app's manifest for the tenant answering this host (its
 * name, theme colour and icons made from its logo). Served by the API rather than built by Vite,
 * because one build serves every tenant; outside /api, where the web app's <link rel="manifest">
 * has always pointed.
 */
export const webManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const tenant = await app.deps.tenants.resolve(request.host);
    // One manifest per host: a shared cache must key it on what chose the tenant.
    varyOnTenantHeaders(reply, app.deps.config.TRUST_PROXY);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(buildWebManifest(tenant)));
  });
};
