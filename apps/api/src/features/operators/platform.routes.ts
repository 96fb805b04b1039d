import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import {
  createPlatformTenantAnswerSchema,
  createPlatformTenantRequestSchema,
  platformAuditListSchema,
  platformOperatorSchema,
  platformTenantIdParamsSchema,
  platformTenantListSchema,
  platformTenantSchema,
  updatePlatformTenantRequestSchema,
} from '@podium/contracts/platform/platform-tenants';
import { platformHostOf } from '../../config/config';
import { success } from '../../http/success';
import { operatorActorOf, registerOperatorGuard } from './operator-guard';
import {
  createCompanyTenant,
  exportCompanyTenant,
  listAuditEntries,
  listCompanyTenantsWithCounts,
  setCompanyTenantStatus,
  updateCompanyTenantSettings,
  type PlatformTenantsDeps,
} from './platform-tenants.service';
import { presentPlatformAudit, presentPlatformTenant } from './platform.presenter';

const refusals = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const secured = { tags: ['platform'], security: [{ bearer: [] }] };
/** The audit entries the console shows (newest first). */
const AUDIT_PAGE_SIZE = 200;

/** /api/platform: the operator console's calls, on PLATFORM_HOST only (operator-guard.ts). */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  registerOperatorGuard(app);
  const platformHost = platformHostOf(app.deps.config);
  const deps: PlatformTenantsDeps = {
    db: app.deps.db,
    clock: app.deps.clock,
    platformHost,
    port: app.deps.config.PORT,
    onTenantsChanged: () => app.deps.tenants.invalidate(),
  };

  app.get(
    '/me',
    { schema: { ...secured, summary: 'The signed-in operator', response: { 200: successEnvelope(platformOperatorSchema), ...refusals } } },
    async (request) => success({ name: request.operator.name, phone: request.operator.phone }),
  );

  app.get(
    '/tenants',
    {
      schema: {
        ...secured,
        summary: 'Every company site with its hosts, status, head counts and last activity',
        response: { 200: successEnvelope(platformTenantListSchema), ...refusals },
      },
    },
    async () => {
      const rows = await listCompanyTenantsWithCounts(deps.db);
      return success({ tenants: rows.map(presentPlatformTenant), cnameTarget: platformHost ?? null });
    },
  );

  app.post(
    '/tenants',
    {
      schema: {
        ...secured,
        summary: "Creates a company's site and invites its first admin",
        body: createPlatformTenantRequestSchema,
        response: { 200: successEnvelope(createPlatformTenantAnswerSchema), 409: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => success(await createCompanyTenant(deps, request.body, operatorActorOf(request)), 'Site created'),
  );

  app.patch(
    '/tenants/:id',
    {
      schema: {
        ...secured,
        summary: "Changes a site's name, hosts, modules or allowed email domains",
        params: platformTenantIdParamsSchema,
        body: updatePlatformTenantRequestSchema,
        response: { 200: successEnvelope(platformTenantSchema), 409: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) =>
      success(presentPlatformTenant(await updateCompanyTenantSettings(deps, request.params.id, request.body, operatorActorOf(request)))),
  );

  for (const [action, status] of [
    ['suspend', 'suspended'],
    ['resume', 'active'],
  ] as const) {
    app.post(
      `/tenants/:id/${action}`,
      {
        schema: {
          ...secured,
          summary: action === 'suspend' ? 'Closes a site: maintenance page, no sign-in, no write, no read' : 'Opens a suspended site again',
          params: platformTenantIdParamsSchema,
          response: { 200: successEnvelope(platformTenantSchema), ...refusals },
        },
      },
      async (request) =>
        success(presentPlatformTenant(await setCompanyTenantStatus(deps, request.params.id, status, operatorActorOf(request)))),
    );
  }

  app.get(
    '/tenants/:id/export',
    {
      schema: {
        ...secured,
        summary: "Downloads a site's whole data as a zip: a JSON-lines file per table, CSVs and uploads (streamed, audited)",
        params: platformTenantIdParamsSchema,
        produces: ['application/zip'],
        response: refusals,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportCompanyTenant(
        { db: app.deps.db, clock: app.deps.clock, pictures: app.deps.pictures },
        request.params.id,
        operatorActorOf(request),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        ...secured,
        summary: 'What operators did, newest first',
        response: { 200: successEnvelope(platformAuditListSchema), ...refusals },
      },
    },
    async () => success({ entries: (await listAuditEntries(deps.db, AUDIT_PAGE_SIZE)).map(presentPlatformAudit) }),
  );
};
