import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCompaniesQuerySchema,
  adminCompanySchema,
  companyIdParamsSchema,
  mergeCompanySchema,
} from '@podium/contracts/admin/admin-companies';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { actorOf } from '../../../http/authentication/authentication';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { success } from '../../../http/success';
import { listCompanies } from './admin-companies.repository';
import { approveTypedCompany, mergeCompanies } from './admin-companies.service';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/companies: list, approve a typed company, or merge it into an existing one (admins only). */
export const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/companies',
    {
      schema: {
        ...meta('Companies of this site (pending ones were typed by people signing in)'),
        querystring: adminCompaniesQuerySchema,
        response: { 200: successEnvelope(z.array(adminCompanySchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await listCompanies(db, request.tenant.id, request.query.status)),
  );

  app.post(
    '/companies/:companyId/approve',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Approve a typed company so everyone can pick it'),
        params: companyIdParamsSchema,
        response: { 200: successEnvelope(adminCompanySchema), ...consoleRefusals },
      },
    },
    async (request) => success(await approveTypedCompany(db, clock, actorOf(request), request.params.companyId), 'Company approved'),
  );

  app.post(
    '/companies/:companyId/merge',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Merge a company into another: its people and teams move, then it is removed'),
        params: companyIdParamsSchema,
        body: mergeCompanySchema,
        response: { 200: successEnvelope(adminCompanySchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const { source, target } = await mergeCompanies(db, clock, actorOf(request), request.params.companyId, request.body.intoCompanyId);
      return success(target, `${source.name} merged into ${target.name}`);
    },
  );
};
