import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import {
  endKioskAsStaffBodySchema,
  kioskEndedDataSchema,
  kioskSessionSchema,
  startKioskBodySchema,
} from '@podium/contracts/check-in/kiosk';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { KioskService } from '../../kiosk';
import { staffEventScope } from '../../../http/staff-scope';
import { success } from '../../../http/success';

/** POST /api/staff/kiosk-sessions: lock this device into showing one rotating code (staff of that event). */
export const kioskStartRoutes: FastifyPluginAsyncZod = async (app) => {
  const kiosks = new KioskService(app.deps.db, app.deps.clock);

  app.post(
    '/kiosk-sessions',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['staff'],
        summary: 'Start a locked kiosk showing the rotating code of one sport and venue; the answer holds its token',
        security: [{ bearer: [] }],
        body: startKioskBodySchema,
        response: { 200: successEnvelope(kioskSessionSchema), ...consoleRefusals },
      },
    },
    async (request, reply) => {
      const data = await kiosks.start(request.tenant.id, request.session.user.id, request.body);
      reply.header('cache-control', 'no-store');
      return success(data);
    },
  );

  app.post(
    '/kiosk-sessions/end',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['staff'],
        summary: 'End the locked kiosk of this device, as the staff member who signed in on it',
        security: [{ bearer: [] }],
        body: endKioskAsStaffBodySchema,
        response: { 200: successEnvelope(kioskEndedDataSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const scope = await staffEventScope(app.deps.db, request.session.user);
      await kiosks.endAsStaff(request.tenant.id, request.body.kioskToken, (eventId) => scope === null || scope.has(eventId));
      return success({}, 'Kiosk ended');
    },
  );
};
