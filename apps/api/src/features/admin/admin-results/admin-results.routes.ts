import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventIdParamsSchema } from '@podium/contracts/admin/admin-events';
import {
  adminResultsSchema,
  createFixtureSchema,
  fixtureIdParamsSchema,
  resultsCategoryParamsSchema,
  setPlacingsSchema,
  updateFixtureSchema,
} from '@podium/contracts/admin/admin-results';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { AdminResultsService } from './admin-results.service';
import { withFixtureChangeEmail } from '../../email';
import { mailCertificatesInBackground } from '../../certificates';
import { actorOf } from '../../../http/authentication/authentication';
import { success } from '../../../http/success';

const meta = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });
const answer = { 200: successEnvelope(adminResultsSchema), ...consoleRefusals };

/** /api/admin/events/:eventId/results, fixtures and placings (admins only). */
export const adminResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminResultsService(app.deps.db, app.deps.clock);
  app.get(
    '/events/:eventId/results',
    { schema: { ...meta('Fixtures, teams and placings of an event'), params: eventIdParamsSchema, response: answer } },
    async (request) => success(await service.get(request.tenant.id, request.params.eventId)),
  );

  app.post(
    '/events/:eventId/fixtures',
    {
      config: { cache: 'invalidates' },
      schema: { ...meta('Schedule a fixture'), params: eventIdParamsSchema, body: createFixtureSchema, response: answer },
    },
    async (request) => success(await service.createFixture(actorOf(request), request.params.eventId, request.body), 'Fixture scheduled'),
  );

  app.patch(
    '/events/:eventId/fixtures/:fixtureId',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Enter a score, status or winner, or reschedule'),
        params: fixtureIdParamsSchema,
        body: updateFixtureSchema,
        response: answer,
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Fixture saved',
      // Players get an email when the time or venue changed.
      data: await withFixtureChangeEmail(app, request.params.fixtureId, () =>
        service.updateFixture(actorOf(request), request.params.eventId, request.params.fixtureId, request.body),
      ),
    }),
  );

  app.put(
    '/events/:eventId/categories/:eventSportCategoryId/placings',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Set the final placings (gold, silver, bronze) of a sport category'),
        params: resultsCategoryParamsSchema,
        body: setPlacingsSchema,
        response: answer,
      },
    },
    async (request) => {
      const results = await service.setPlacings(
        actorOf(request),
        request.params.eventId,
        request.params.eventSportCategoryId,
        request.body,
      );
      // The results are final now: each new certificate is mailed once, after the commit.
      mailCertificatesInBackground(app.deps, request.params.eventSportCategoryId);
      return success(results, 'Placings saved');
    },
  );
};
