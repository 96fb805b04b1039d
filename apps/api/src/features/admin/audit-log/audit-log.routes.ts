import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogEntrySchema, auditLogQuerySchema, type AuditLogEntry } from '@podium/contracts/admin/audit-log';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { auditLog, users } from '../../../db/schema/index';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';

/** GET /api/admin/audit-log: who changed what, newest first (admins only). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin changes of this site, newest first: who, what, before, after, when',
        security: [{ bearer: [] }],
        querystring: auditLogQuerySchema,
        response: { 200: successEnvelope(z.array(auditLogEntrySchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const { entity, limit, beforeId } = request.query;
      const conditions: SQL[] = [eq(auditLog.tenantId, request.tenant.id)];
      if (entity) conditions.push(eq(auditLog.entity, entity));
      if (beforeId) conditions.push(lt(auditLog.id, beforeId));
      const rows = await app.deps.db
        .select({ entry: auditLog, actor: { id: users.id, name: users.name, phone: users.phone } })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit);
      const data: AuditLogEntry[] = rows.map(({ entry, actor }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actor: actor?.id ? actor : null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before,
        after: entry.after,
      }));
      return success(data);
    },
  );
};
