import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementParamsSchema,
  announcementSchema,
  createAnnouncementSchema,
  pinnedAnnouncementSchema,
  updateAnnouncementSchema,
} from '@podium/contracts/announcements/announcement';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { staffEventParamsSchema } from '@podium/contracts/staff/staff-events';
import { actorOf } from '../../http/authentication/authentication';
import { consoleRefusals } from '../../http/authentication/refusals';
import { success } from '../../http/success';
import { emailNotifierOf } from '../email';
import { createAnnouncement, editAnnouncement, listAnnouncements, listPinned } from './announcements.service';

/** Inside the /api/staff plugin (staff of the event, admins): write and list an event's announcements. */
export const staffAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events/:eventId/announcements',
    {
      config: { cache: 'invalidates' },
      schema: {
        tags: ['staff', 'announcements'],
        summary:
          'Announce to everyone registered in the event, a sport, a category, or only staff: plain text, emailed to verified addresses, optionally pinned on the event site (audited; 5 per event an hour)',
        security: [{ bearer: [] }],
        params: staffEventParamsSchema,
        body: createAnnouncementSchema,
        response: { 201: successEnvelope(announcementSchema), 429: errorEnvelopeSchema, ...consoleRefusals },
      },
    },
    async (request, reply) => {
      const deps = { db: app.deps.db, clock: app.deps.clock, notifier: emailNotifierOf(app), push: app.deps.push };
      const created = await createAnnouncement(deps, actorOf(request), request.params.eventId, request.body);
      return reply.code(201).send(success(created, 'Announcement sent. Emails are on their way.'));
    },
  );

  app.patch(
    '/events/:eventId/announcements/:announcementId',
    {
      config: { cache: 'invalidates' },
      schema: {
        tags: ['staff', 'announcements'],
        summary:
          "Correct an announcement's title or text, or pin or unpin it on the event site (audited; nothing is emailed or pushed again)",
        security: [{ bearer: [] }],
        params: announcementParamsSchema,
        body: updateAnnouncementSchema,
        response: { 200: successEnvelope(announcementSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const { eventId, announcementId } = request.params;
      const edited = await editAnnouncement(app.deps.db, app.deps.clock, actorOf(request), { eventId, announcementId }, request.body);
      const message = request.body.isPinned === false ? 'Unpinned from the event site.' : 'Announcement updated.';
      return success(edited, message);
    },
  );

  app.get(
    '/events/:eventId/announcements',
    {
      schema: {
        tags: ['staff', 'announcements'],
        summary: "The event's announcements, newest first, with how many people each was emailed to",
        security: [{ bearer: [] }],
        params: staffEventParamsSchema,
        response: { 200: successEnvelope(z.array(announcementSchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await listAnnouncements(app.deps.db, request.tenant.id, request.params.eventId)),
  );
};

/** GET /api/public/events/{eventId}/announcements: the pinned ones, for the event site (public cache). */
export const publicAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/events/:eventId/announcements',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['events', 'announcements'],
        summary: "An event's pinned announcements, newest first (staff-only ones are never here)",
        params: z.object({ eventId: z.coerce.number().int().positive('eventId must be a positive whole number') }),
        response: { 200: successEnvelope(z.array(pinnedAnnouncementSchema)) },
      },
    },
    async (request) => success(await listPinned(app.deps.db, request.tenant.id, request.params.eventId)),
  );
};
