import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInRefusalSchema, verifyCheckInAnswerSchema, verifyCheckInRequestSchema } from '@podium/contracts/check-in/verify-check-in';
import { checkInStoreOn } from './check-in.repository';
import { CheckInService } from './check-in.service';

/** POST /api/user/checkin/verify: the attendance scan (spec section 7). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CheckInService(checkInStoreOn(app.deps.db), app.deps.clock, app.deps.metrics);

  app.post(
    '/user/checkin/verify',
    {
      // The hot path of an event morning: no two info lines per request (every scan is already in
      // scan_log with its outcome, time and device); warnings and errors are still logged, with
      // the request id that every answer carries in x-request-id.
      logLevel: 'warn',
      schema: {
        tags: ['check-in'],
        summary: 'Record attendance for a scanned event code (participant, visitor, check-out)',
        security: [{ bearer: [] }],
        body: verifyCheckInRequestSchema,
        response: {
          200: verifyCheckInAnswerSchema,
          400: checkInRefusalSchema,
          401: checkInRefusalSchema,
          403: checkInRefusalSchema,
          404: checkInRefusalSchema,
          409: checkInRefusalSchema,
        },
      },
      // The token's claims only: the service's one context read checks the session row (a round trip less).
      config: { cache: 'none', auth: 'claims' },
    },
    async (request) => {
      const device = request.body.device ?? request.headers['user-agent']?.slice(0, 200) ?? null;
      // A refusal is thrown as a DomainError; the error handler answers it with its status.
      return service.verify({ tenantId: request.tenant.id, session: request.sessionClaims, input: request.body, device });
    },
  );
};
