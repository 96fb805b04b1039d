import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What a route does to the public read cache, declared on the route (issue 35: it used to be a URL
 * regex every new write route had to know about):
 * - `'public'`: a GET the public cache answers (shared by everyone on the tenant's site).
 * - `'invalidates'`: a write that may change what public reads show; its success drops the tenant's
 *   cached answers, here and on every replica.
 * - `'own'`: a write that refreshes what it changes itself (`invalidateEvents`), or changes nothing public.
 * - `'none'`: a read that is personal, or a write that no public read shows (sign-in, codes, check-ins).
 */
export type RouteCache = 'public' | 'invalidates' | 'own' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: RouteCache;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const READ_DECLARATIONS = new Set<RouteCache | undefined>(['public', 'none', undefined]);
const WRITE_DECLARATIONS = new Set<RouteCache | undefined>(['invalidates', 'own', 'none']);

/** The refusal of one route's declaration, or null when it is sound. */
export function routeCacheProblem(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): string | null {
  const methods = [route.method].flat().map(String);
  const cache = (route.config as { cache?: RouteCache } | undefined)?.cache;
  const isRead = methods.every((method) => READ_METHODS.has(method));
  if (isRead)
    return READ_DECLARATIONS.has(cache)
      ? null
      : `${methods.join(',')} ${route.url} is a read: cache must be 'public' or 'none', not '${cache}'`;
  if (cache === undefined) return `${methods.join(',')} ${route.url} declares no config.cache ('invalidates', 'own' or 'none')`;
  return WRITE_DECLARATIONS.has(cache)
    ? null
    : `${methods.join(',')} ${route.url} is a write: cache must be 'invalidates', 'own' or 'none', not '${cache}'`;
}

/**
 * Every write route under `api` says what it does to the public cache, and every read that says
 * anything says something a read can: checked when the server is ready (like `config.auth`), so a
 * new write route without a declaration stops the server at start, naming the route.
 */
export function requireRouteCacheDeclarations(api: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  api.addHook('onRoute', (route) => {
    routes.push(route);
  });
  api.addHook('onReady', async () => {
    const problems = routes.map(routeCacheProblem).filter((problem): problem is string => problem !== null);
    if (problems.length > 0)
      throw new Error(`Routes with an unsound config.cache (apps/api/src/http/route-cache.ts): ${problems.join('; ')}`);
  });
}
