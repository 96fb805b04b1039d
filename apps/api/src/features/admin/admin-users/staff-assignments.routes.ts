import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamsSchema } from '@podium/contracts/admin/admin-users';
import { setStaffAssignmentsSchema, staffAssignmentsSchema, type StaffAssignments } from '@podium/contracts/admin/staff-assignments';
import { successEnvelope } from '@podium/contracts/http/envelope';
import type { Database } from '../../../db/client';
import { events, staffEventAssignments, users } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

async function readAssignments(db: Database, tenantId: number, userId: number): Promise<StaffAssignments> {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!user) throw new DomainError('NOT_FOUND', 'User not found on this site.');
  const rows = await db
    .select({ eventId: staffEventAssignments.eventId })
    .from(staffEventAssignments)
    .where(eq(staffEventAssignments.userId, user.id))
    .orderBy(asc(staffEventAssignments.eventId));
  const eventIds = rows.map((row) => row.eventId);
  return { userId: user.id, role: user.role, eventIds, allEvents: eventIds.length === 0 };
}

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
      schema: {
        ...meta('Set the events a staff member works (empty list: every event)'),
        params: userIdParamsSchema,
        body: setStaffAssignmentsSchema,
        response: { 200: successEnvelope(staffAssignmentsSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const before = await readAssignments(db, request.tenant.id, request.params.userId);
      const wanted = [...new Set(request.body.eventIds)].sort((a, b) => a - b);
      if (wanted.length > 0) {
        const found = await db
          .select({ id: events.id })
          .from(events)
          .where(and(eq(events.tenantId, request.tenant.id), inArray(events.id, wanted)));
        const known = new Set(found.map((row) => row.id));
        const unknown = wanted.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw new DomainError('VALIDATION_FAILED', `No event of this site has the id ${unknown.join(', ')}. Pick events from the list.`);
        }
      }
      await db.transaction(async (tx) => {
        await tx.delete(staffEventAssignments).where(eq(staffEventAssignments.userId, before.userId));
        if (wanted.length > 0) {
          await tx
            .insert(staffEventAssignments)
            .values(wanted.map((eventId) => ({ userId: before.userId, eventId, createdAt: clock.now() })));
        }
        await writeAuditEntry(tx, {
          tenantId: request.tenant.id,
          actorUserId: request.session.user.id,
          action: 'user.staff-events-set',
          entity: 'user',
          entityId: before.userId,
          before: { eventIds: before.eventIds },
          after: { eventIds: wanted },
          at: clock.now(),
        });
      });
      return success(await readAssignments(db, request.tenant.id, before.userId), 'Staff events saved');
    },
  );
};
