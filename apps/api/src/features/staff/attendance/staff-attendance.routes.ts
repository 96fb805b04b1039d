import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { attendanceSummaryQuerySchema, attendanceSummarySchema } from '@podium/contracts/staff/attendance-summary';
import { staffEventParamsSchema, staffEventSchema } from '@podium/contracts/staff/staff-events';
import {
  attendanceIdParamsSchema,
  manualCheckInSchema,
  staffCheckInResultSchema,
  staffPeopleQuerySchema,
  staffPersonSchema,
  undoCheckInSchema,
} from '@podium/contracts/staff/staff-people';
import { staffEventScope } from '../../../http/staff-scope';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { defaultEventDay, listStaffEvents, requireStaffEvent } from '../staff-events/staff-events.repository';
import { readAttendanceSummary } from './attendance-summary.repository';
import type { StaffCheckInService } from './staff-check-in.service';
import { searchPeople } from './staff-people.repository';
import { actorOf } from '../../../http/authentication/authentication';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['staff'], summary, security: [{ bearer: [] }] });

/** /api/staff: events, live counts, person search, manual check-in and undo (staff and admins). */
export const staffAttendanceRoutes: FastifyPluginAsyncZod<{ checkIns: StaffCheckInService }> = async (app, { checkIns }) => {
  const { db, clock } = app.deps;
  app.get(
    '/events',
    {
      schema: {
        ...meta('Events with their sport categories, for the staff pickers'),
        response: { 200: successEnvelope(z.array(staffEventSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const all = await listStaffEvents(db, request.tenant.id, clock.now());
      const scope = await staffEventScope(db, request.session.user);
      return success(scope === null ? all : all.filter((event) => scope.has(event.id)));
    },
  );

  app.get(
    '/events/:eventId/attendance',
    {
      schema: {
        ...meta("One event day's attendance counts"),
        params: staffEventParamsSchema,
        querystring: attendanceSummaryQuerySchema,
        response: { 200: successEnvelope(attendanceSummarySchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const now = clock.now();
      const event = await requireStaffEvent(db, request.tenant.id, request.params.eventId);
      const day = request.query.day ?? defaultEventDay(event, now);
      return success(await readAttendanceSummary(db, event.id, day, now));
    },
  );

  app.get(
    '/events/:eventId/people',
    {
      schema: {
        ...meta('Find a person by name, phone or email, with registrations and the day’s check-ins'),
        params: staffEventParamsSchema,
        querystring: staffPeopleQuerySchema,
        response: { 200: successEnvelope(z.array(staffPersonSchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const event = await requireStaffEvent(db, request.tenant.id, request.params.eventId);
      const day = request.query.day ?? defaultEventDay(event, clock.now());
      return success(await searchPeople(db, { tenantId: request.tenant.id, eventId: event.id, search: request.query.search, day }));
    },
  );

  app.post(
    '/events/:eventId/checkins',
    {
      config: { cache: 'none' },
      schema: {
        ...meta('Check a person in by hand, with a reason'),
        params: staffEventParamsSchema,
        body: manualCheckInSchema,
        response: { 200: successEnvelope(staffCheckInResultSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const result = await checkIns.checkIn(actorOf(request), { ...request.body, eventId: request.params.eventId, method: 'manual' });
      return success(result, result.isNew ? 'Checked in' : 'Already checked in');
    },
  );

  app.post(
    '/checkins/:attendanceId/undo',
    {
      config: { cache: 'none' },
      schema: {
        ...meta('Undo a check-in, with a reason (the record stays, marked undone)'),
        params: attendanceIdParamsSchema,
        body: undoCheckInSchema,
        response: { 200: successEnvelope(staffCheckInResultSchema), ...consoleRefusals },
      },
    },
    async (request) => success(await checkIns.undo(actorOf(request), request.params.attendanceId, request.body.reason), 'Check-in undone'),
  );
};
