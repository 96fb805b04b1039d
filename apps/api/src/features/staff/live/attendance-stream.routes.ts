import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTENDANCE_STREAM_EVENT, attendanceSummaryQuerySchema, type AttendanceSummary } from '@podium/contracts/staff/attendance-summary';
import { errorEnvelopeSchema } from '@podium/contracts/http/envelope';
import { staffEventParamsSchema } from '@podium/contracts/staff/staff-events';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { StreamSlots } from '../../../http/stream-slots';
import type { EventStream } from '../../../platform/realtime';
import { readAttendanceSummary } from '../attendance/attendance-summary.repository';
import { defaultEventDay, requireStaffEvent } from '../staff-events/staff-events.repository';
import { AttendanceBroadcaster } from './attendance-broadcaster';
import type { AttendanceFeed } from './attendance-feed';

/**
 * GET /api/staff/events/:eventId/attendance/stream: server-sent events. The current counts at once,
 * then new counts after each check-in of the event on any replica (LISTEN/NOTIFY through the feed).
 */
export const attendanceStreamRoutes: FastifyPluginAsyncZod<{ feed: AttendanceFeed }> = async (app, { feed }) => {
  const { db, clock, config, realtime } = app.deps;
  const broadcaster = new AttendanceBroadcaster(
    feed,
    (eventId, day) => readAttendanceSummary(db, eventId, day, clock.now()),
    (error) => app.log.error({ err: error }, 'attendance recount failed'),
  );
  // Per signed-in person, then per tenant, then the process (issue 28: it had no cap at all).
  const slots = new StreamSlots(
    {
      perClient: config.ATTENDANCE_STREAMS_PER_USER_MAX,
      perTenant: config.ATTENDANCE_STREAMS_PER_TENANT_MAX,
      total: config.ATTENDANCE_STREAMS_MAX,
    },
    {
      client: 'You have too many live attendance screens open. Close some and try again.',
      busy: 'Live attendance is busy right now. Try again in a moment, or refresh the counts by hand.',
    },
  );
  app.get(
    '/events/:eventId/attendance/stream',
    {
      schema: {
        tags: ['staff'],
        summary: 'Live attendance counts as server-sent events (event name "attendance", data: the summary)',
        security: [{ bearer: [] }],
        params: staffEventParamsSchema,
        querystring: attendanceSummaryQuerySchema,
        produces: ['text/event-stream'],
        response: { ...consoleRefusals, 429: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const event = await requireStaffEvent(db, request.tenant.id, request.params.eventId);
      const day = request.query.day ?? defaultEventDay(event, clock.now());
      const release = slots.take(`user:${request.session.user.id}`, request.tenant.id);
      // Listen before the first count: a check-in between the count and the LISTEN would otherwise
      // reach no frame until the next one (caught by the two-replica test on a busy machine).
      let stream: EventStream | null = null;
      const early: AttendanceSummary[] = [];
      const send = (summary: AttendanceSummary) => stream?.send(ATTENDANCE_STREAM_EVENT, JSON.stringify(summary));
      let stop: () => void = () => undefined;
      let first: AttendanceSummary;
      try {
        stop = await broadcaster.watch(event.id, day, (summary) => {
          if (stream) send(summary);
          else early.push(summary);
        });
        first = await readAttendanceSummary(db, event.id, day, clock.now());
      } catch (error) {
        stop();
        release();
        throw error;
      }
      stream = realtime.streams.start(request, reply, { retryMs: 3000, cacheControl: 'no-cache' });
      // Gone while we counted: its 'close' has fired already, so free its slot here.
      if (!stream) {
        stop();
        release();
        return;
      }
      stream.onClose(() => {
        stop();
        release();
      });
      send(first);
      for (const summary of early) send(summary);
    },
  );
};
