import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/domain-error';
import type { AppMetrics } from './metrics';

/**
 * `GET /api/metrics` in Prometheus text format, and the hooks that time every request. The route
 * label is the route pattern (`/api/events/:eventId/...`), never the raw URL, to bound cardinality.
 * With a token the route needs it; in production without one it answers like an unknown route
 * (404), so metrics are never public by default; elsewhere it is open (local scraping, tests).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  access: { metricsToken: string | undefined; isProduction: boolean },
): void {
  const { metricsToken, isProduction } = access;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/api/metrics') return;
    const labels = { route, method: request.method };
    metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metricsToken && isProduction) throw new DomainError('NOT_FOUND', `No such API route: GET /api/metrics`);
    if (metricsToken && !isBearer(request.headers.authorization, metricsToken)) {
      throw new DomainError('UNAUTHENTICATED', 'Metrics need the bearer token configured in METRICS_TOKEN.');
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

function isBearer(header: string | undefined, expected: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
