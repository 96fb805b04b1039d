import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCompaniesQuerySchema,
  adminCompanySchema,
  companyIdParamsSchema,
  mergeCompanySchema,
} from '@podium/contracts/admin/admin-companies';
import { successEnvelope } from '@podium/contracts/http/envelope';
import type { Database } from '../../../db/client';
import { companies, teams, users } from '../../../db/schema/index';
import { DomainError } from '../../../errors/domain-error';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { writeAuditEntry } from '../../../platform/audit/write-audit-entry';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

function selectCompanies(db: Database) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      people: sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id")`,
      teams: sql<number>`(select count(*)::int from teams t where t.company_id = "companies"."id")`,
    })
    .from(companies);
}

/** /api/admin/companies: list, approve a typed company, or merge it into an existing one (admins only). */
export const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  async function requireCompany(database: Database, tenantId: number, companyId: number) {
    const [row] = await selectCompanies(database).where(and(eq(companies.id, companyId), eq(companies.tenantId, tenantId)));
    if (!row) throw new DomainError('NOT_FOUND', 'Company not found on this site.');
    return row;
  }

  app.get(
    '/companies',
    {
      schema: {
        ...meta('Companies of this site (pending ones were typed by people signing in)'),
        querystring: adminCompaniesQuerySchema,
        response: { 200: successEnvelope(z.array(adminCompanySchema)), ...consoleRefusals },
      },
    },
    async (request) => {
      const conditions: SQL[] = [eq(companies.tenantId, request.tenant.id)];
      if (request.query.status) conditions.push(eq(companies.status, request.query.status));
      const rows = await selectCompanies(db)
        .where(and(...conditions))
        .orderBy(asc(companies.status), asc(companies.name));
      return success(rows);
    },
  );

  app.post(
    '/companies/:companyId/approve',
    {
      schema: {
        ...meta('Approve a typed company so everyone can pick it'),
        params: companyIdParamsSchema,
        response: { 200: successEnvelope(adminCompanySchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const before = await requireCompany(db, tenantId, request.params.companyId);
      await db.transaction(async (tx) => {
        await tx.update(companies).set({ status: 'approved' }).where(eq(companies.id, before.id));
        await writeAuditEntry(tx, {
          tenantId,
          actorUserId: request.session.user.id,
          action: 'company.approved',
          entity: 'company',
          entityId: before.id,
          before,
          after: { ...before, status: 'approved' },
          at: clock.now(),
        });
      });
      return success(await requireCompany(db, tenantId, before.id), 'Company approved');
    },
  );

  app.post(
    '/companies/:companyId/merge',
    {
      schema: {
        ...meta('Merge a company into another: its people and teams move, then it is removed'),
        params: companyIdParamsSchema,
        body: mergeCompanySchema,
        response: { 200: successEnvelope(adminCompanySchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { intoCompanyId } = request.body;
      if (intoCompanyId === request.params.companyId)
        throw new DomainError('VALIDATION_FAILED', 'Choose a different company to merge into.');
      const source = await requireCompany(db, tenantId, request.params.companyId);
      const target = await requireCompany(db, tenantId, intoCompanyId);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ companyId: target.id }).where(eq(users.companyId, source.id));
        await tx.update(teams).set({ companyId: target.id }).where(eq(teams.companyId, source.id));
        await tx.delete(companies).where(eq(companies.id, source.id));
        await writeAuditEntry(tx, {
          tenantId,
          actorUserId: request.session.user.id,
          action: 'company.merged',
          entity: 'company',
          entityId: source.id,
          before: { source, target },
          after: { mergedInto: { id: target.id, name: target.name }, movedPeople: source.people, movedTeams: source.teams },
          at: clock.now(),
        });
      });
      return success(await requireCompany(db, tenantId, target.id), `${source.name} merged into ${target.name}`);
    },
  );
};
