import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatAttendancePayload } from '@podium/contracts/check-in/attendance-payload';
import {
  checkInCodeSchema,
  checkInCodesQuerySchema,
  eventIdParamsSchema,
  posterQuerySchema,
  rotatingCodeQuerySchema,
  rotatingCodeSchema,
} from '@podium/contracts/check-in/checkin-codes';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { DomainError } from '../../errors/domain-error';
import { requireEventInStaffScope } from '../../http/staff-scope';
import { loadDocumentBrand } from '../tenants';
import { renderPosterPdf } from './checkin-poster';
import { findTenantEvent, listSportVenues } from './checkin-codes.repository';
import { renderQrSvg } from '../../platform/qr/qr-image';
import { currentRotatingCode } from './rotating-code-answer';
import { success } from '../../http/success';

const refusals = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Staff and admins only: members are refused 403, no session 401; staff limited to some events
 * are refused 403 for any other event (the same scope as every /api/staff route).
 */
async function requireStaffOf(app: FastifyInstance, request: FastifyRequest, eventId: number) {
  const { user } = request.session;
  if (user.role !== 'staff' && user.role !== 'admin')
    throw new DomainError('FORBIDDEN', 'Only event staff and admins can get attendance codes.');
  await requireEventInStaffScope(app.deps.db, user, eventId);
  return user;
}

async function requireEvent(app: FastifyInstance, tenantId: number, eventId: number) {
  const event = await findTenantEvent(app.deps.db, tenantId, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found.');
  return event;
}

/** Attendance codes for staff: the list with SVGs, the PDF poster per venue, the kiosk's rotating code. */
export const checkInCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:eventId/checkin-codes',
    {
      schema: {
        tags: ['check-in'],
        summary: 'Printable attendance codes of an event, one per sport and venue (staff, admin)',
        security: [{ bearer: [] }],
        params: eventIdParamsSchema,
        querystring: checkInCodesQuerySchema,
        response: { 200: successEnvelope(z.array(checkInCodeSchema)), ...refusals },
      },
      config: { auth: 'member' },
    },
    async (request) => {
      await requireStaffOf(app, request, request.params.eventId);
      const event = await requireEvent(app, request.tenant.id, request.params.eventId);
      const { direction } = request.query;
      const data = await Promise.all(
        (await listSportVenues(app.deps.db, event.id)).map(async ({ sportId, sportName, venue }) => {
          const payload = formatAttendancePayload({ eventId: event.id, sportId, venue, direction });
          return { eventId: event.id, sportId, sportName, venue, direction, payload, svg: await renderQrSvg(payload) };
        }),
      );
      return success(data);
    },
  );

  app.get(
    '/events/:eventId/checkin-codes/poster.pdf',
    {
      schema: {
        tags: ['check-in'],
        summary: 'A printable PDF poster of the attendance codes at one venue, a page per sport (staff, admin)',
        security: [{ bearer: [] }],
        params: eventIdParamsSchema,
        querystring: posterQuerySchema,
        produces: ['application/pdf'],
        response: refusals,
      },
      config: { auth: 'member' },
    },
    async (request, reply) => {
      await requireStaffOf(app, request, request.params.eventId);
      const event = await requireEvent(app, request.tenant.id, request.params.eventId);
      const { venue, direction } = request.query;
      const atVenue = (await listSportVenues(app.deps.db, event.id)).filter((row) => row.venue.toLowerCase() === venue.toLowerCase());
      if (atVenue.length === 0) throw new DomainError('WRONG_VENUE', `${venue} is not a venue of ${event.name}.`);
      const pdf = await renderPosterPdf(
        atVenue.map((row) => ({
          eventName: event.name,
          sportName: row.sportName,
          venue: row.venue,
          direction,
          payload: formatAttendancePayload({ eventId: event.id, sportId: row.sportId, venue: row.venue, direction }),
        })),
        await loadDocumentBrand(app.deps, request.tenant.id),
      );
      const fileName = `${event.slug}-${atVenue[0]!.venue}`.replace(/[^\w-]+/g, '-').toLowerCase();
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}.pdf"`)
        .send(pdf as never);
    },
  );

  app.get(
    '/events/:eventId/checkin-codes/rotating',
    {
      schema: {
        tags: ['check-in'],
        summary: "The kiosk's current signed attendance code (a new one every 30 s) (staff, admin)",
        security: [{ bearer: [] }],
        params: eventIdParamsSchema,
        querystring: rotatingCodeQuerySchema,
        response: { 200: successEnvelope(rotatingCodeSchema), ...refusals },
      },
      config: { auth: 'member' },
    },
    async (request, reply) => {
      await requireStaffOf(app, request, request.params.eventId);
      const event = await requireEvent(app, request.tenant.id, request.params.eventId);
      const { sportId, venue, direction } = request.query;
      const pair = (await listSportVenues(app.deps.db, event.id)).find(
        (row) => row.sportId === sportId && row.venue.toLowerCase() === venue.toLowerCase(),
      );
      if (!pair) throw new DomainError('WRONG_VENUE', `That sport is not played at ${venue} at ${event.name}.`);
      reply.header('cache-control', 'no-store');
      return success(await currentRotatingCode(event, pair, direction, app.deps.clock.now()));
    },
  );
};
