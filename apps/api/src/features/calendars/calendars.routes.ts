import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedLinkAnswerSchema,
  calendarFeedLinkSchema,
  calendarFeedParamsSchema,
  ICS_CONTENT_TYPE,
} from '@podium/contracts/calendars/calendar-feed';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { success } from '../../http/success';
import {
  eventCalendarIcs,
  findCalendarLink,
  matchCalendarIcs,
  personalCalendarIcs,
  resetCalendarLink,
  type CalendarDeps,
} from './calendars.service';

const eventIdParams = z.object({ eventId: z.coerce.number().int().positive('eventId must be a positive whole number') });
const fixtureParams = eventIdParams.extend({ fixtureId: z.coerce.number().int().positive('fixtureId must be a positive whole number') });

/**
 * A person's calendar feed (issue 33): read and reset its link while signed in; the feed itself is
 * opened by the token in its URL, because calendar apps cannot send a header.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): CalendarDeps => ({ db: app.deps.db, clock: app.deps.clock, dataEncryptionKey: app.deps.secrets.dataEncryptionKey });

  app.get(
    '/customer/calendar-link',
    {
      schema: {
        tags: ['calendars'],
        summary: 'My calendar feed link (path of the .ics to subscribe to), or null before I asked for one',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(calendarFeedLinkAnswerSchema) },
      },
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE },
    },
    async (request) => success(await findCalendarLink(deps(), request.tenant.id, request.session.user.id)),
  );

  app.post(
    '/customer/calendar-link',
    {
      schema: {
        tags: ['calendars'],
        summary: 'Make my calendar feed link, or a new one: the previous link stops working (404) at once',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(calendarFeedLinkSchema) },
      },
      // A feed link is private: no public answer changes.
      config: { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE, cache: 'own' },
    },
    async (request) =>
      success(
        await resetCalendarLink(deps(), request.tenant.id, request.session.user.id),
        'Your calendar link is ready. A link you had before no longer updates.',
      ),
  );

  app.get(
    '/customer/calendar/:feedFile',
    {
      schema: {
        tags: ['calendars'],
        summary: 'My calendar feed (iCalendar): my timed matches and my registrations; the token in the URL is the key',
        params: calendarFeedParamsSchema,
        produces: ['text/calendar'],
        response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.type(ICS_CONTENT_TYPE).send((await personalCalendarIcs(deps(), request.tenant, request.params.feedFile)) as never),
  );
};

/** An event's matches as iCalendar files, public and cached like the other public reads. */
export const publicCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/events/:eventId/calendar.ics',
    {
      schema: {
        tags: ['calendars'],
        summary:
          "An event's timed matches as an iCalendar file, to import or subscribe to (UTC times, a stable UID and SEQUENCE per match)",
        params: eventIdParams,
        produces: ['text/calendar'],
        response: { 404: errorEnvelopeSchema },
      },
      config: { cache: 'public', publicAnswerType: ICS_CONTENT_TYPE },
    },
    async (request, reply) => {
      reply.type(ICS_CONTENT_TYPE);
      // Returned, not sent: the public cache keeps the text (config.publicAnswerType).
      return (await eventCalendarIcs(app.deps, request.tenant, request.params.eventId)) as never;
    },
  );

  app.get(
    '/public/events/:eventId/fixtures/:fixtureId/calendar.ics',
    {
      schema: {
        tags: ['calendars'],
        summary: "One timed match as an iCalendar file ('Add to calendar' for Apple Calendar and Outlook); the same UID as in the feeds",
        params: fixtureParams,
        produces: ['text/calendar'],
        response: { 404: errorEnvelopeSchema },
      },
      config: { cache: 'public', publicAnswerType: ICS_CONTENT_TYPE },
    },
    async (request, reply) => {
      reply.type(ICS_CONTENT_TYPE);
      return (await matchCalendarIcs(app.deps, request.tenant, request.params.eventId, request.params.fixtureId)) as never;
    },
  );
};
