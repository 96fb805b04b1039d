import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { staffScanRequestSchema, staffScanResultSchema } from '@podium/contracts/staff/staff-scan';
import { consoleRefusals } from '../../../http/authentication/refusals';
import type { StaffCheckInService } from '../attendance/staff-check-in.service';
import { StaffScanService } from './staff-scan.service';
import { success } from '../../../http/success';

/** POST /api/staff/checkins/scan: staff read a person's personal QR code (staff and admins). */
export const staffScanRoutes: FastifyPluginAsyncZod<{ checkIns: StaffCheckInService }> = async (app, { checkIns }) => {
  const service = new StaffScanService(app.deps.db, checkIns, app.deps.secrets.sessionSecret);

  app.post(
    '/checkins/scan',
    {
      config: { cache: 'none' },
      schema: {
        tags: ['staff'],
        summary: "Check a person in by reading their personal QR code at the staff member's event, sport and venue",
        security: [{ bearer: [] }],
        body: staffScanRequestSchema,
        response: { 200: successEnvelope(staffScanResultSchema), ...consoleRefusals },
      },
    },
    async (request) => {
      const data = await service.scan({ tenantId: request.tenant.id, userId: request.session.user.id }, request.body);
      const isNew = data.results.some((result) => result.isNew);
      return success(data, isNew ? 'Attendance marked successfully' : 'Already checked in');
    },
  );
};
