import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicEventSchema } from '@podium/contracts/check-in/public-events';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { listPublishedEvents } from './checkin-codes.repository';
import { success } from '../../http/success';

/** GET /api/public/events: the tenant's published events, no session needed, served from the public cache. */
export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/events',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: "The tenant's published events",
        response: { 200: successEnvelope(z.array(publicEventSchema)) },
      },
    },
    async (request) => {
      const rows = await listPublishedEvents(app.deps.db, request.tenant.id);
      const data = rows.map(({ event, city }) => ({
        id: event.id,
        slug: event.slug,
        eventName: event.name,
        city,
        startsAt: event.startsOn,
        endsAt: event.endsOn,
      }));
      return success(data);
    },
  );
};
