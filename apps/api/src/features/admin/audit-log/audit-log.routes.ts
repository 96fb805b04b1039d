import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogEntrySchema, auditLogQuerySchema } from '@podium/contracts/admin/audit-log';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { listAuditEntries } from './audit-log.repository';
import { presentAuditEntry } from './audit-log.presenter';
import { nameAuditedThings } from './audited-names';

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
      const rows = await listAuditEntries(app.deps.db, request.tenant.id, request.query);
      const names = await nameAuditedThings(app.deps.db, request.tenant.id, rows);
      return success(rows.map((row) => presentAuditEntry(row, names)));
    },
  );
};
