import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { opponentMissingAnswerDataSchema, walkoverCandidateSchema } from '@podium/contracts/tournaments/tournaments';
import { staffEventParamsSchema } from '@podium/contracts/staff/staff-events';
import { consoleRefusals } from '../../http/authentication/refusals';
import { DomainError } from '../../errors/domain-error';
import { emailNotifierOf } from '../email';
import { requireEventInStaffScope } from '../../http/staff-scope';
import { consumeRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limiter';
import { findFixtureOfTenant, listWalkoverCandidates } from './walkovers';
import { success } from '../../http/success';

/** One 'your opponent is not here' email per side and match in ten minutes. */
const OPPONENT_MISSING_LIMIT: RateLimit = { max: 1, windowSeconds: 600 };

/**
 * GET /api/staff/events/:eventId/walkovers (inside the staff plugin: staff of the event, admins):
 * matches past their start and grace period with a side short of checked-in players. Awarding one
 * is the score call with `decidedBy: 'walkover'` and the winner (audited there).
 */
export const walkoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:eventId/walkovers',
    {
      schema: {
        tags: ['staff', 'tournaments'],
        summary: "Matches where a side has too few players checked in after the start plus the event's grace: 'Award walkover?'",
        security: [{ bearer: [] }],
        params: staffEventParamsSchema,
        response: { 200: successEnvelope(z.array(walkoverCandidateSchema)), ...consoleRefusals },
      },
    },
    async (request) => success(await listWalkoverCandidates(app.deps.db, request.tenant.id, request.params.eventId, app.deps.clock.now())),
  );

  app.post(
    '/fixtures/:fixtureId/opponent-missing',
    {
      config: { cache: 'invalidates' },
      schema: {
        tags: ['staff', 'tournaments'],
        summary: "Email a side's players that their opponent has not checked in (staff of the fixture's event)",
        security: [{ bearer: [] }],
        params: z.object({ fixtureId: z.coerce.number().int().positive('fixtureId must be a positive whole number') }),
        body: z.object({ teamId: z.number().int().positive('teamId must be a positive whole number') }),
        response: { 200: successEnvelope(opponentMissingAnswerDataSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const fixture = await findFixtureOfTenant(app.deps.db, request.tenant.id, request.params.fixtureId);
      await requireEventInStaffScope(app.deps.db, request.session.user, fixture.eventId);
      if (request.body.teamId !== fixture.homeTeamId && request.body.teamId !== fixture.awayTeamId) {
        throw new DomainError('VALIDATION_FAILED', 'That team does not play in this match.');
      }
      // Claimed before sending (one at a time per side and match): a double tap or a script mails nobody twice.
      await consumeRateLimit(
        app.deps.db,
        `opponent-missing:${fixture.id}:${request.body.teamId}`,
        OPPONENT_MISSING_LIMIT,
        app.deps.clock.now(),
        'Their players were already told in the last 10 minutes.',
      );
      const sent = await emailNotifierOf(app).sendOpponentMissing({ fixtureId: fixture.id, teamId: request.body.teamId });
      return success({ sent }, sent === 1 ? 'One player was told.' : `${sent} players were told.`);
    },
  );
};
