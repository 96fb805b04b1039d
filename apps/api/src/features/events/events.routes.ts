import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import {
  eventCalendarQuerySchema,
  eventDetailSchema,
  eventSummarySchema,
  fixtureSchema,
  fixturesQuerySchema,
  galleryImageSchema,
  medalRowSchema,
  resultsSchema,
  teamSchema,
} from '@podium/contracts/events/event-site';
import {
  getEventByPath,
  getEventDetail,
  getEventResults,
  getMedalTally,
  listEventFixtures,
  listEventGallery,
  listEventSummaries,
  listEventTeams,
} from './events.service';
import { success } from '../../http/success';

const eventIdParams = z.object({ eventId: z.coerce.number().int().positive('eventId must be a positive whole number') });

/** Public reads of the event microsite and calendar: no sign-in, ETag-cached. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/event-calendar',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: "The tenant's published events, optionally by city and sport, ending on or after `from`",
        querystring: eventCalendarQuerySchema,
        response: { 200: successEnvelope(z.array(eventSummarySchema)) },
      },
    },
    async (request) =>
      success(
        await listEventSummaries(app.deps.db, request.tenant.id, {
          cityId: request.query.cityId,
          sportId: request.query.sportId,
          fromDay: request.query.from,
        }),
      ),
  );

  app.get(
    '/public/events/by-path/:eventPath',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: 'One event by its microsite path `{city lowercase}-{slug}`, with sports, categories and venues',
        params: z.object({ eventPath: z.string().min(3).max(200) }),
        response: { 200: successEnvelope(eventDetailSchema) },
      },
    },
    async (request) => success(await getEventByPath(app.deps.db, request.tenant.id, request.params.eventPath)),
  );

  app.get(
    '/public/events/:eventId/catalogue',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: 'One event by id, with sports, categories (places left, cut-off) and venues',
        params: eventIdParams,
        response: { 200: successEnvelope(eventDetailSchema) },
      },
    },
    async (request) => success(await getEventDetail(app.deps.db, request.tenant.id, request.params.eventId)),
  );

  app.get(
    '/public/events/:eventId/teams',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: "An event's teams with their company and members",
        params: eventIdParams,
        response: { 200: successEnvelope(z.array(teamSchema)) },
      },
    },
    async (request) => success(await listEventTeams(app.deps.db, request.tenant.id, request.params.eventId)),
  );

  app.get(
    '/public/events/:eventId/fixtures',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: "An event's fixtures by time, filtered by sport, venue, day or status (live status included)",
        params: eventIdParams,
        querystring: fixturesQuerySchema,
        response: { 200: successEnvelope(z.array(fixtureSchema)) },
      },
    },
    async (request) => success(await listEventFixtures(app.deps.db, request.tenant.id, request.params.eventId, request.query)),
  );

  app.get(
    '/public/events/:eventId/results',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: 'Scores of finished fixtures and final standings per category',
        params: eventIdParams,
        response: { 200: successEnvelope(resultsSchema) },
      },
    },
    async (request) => success(await getEventResults(app.deps.db, request.tenant.id, request.params.eventId)),
  );

  app.get(
    '/public/events/:eventId/medal-tally',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: 'Gold, silver and bronze per company, ranked gold first, ties sharing a place',
        params: eventIdParams,
        response: { 200: successEnvelope(z.array(medalRowSchema)) },
      },
    },
    async (request) => success(await getMedalTally(app.deps.db, request.tenant.id, request.params.eventId)),
  );

  app.get(
    '/public/events/:eventId/gallery',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events'],
        summary: "An event's photo gallery",
        params: eventIdParams,
        response: { 200: successEnvelope(z.array(galleryImageSchema)) },
      },
    },
    async (request) => success(await listEventGallery(app.deps.db, request.tenant.id, request.params.eventId)),
  );
};
