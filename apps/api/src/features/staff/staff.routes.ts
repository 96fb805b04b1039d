import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerConsoleGuard } from '../../http/authentication/authentication';
import { StaffCheckInService } from './attendance/staff-check-in.service';
import { staffAttendanceRoutes } from './attendance/staff-attendance.routes';
import { exportRoutes } from './exports/exports.routes';
import { AttendanceFeed } from './live/attendance-feed';
import { attendanceStreamRoutes } from './live/attendance-stream.routes';
import { staffScanRoutes } from './scan/staff-scan.routes';
import { staffEventGuard } from '../../http/staff-scope';
import { kioskStartRoutes } from './kiosk/kiosk-start.routes';
import { scoreRoutes, walkoverRoutes } from '../tournaments';
import { staffAnnouncementRoutes } from '../announcements';

/** Everything under /api/staff: staff and admins of this tenant only, checked once here for every route. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('console', null as never);
  registerConsoleGuard(app, 'staff');
  // Staff limited to some events: checked per call once the event id is parsed.
  app.addHook('preHandler', staffEventGuard(app.deps.db));
  const feed = new AttendanceFeed(app.deps.realtime.channels);
  const checkIns = new StaffCheckInService(app.deps.db, app.deps.clock);
  await app.register(staffAttendanceRoutes, { checkIns });
  await app.register(attendanceStreamRoutes, { feed });
  await app.register(staffScanRoutes, { checkIns });
  await app.register(exportRoutes);
  await app.register(kioskStartRoutes);
  await app.register(scoreRoutes);
  await app.register(walkoverRoutes);
  await app.register(staffAnnouncementRoutes);
};
