import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { standingsAnswerSchema, standingsQuerySchema } from '@podium/contracts/tournaments/tournaments';
import { getStandings } from './standings.service';
import { success } from '../../http/success';

const eventIdParams = z.object({ eventId: z.coerce.number().int().positive('eventId must be a positive whole number') });

/** GET /api/public/events/:eventId/standings?eventSportCategoryId=: group tables, bracket, medals. */
export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/events/:eventId/standings',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events', 'tournaments'],
        summary:
          "Group tables (ordered by the draw's tie-breakers, each row saying what placed it above the next), the bracket and medals of a category",
        params: eventIdParams,
        querystring: standingsQuerySchema,
        response: { 200: successEnvelope(standingsAnswerSchema) },
      },
    },
    async (request) =>
      success(await getStandings(app.deps.db, request.tenant.id, request.params.eventId, request.query.eventSportCategoryId)),
  );
};
