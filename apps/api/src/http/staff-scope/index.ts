/**
 * Which events a staff member may work (issue 35: shared by the staff, check-in, kiosk and
 * tournament features, so it lives under http, not inside one of them).
 */
export { isEventInStaffScope, requireEventInStaffScope, staffEventGuard, staffEventScope } from './staff-event-scope';
