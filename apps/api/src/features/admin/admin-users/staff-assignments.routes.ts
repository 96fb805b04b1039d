import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '@podium/contracts/admin/admin-users';
import { setStaffAssignmentsSchema, staffAssignmentsSchema } from '@podium/contracts/admin/staff-assignments';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { readAssignments, setAssignments } from './staff-assignments.service';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/users/{userId}/events: the events a staff member works (none: every event). */
export const staffAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/users/:userId/events',
    {
      schema: {
        ...meta('The events a staff member works (empty: every event)'),
        params: userIdParamsSchema,
        response: { 200: successEnvelope(staffAssignmentsSchema), ...consoleRefusals },
      },
    },
    async (request) => success(await readAssignments(db, request.tenant.id, request.params.userId)),
  );

  app.put(
    '/users/:userId/events',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Set the events a staff member works (empty list: every event)'),
        params: userIdParamsSchema,
        body: setStaffAssignmentsSchema,
        response: { 200: successEnvelope(staffAssignmentsSchema), ...consoleRefusals },
      },
    },
    async (request) =>
      success(await setAssignments(db, clock, actorOf(request), request.params.userId, request.body.eventIds), 'Staff events saved'),
  );
};
