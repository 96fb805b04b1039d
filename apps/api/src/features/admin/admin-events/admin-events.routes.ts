import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEventSchema,
  adminEventSummarySchema,
  categoryInputSchema,
  categoryParamsSchema,
  createEventSchema,
  eventIdParamsSchema,
  updateCategorySchema,
  updateEventSchema,
  venueInputSchema,
  venueParamsSchema,
} from '@podium/contracts/admin/admin-events';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { AdminEventsService } from './admin-events.service';
import { actorOf } from '../../../http/authentication/authentication';
import { success } from '../../../http/success';
import { offerFreedPlaces } from '../../registrations';

const eventAnswer = { 200: successEnvelope(adminEventSchema), ...consoleRefusals };
const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/events: events, venues and sport categories (admins only; the parent plugin checks). */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminEventsService(app.deps.db, app.deps.clock);

  app.get(
    '/events',
    {
      schema: {
        ...meta('Every event of this site, published or not'),
        response: { 200: successEnvelope(z.array(adminEventSummarySchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await service.list(request.tenant.id)),
  );

  app.post(
    '/events',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta('Create an event (unpublished unless isPublished)'), body: createEventSchema, response: eventAnswer },
    },
    async (request) => success(await service.create(actorOf(request), request.body), 'Event created'),
  );

  app.get(
    '/events/:eventId',
    { schema: { ...meta('One event with venues and sport categories'), params: eventIdParamsSchema, response: eventAnswer } },
    async (request) => success(await service.get(request.tenant.id, request.params.eventId)),
  );

  app.patch(
    '/events/:eventId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Edit an event (only the fields sent); isPublished publishes or unpublishes'),
        params: eventIdParamsSchema,
        body: updateEventSchema,
        response: eventAnswer,
      },
    },
    async (request) => success(await service.update(actorOf(request), request.params.eventId, request.body), 'Event saved'),
  );

  app.post(
    '/events/:eventId/publish',
    { config: { cache: 'invalidates' }, schema: { ...meta('Publish an event'), params: eventIdParamsSchema, response: eventAnswer } },
    async (request) => success(await service.update(actorOf(request), request.params.eventId, { isPublished: true }), 'Event published'),
  );

  app.post(
    '/events/:eventId/unpublish',
    { config: { cache: 'invalidates' }, schema: { ...meta('Unpublish an event'), params: eventIdParamsSchema, response: eventAnswer } },
    async (request) => success(await service.update(actorOf(request), request.params.eventId, { isPublished: false }), 'Event unpublished'),
  );

  app.post(
    '/events/:eventId/venues',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta('Add a venue'), params: eventIdParamsSchema, body: venueInputSchema, response: eventAnswer },
    },
    async (request) => success(await service.addVenue(actorOf(request), request.params.eventId, request.body), 'Venue added'),
  );

  app.patch(
    '/events/:eventId/venues/:venueId',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta('Rename a venue or change its address'), params: venueParamsSchema, body: venueInputSchema, response: eventAnswer },
    },
    async (request) =>
      success(await service.updateVenue(actorOf(request), request.params.eventId, request.params.venueId, request.body), 'Venue saved'),
  );

  app.delete(
    '/events/:eventId/venues/:venueId',
    { config: { cache: 'invalidates' }, schema: { ...meta('Remove an unused venue'), params: venueParamsSchema, response: eventAnswer } },
    async (request) =>
      success(await service.deleteVenue(actorOf(request), request.params.eventId, request.params.venueId), 'Venue removed'),
  );

  app.post(
    '/events/:eventId/categories',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Add a sport category at a venue, with capacity and team size'),
        params: eventIdParamsSchema,
        body: categoryInputSchema,
        response: eventAnswer,
      },
    },
    async (request) => success(await service.addCategory(actorOf(request), request.params.eventId, request.body), 'Sport category added'),
  );

  app.patch(
    '/events/:eventId/categories/:eventSportCategoryId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Move a sport category to another venue or change its capacity'),
        params: categoryParamsSchema,
        body: updateCategorySchema,
        response: eventAnswer,
      },
    },
    async (request) => {
      const { eventId, eventSportCategoryId } = request.params;
      const event = await service.updateCategory(actorOf(request), eventId, eventSportCategoryId, request.body);
      // A raised capacity frees places: the first people on the waiting list are offered them now (issue 33 §5).
      if (request.body.capacity !== undefined) await offerFreedPlaces(app.deps, eventSportCategoryId);
      return success(event, 'Sport category saved');
    },
  );

  app.delete(
    '/events/:eventId/categories/:eventSportCategoryId',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta('Remove a sport category (and its registrations)'), params: categoryParamsSchema, response: eventAnswer },
    },
    async (request) =>
      success(
        await service.deleteCategory(actorOf(request), request.params.eventId, request.params.eventSportCategoryId),
        'Sport category removed',
      ),
  );
};
