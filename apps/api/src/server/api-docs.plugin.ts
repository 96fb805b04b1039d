import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMetrics } from '../features/metrics/metrics.routes';

/**
 * The OpenAPI document (every route's Zod schemas, so it must be registered before the routes) at
 * /api/docs, and the metrics endpoint.
 */
const apiDocs: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const context = app.deps;
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Podium API', version: '1.0.0', description: 'Corporate sports events: sign-in, events, check-in.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerMetrics(app, context.metrics, { metricsToken: config.METRICS_TOKEN, isProduction: config.NODE_ENV === 'production' });
};

export const apiDocsPlugin = fp(apiDocs, { name: 'podium-api-docs', fastify: '5.x', dependencies: ['podium-context'] });
