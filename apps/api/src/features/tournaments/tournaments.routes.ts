import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import {
  drawAnswerSchema,
  drawParamsSchema,
  drawRequestSchema,
  nextRoundAnswerSchema,
  nextRoundRequestSchema,
  scoreAnswerSchema,
  scoreParamsSchema,
  scheduleAnswerSchema,
  scheduleParamsSchema,
  scheduleRequestSchema,
  tieBreakersAnswerSchema,
  tieBreakersRequestSchema,
} from '@podium/contracts/tournaments/tournaments';
import { consoleRefusals } from '../../http/authentication/refusals';
import { ComputationSlots } from '../../platform/computation-slots';
import { DrawService } from './draw.service';
import { ScheduleService } from './schedule.service';
import { ScoreService } from './score.service';
import { scoreStoreOn } from './score-store';
import { TimedEventsService } from './timed-events.service';
import { roundsAnswerSchema, roundsRequestSchema } from '@podium/contracts/tournaments/timed-events';
import { mailCertificatesInBackground } from '../certificates';
import { success } from '../../http/success';

/** A draw or schedule refused while too many are being worked out: 429 for the tenant, 503 for the process. */
const busyRefusals = { 429: errorEnvelopeSchema, 503: errorEnvelopeSchema };

const meta = (summary: string) => ({ tags: ['admin', 'tournaments'], summary, security: [{ bearer: [] }] });

/** /api/admin/events/:eventId/categories/:eventSportCategoryId/draw (registered inside the admin plugin). */
export const tournamentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  // One count for draws and schedules of this process (issue 28): per tenant, then in all.
  const computations = new ComputationSlots({
    perTenant: config.TOURNAMENT_COMPUTATIONS_PER_TENANT_MAX,
    total: config.TOURNAMENT_COMPUTATIONS_MAX,
  });
  const draws = new DrawService(app.deps.db, app.deps.clock, computations);
  const schedules = new ScheduleService(app.deps.db, app.deps.clock, computations);
  const scores = new ScoreService(scoreStoreOn(app.deps.db), app.deps.clock);
  const timed = new TimedEventsService(app.deps.db, app.deps.clock);

  app.delete(
    '/fixtures/:fixtureId/score',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta("Reset a match entered by mistake to 'not played': its winner leaves the next match (unwinds the bracket from its end)"),
        params: scoreParamsSchema,
        response: { 200: successEnvelope(scoreAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const user = request.session.user;
      const { fixture, eventSportCategoryId } = await scores.resetScore(
        { tenantId: request.tenant.id, userId: user.id, user },
        request.params.fixtureId,
      );
      mailCertificatesInBackground(app.deps, eventSportCategoryId);
      return success(fixture, 'Match reset to not played');
    },
  );
  app.post(
    '/events/:eventId/categories/:eventSportCategoryId/draw',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Draw (or preview with dryRun, or redraw until the first match starts) the fixtures of a sport category'),
        params: drawParamsSchema,
        body: drawRequestSchema,
        response: { 200: successEnvelope(drawAnswerSchema), ...consoleRefusals, ...busyRefusals },
      },
    },
    async (request) => {
      const data = await draws.draw(
        { tenantId: request.tenant.id, userId: request.session.user.id },
        request.params.eventId,
        request.params.eventSportCategoryId,
        request.body,
      );
      return success(data, data.dryRun ? 'Draw preview' : 'Draw made');
    },
  );

  app.post(
    '/events/:eventId/categories/:eventSportCategoryId/rounds',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta(
          'Draw the heats (lanes seeded by entry marks, serpentine, or at random with a recorded seed) and the final of a timed or measured category (dryRun to preview; redraw until results are entered)',
        ),
        params: drawParamsSchema,
        body: roundsRequestSchema,
        response: { 200: successEnvelope(roundsAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const data = await timed.drawRounds(
        { tenantId: request.tenant.id, userId: request.session.user.id },
        request.params.eventId,
        request.params.eventSportCategoryId,
        request.body,
      );
      return success(data, data.dryRun ? 'Heats preview' : 'Heats drawn');
    },
  );

  app.post(
    '/events/:eventId/categories/:eventSportCategoryId/draw/next-round',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta("Pair a Swiss's next round now (its previous round finished)"),
        params: drawParamsSchema,
        body: nextRoundRequestSchema,
        response: { 200: successEnvelope(nextRoundAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const data = await draws.pairNextRound(
        { tenantId: request.tenant.id, userId: request.session.user.id },
        request.params.eventId,
        request.params.eventSportCategoryId,
      );
      return success(data, `Round ${data.round} paired`);
    },
  );

  app.put(
    '/events/:eventId/categories/:eventSportCategoryId/draw/tie-breakers',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta("Change how a drawn category's group tables order level teams (fifa, uefa, sets or custom) until its first match starts"),
        params: drawParamsSchema,
        body: tieBreakersRequestSchema,
        response: { 200: successEnvelope(tieBreakersAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const data = await draws.setTieBreakers(
        { tenantId: request.tenant.id, userId: request.session.user.id },
        request.params.eventId,
        request.params.eventSportCategoryId,
        request.body.tieBreakers,
      );
      return success(data, 'Tie-breakers saved');
    },
  );

  app.post(
    '/events/:eventId/schedule',
    {
      config: { cache: 'invalidates' },
      schema: {
        ...meta('Give times and venues to the untimed fixtures of some categories, clash-free (dryRun to preview)'),
        params: scheduleParamsSchema,
        body: scheduleRequestSchema,
        response: { 200: successEnvelope(scheduleAnswerSchema), ...consoleRefusals, ...busyRefusals },
      },
    },
    async (request) => {
      const data = await schedules.schedule(
        { tenantId: request.tenant.id, userId: request.session.user.id },
        request.params.eventId,
        request.body,
      );
      const message = data.written
        ? 'Schedule saved'
        : data.unplaced.length > 0
          ? 'Some fixtures do not fit: nothing was saved'
          : 'Schedule preview';
      return success(data, message);
    },
  );
};
