import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import {
  drawAnswerSchema,
  drawParamsSchema,
  drawRequestSchema,
  scoreAnswerSchema,
  scoreParamsSchema,
  scheduleAnswerSchema,
  scheduleParamsSchema,
  scheduleRequestSchema,
} from '@podium/contracts/tournaments/tournaments';
import { consoleRefusals } from '../../http/authentication/refusals';
import { DrawService } from './draw.service';
import { ScheduleService } from './schedule.service';
import { ScoreService } from './score.service';
import { success } from '../../http/success';

const meta = (summary: string) => ({ tags: ['admin', 'tournaments'], summary, security: [{ bearer: [] }] });

/** /api/admin/events/:eventId/categories/:eventSportCategoryId/draw (registered inside the admin plugin). */
export const tournamentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const draws = new DrawService(app.deps.db, app.deps.clock);
  const schedules = new ScheduleService(app.deps.db, app.deps.clock);
  const scores = new ScoreService(app.deps.db, app.deps.clock);

  app.delete(
    '/fixtures/:fixtureId/score',
    {
      schema: {
        ...meta("Reset a match entered by mistake to 'not played': its winner leaves the next match (unwinds the bracket from its end)"),
        params: scoreParamsSchema,
        response: { 200: successEnvelope(scoreAnswerSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const user = request.session.user;
      const { fixture } = await scores.resetScore({ tenantId: request.tenant.id, userId: user.id, user }, request.params.fixtureId);
      return success(fixture, 'Match reset to not played');
    },
  );
  app.post(
    '/events/:eventId/categories/:eventSportCategoryId/draw',
    {
      schema: {
        ...meta('Draw (or preview with dryRun, or redraw until the first match starts) the fixtures of a sport category'),
        params: drawParamsSchema,
        body: drawRequestSchema,
        response: { 200: successEnvelope(drawAnswerSchema), ...consoleRefusals },
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
    '/events/:eventId/schedule',
    {
      schema: {
        ...meta('Give times and venues to the untimed fixtures of some categories, clash-free (dryRun to preview)'),
        params: scheduleParamsSchema,
        body: scheduleRequestSchema,
        response: { 200: successEnvelope(scheduleAnswerSchema), ...consoleRefusals },
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
