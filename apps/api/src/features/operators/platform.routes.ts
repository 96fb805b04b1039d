import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_LOGO_MAX_BYTES } from '@podium/contracts/branding/branding';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import {
  createPlatformTenantAnswerSchema,
  createPlatformTenantRequestSchema,
  deletePlatformTenantRequestSchema,
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
  getCompanyTenant,
  replaceCompanyTenantLogo,
  listAuditEntries,
  listCompanyTenantsWithCounts,
  setCompanyTenantStatus,
  updateCompanyTenantSettings,
  type PlatformTenantsDeps,
} from './platform-tenants.service';
import { presentPlatformAudit, presentPlatformTenant } from './platform.presenter';
import { requestTenantDeletion, restoreTenant } from './tenant-deletion';
import { readLogoUpload } from '../tenants';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limiter';
import { UPLOAD_RATE_LIMITED_MESSAGE, UPLOAD_RATE_LIMITS } from '../../platform/images/upload-rate-limits';

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
    mailer: app.deps.mailer,
    warn: (detail, message) => app.log.warn(detail, message),
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
      config: { cache: 'invalidates' },
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
      config: { cache: 'invalidates' },
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
        config: { cache: 'invalidates' },
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

  await app.register(fastifyMultipart, { limits: { fileSize: BRAND_LOGO_MAX_BYTES, files: 1, fields: 0 } });
  app.post(
    '/tenants/:id/logo',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...secured,
        summary: "Replaces a site's logo (multipart: `file` PNG or SVG up to 2 MB and 25 megapixels); the app icons are made from it",
        params: platformTenantIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: successEnvelope(platformTenantSchema), 429: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = operatorActorOf(request);
      const bytes = await readLogoUpload(request, () =>
        consumeRateLimit(
          app.deps.db,
          `brand-logo:operator:${request.operator.id}`,
          UPLOAD_RATE_LIMITS.brandLogo,
          app.deps.clock.now(),
          UPLOAD_RATE_LIMITED_MESSAGE,
        ),
      );
      const saved = await replaceCompanyTenantLogo({ ...deps, pictures: app.deps.pictures }, request.params.id, bytes, actor);
      return success(presentPlatformTenant(saved), 'Logo saved');
    },
  );

  app.post(
    '/tenants/:id/delete',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...secured,
        summary:
          'Deletes a site after an export of the last 24 hours, with its slug typed again: closed at once, restorable for 7 days, then erased',
        params: platformTenantIdParamsSchema,
        body: deletePlatformTenantRequestSchema,
        response: { 200: successEnvelope(platformTenantSchema), 409: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => {
      await requestTenantDeletion(deps, request.params.id, request.body, operatorActorOf(request));
      return success(
        presentPlatformTenant(await getCompanyTenant(deps.db, request.params.id)),
        'Site deleted; it can be restored for 7 days',
      );
    },
  );

  app.post(
    '/tenants/:id/restore',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...secured,
        summary: 'Opens a site being deleted again, before its grace period ends',
        params: platformTenantIdParamsSchema,
        response: { 200: successEnvelope(platformTenantSchema), 409: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request) => {
      await restoreTenant(deps, request.params.id, operatorActorOf(request));
      return success(presentPlatformTenant(await getCompanyTenant(deps.db, request.params.id)), 'Site restored');
    },
  );

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
