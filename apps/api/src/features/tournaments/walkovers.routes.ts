import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { walkoverCandidateSchema } from '@podium/contracts/tournaments/tournaments';
import { staffEventParamsSchema } from '@podium/contracts/staff/staff-events';
import { consoleRefusals } from '../admin/access/refusals';
import { listWalkoverCandidates } from './walkovers';

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
    async (request) => ({
      success: true as const,
      message: 'OK',
      data: await listWalkoverCandidates(app.deps.db, request.tenant.id, request.params.eventId, app.deps.clock.now()),
    }),
  );
};
