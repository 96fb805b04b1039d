import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ success: z.literal(true), status: z.literal('ok') }) },
      },
    },
    async () => ({ success: true as const, status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ success: z.literal(true), status: z.literal('ready'), database: z.string() }),
          503: z.object({ success: z.literal(false), message: z.string(), error: z.literal('UPSTREAM_FAILED') }),
        },
      },
    },
    async (_request, reply) => {
      const { database } = app.deps;
      if (await database.ping()) return { success: true as const, status: 'ready' as const, database: database.kind };
      return reply
        .status(503)
        .send({ success: false as const, message: 'The database is not reachable.', error: 'UPSTREAM_FAILED' as const });
    },
  );
};
