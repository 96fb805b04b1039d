import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'own'`: this write refreshes the public answers it changes itself (`invalidateEvents`, or
     * nothing when it changes none), so the safety net below does not empty its tenant's cache.
     */
    publicCacheEffect?: 'own';
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes known not to change anything a public read shows: sign-in, codes, MFA, captcha, contact,
 * email settings, check-ins (attendance is not public) and kiosks. Everything else is assumed to
 * change public data, so a new writer is covered without knowing about the cache.
 */
const WRITES_WITHOUT_PUBLIC_EFFECT =
  /^\/api\/(?:auth|captcha|mfa|contact|email|kiosk|user\/checkin|customer\/(?:generateOtp|verifyOtp|email|qr-code))(?:\/|$)|\/checkins(?:\/|$)|\/kiosk-sessions(?:\/|$)/;

/**
 * The safety net of the public read cache: every successful unsafe request of a tenant drops that
 * tenant's cached public answers (here, and on the other replicas through NOTIFY) before its answer
 * leaves, so the writer's next read sees its change. Known writers may also call
 * `app.deps.publicCache.invalidate(tenantId)` themselves (scripts, jobs, anything outside HTTP).
 */
export function registerPublicCacheInvalidation(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (!UNSAFE_METHODS.has(request.method) || reply.statusCode >= 400 || !request.tenant) return payload;
    if (request.routeOptions.config.publicCacheEffect === 'own') return payload;
    const pathOnly = request.url.split('?')[0]!;
    if (!WRITES_WITHOUT_PUBLIC_EFFECT.test(pathOnly)) await api.deps.publicCache.invalidate(request.tenant.id);
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
