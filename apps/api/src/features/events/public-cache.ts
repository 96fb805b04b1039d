import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Public reads (event microsite, calendar, blogs) answer from the in-process cache of serialized
 * answers when they can (app.deps.publicCache, no database round trip), with a strong ETag and
 * `Cache-Control: public, max-age, stale-while-revalidate` so browsers and any CDN absorb a refresh
 * storm, and a 304 to a matching If-None-Match. Registered inside a route plugin, it wraps every GET
 * route that plugin declares after it (docs/performance.md).
 */
export async function registerPublicCaching(app: FastifyInstance): Promise<void> {
  const { publicCache, config } = app.deps;
  const cacheControl = `public, max-age=${config.PUBLIC_CACHE_MAX_AGE_SECONDS}, stale-while-revalidate=${config.PUBLIC_CACHE_STALE_SECONDS}`;
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') && !methods.includes('HEAD')) return;
    const handler = route.handler;
    const cachedHandler: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      const tenantId = request.tenant.id;
      let answer = publicCache.lookup(tenantId, request.url);
      if (!answer) {
        const generation = publicCache.generation(tenantId);
        const result: unknown = await handler.call(this, request, reply);
        if (reply.sent) return reply;
        const serialized = reply.serialize(result);
        const body = typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
        answer = publicCache.store(tenantId, request.url, body, generation);
      }
      reply.header('etag', answer.etag).header('cache-control', cacheControl);
      if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    };
    route.handler = cachedHandler;
  });
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`; `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
