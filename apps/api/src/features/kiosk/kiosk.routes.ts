import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rotatingCodeSchema } from '@podium/contracts/check-in/checkin-codes';
import { endKioskWithPinBodySchema, kioskEndedDataSchema } from '@podium/contracts/check-in/kiosk';
import { errorEnvelopeSchema, successEnvelope } from '@podium/contracts/http/envelope';
import { DomainError } from '../../errors/domain-error';
import { KioskService, type StarterScopeCheck } from './kiosk.service';
import { success } from '../../http/success';

const refusals = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** The kiosk token travels only in `Authorization: Bearer`, never in a cookie a page could replay. */
function readKioskToken(authorization: string | undefined): string {
  const token = authorization?.toLowerCase().startsWith('bearer ') ? authorization.slice(7).trim() : '';
  if (!token || token.length > 200)
    throw new DomainError('UNAUTHENTICATED', 'This kiosk has ended. A staff member must sign in and start it again.');
  return token;
}

/** /api/kiosk: what a locked kiosk device may do with its token, and nothing more. */
export const kioskRoutes: FastifyPluginAsyncZod<{ isEventInStarterScope: StarterScopeCheck }> = async (app, options) => {
  const kiosks = new KioskService(app.deps.db, app.deps.clock, options.isEventInStarterScope);

  app.get(
    '/code',
    {
      schema: {
        tags: ['check-in'],
        summary: "The locked kiosk's current signed attendance code (kiosk token)",
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(rotatingCodeSchema), ...refusals },
      },
      config: { auth: 'kiosk' },
    },
    async (request, reply) => {
      const data = await kiosks.currentCode(request.tenant.id, readKioskToken(request.headers.authorization));
      reply.header('cache-control', 'no-store');
      return success(data);
    },
  );

  app.post(
    '/end',
    {
      schema: {
        tags: ['check-in'],
        summary: 'End the locked kiosk with the PIN set when it started: its token stops working at once (kiosk token)',
        security: [{ bearer: [] }],
        body: endKioskWithPinBodySchema,
        response: { 200: successEnvelope(kioskEndedDataSchema), ...refusals },
      },
      config: { cache: 'none', auth: 'kiosk' },
    },
    async (request) => {
      await kiosks.endWithPin(request.tenant.id, readKioskToken(request.headers.authorization), request.body.pin);
      return success({}, 'Kiosk ended');
    },
  );
};
