import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { EntryPlace } from '../public-cache';
import { varyOnTenantHeaders } from '../../http/tenant-vary';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose answer is not JSON (an iCalendar file): its handler returns the body as a
     * string, which is cached and sent as it is with this media type.
     */
    publicAnswerType?: string;
  }
}

/**
 * Public reads (event microsite, calendar, blogs) answer from the in-process cache of serialized
 * answers when they can (app.deps.publicCache, no database round trip), with a weak ETag and
 * `Cache-Control: public, max-age, stale-while-revalidate` so browsers and any CDN absorb a refresh
 * storm, and a 304 to a matching If-None-Match. Every such answer varies on the headers that chose
 * its tenant (Host, and X-Forwarded-Host behind a trusted proxy), so a shared cache keyed on the
 * host never serves one tenant's answer on another's site (issue 28). Registered once on /api, it
 * wraps every GET route that declares `config: { cache: 'public' }` (docs/performance.md).
 */
export async function registerPublicCaching(app: FastifyInstance): Promise<void> {
  const { publicCache, config } = app.deps;
  const cacheControl = `public, max-age=${config.PUBLIC_CACHE_MAX_AGE_SECONDS}, stale-while-revalidate=${config.PUBLIC_CACHE_STALE_SECONDS}`;
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') && !methods.includes('HEAD')) return;
    if ((route.config as { cache?: string } | undefined)?.cache !== 'public') return;
    const handler = route.handler;
    // A route that declares no query string schema reads no query: its key ignores the query.
    const readsQuery = route.schema?.querystring !== undefined;
    const answerType = (route.config as { publicAnswerType?: string } | undefined)?.publicAnswerType;
    const cachedHandler: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      varyOnTenantHeaders(reply, config.TRUST_PROXY);
      const place = placeOf(request, route.url, readsQuery);
      const answer = await publicCache.read(request.tenant.id, place, async () => {
        const result: unknown = await handler.call(this, request, reply);
        if (reply.sent) return undefined;
        if (answerType) return String(result);
        const serialized = reply.serialize(result);
        return typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
      });
      if (reply.sent) return reply;
      // The first reader's answer could not be shared: this request reads for itself.
      if (!answer) return handler.call(this, request, reply);
      reply.header('etag', answer.etag).header('cache-control', cacheControl);
      if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type(answerType ?? 'application/json; charset=utf-8').send(answer.body);
    };
    route.handler = cachedHandler;
  });
}

/**
 * The cache key of a read, from what its handler sees: the route, its validated parameters and its
 * validated query string (unknown parameters already stripped, keys sorted). So `/events/01/teams`,
 * `/events/1/teams?utm=x` and `/events/1/teams` are one entry, and random query strings cannot
 * make new ones.
 */
function placeOf(request: FastifyRequest, routeUrl: string, readsQuery: boolean): EntryPlace {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const group = `${routeUrl} ${canonical(params)}`;
  const query = readsQuery ? canonical((request.query ?? {}) as Record<string, unknown>) : '';
  const eventId = typeof params.eventId === 'number' ? params.eventId : undefined;
  return { key: `${group} ${query}`, group, eventId };
}

function canonical(values: Record<string, unknown>): string {
  return JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`; `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return header.split(',').some((candidate) => opaque(candidate.trim()) === opaque(etag));
}
