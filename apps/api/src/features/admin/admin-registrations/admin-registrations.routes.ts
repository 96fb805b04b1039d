import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParamsSchema } from '@podium/contracts/admin/admin-events';
import {
  adminRegistrationSchema,
  adminTeamSchema,
  adminWaitlistEntrySchema,
  IMPORT_CSV_MAX_CHARS,
  importRegistrationsSchema,
  importResultSchema,
  importRowErrorSchema,
  moveRegistrationSchema,
  registrationListQuerySchema,
  registrationParamsSchema,
} from '@podium/contracts/admin/admin-registrations';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { AdminRegistrationsService } from './admin-registrations.service';
import { RegistrationsImportService } from './registrations-import.service';
import { actorOf } from '../../../http/authentication/authentication';
import { success } from '../../../http/success';

const registrationAnswer = { 200: successEnvelope(adminRegistrationSchema), ...consoleRefusals };
const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** /api/admin/events/{eventId}/registrations and teams (admins only; the parent plugin checks). */
export const adminRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminRegistrationsService(app.deps.db, app.deps.clock);
  const importer = new RegistrationsImportService(app.deps.db, app.deps.clock);

  app.get(
    '/events/:eventId/registrations',
    {
      schema: {
        ...meta('Registrations of an event, newest first; filters status, sport category, team, search'),
        params: eventIdParamsSchema,
        querystring: registrationListQuerySchema,
        response: { 200: successEnvelope(z.array(adminRegistrationSchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await service.list(request.tenant.id, request.params.eventId, request.query)),
  );

  app.get(
    '/events/:eventId/teams',
    {
      schema: {
        ...meta('Teams of an event with their sport category and members'),
        params: eventIdParamsSchema,
        response: { 200: successEnvelope(z.array(adminTeamSchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await service.teams(request.tenant.id, request.params.eventId)),
  );

  app.get(
    '/events/:eventId/waitlist',
    {
      schema: {
        ...meta("Who waits for a place in each of the event's full categories, in the order places are offered"),
        params: eventIdParamsSchema,
        response: { 200: successEnvelope(z.array(adminWaitlistEntrySchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await service.waitlist(request.tenant.id, request.params.eventId)),
  );

  app.post(
    '/events/:eventId/registrations/:registrationId/approve',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta('Approve a pending registration'), params: registrationParamsSchema, response: registrationAnswer },
    },
    async (request) =>
      success(await service.approve(actorOf(request), request.params.eventId, request.params.registrationId), 'Registration approved'),
  );

  app.post(
    '/events/:eventId/registrations/:registrationId/withdraw',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta('Withdraw a registration'), params: registrationParamsSchema, response: registrationAnswer },
    },
    async (request) =>
      success(await service.withdraw(actorOf(request), request.params.eventId, request.params.registrationId), 'Registration withdrawn'),
  );

  app.post(
    '/events/:eventId/registrations/:registrationId/move',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Move a registration to another team of the same sport category'),
        params: registrationParamsSchema,
        body: moveRegistrationSchema,
        response: registrationAnswer,
      },
    },
    async (request) =>
      success(
        await service.move(actorOf(request), request.params.eventId, request.params.registrationId, request.body.teamId),
        'Moved to the other team',
      ),
  );

  app.post(
    '/events/:eventId/registrations/import',
    {
      config: { cache: 'invalidates' },
      // The CSV travels inside JSON: room for the largest file plus escaping.
      bodyLimit: IMPORT_CSV_MAX_CHARS * 2 + 1024,
      schema: {
        ...meta(
          'Import participants from CSV (phone,name,email,company,sport,category,team). dryRun previews with row errors; ' +
            'an import with any bad row answers 400 with rowErrors and writes nothing',
        ),
        params: eventIdParamsSchema,
        body: importRegistrationsSchema,
        response: {
          200: successEnvelope(importResultSchema),
          ...consoleRefusals,
          400: errorEnvelopeSchema.extend({ rowErrors: z.array(importRowErrorSchema).optional() }),
        },
      },
    },
    async (request) => {
      const result = await importer.import(actorOf(request), request.params.eventId, request.body);
      const message = result.written
        ? `Imported ${result.counts.registrations} registrations`
        : result.valid
          ? 'Preview: nothing written yet'
          : `${result.errors.length} row(s) need fixing`;
      return success(result, message);
    },
  );
};
