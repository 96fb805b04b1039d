import type { FastifyInstance } from 'fastify';
import fastifyEtag from '@fastify/etag';

/**
 * Public reads answer with an ETag and `Cache-Control: no-cache`: browsers and proxies keep the
 * answer but ask again each time, and an unchanged answer costs a 304 with no body. Registered
 * inside a route plugin, so it applies only to that plugin's routes.
 */
export async function registerPublicCaching(app: FastifyInstance): Promise<void> {
  await app.register(fastifyEtag, { weak: true });
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode < 400) reply.header('cache-control', 'public, no-cache');
  });
}
