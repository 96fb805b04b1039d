import type { FastifyInstance } from 'fastify';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The safety net of the public read cache: every successful write declared `cache: 'invalidates'`
 * drops its tenant's cached public answers (here, and on the other replicas through NOTIFY) before
 * its answer leaves, so the writer's next read sees its change. Known writers may also call
 * `app.deps.publicCache.invalidate(tenantId)` themselves (scripts, jobs, anything outside HTTP).
 */
export function registerPublicCacheInvalidation(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (!UNSAFE_METHODS.has(request.method) || reply.statusCode >= 400 || !request.tenant) return payload;
    // Declared on each route and checked at start (http/route-cache.ts); an undeclared write (a
    // route outside /api, say) is assumed to change public data.
    const declared = request.routeOptions.config.cache;
    if (declared === 'own' || declared === 'none') return payload;
    await api.deps.publicCache.invalidate(request.tenant.id);
    return payload;
  });
}

/** Personal and operational answers are never kept by a browser or a proxy unless a route says otherwise. */
export function registerPrivateByDefault(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
