/** What other features may use of staff; its other files are its own (eslint.config.js). */
export { isEventInStaffScope, requireEventInStaffScope } from './access/staff-event-scope';
export { readAttendancePage, readRegistrationPage } from './exports/exports.repository';
export { keysetPages } from './exports/keyset-pages';
