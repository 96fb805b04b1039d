import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { fixtureSchema, fixturesQuerySchema } from '@podium/contracts/events/event-site';
import { staffEventParamsSchema } from '@podium/contracts/staff/staff-events';
import { listEventFixtures } from '../events';
import {
  scoreAnswerSchema,
  scoreParamsSchema,
  scoreRequestSchema,
  standingsAnswerSchema,
  standingsQuerySchema,
} from '@podium/contracts/tournaments/tournaments';
import { getStandings } from './standings.service';
import { consoleRefusals } from '../../http/authentication/refusals';
import { ScoreService } from './score.service';
import { scoreStoreOn } from './score-store';
import { TimedEventsService } from './timed-events.service';
import { heatParamsSchema, heatResultsAnswerSchema, heatResultsRequestSchema } from '@podium/contracts/tournaments/timed-events';
import { success } from '../../http/success';
import { mailCertificatesInBackground } from '../certificates';

/**
 * /api/staff/events/:eventId/fixtures and /api/staff/fixtures/:fixtureId/score (registered inside the
 * staff plugin: staff and admins of this tenant).
 */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const scores = new ScoreService(scoreStoreOn(app.deps.db), app.deps.clock);
  app.get(
    '/events/:eventId/fixtures',
    {
      schema: {
        tags: ['staff', 'tournaments'],
        summary: "An event's fixtures for score entry, as the public list but always with people's full names",
        security: [{ bearer: [] }],
        params: staffEventParamsSchema,
        querystring: fixturesQuerySchema,
        response: { 200: successEnvelope(z.array(fixtureSchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await listEventFixtures(app.deps.db, request.tenant.id, request.params.eventId, request.query, 'staff')),
  );
  app.get(
    '/events/:eventId/standings',
    {
      schema: {
        tags: ['staff', 'tournaments'],
        summary: "One category's tables, heats and medals for the staff console, as the public read but with people's full names",
        security: [{ bearer: [] }],
        params: staffEventParamsSchema,
        querystring: standingsQuerySchema,
        response: { 200: successEnvelope(standingsAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) =>
      success(await getStandings(app.deps.db, request.tenant.id, request.params.eventId, request.query.eventSportCategoryId, 'staff')),
  );
  const timed = new TimedEventsService(app.deps.db, app.deps.clock);
  app.put(
    '/heats/:heatId/results',
    {
      config: { cache: 'invalidates' },
      schema: {
        tags: ['staff', 'tournaments'],
        summary:
          "Enter (or correct, until the next round has results) a heat's results: one row per lane, a mark or DNS / DNF / DQ with a reason",
        security: [{ bearer: [] }],
        params: heatParamsSchema,
        body: heatResultsRequestSchema,
        response: { 200: successEnvelope(heatResultsAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const user = request.session.user;
      const data = await timed.enterResults({ tenantId: request.tenant.id, userId: user.id, user }, request.params.heatId, request.body);
      // A final's results decide the medals: each new certificate is mailed once, after the commit.
      mailCertificatesInBackground(app.deps, data.eventSportCategoryId);
      return success(data, 'Results saved');
    },
  );
  app.put(
    '/fixtures/:fixtureId/score',
    {
      config: { cache: 'invalidates' },
      schema: {
        tags: ['staff', 'tournaments'],
        summary: "Enter a fixture's live or final score (staff of the fixture's event)",
        security: [{ bearer: [] }],
        params: scoreParamsSchema,
        body: scoreRequestSchema,
        response: { 200: successEnvelope(scoreAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const user = request.session.user;
      const { fixture, eventSportCategoryId } = await scores.enterScore(
        { tenantId: request.tenant.id, userId: user.id, user },
        request.params.fixtureId,
        request.body,
      );
      // A final entered decides the medals: each new certificate is mailed once, after the commit.
      mailCertificatesInBackground(app.deps, eventSportCategoryId);
      return success(fixture, 'Score saved');
    },
  );
};
